import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Permission, type SearchHit } from '@backoffice/contracts';
import { hasPermission, searchClause } from '@backoffice/domain';
import type { Principal } from '../../platform/auth/principal.js';
import { CrudService } from '../../platform/crud/crud.service.js';
import { GlobalSearchRegistry, type SearchContributor } from '../../platform/search/global-search.js';
import { customersResource } from './customers.resource.js';

/** Core's part of the global search: the customers the caller belongs to (all with `*`), for those who may see customers. */
@Injectable()
export class CustomersSearch implements SearchContributor, OnModuleInit {
  constructor(
    private readonly registry: GlobalSearchRegistry,
    private readonly crud: CrudService,
  ) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  async search(text: string, principal: Principal, limit: number): Promise<SearchHit[]> {
    if (!hasPermission(principal.permissions, Permission.CoreCustomerView)) return [];
    const rows = await this.crud.list(
      customersResource,
      { limit, q: searchClause(customersResource.wire.searchFields, text), order: [{ field: 'Name', direction: 'asc' }] },
      principal,
    );
    return rows.map((row) => ({
      kind: 'customer',
      id: row.CustomerID as number,
      label: String(row.Name),
      detail: [row.Country, row.TimeZone].filter(Boolean).join(' · '),
      route: `/customers/${String(row.CustomerID)}`,
    }));
  }
}
