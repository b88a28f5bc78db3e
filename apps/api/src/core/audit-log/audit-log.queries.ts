import type { AuditExportQuery, FilterClause, WireFilter } from '@backoffice/contracts';
import type { Principal } from '../../platform/auth/principal.js';
import { scopedQuery, selectList } from '../../platform/crud/crud-query.js';
import { auditLogResource } from './audit-log.resource.js';

/** The export's query fields as the list's filter (the same fields, the same scope). */
export function exportFilter(query: AuditExportQuery): WireFilter {
  const clauses: FilterClause[] = [];
  if (query.UserID !== undefined) clauses.push({ field: 'UserID', op: 'eq', value: query.UserID });
  if (query.Username !== undefined) clauses.push({ field: 'Username', op: 'eq', value: query.Username });
  if (query.CustomerID !== undefined) clauses.push({ field: 'CustomerID', op: 'eq', value: query.CustomerID });
  if (query.Resource !== undefined) clauses.push({ field: 'Resource', op: 'eq', value: query.Resource });
  if (query.Action !== undefined) clauses.push({ field: 'Action', op: 'eq', value: query.Action });
  if (query.From !== undefined) clauses.push({ field: 'At', op: 'gte', value: query.From });
  if (query.To !== undefined) clauses.push({ field: 'At', op: 'lt', value: query.To });
  return { q: clauses.length > 0 ? { and: clauses } : null };
}

/** Every row the caller may read under the filter, newest first, for the streamed CSV (no page: the cursor reads on). */
export function auditExportQuery(query: AuditExportQuery, principal: Principal): { sql: string; params: unknown[] } {
  const scoped = scopedQuery(auditLogResource, exportFilter(query), principal);
  return {
    sql: `SELECT ${selectList(auditLogResource)} FROM ${auditLogResource.from} WHERE ${scoped.where} ORDER BY a.audit_id DESC`,
    params: scoped.params,
  };
}
