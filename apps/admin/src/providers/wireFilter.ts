import type { GetListParams } from 'react-admin';
import { MAX_LIMIT, type FilterNode, type ResourceDeclaration, type SortOrder, type WireFilter } from '@backoffice/contracts';
import { searchClause } from '@backoffice/domain';

/** The search box of every list writes its text under this filter key. */
export const SEARCH_FILTER = 'q';

/** A filter key `Field@gte` (also gt, lt, lte) compares instead of matching: date ranges. */
const RANGE_SUFFIX = /^(.+)@(gte|gt|lte|lt)$/;

/** react-admin's filter object -> the wire `q`: the search text, exact-match and range fields, all AND-ed. */
export function toWireQuery(resource: ResourceDeclaration, filter: Record<string, unknown> = {}): FilterNode | null {
  const clauses: FilterNode[] = [];
  for (const [field, value] of Object.entries(filter)) {
    if (value === undefined || value === '' || value === null) continue;
    if (field === SEARCH_FILTER) {
      const search = searchClause(resource.searchFields, String(value));
      if (search) clauses.push(search);
    } else if (RANGE_SUFFIX.test(field)) {
      const [, name, op] = RANGE_SUFFIX.exec(field)!;
      clauses.push({ field: name, op: op as 'gt' | 'gte' | 'lt' | 'lte', value: value as string | number });
    } else if (Array.isArray(value)) {
      clauses.push({ field, op: 'in', value: value as (string | number)[] });
    } else {
      clauses.push({ field: field === 'id' ? resource.idField : field, op: 'eq', value: value as string | number | boolean });
    }
  }
  if (clauses.length === 0) return null;
  return clauses.length === 1 ? clauses[0] : { and: clauses };
}

/** react-admin's list parameters -> the wire filter (limit, offset, order, q, and the resource's body filters). */
export function toWireFilter(resource: ResourceDeclaration, params: Partial<GetListParams>): WireFilter {
  const page = params.pagination?.page ?? 1;
  const perPage = Math.min(params.pagination?.perPage ?? 10, MAX_LIMIT);
  const order: SortOrder[] = [];
  const sortField = params.sort?.field;
  if (sortField) {
    order.push({ field: sortField === 'id' ? resource.idField : sortField, direction: params.sort?.order === 'DESC' ? 'desc' : 'asc' });
  }
  const conditions: Record<string, unknown> = { ...params.filter };
  const beside: Record<string, unknown> = {};
  for (const field of resource.bodyFilters ?? []) {
    if (conditions[field] !== undefined) beside[field] = conditions[field];
    delete conditions[field];
  }
  return { limit: perPage, offset: (page - 1) * perPage, order, q: toWireQuery(resource, conditions), ...beside };
}
