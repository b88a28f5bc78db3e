import { Injectable } from '@nestjs/common';
import type { SearchHit } from '@backoffice/contracts';
import type { Principal } from '../auth/principal.js';

/** An area's part of the global search: it checks the caller's permissions and customer itself. */
export interface SearchContributor {
  search(text: string, principal: Principal, limit: number): Promise<SearchHit[]>;
}

/** Areas register their contributors at start-up; one `search` call asks them all. */
@Injectable()
export class GlobalSearchRegistry {
  private readonly contributors: SearchContributor[] = [];

  register(contributor: SearchContributor): void {
    this.contributors.push(contributor);
  }

  async search(text: string, principal: Principal, limitPerArea = 10): Promise<SearchHit[]> {
    const results = await Promise.all(this.contributors.map((contributor) => contributor.search(text, principal, limitPerArea)));
    return results.flat();
  }
}
