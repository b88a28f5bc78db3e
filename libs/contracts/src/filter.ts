/** The table filter the client sends to every `list` and `count` call (DESIGN section 2). */
export type FilterOperator = 'like' | 'eq' | 'ne' | 'in' | 'gt' | 'gte' | 'lt' | 'lte';

export const FILTER_OPERATORS: readonly FilterOperator[] = ['like', 'eq', 'ne', 'in', 'gt', 'gte', 'lt', 'lte'];

export type FilterValue = string | number | boolean | null;

export interface FilterClause {
  field: string;
  op: FilterOperator;
  value: FilterValue | FilterValue[];
}

export type FilterGroup = { and: FilterNode[] } | { or: FilterNode[] };

export type FilterNode = FilterClause | FilterGroup;

export type SortDirection = 'asc' | 'desc' | 'ASC' | 'DESC';

export interface SortOrder {
  field: string;
  direction: SortDirection;
}

export interface WireFilter {
  limit?: number;
  offset?: number;
  order?: SortOrder[];
  q?: FilterNode | null;
}

/** "All" in the client's page-size menu; also the server's cap on `limit`. */
export const MAX_LIMIT = 1000;
export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_SIZE_OPTIONS = [5, 10, 20, 50, 75, 100, MAX_LIMIT] as const;
