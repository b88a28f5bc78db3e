import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Permission, type SearchHit } from '@backoffice/contracts';
import { hasPermission } from '@backoffice/domain';
import type { Principal } from '../../platform/auth/principal.js';
import { CrudService } from '../../platform/crud/crud.service.js';
import { GlobalSearchRegistry, type SearchContributor } from '../../platform/search/global-search.js';
import { evaluationsResource } from './evaluations.resource.js';
import { activeCustomerOrNull } from '../../platform/auth/active-customer.js';

/** Quality's part of the global search: evaluations of the active customer by the call's number. */
@Injectable()
export class EvaluationsSearch implements SearchContributor, OnModuleInit {
  constructor(
    private readonly registry: GlobalSearchRegistry,
    private readonly crud: CrudService,
  ) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  async search(text: string, principal: Principal, limit: number): Promise<SearchHit[]> {
    if (activeCustomerOrNull(principal) === null) return [];
    if (!hasPermission(principal.permissions, Permission.QualityListEvaluation) && !hasPermission(principal.permissions, Permission.QualityEvaluateEvaluation))
      return [];
    const rows = await this.crud.list(
      evaluationsResource,
      { limit, q: { field: 'Call.Number', op: 'like', value: `%${text}%` }, order: [{ field: 'Call.Timestamp', direction: 'desc' }] },
      principal,
    );
    return rows.map((row) => {
      const call = row.Call as { Number: string; Timestamp: string };
      const agent = row.CallAgent as { FirstName: string; LastName: string };
      return {
        kind: 'evaluation',
        id: row.CallEvaluationID as number,
        label: call.Number,
        detail: `${call.Timestamp} · ${agent.FirstName} ${agent.LastName} · ${String(row.Status)}`,
        route: `/evaluation/evaluate?evaluation=${String(row.CallEvaluationID)}`,
      };
    });
  }
}
