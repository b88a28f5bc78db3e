import type { Abstract, Type } from '@nestjs/common';
import type { ResourceDeclaration, SortOrder, WireFilter } from '@backoffice/contracts';
import type { FieldMap, FieldType } from '@backoffice/domain/server';
import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import type { Principal } from '../auth/principal.js';

export interface CrudContext {
  principal: Principal;
  /** The transaction's manager: hooks write through it so the change lands whole or not at all. */
  manager: EntityManager;
  /** Any provider of the app (config, services) a hook needs. */
  get<T>(token: Type<T> | Abstract<T>): T;
  /**
   * Work for after the commit, done before the call answers (forgetting cached sessions, ending
   * them on every instance): the next call of anyone sees the change.
   */
  afterCommit(task: () => Promise<void>): void;
}

/**
 * How a resource's rows belong to the active customer. The crud kit applies it to every read
 * and write, so no handler has to remember it.
 */
export interface TenantScope {
  /**
   * SQL condition keeping only the active customer's rows; `bind` adds a parameter. The kit passes
   * the customer from `activeCustomerFor`, so a scope never reads the session's customer unchecked.
   */
  where(customerId: number, bind: (value: unknown) => string, principal: Principal): string;
  /** Entity property set to the active customer on create (a per-row customer id). */
  property?: string;
  /** After create: ties the new row to the active customer some other way (a membership row). */
  attach?(id: number, customerId: number, manager: EntityManager): Promise<void>;
}

export interface CrudHooks<TEntity extends ObjectLiteral> {
  /** Values to insert, from the validated body; may add computed values or refuse. */
  beforeCreate?(values: Partial<TEntity>, body: Record<string, unknown>, context: CrudContext): Promise<Partial<TEntity>> | Partial<TEntity>;
  afterCreate?(id: number, body: Record<string, unknown>, context: CrudContext): Promise<void>;
  beforeSave?(values: Partial<TEntity>, body: Record<string, unknown>, context: CrudContext & { id: number }): Promise<Partial<TEntity>> | Partial<TEntity>;
  afterSave?(id: number, body: Record<string, unknown>, context: CrudContext): Promise<void>;
  beforeDelete?(ids: number[], context: CrudContext): Promise<void>;
  /** The record `load` answers (also after create and save) with fields held outside the database (a user's sign-in lock). */
  afterLoad?(row: Record<string, unknown>, context: CrudContext): Promise<Record<string, unknown>>;
  afterDelete?(ids: number[], context: CrudContext): Promise<void>;
  /** The filter of count and list as the resource reads it (its own defaults, checks of the ids it names); applied once per call. */
  readFilter?(filter: WireFilter, context: CrudContext): Promise<WireFilter> | WireFilter;
  /** A selected row as the wire answers it (list, load, save), when its shape is not the flat select. */
  toWire?(row: Record<string, unknown>): Record<string, unknown>;
}

/**
 * The SQL of every field of the wire record `TWire` (libs/contracts): a field renamed or added on
 * the wire and not here, or misspelt here, fails to compile.
 */
export type WireSelect<TWire> = { readonly [K in keyof TWire & string]-?: string };

/**
 * A plain CRUD resource, declared once: the kit gives it count, list, create, load, save, delete
 * and bulk_delete. `TWire` is the record the wire answers (its select is checked against it).
 */
export interface CrudResource<TEntity extends ObjectLiteral = ObjectLiteral, TWire extends object = Record<string, unknown>> {
  /**
   * The wire facts shared with the admin (libs/contracts): route base, id and bulk-id fields,
   * search fields, view and edit permissions, labels for messages.
   */
  wire: ResourceDeclaration;
  entity: EntityTarget<TEntity>;
  /** FROM clause with the main table's alias and any joins the fields need. */
  from: string;
  /** The primary key's SQL and entity property (its wire name is `wire.idField`). */
  id: { sql: string; property: keyof TEntity & string };
  /** Wire fields allowed in filters and sorts, and their SQL. */
  fields: FieldMap;
  /** Wire fields of each answered record, and their SQL. */
  select: WireSelect<TWire>;
  /**
   * The search fields (`wire.searchFields`) joined by U+001F in one SQL expression with a trigram
   * index (see the resource's migration): the search box then costs one index lookup, not a scan.
   */
  searchDocument?: string;
  /** An index over the search document's substrings of `size` characters, for long texts (see SearchDocument.grams in libs/domain). */
  searchGrams?: { sql: string; size: number };
  /** The order of a list that asks for none (newest first, say). */
  defaultOrder?: SortOrder[];
  /** Appended to every ORDER BY for stable pages; defaults to the id. */
  tieBreaker?: string;
  tenant: TenantScope | null;
  /** `load` takes `{ [idField]: id }` checked by the shared id rule unless `load` names its own body. */
  dto: { create: Type<object>; save: Type<object>; list?: Type<object>; load?: Type<object> };
  /** Wire fields a create or save may write, and the entity property each sets. */
  writable: Partial<Record<keyof TWire & string, keyof TEntity & string>>;
  hooks?: CrudHooks<TEntity>;
}

/** Scope for tables that carry a customer_id column. */
export function customerColumnScope(sql: string, property = 'customerId'): TenantScope {
  return {
    where: (customerId, bind) => `${sql} = ${bind(customerId)}`,
    property,
  };
}

/**
 * The filterable and sortable fields of a resource, each with the SQL its `select` already gives
 * it: `fieldsOf(select, { UserID: 'number', FirstName: 'string' })`.
 */
export function fieldsOf<TSelect extends Readonly<Record<string, string>>>(
  select: TSelect,
  types: Partial<Record<keyof TSelect & string, FieldType>>,
): FieldMap {
  return Object.fromEntries(
    Object.entries(types as Record<string, FieldType>).map(([wire, type]) => {
      const sql: string | undefined = select[wire];
      if (!sql) throw new Error(`Field ${wire} has no SQL in the resource's select.`);
      return [wire, { sql, type }];
    }),
  );
}
