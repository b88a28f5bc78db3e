import type { WireFilter } from '@backoffice/contracts';
import { compileFilter, KEYSET_ANCHOR, type CompiledFilter, type KeysetPage } from '@backoffice/domain/server';
import type { ObjectLiteral } from 'typeorm';
import type { Principal } from '../auth/principal.js';
import { activeCustomerFor } from '../auth/active-customer.js';
import type { CrudResource } from './crud-resource.js';

/** A compiled filter behind the tenant scope: `where` is scope AND filter, `params` the scope's first. */
export interface ScopedQuery extends CompiledFilter {
  scope: string;
  /** The filter's own condition, without the scope. */
  filter: string;
}

const selectLists = new WeakMap<object, string>();

/** `sql AS "Wire", …` of a resource, built once. */
export function selectList<E extends ObjectLiteral>(resource: CrudResource<E>): string {
  let list = selectLists.get(resource);
  if (!list) {
    list = Object.entries(resource.select)
      .map(([wire, sql]) => `${sql} AS "${wire}"`)
      .join(', ');
    selectLists.set(resource, list);
  }
  return list;
}

/** The tenant condition, with its parameters appended to `params`. */
export function scopeCondition<E extends ObjectLiteral>(resource: CrudResource<E>, principal: Principal, params: unknown[]): string {
  if (!resource.tenant) return 'TRUE';
  const customerId = activeCustomerFor(principal);
  const bind = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  return resource.tenant.where(customerId, bind, principal);
}

/** Tenant scope AND the wire filter, with order and page. */
export function scopedQuery<E extends ObjectLiteral>(resource: CrudResource<E>, filter: WireFilter, principal: Principal): ScopedQuery {
  const params: unknown[] = [];
  const scope = scopeCondition(resource, principal, params);
  const tieBreaker = resource.tieBreaker ?? resource.id.sql;
  const ordered = filter.order?.length || !resource.defaultOrder ? filter : { ...filter, order: resource.defaultOrder };
  const compiled = compileFilter(ordered, resource.fields, {
    paramOffset: params.length,
    tieBreaker,
    // Keyset pages need the order to end with the id; a resource with another tie-breaker pages by offset.
    idKey: tieBreaker === resource.id.sql ? resource.id.sql : undefined,
    searchDocument: resource.searchDocument ? { fields: resource.wire.searchFields, sql: resource.searchDocument, grams: resource.searchGrams } : undefined,
  });
  return {
    ...compiled,
    where: scope === 'TRUE' ? compiled.where : `${scope} AND ${compiled.where}`,
    scope,
    filter: compiled.where,
    params: [...params, ...compiled.params],
  };
}

/** A FROM clause of one table and its alias: `core.users u`. */
const ONE_TABLE = /^\s*([\w.]+)\s+(?:AS\s+)?(\w+)\s*$/i;

/**
 * The one statement a `list` runs (the bench times the same SQL through raw pg).
 *
 * With a search the trigram index can answer, the matches are found first and then sorted. Left to
 * itself the planner often walks the sort column's index and tests each row, assuming matches are
 * spread evenly; when the search hits the sort column (a last name, sorted by last name) they are
 * not, and it reads most of the table. The tenant scope is applied to the few matches, not inside
 * the search, where it would turn into a join over every row of the customer.
 *
 * A keyset page (`after`/`before`) reads its anchor row, within the tenant scope, as a one-row CTE
 * and continues the order from its sort values instead of skipping `offset` rows.
 */
export function listQuery<E extends ObjectLiteral>(
  resource: CrudResource<E>,
  filter: WireFilter,
  principal: Principal,
): { sql: string; params: unknown[]; keyset: KeysetPage | null } {
  const query = scopedQuery(resource, filter, principal);
  const { keyset } = query;
  const params = [...query.params];
  const bind = (value: unknown) => `$${params.push(value)}`;
  const anchor = keyset
    ? `${KEYSET_ANCHOR} AS (SELECT ${keyset.anchorSelect} FROM ${resource.from} WHERE ${resource.id.sql} = ${bind(keyset.anchorId)}::bigint AND ${query.scope})`
    : null;
  const orderBy = keyset ? keyset.orderBy : query.orderBy;
  const page = (orderBy ? ` ORDER BY ${orderBy}` : '') + ` LIMIT ${bind(query.limit)} OFFSET ${bind(keyset ? 0 : query.offset)}`;
  const beyond = keyset ? ` AND ${keyset.condition}` : '';
  const oneTable = ONE_TABLE.exec(resource.from);
  const ctes: string[] = anchor ? [anchor] : [];
  let body: string;
  if (!query.indexableSearch) body = `SELECT ${selectList(resource)} FROM ${resource.from} WHERE ${query.where}${beyond}${page}`;
  // One table: the matched rows are read once, and the scope, the columns and the sort use them under the table's alias.
  else if (oneTable) {
    ctes.push(`matches AS MATERIALIZED (SELECT ${oneTable[2]}.* FROM ${resource.from} WHERE ${query.filter})`);
    body = `SELECT ${selectList(resource)} FROM matches ${oneTable[2]} WHERE ${query.scope}${beyond}${page}`;
  } else {
    ctes.push(`matches AS MATERIALIZED (SELECT ${resource.id.sql} AS id FROM ${resource.from} WHERE ${query.filter})`);
    body = `SELECT ${selectList(resource)} FROM ${resource.from} WHERE ${query.scope} AND ${resource.id.sql} IN (SELECT id FROM matches)${beyond}${page}`;
  }
  return { sql: ctes.length > 0 ? `WITH ${ctes.join(', ')} ${body}` : body, params, keyset };
}

/** Whether the row `id` exists within the tenant scope (a keyset page's anchor). */
export function rowQuery<E extends ObjectLiteral>(resource: CrudResource<E>, id: string, principal: Principal): { sql: string; params: unknown[] } {
  const params: unknown[] = [id];
  const scope = scopeCondition(resource, principal, params);
  return { sql: `SELECT 1 AS found FROM ${resource.from} WHERE ${resource.id.sql} = $1::bigint AND ${scope}`, params };
}

/** Counts ignore paging: a keyset anchor plays no part. */
export function countQuery<E extends ObjectLiteral>(resource: CrudResource<E>, filter: WireFilter, principal: Principal): { sql: string; params: unknown[] } {
  const query = scopedQuery(resource, filter, principal);
  return { sql: `SELECT count(*)::int AS count FROM ${resource.from} WHERE ${query.where}`, params: query.params };
}
