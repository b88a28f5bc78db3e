import { Injectable } from '@nestjs/common';
import type { FilterNode, FilterValue, PlaybackAgent, PlaybackCustomer, WireFilter } from '@backoffice/contracts';
import { parseCallNumber, playbackScope } from '@backoffice/domain';
import { zoneDateFilter } from '@backoffice/domain/server';
import { DataSource } from 'typeorm';
import type { Principal } from '../../platform/auth/principal.js';
import { selectList } from '../../platform/crud/crud-query.js';
import { CrudService } from '../../platform/crud/crud.service.js';
import { readWithRetry } from '../../platform/database/connection-loss.js';
import { AppError } from '../../platform/rpc/app-error.js';
import { RecordingsService, type RecordingDownload, type RecordingScope } from '../../telephony/recordings/recordings.service.js';
import { playbackCallsResource, playbackScopeCondition, toPlaybackCall } from './playback-calls.resource.js';
import { activeCustomerFor } from '../../platform/auth/active-customer.js';

type Row = Record<string, unknown>;

export const CALL_NOT_FOUND = 'Call not found, please check your call number.';

/** Playback's reads, each within the caller's scope (one rule: libs/domain playbackScope). */
@Injectable()
export class PlaybackCallsService {
  constructor(
    private readonly crud: CrudService,
    private readonly dataSource: DataSource,
    private readonly recordings: RecordingsService,
  ) {}

  async count(filter: WireFilter, principal: Principal): Promise<number> {
    return this.crud.count(playbackCallsResource, await this.wireFilter(filter, principal), principal);
  }

  async list(filter: WireFilter, principal: Principal): Promise<Row[]> {
    const rows = await this.crud.list(playbackCallsResource, await this.wireFilter(filter, principal), principal);
    return rows.map(toPlaybackCall);
  }

  async load(logId: number, principal: Principal): Promise<Row> {
    return toPlaybackCall(await this.crud.load(playbackCallsResource, logId, principal));
  }

  /** A call by its LogID or PBX uniqueid, within the scope. */
  async loadByCallNumber(callNumber: string, principal: Principal): Promise<Row> {
    const parsed = parseCallNumber(callNumber);
    if (!parsed) throw AppError.notFound(CALL_NOT_FOUND);
    const customerId = activeCustomerFor(principal);
    const params: unknown[] = ['logId' in parsed ? parsed.logId : parsed.uniqueId];
    const bind = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    const scope = playbackScopeCondition(customerId, bind, principal);
    const key = 'logId' in parsed ? 'c.call_id = $1::bigint' : 'c.unique_id = $1';
    const [row] = await readWithRetry(() =>
      this.dataSource.query<Row[]>(`SELECT ${selectList(playbackCallsResource)} FROM ${playbackCallsResource.from} WHERE ${key} AND ${scope} LIMIT 1`, params),
    );
    if (!row) throw AppError.notFound(CALL_NOT_FOUND);
    return toPlaybackCall(row);
  }

  /** The agents whose calls the caller may hear: all of the customer's, or the caller's own. */
  async listAgents(principal: Principal): Promise<PlaybackAgent[]> {
    const customerId = activeCustomerFor(principal);
    const scope = playbackScope(principal.permissions);
    const own = scope?.calls === 'own';
    const rows = await readWithRetry(() =>
      this.dataSource.query<{ employee_id: string; username: string }[]>(
        `SELECT employee_id, username FROM telephony.agents WHERE customer_id = $1 ${own ? 'AND user_id = $2' : ''} ORDER BY lower(username), agent_id`,
        own ? [customerId, principal.userId] : [customerId],
      ),
    );
    return rows.map((row) => ({ ID: row.employee_id, CallcenterUser: [{ Username: row.username, EmployeeID: row.employee_id }] }));
  }

  /** The call customers (lines) of the active customer. */
  async listCustomers(principal: Principal): Promise<PlaybackCustomer[]> {
    const customerId = activeCustomerFor(principal);
    return readWithRetry(() =>
      this.dataSource.query<PlaybackCustomer[]>(
        `SELECT call_customer_id AS "ID", name AS "Name" FROM telephony.call_customers WHERE customer_id = $1 ORDER BY name, call_customer_id`,
        [customerId],
      ),
    );
  }

  /** The recording of a call within the scope; null when the call is unknown, outside the scope or without recording. */
  openRecording(logId: string, range: string | undefined, principal: Principal): Promise<RecordingDownload | null> {
    const customerId = activeCustomerFor(principal);
    const scope = playbackScope(principal.permissions);
    if (!scope) throw AppError.forbidden('You may not listen to calls.');
    const recordingScope: RecordingScope = scope.calls === 'all' ? {} : { agentUserId: principal.userId, notTransferred: scope.notTransferred };
    return this.recordings.openForCall({ customerId, callId: logId, range, scope: recordingScope });
  }

  /**
   * Newest first unless asked otherwise; dates are the customer's wall time; agents and call
   * customers the filter names must be the active customer's (a typo or a stale id is a 400,
   * not an empty list that looks like "no calls").
   */
  private async wireFilter(filter: WireFilter, principal: Principal): Promise<WireFilter> {
    const q = zoneDateFilter(filter.q, ['Timestamp'], principal.timeZone);
    const customerId = activeCustomerFor(principal);
    const employeeIds = filterValues(q, AGENT_FIELDS).map(String);
    if (employeeIds.length > 0) {
      const known = await this.dataSource.query<{ employee_id: string }[]>(
        `SELECT employee_id FROM telephony.agents WHERE customer_id = $1 AND employee_id = ANY($2::text[])`,
        [customerId, employeeIds],
      );
      const unknown = [...new Set(employeeIds)].filter((id) => !known.some((row) => row.employee_id === id));
      if (unknown.length > 0) throw AppError.badRequest(`Unknown agents: ${unknown.slice(0, 10).join(', ')}.`);
    }
    const callCustomerIds = filterValues(q, ['CustomerID']).map(Number);
    if (callCustomerIds.length > 0) {
      if (callCustomerIds.some((id) => !Number.isInteger(id) || id < 1 || id > 2_147_483_647)) throw AppError.badRequest('CustomerID must hold ids.');
      const known = await this.dataSource.query<{ call_customer_id: number }[]>(
        `SELECT call_customer_id FROM telephony.call_customers WHERE customer_id = $1 AND call_customer_id = ANY($2::int[])`,
        [customerId, callCustomerIds],
      );
      const unknown = [...new Set(callCustomerIds)].filter((id) => !known.some((row) => row.call_customer_id === id));
      if (unknown.length > 0) throw AppError.badRequest(`Unknown customers: ${unknown.slice(0, 10).join(', ')}.`);
    }
    return { ...filter, order: filter.order ?? [{ field: 'Timestamp', direction: 'desc' }], q };
  }
}

const AGENT_FIELDS = ['CallcenterUser.EmployeeID', 'EmployeeID'];

/** The values an `eq` or `in` condition of the filter gives these fields, anywhere in it. */
function filterValues(node: FilterNode | null | undefined, fields: readonly string[]): FilterValue[] {
  if (!node || typeof node !== 'object') return [];
  if ('and' in node && Array.isArray(node.and)) return node.and.flatMap((member) => filterValues(member, fields));
  if ('or' in node && Array.isArray(node.or)) return node.or.flatMap((member) => filterValues(member, fields));
  if (!('field' in node) || !fields.includes(node.field) || (node.op !== 'in' && node.op !== 'eq')) return [];
  const values = Array.isArray(node.value) ? node.value : [node.value];
  return values.filter((value): value is string | number => typeof value === 'string' || typeof value === 'number');
}
