import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Permission, type SearchHit } from '@backoffice/contracts';
import { hasPermission } from '@backoffice/domain';
import type { Principal } from '../../platform/auth/principal.js';
import { CrudService } from '../../platform/crud/crud.service.js';
import { GlobalSearchRegistry, type SearchContributor } from '../../platform/search/global-search.js';
import { partnersResource } from './partners.resource.js';

/** Assistance's part of the global search: the active customer's partners by company name. */
@Injectable()
export class PartnersSearch implements SearchContributor, OnModuleInit {
  constructor(
    private readonly registry: GlobalSearchRegistry,
    private readonly crud: CrudService,
  ) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  async search(text: string, principal: Principal, limit: number): Promise<SearchHit[]> {
    if (!hasPermission(principal.permissions, Permission.AssistanceListPartners)) return [];
    const rows = await this.crud.list(
      partnersResource,
      { limit, q: { field: 'CompanyName', op: 'like', value: `%${text.trim()}%` }, order: [{ field: 'CompanyName', direction: 'asc' }] },
      principal,
    );
    return rows.map((row) => ({
      kind: 'partner',
      id: row.PartnerID as number,
      label: String(row.CompanyName),
      detail: [row.Group, row.Address].filter(Boolean).join(' · '),
      route: `/assistance/partners/${String(row.PartnerID)}/details`,
    }));
  }
}
