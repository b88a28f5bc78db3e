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

/** The id of a row as a list answers it: a whole number, or its digits (a call's LogID). */
export type RowKey = number | string;

export interface WireFilter {
  limit?: number;
  offset?: number;
  order?: SortOrder[];
  q?: FilterNode | null;
  /**
   * Keyset paging (our extension of the spec's filter): the page right after the row with this id
   * in the list's order, found by the index like page 1 instead of skipping `offset` rows. The
   * admin sends the id of the last row of the page it shows, with the next page's `offset`; the
   * server falls back to that offset when the row is gone. Lists of the crud kit take it.
   */
  after?: RowKey;
  /** The page right before the row with this id (the first row of the page shown). */
  before?: RowKey;
}

/** "All" in the client's page-size menu; also the server's cap on `limit`. */
export const MAX_LIMIT = 1000;
export const DEFAULT_PAGE_SIZE = 10;
/**
 * Deepest `offset` a list accepts: skipping more rows costs the database more than one user's
 * call should. Deeper pages are reached page by page (`after`/`before`) or by a narrower filter.
 */
export const MAX_OFFSET = 100_000;
/** Most sort entries of one `order`. */
export const MAX_ORDER_ENTRIES = 5;
export const PAGE_SIZE_OPTIONS = [5, 10, 20, 50, 75, 100, MAX_LIMIT] as const;
