import {
  DEFAULT_PAGE_SIZE,
  ErrorCode,
  FILTER_OPERATORS,
  MAX_LIMIT,
  MAX_OFFSET,
  MAX_ORDER_ENTRIES,
  type FilterOperator,
  type WireFilter,
} from '@backoffice/contracts';
import { DomainError } from '../../errors.js';

export type FieldType = 'string' | 'number' | 'date' | 'boolean';

/** One wire field a resource allows in filters and sorts, and the SQL expression it maps to. */
export interface FieldSpec {
  sql: string;
  type: FieldType;
  /** Default true. */
  sortable?: boolean;
  /** Default true. */
  filterable?: boolean;
  /** The only values a column holds (a status): comparing with another is a mistake, refused. */
  values?: readonly string[];
  /** What the list sorts by when it is not `sql`: an indexed column where `sql` is an expression over it. */
  sortSql?: string;
  /**
   * The sort expression is never NULL. Keyset pages then start with a plain bound on it
   * (`sortkey <= anchor`) the index scan stops at; a nullable key is paged correctly, by a filter.
   */
  notNull?: boolean;
}

export type FieldMap = Record<string, FieldSpec>;

export interface CompiledFilter {
  /** A boolean SQL expression over `$n` placeholders; 'TRUE' when there is no condition. */
  where: string;
  /**
   * True when a `like` pattern holds three or more characters besides wildcards: a trigram index
   * can then find the matches, and filtering before sorting is the fast plan.
   */
  indexableSearch: boolean;
  params: unknown[];
  /** `ORDER BY` body without the keywords; empty when no order was asked. */
  orderBy: string;
  limit: number;
  /** The page's offset; with `keyset` it is only the fallback for an anchor row that is gone. */
  offset: number;
  /** The page after or before an anchor row (`after`/`before`), or null for paging by offset. */
  keyset: KeysetPage | null;
}

/**
 * A keyset page: the rows beyond an anchor row in the list's order. The caller defines the anchor
 * as a one-row CTE named `keyset_anchor`: `SELECT {anchorSelect} FROM {from} WHERE {id} =
 * {anchorId}::bigint AND {tenant scope}`; `condition` reads its values and is AND-ed to the
 * query's condition, which then runs in `orderBy` without offset. A `before` page runs in reverse
 * order: the caller reverses its rows.
 */
export interface KeysetPage {
  side: 'after' | 'before';
  /** The anchor row's id, digits (bind it as bigint). */
  anchorId: string;
  /** The sort keys of the anchor, `expr AS k0, …`. */
  anchorSelect: string;
  condition: string;
  orderBy: string;
}

/** The name of the anchor row's CTE that KeysetPage.condition reads. */
export const KEYSET_ANCHOR = 'keyset_anchor';

/**
 * The spec's search box sends an or-list of `field like %text%` over a resource's search fields.
 * When a resource keeps those fields in one indexed expression (its search document), that or-list
 * becomes one `document ILIKE` the index answers. The document joins the fields with the unit
 * separator (U+001F), which no search text contains, so matches stay within one field.
 */
export interface SearchDocument {
  fields: readonly string[];
  sql: string;
  /**
   * An index over the document's lower-cased substrings of `size` characters (`sql` is its
   * expression, text[]). A search whose text holds that many characters asks it for them first:
   * the trigrams of digits are few and each is in a tenth of the numbers, so over millions of
   * phone numbers the trigram index reads long lists, this one short ones.
   */
  grams?: { sql: string; size: number };
}

/** Most grams one search asks the index for: a few spread over the text narrow it about as much as all of them. */
const MAX_SEARCH_GRAMS = 4;

/**
 * The grams a `like` pattern's text (without its leading and trailing %) must contain, lower-cased,
 * or [] when it is shorter than `size` or not plain ASCII (JavaScript's and PostgreSQL's lower
 * case agree only there). Spread over the text: its first, last and evenly between.
 */
export function searchGrams(value: string, size: number): string[] {
  const text = value.replace(/^%/, '').replace(/%$/, '');
  if (text.length < size || !/^[\x20-\x7e]*$/.test(text)) return [];
  const last = text.length - size;
  const count = Math.min(MAX_SEARCH_GRAMS, last + 1);
  const starts = Array.from({ length: count }, (_, n) => (count === 1 ? 0 : Math.round((n * last) / (count - 1))));
  return [...new Set(starts.map((start) => text.slice(start, start + size).toLowerCase()))];
}

export interface CompileOptions {
  searchDocument?: SearchDocument;
  /** Placeholders start after this many parameters the caller already bound. */
  paramOffset?: number;
  /** Appended to every order so paging is stable, e.g. the primary key. */
  tieBreaker?: string;
  /**
   * The list's unique, never-NULL id (SQL). Every order ends with it ascending (it is then the
   * tie-breaker) and the filter may ask for the page `after` or `before` a row by its id.
   */
  idKey?: string;
  defaultLimit?: number;
}

export class FilterError extends DomainError {
  constructor(message: string, code = 'invalid_filter') {
    super(code, message);
    this.name = 'FilterError';
  }
}

const MAX_DEPTH = 8;
const MAX_CLAUSES = 200;
const MAX_IN_VALUES = MAX_LIMIT;
/** Longest filter value: a search box never needs more, and a bigger one only costs the database. */
export const MAX_FILTER_VALUE_LENGTH = 500;
const OPERATOR_SQL: Record<Exclude<FilterOperator, 'like' | 'in'>, string> = {
  eq: '=',
  ne: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
};

/**
 * Turns the wire filter into a parameterised SQL condition, order and page. Fields are looked up
 * in the resource's whitelist; values are always bound parameters, never spliced into the SQL.
 */
export function compileFilter(filter: WireFilter | null | undefined, fields: FieldMap, options: CompileOptions = {}): CompiledFilter {
  const input = filter ?? {};
  if (typeof input !== 'object' || Array.isArray(input)) throw new FilterError('The filter must be an object.');
  const params: unknown[] = [];
  const offsetBase = options.paramOffset ?? 0;
  let clauses = 0;
  let indexableSearch = false;

  const bind = (value: unknown): string => {
    params.push(value);
    return `$${offsetBase + params.length}`;
  };

  const compileNode = (node: unknown, depth: number): string => {
    if (depth > MAX_DEPTH) throw new FilterError(`The filter nests deeper than ${MAX_DEPTH} groups.`);
    if (node === null || typeof node !== 'object' || Array.isArray(node)) {
      throw new FilterError('Each filter condition must be an object with field, op and value, or an and/or group.');
    }
    const record = node as Record<string, unknown>;
    if ('and' in record || 'or' in record) {
      const key = 'and' in record ? 'and' : 'or';
      const members = record[key];
      if (!Array.isArray(members)) throw new FilterError(`The filter group '${key}' must be a list.`);
      const pattern = key === 'or' ? searchPattern(members, options.searchDocument) : null;
      if (pattern !== null) {
        clauses += members.length;
        const document = options.searchDocument!;
        const escaped = likePattern('search', pattern);
        noteSearch(escaped);
        const grams = document.grams ? searchGrams(pattern, document.grams.size) : [];
        if (grams.length === 0) return `${document.sql} ILIKE ${bind(escaped)} ESCAPE '\\'`;
        // lower() LIKE instead of ILIKE: the same test, but the planner cannot add the trigram index's long lists to the grams' short ones.
        return `(${document.grams!.sql} @> ${bind(grams)}::text[] AND lower(${document.sql}) LIKE lower(${bind(escaped)}) ESCAPE '\\')`;
      }
      if (members.length === 0) return key === 'and' ? 'TRUE' : 'FALSE';
      const parts = members.map((member) => compileNode(member, depth + 1));
      return `(${parts.join(key === 'and' ? ' AND ' : ' OR ')})`;
    }
    clauses += 1;
    if (clauses > MAX_CLAUSES) throw new FilterError(`The filter has more than ${MAX_CLAUSES} conditions.`);
    return compileClause(record);
  };

  const compileClause = (clause: Record<string, unknown>): string => {
    const { field, op, value } = clause;
    if (typeof field !== 'string') throw new FilterError('A filter condition needs a field name.');
    const spec = fieldSpec(fields, field);
    if (!spec || spec.filterable === false) throw new FilterError(`Unknown filter field '${printable(field)}'.`);
    if (typeof op !== 'string' || !FILTER_OPERATORS.includes(op as FilterOperator)) {
      throw new FilterError(`Unknown filter operator '${printable(String(op))}' for field '${field}'.`);
    }
    const operator = op as FilterOperator;
    if (operator === 'like') {
      if (typeof value !== 'string' && typeof value !== 'number') {
        throw new FilterError(`Filter value for '${field}' with 'like' must be text.`);
      }
      const column = spec.type === 'string' ? spec.sql : `(${spec.sql})::text`;
      const pattern = likePattern(field, String(value));
      noteSearch(pattern);
      return `${column} ILIKE ${bind(pattern)} ESCAPE '\\'`;
    }
    if (operator === 'in') {
      if (!Array.isArray(value)) throw new FilterError(`Filter value for '${field}' with 'in' must be a list.`);
      if (value.length > MAX_IN_VALUES) throw new FilterError(`Filter list for '${field}' has more than ${MAX_IN_VALUES} values.`);
      if (value.length === 0) return 'FALSE';
      const coerced = value.map((item) => coerce(field, spec, item));
      return `${spec.sql} = ANY(${bind(coerced)}${arrayCast(spec.type, coerced)})`;
    }
    if (value === null || value === undefined) {
      if (operator === 'eq') return `${spec.sql} IS NULL`;
      if (operator === 'ne') return `${spec.sql} IS NOT NULL`;
      throw new FilterError(`Filter value for '${field}' with '${operator}' must not be empty.`);
    }
    if (Array.isArray(value)) throw new FilterError(`Filter value for '${field}' with '${operator}' must be a single value.`);
    return `${spec.sql} ${OPERATOR_SQL[operator]} ${bind(coerce(field, spec, value))}`;
  };

  const noteSearch = (pattern: string): void => {
    if (pattern.replace(/\\.|[%_]/g, (match) => (match.length === 2 ? 'x' : '')).length >= 3) indexableSearch = true;
  };

  const page = checkListFilter(input);
  const where = input.q === null || input.q === undefined ? 'TRUE' : compileNode(input.q, 0);
  const keys = sortKeys(input.order, fields);
  const tieBreaker = options.idKey ?? options.tieBreaker;
  let keyset: KeysetPage | null = null;
  if (page.anchor) {
    if (!options.idKey) throw new FilterError(`This list pages by offset only: ${page.anchor.side} is not accepted here.`);
    keyset = keysetPage([...keys, { sql: options.idKey, descending: false, notNull: true }], page.anchor.side, page.anchor.id);
  }
  return {
    where,
    indexableSearch,
    params,
    orderBy: orderByOf(keys, tieBreaker),
    limit: page.limit ?? options.defaultLimit ?? DEFAULT_PAGE_SIZE,
    offset: page.offset,
    keyset,
  };
}

export interface ListPage {
  /** null: the list's default. */
  limit: number | null;
  offset: number;
  anchor: { side: 'after' | 'before'; id: string } | null;
}

/**
 * The rules every list's paging and sort follow, whatever its fields: `limit` 0..MAX_LIMIT,
 * `offset` 0..MAX_OFFSET (deeper only with an anchor: it is then only the fallback), `order` at
 * most MAX_ORDER_ENTRIES entries of { field, direction asc|desc }, at most one of `after` and
 * `before`, each a row id. The shared list pipe checks every body with it; compileFilter too.
 */
export function checkListFilter(filter: unknown): ListPage {
  const input = (filter ?? {}) as WireFilter;
  if (typeof input !== 'object' || Array.isArray(input)) throw new FilterError('The filter must be an object.');
  checkOrderShape(input.order);
  const anchor = compileAnchor(input.after, input.before);
  return { limit: compileLimit(input.limit), offset: compileOffset(input.offset, anchor !== null), anchor };
}

/** The pattern of an or-list that is exactly the search box over the document's fields, else null. */
function searchPattern(members: unknown[], document: SearchDocument | undefined): string | null {
  if (!document || members.length !== document.fields.length) return null;
  const fields = new Set<string>();
  let pattern: string | null = null;
  for (const member of members) {
    if (!member || typeof member !== 'object') return null;
    const { field, op, value } = member as Record<string, unknown>;
    if (op !== 'like' || typeof field !== 'string' || typeof value !== 'string' || !document.fields.includes(field)) return null;
    if (pattern !== null && value !== pattern) return null;
    pattern = value;
    fields.add(field);
  }
  return fields.size === document.fields.length ? pattern : null;
}

/** One key of a list's order. */
export interface SortKey {
  sql: string;
  descending: boolean;
  notNull: boolean;
}

function checkOrderShape(order: unknown): void {
  if (order === undefined || order === null) return;
  if (!Array.isArray(order)) throw new FilterError('The sort order must be a list of { field, direction }.');
  if (order.length > MAX_ORDER_ENTRIES) throw new FilterError(`The sort order may have at most ${MAX_ORDER_ENTRIES} entries.`);
  for (const entry of order) {
    if (!entry || typeof entry !== 'object' || Array.isArray(entry)) throw new FilterError('Each sort entry must be { field, direction }.');
    const { field, direction } = entry as Record<string, unknown>;
    if (typeof field !== 'string' || field === '') throw new FilterError('Each sort entry needs a field.');
    if (typeof direction !== 'string' || !/^(asc|desc)$/i.test(direction)) {
      throw new FilterError(`Sort direction for '${printable(field)}' must be asc or desc.`);
    }
  }
}

/** The sort keys of a checked order. */
function sortKeys(order: unknown, fields: FieldMap): SortKey[] {
  const keys: SortKey[] = [];
  for (const entry of (order ?? []) as { field: string; direction: string }[]) {
    const spec = fieldSpec(fields, entry.field);
    if (!spec || spec.sortable === false) throw new FilterError(`Cannot sort by unknown field '${printable(entry.field)}'.`);
    keys.push({ sql: spec.sortSql ?? spec.sql, descending: entry.direction.toLowerCase() === 'desc', notNull: spec.notNull === true });
  }
  return keys;
}

function orderByOf(keys: SortKey[], tieBreaker: string | undefined): string {
  const parts = keys.map((key) => `${key.sql} ${key.descending ? 'DESC' : 'ASC'} NULLS LAST`);
  if (tieBreaker) parts.push(tieBreaker);
  return parts.join(', ');
}

/**
 * The rows beyond the anchor in the order of `keys` (the last is the unique id, never NULL):
 * beyond it on the first key, or equal there and beyond on the next, and so on. NULLs sort last, as orderByOf says. A
 * never-NULL first key also gets a plain bound (`key >= anchor`), which an index scan in that
 * order starts from, so a deep page reads what page 1 reads.
 */
export function keysetPage(keys: SortKey[], side: 'after' | 'before', anchorId: string): KeysetPage {
  const anchor = (index: number) => `(SELECT k${index} FROM ${KEYSET_ANCHOR})`;
  const upward = (key: SortKey) => (side === 'after') !== key.descending;
  const beyond = (key: SortKey, index: number): string => {
    const strictly = `${key.sql} ${upward(key) ? '>' : '<'} ${anchor(index)}`;
    if (key.notNull) return strictly;
    // NULLs come after every value: after a value they follow, before a NULL every value comes.
    return side === 'after'
      ? `(${strictly} OR (${key.sql} IS NULL AND ${anchor(index)} IS NOT NULL))`
      : `(${strictly} OR (${key.sql} IS NOT NULL AND ${anchor(index)} IS NULL))`;
  };
  const same = (key: SortKey, index: number) => `${key.sql} ${key.notNull ? '=' : 'IS NOT DISTINCT FROM'} ${anchor(index)}`;
  const last = keys.length - 1;
  let condition = beyond(keys[last], last);
  for (let index = last - 1; index >= 0; index--) condition = `(${beyond(keys[index], index)} OR (${same(keys[index], index)} AND ${condition}))`;
  const first = keys[0];
  const bound = first.notNull && last > 0 ? `${first.sql} ${upward(first) ? '>=' : '<='} ${anchor(0)} AND ` : '';
  // Without the anchor row (deleted, or not the caller's) every value is NULL: no row at all.
  const exists = `${anchor(last)} IS NOT NULL`;
  const reversed = keys.map((key) => `${key.sql} ${key.descending ? 'ASC' : 'DESC'} NULLS FIRST`);
  const forward = keys.map((key) => `${key.sql} ${key.descending ? 'DESC' : 'ASC'} NULLS LAST`);
  return {
    side,
    anchorId,
    anchorSelect: keys.map((key, index) => `${key.sql} AS k${index}`).join(', '),
    condition: `${exists} AND ${bound}${condition}`,
    orderBy: (side === 'after' ? forward : reversed).join(', '),
  };
}

const ROW_ID = /^[1-9][0-9]{0,18}$/;
const BIGINT_MAX = 9_223_372_036_854_775_807n;

function compileAnchor(after: unknown, before: unknown): ListPage['anchor'] {
  if (after !== undefined && after !== null && before !== undefined && before !== null) throw new FilterError('Send after or before, not both.');
  for (const [side, value] of [
    ['after', after],
    ['before', before],
  ] as const) {
    if (value === undefined || value === null) continue;
    const text = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value;
    if (typeof text !== 'string' || !ROW_ID.test(text) || BigInt(text) > BIGINT_MAX) {
      throw new FilterError(`${side} must be the id of a row of the list (a positive whole number).`);
    }
    return { side, id: text };
  }
  return null;
}

function compileLimit(limit: unknown): number | null {
  if (limit === undefined || limit === null) return null;
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 0) throw new FilterError('limit must be a whole number of 0 or more.');
  if (limit > MAX_LIMIT) throw new FilterError(`limit must not exceed ${MAX_LIMIT}.`);
  return limit;
}

function compileOffset(offset: unknown, anchored: boolean): number {
  if (offset === undefined || offset === null) return 0;
  if (typeof offset !== 'number' || !Number.isSafeInteger(offset) || offset < 0) throw new FilterError('offset must be a whole number of 0 or more.');
  if (offset > MAX_OFFSET && !anchored) throw offsetTooDeep();
  return offset;
}

/** The refusal of an offset deeper than MAX_OFFSET. */
export function offsetTooDeep(): FilterError {
  return new FilterError(
    `offset must not exceed ${MAX_OFFSET}: pages that deep cost the database too much. Narrow the filter (for example a shorter period) or page on from a nearer page.`,
    ErrorCode.OffsetTooDeep,
  );
}

/**
 * The array's SQL type. Whole numbers go as bigint: an integer id column compared with numeric
 * values is cast row by row and no index on it is used (int4 = ANY(int8[]) keeps the index).
 */
function arrayCast(type: FieldType, values: readonly (string | number | boolean)[]): string {
  switch (type) {
    case 'number':
      return values.every((value) => Number.isSafeInteger(value)) ? '::bigint[]' : '::numeric[]';
    case 'date':
      return '::timestamptz[]';
    case 'boolean':
      return '::boolean[]';
    default:
      return '::text[]';
  }
}

function coerce(field: string, { type, values }: FieldSpec, value: unknown): string | number | boolean {
  if (typeof value === 'string' && value.length > MAX_FILTER_VALUE_LENGTH) {
    throw new FilterError(`Filter value for '${field}' is longer than ${MAX_FILTER_VALUE_LENGTH} characters.`);
  }
  if (values && !values.includes(String(value))) {
    throw new FilterError(`Filter value for '${field}' must be one of ${values.join(', ')}; got '${printable(String(value))}'.`);
  }
  switch (type) {
    case 'number': {
      const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
      if (!Number.isFinite(number)) throw new FilterError(`Filter value for '${field}' must be a number.`);
      return number;
    }
    case 'boolean': {
      if (typeof value === 'boolean') return value;
      if (value === 1 || value === '1' || value === 'true') return true;
      if (value === 0 || value === '0' || value === 'false') return false;
      throw new FilterError(`Filter value for '${field}' must be true or false.`);
    }
    case 'date': {
      if (typeof value !== 'string' || Number.isNaN(Date.parse(value.replace(' ', 'T')))) {
        throw new FilterError(`Filter value for '${field}' must be a date.`);
      }
      return value;
    }
    default:
      if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
        throw new FilterError(`Filter value for '${field}' must be text.`);
      }
      return String(value);
  }
}

/**
 * A field of the whitelist, looked up as an own property only: names such as `constructor` or
 * `__proto__` would otherwise find Object.prototype's members.
 */
function fieldSpec(fields: FieldMap, field: string): FieldSpec | undefined {
  return Object.hasOwn(fields, field) ? fields[field] : undefined;
}

/** A name for a message: cut, and without control characters. */
function printable(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what it replaces
  const clean = text.replace(/[\u0000-\u001f\u007f]/g, '?');
  return clean.length > 60 ? `${clean.slice(0, 60)}…` : clean;
}

/**
 * The spec's search sends `%text%`: a leading and a trailing `%` are wildcards, everything between
 * is the text itself. Its own `%`, `_` and `\` are escaped (the SQL says `ESCAPE '\'`), so a
 * search for "50%" finds "50%" and a text ending in a backslash is not a broken pattern.
 */
export function likePattern(field: string, value: string): string {
  if (value.length > MAX_FILTER_VALUE_LENGTH) {
    throw new FilterError(`Filter value for '${field}' is longer than ${MAX_FILTER_VALUE_LENGTH} characters.`);
  }
  const leading = value.startsWith('%');
  const trailing = value.length > (leading ? 1 : 0) && value.endsWith('%');
  const text = value.slice(leading ? 1 : 0, trailing ? -1 : undefined);
  return `${leading ? '%' : ''}${text.replace(/[\\%_]/g, (match) => `\\${match}`)}${trailing ? '%' : ''}`;
}
