import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Permission, type SearchHit } from '@backoffice/contracts';
import { hasPermission, searchClause } from '@backoffice/domain';
import type { Principal } from '../../platform/auth/principal.js';
import { CrudService } from '../../platform/crud/crud.service.js';
import { GlobalSearchRegistry, type SearchContributor } from '../../platform/search/global-search.js';
import { usersResource } from './users.resource.js';

/** Core's part of the global search: users of the active customer, for those who may see them. */
@Injectable()
export class UsersSearch implements SearchContributor, OnModuleInit {
  constructor(
    private readonly registry: GlobalSearchRegistry,
    private readonly crud: CrudService,
  ) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  async search(text: string, principal: Principal, limit: number): Promise<SearchHit[]> {
    if (!hasPermission(principal.permissions, Permission.CoreUserView)) return [];
    const rows = await this.crud.list(
      usersResource,
      { limit, q: searchClause(usersResource.wire.searchFields, text), order: [{ field: 'LastName', direction: 'asc' }] },
      principal,
    );
    return rows.map((row) => ({
      kind: 'user',
      id: row.UserID as number,
      label: `${String(row.FirstName)} ${String(row.LastName)}`,
      detail: `${String(row.Username)} · ${String(row.Email)}`,
      route: `/users/${String(row.UserID)}`,
    }));
  }
}
