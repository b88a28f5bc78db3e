import { Inject, Injectable, type OnModuleInit, type Type } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { PermissionName, SearchHit, SortOrder, WireFilter } from '@backoffice/contracts';
import { hasAnyPermission, searchClause } from '@backoffice/domain';
import type { ObjectLiteral } from 'typeorm';
import { activeCustomerOrNull } from '../auth/active-customer.js';
import type { Principal } from '../auth/principal.js';
import type { CrudResource } from '../crud/crud-resource.js';
import { CrudService } from '../crud/crud.service.js';
import { GlobalSearchRegistry, type SearchContributor } from './global-search.js';

type Row = Record<string, unknown>;

export interface CrudSearch<E extends ObjectLiteral> {
  /** Searched over its declared search fields, within its tenant scope. */
  resource: CrudResource<E>;
  /** Any one of these lets a user find the resource's rows (the permissions of its list). */
  permissions: readonly PermissionName[];
  order?: SortOrder[];
  /** The fields the text is looked for in; default the resource's search fields. */
  fields?: readonly string[];
  /**
   * A provider whose `list` answers the rows instead of the crud kit (a resource whose rows depend
   * on the viewer), and the body filters it takes besides q.
   */
  source?: Type<{ list(filter: WireFilter, principal: Principal): Promise<object[]> }>;
  filters?: Record<string, unknown>;
  /** The hit a row becomes: what the search box shows and where it leads. */
  hit(row: Row, principal: Principal): SearchHit;
}

/**
 * An area's part of the global search as a declaration: a provider for the area's module that
 * registers itself and lists the resource's rows matching the text, for users who may list them.
 */
export function crudSearchContributor<E extends ObjectLiteral>(search: CrudSearch<E>): Type<SearchContributor> {
  @Injectable()
  class CrudSearchContributor implements SearchContributor, OnModuleInit {
    constructor(
      @Inject(GlobalSearchRegistry) private readonly registry: GlobalSearchRegistry,
      @Inject(CrudService) private readonly crud: CrudService,
      @Inject(ModuleRef) private readonly moduleRef: ModuleRef,
    ) {}

    onModuleInit(): void {
      this.registry.register(this);
    }

    async search(text: string, principal: Principal, limit: number): Promise<SearchHit[]> {
      if (!hasAnyPermission(principal.permissions, search.permissions) || activeCustomerOrNull(principal) === null) return [];
      const filter: WireFilter = {
        ...search.filters,
        limit,
        q: searchClause(search.fields ?? search.resource.wire.searchFields, text),
        order: search.order ?? [],
      };
      const rows = search.source
        ? ((await this.moduleRef.get(search.source, { strict: false }).list(filter, principal)) as Row[])
        : await this.crud.list(search.resource, filter, principal);
      return rows.map((row) => search.hit(row, principal));
    }
  }
  Object.defineProperty(CrudSearchContributor, 'name', { value: `${search.resource.wire.name}Search` });
  return CrudSearchContributor;
}
