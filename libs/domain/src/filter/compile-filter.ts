import { FILTER_OPERATORS, MAX_LIMIT, DEFAULT_PAGE_SIZE, type FilterNode, type FilterOperator, type WireFilter } from '@backoffice/contracts';
import { DomainError } from '../errors.js';

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
  offset: number;
}

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
  defaultLimit?: number;
}

export class FilterError extends DomainError {
  constructor(message: string) {
    super('invalid_filter', message);
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

  const where = input.q === null || input.q === undefined ? 'TRUE' : compileNode(input.q, 0);
  return {
    where,
    indexableSearch,
    params,
    orderBy: compileOrder(input.order, fields, options.tieBreaker),
    limit: compileLimit(input.limit, options.defaultLimit ?? DEFAULT_PAGE_SIZE),
    offset: compileOffset(input.offset),
  };
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

function compileOrder(order: unknown, fields: FieldMap, tieBreaker: string | undefined): string {
  if (order === undefined || order === null) return tieBreaker ?? '';
  if (!Array.isArray(order)) throw new FilterError('The sort order must be a list of { field, direction }.');
  const parts: string[] = [];
  for (const entry of order) {
    if (!entry || typeof entry !== 'object') throw new FilterError('Each sort entry needs a field and a direction.');
    const { field, direction } = entry as Record<string, unknown>;
    if (typeof field !== 'string') throw new FilterError('Each sort entry needs a field.');
    const spec = fieldSpec(fields, field);
    if (!spec || spec.sortable === false) throw new FilterError(`Cannot sort by unknown field '${printable(field)}'.`);
    const dir = typeof direction === 'string' ? direction.toLowerCase() : 'asc';
    if (dir !== 'asc' && dir !== 'desc') throw new FilterError(`Sort direction for '${field}' must be asc or desc.`);
    parts.push(`${spec.sql} ${dir === 'asc' ? 'ASC' : 'DESC'} NULLS LAST`);
  }
  if (tieBreaker) parts.push(tieBreaker);
  return parts.join(', ');
}

function compileLimit(limit: unknown, fallback: number): number {
  if (limit === undefined || limit === null) return fallback;
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 0) throw new FilterError('limit must be a whole number of 0 or more.');
  if (limit > MAX_LIMIT) throw new FilterError(`limit must not exceed ${MAX_LIMIT}.`);
  return limit;
}

function compileOffset(offset: unknown): number {
  if (offset === undefined || offset === null) return 0;
  if (typeof offset !== 'number' || !Number.isInteger(offset) || offset < 0) throw new FilterError('offset must be a whole number of 0 or more.');
  return offset;
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

/** The spec's search box: an or-list of `field like %text%` over the resource's search columns. */
export function searchClause(fields: readonly string[], text: string): FilterNode | null {
  const trimmed = text.trim();
  if (trimmed === '' || fields.length === 0) return null;
  return { or: fields.map((field) => ({ field, op: 'like' as const, value: `%${trimmed}%` })) };
}
