import { Injectable, type Abstract, type Type } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { WireFilter } from '@backoffice/contracts';
import { DataSource, type EntityManager, type ObjectLiteral } from 'typeorm';
import type { Principal } from '../auth/principal.js';
import { readWithRetry } from '../database/connection-loss.js';
import { preparedRead } from '../database/prepared-read.js';
import { AppError } from '../rpc/app-error.js';
import { countQuery, listQuery, rowQuery, scopeCondition, selectList } from './crud-query.js';
import type { CrudContext, CrudResource } from './crud-resource.js';
import { activeCustomerFor } from '../auth/active-customer.js';

type Row = Record<string, unknown>;

const SEARCHES = /\bI?LIKE\b/i;

type AfterCommit = (() => Promise<void>)[];

async function runAfterCommit(tasks: AfterCommit): Promise<void> {
  for (const task of tasks) await task();
}

/**
 * The generic count/list/load/create/save/delete/bulk_delete over a declared resource. Reads are
 * one SQL statement each, selecting the wire fields directly; writes go through the entity's
 * repository inside a transaction. Every statement carries the resource's tenant scope.
 */
@Injectable()
export class CrudService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly moduleRef: ModuleRef,
  ) {}

  async count<E extends ObjectLiteral>(resource: CrudResource<E>, filter: WireFilter, principal: Principal): Promise<number> {
    const { sql, params } = countQuery(resource, await this.readFilter(resource, filter, principal), principal);
    const [row] = await readWithRetry(() => this.read<{ count: number }>(sql, params));
    return row.count;
  }

  /**
   * A page by offset, or by keyset after/before an anchor row. An empty keyset page whose anchor
   * is gone (deleted, or no longer the caller's) is asked again by the filter's offset.
   */
  async list<E extends ObjectLiteral>(resource: CrudResource<E>, filter: WireFilter, principal: Principal): Promise<Row[]> {
    const rows = await this.page(resource, await this.readFilter(resource, filter, principal), principal);
    const toWire = resource.hooks?.toWire;
    return toWire ? rows.map((row) => toWire(row)) : rows;
  }

  private async page<E extends ObjectLiteral>(resource: CrudResource<E>, filter: WireFilter, principal: Principal): Promise<Row[]> {
    const { sql, params, keyset } = listQuery(resource, filter, principal);
    const rows = await readWithRetry(() => this.read<Row>(sql, params));
    if (!keyset) return rows;
    if (rows.length > 0) return keyset.side === 'before' ? rows.reverse() : rows;
    const anchor = rowQuery(resource, keyset.anchorId, principal);
    if ((await readWithRetry(() => this.read<Row>(anchor.sql, anchor.params))).length > 0) return rows;
    return this.page(resource, { ...filter, after: undefined, before: undefined }, principal);
  }

  /** The filter of a count or list as the resource reads it (its readFilter hook), once per call. */
  private async readFilter<E extends ObjectLiteral>(resource: CrudResource<E>, filter: WireFilter, principal: Principal): Promise<WireFilter> {
    const hook = resource.hooks?.readFilter;
    return hook ? hook(filter, this.context(principal, this.dataSource.manager, [])) : filter;
  }

  /** Pages and counts without a search are prepared once per connection; a search is planned for its pattern each time. */
  private read<T>(sql: string, params: unknown[]): Promise<T[]> {
    return SEARCHES.test(sql) ? this.dataSource.query<T[]>(sql, params) : preparedRead<T>(this.dataSource, sql, params);
  }

  async load<E extends ObjectLiteral>(
    resource: CrudResource<E>,
    id: number,
    principal: Principal,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<Row> {
    const params: unknown[] = [id];
    const scope = scopeCondition(resource, principal, params);
    const sql = `SELECT ${selectList(resource)} FROM ${resource.from} WHERE ${resource.id.sql} = $1 AND ${scope}`;
    // Inside a caller's transaction a lost connection lost the transaction too: no retry there.
    const read = () => manager.query<Row[]>(sql, params);
    const [row] = manager.queryRunner?.isTransactionActive ? await read() : await readWithRetry(read);
    if (!row) throw AppError.notFound(`${resource.wire.labels.singular} ${id} was not found.`);
    return this.answered(resource, row, principal, manager);
  }

  /** A loaded row as the wire answers it (with the resource's afterLoad, e.g. what lives outside its tables). */
  private answered<E extends ObjectLiteral>(resource: CrudResource<E>, row: Row, principal: Principal, manager: EntityManager): Promise<Row> | Row {
    const wire = resource.hooks?.toWire ? resource.hooks.toWire(row) : row;
    return resource.hooks?.afterLoad ? resource.hooks.afterLoad(wire, this.context(principal, manager, [])) : wire;
  }

  async create<E extends ObjectLiteral>(resource: CrudResource<E>, body: Row, principal: Principal): Promise<Row> {
    const afterCommit: AfterCommit = [];
    const id = await this.dataSource.transaction(async (manager) => {
      const context = this.context(principal, manager, afterCommit);
      let values = this.writableValues(resource, body);
      const customerId = resource.tenant ? activeCustomerFor(principal) : null;
      if (resource.tenant?.property) (values as Row)[resource.tenant.property] = customerId;
      if (resource.hooks?.beforeCreate) values = await resource.hooks.beforeCreate(values, body, context);
      const result = await manager.insert(resource.entity, values as never);
      const newId = Number(result.identifiers[0][resource.id.property]);
      if (resource.tenant?.attach && customerId !== null) await resource.tenant.attach(newId, customerId, manager);
      if (resource.hooks?.afterCreate) await resource.hooks.afterCreate(newId, body, context);
      return newId;
    });
    await runAfterCommit(afterCommit);
    return this.load(resource, id, principal);
  }

  /**
   * Answers the row as saved, read in the same transaction: a save may take the row out of the
   * caller's scope (a user moved out of the active customer), and the answer still tells what was
   * committed rather than a 404 for a change that happened.
   */
  async save<E extends ObjectLiteral>(resource: CrudResource<E>, body: Row, principal: Principal): Promise<Row> {
    const id = Number(body[resource.wire.idField]);
    const afterCommit: AfterCommit = [];
    const saved = await this.dataSource.transaction(async (manager) => {
      await this.assertVisible(resource, [id], principal, manager);
      const context = { ...this.context(principal, manager, afterCommit), id };
      let values = this.writableValues(resource, body);
      if (resource.hooks?.beforeSave) values = await resource.hooks.beforeSave(values, body, context);
      if (Object.keys(values).length > 0) await manager.update(resource.entity, { [resource.id.property]: id } as never, values as never);
      if (resource.hooks?.afterSave) await resource.hooks.afterSave(id, body, context);
      const [row] = await manager.query<Row[]>(`SELECT ${selectList(resource)} FROM ${resource.from} WHERE ${resource.id.sql} = $1`, [id]);
      return this.answered(resource, row, principal, manager);
    });
    await runAfterCommit(afterCommit);
    return saved;
  }

  async delete<E extends ObjectLiteral>(resource: CrudResource<E>, id: number, principal: Principal): Promise<{ deleted: number }> {
    return this.bulkDelete(resource, [id], principal);
  }

  /** Deletes all the given rows or none: an id the caller cannot see fails the whole call. */
  async bulkDelete<E extends ObjectLiteral>(resource: CrudResource<E>, ids: number[], principal: Principal): Promise<{ deleted: number }> {
    const unique = [...new Set(ids)];
    const afterCommit: AfterCommit = [];
    const result = await this.dataSource.transaction(async (manager) => {
      await this.assertVisible(resource, unique, principal, manager);
      const context = this.context(principal, manager, afterCommit);
      if (resource.hooks?.beforeDelete) await resource.hooks.beforeDelete(unique, context);
      await manager.delete(resource.entity, unique);
      if (resource.hooks?.afterDelete) await resource.hooks.afterDelete(unique, context);
      return { deleted: unique.length };
    });
    await runAfterCommit(afterCommit);
    return result;
  }

  /** Throws 404 naming the ids that do not exist for the active customer. */
  async assertVisible<E extends ObjectLiteral>(resource: CrudResource<E>, ids: number[], principal: Principal, manager: EntityManager): Promise<void> {
    const params: unknown[] = [ids];
    const scope = scopeCondition(resource, principal, params);
    const rows = await manager.query<{ id: number }[]>(
      `SELECT ${resource.id.sql} AS id FROM ${resource.from} WHERE ${resource.id.sql} = ANY($1) AND ${scope}`,
      params,
    );
    const found = new Set(rows.map((row) => Number(row.id)));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length === 1) throw AppError.notFound(`${resource.wire.labels.singular} ${missing[0]} was not found.`);
    if (missing.length > 1) throw AppError.notFound(`${resource.wire.labels.plural} not found: ${missing.join(', ')}.`);
  }

  private context(principal: Principal, manager: EntityManager, afterCommit: AfterCommit): CrudContext {
    return {
      principal,
      manager,
      get: <T>(token: Type<T> | Abstract<T>) => this.moduleRef.get(token, { strict: false }),
      afterCommit: (task) => afterCommit.push(task),
    };
  }

  private writableValues<E extends ObjectLiteral>(resource: CrudResource<E>, body: Row): Partial<E> {
    const values: Row = {};
    for (const [wire, property] of Object.entries(resource.writable)) {
      if (property && body[wire] !== undefined) values[property] = body[wire];
    }
    return values as Partial<E>;
  }
}
