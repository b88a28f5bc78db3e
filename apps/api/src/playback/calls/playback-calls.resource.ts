import { PlaybackResources, type FilterNode, type FilterValue, type WireFilter } from '@backoffice/contracts';
import { playbackScope } from '@backoffice/domain';
import { zoneDateFilter } from '@backoffice/domain/server';
import type { EntityManager } from 'typeorm';
import { activeCustomerFor } from '../../platform/auth/active-customer.js';
import type { Principal } from '../../platform/auth/principal.js';
import { fieldsOf, type CrudResource, type TenantScope } from '../../platform/crud/crud-resource.js';
import { ListFilterDto } from '../../platform/crud/crud.dto.js';
import { AppError } from '../../platform/rpc/app-error.js';
import type { RecordingScope } from '../../telephony/recordings/recordings.service.js';
import { CallEntity } from '../../telephony/telephony.entities.js';
import { LoadPlaybackCallDto } from './playback-calls.dto.js';
import { unknownCallCustomerIds, unknownEmployeeIds } from './playback-filter.queries.js';

/**
 * The recorded calls of the active customer as Playback lists them (read only). Its tenant
 * condition is the customer AND the caller's playback scope (libs/domain playbackScope), so the
 * list, count and load of the crud kit, the single lookup, the download and the search all see
 * exactly the same calls.
 */
const SELECT = {
  LogID: 'c.call_id::text',
  Number: 'c.caller_number',
  Duration: `to_char(make_interval(secs => coalesce(c.talk_seconds, 0)), 'HH24:MI:SS')`,
  Status: 'c.status',
  CustomerID: 'c.call_customer_id',
  CustomerName: 'cc.name',
  EmployeeID: 'a.employee_id',
  Information: 'c.started_at',
  Timestamp: 'c.started_at',
  Transferred: 'c.transferred',
  'CallcenterUser.Username': 'a.username',
  'CallcenterUser.EmployeeID': 'a.employee_id',
};

/** The caller's scope as SQL over `c` (calls); `bind` adds a parameter. */
export function playbackScopeCondition(customerId: number, bind: (value: unknown) => string, principal: { permissions: string[]; userId: number }): string {
  const scope = playbackScope(principal.permissions);
  if (!scope) throw AppError.forbidden('You may not listen to calls.');
  const customer = bind(customerId);
  const conditions = [`c.customer_id = ${customer}`, 'c.recording_key IS NOT NULL'];
  if (scope.calls === 'own') {
    conditions.push(
      `c.agent_id IN (SELECT own.agent_id FROM telephony.agents own WHERE own.customer_id = ${customer} AND own.user_id = ${bind(principal.userId)})`,
    );
    if (scope.notTransferred) conditions.push('NOT c.transferred');
  }
  return conditions.join(' AND ');
}

/** What of a customer's recordings the caller may hear (the download's scope). */
export function playbackRecordingScope(principal: Principal): RecordingScope {
  const scope = playbackScope(principal.permissions);
  if (!scope) throw AppError.forbidden('You may not listen to calls.');
  return scope.calls === 'all' ? {} : { agentUserId: principal.userId, notTransferred: scope.notTransferred };
}

const playbackTenant: TenantScope = { where: playbackScopeCondition };

export const playbackCallsResource: CrudResource<CallEntity> = {
  wire: PlaybackResources.calls,
  entity: CallEntity,
  from: 'telephony.calls c LEFT JOIN telephony.agents a ON a.agent_id = c.agent_id LEFT JOIN telephony.call_customers cc ON cc.call_customer_id = c.call_customer_id',
  id: { sql: 'c.call_id', property: 'callId' },
  fields: {
    ...fieldsOf(SELECT, {
      Number: 'string',
      Duration: 'string',
      Status: 'string',
      CustomerID: 'number',
      CustomerName: 'string',
      EmployeeID: 'string',
      'CallcenterUser.Username': 'string',
      'CallcenterUser.EmployeeID': 'string',
    }),
    // The keys users page deeply by: never NULL, so a keyset page is a bound on calls_playback_idx.
    LogID: { sql: 'c.call_id', type: 'number', notNull: true },
    Timestamp: { sql: 'c.started_at', type: 'date', notNull: true },
  },
  select: SELECT,
  // The search box's one field, trigram-indexed (calls_caller_number_trgm_idx).
  searchDocument: 'c.caller_number',
  // Migration 1763800000000: a search of five digits or more reads the short lists of this index, not the trigrams'.
  searchGrams: { sql: 'telephony.caller_number_grams(c.caller_number)', size: 5 },
  tenant: playbackTenant,
  // Read only: no create or save body exists; load takes the LogID as the list answers it (text) too.
  dto: { create: ListFilterDto, save: ListFilterDto, load: LoadPlaybackCallDto },
  writable: {},
  hooks: {
    readFilter: (filter, { manager, principal }) => playbackFilter(manager, filter, principal),
    toWire: (row) => toPlaybackCall(row),
  },
};

/**
 * Newest first unless asked otherwise; dates are the customer's wall time; agents and call
 * customers the filter names must be the active customer's (a typo or a stale id is a 400,
 * not an empty list that looks like "no calls").
 */
async function playbackFilter(manager: EntityManager, filter: WireFilter, principal: Principal): Promise<WireFilter> {
  const q = zoneDateFilter(filter.q, ['Timestamp'], principal.timeZone);
  const customerId = activeCustomerFor(principal);
  const employeeIds = filterValues(q, AGENT_FIELDS).map(String);
  if (employeeIds.length > 0) {
    const unknown = await unknownEmployeeIds(manager, customerId, employeeIds);
    if (unknown.length > 0) throw AppError.badRequest(`Unknown agents: ${unknown.slice(0, 10).join(', ')}.`);
  }
  const callCustomerIds = filterValues(q, ['CustomerID']).map(Number);
  if (callCustomerIds.length > 0) {
    if (callCustomerIds.some((id) => !Number.isInteger(id) || id < 1 || id > 2_147_483_647)) throw AppError.badRequest('CustomerID must hold ids.');
    const unknown = await unknownCallCustomerIds(manager, customerId, callCustomerIds);
    if (unknown.length > 0) throw AppError.badRequest(`Unknown customers: ${unknown.slice(0, 10).join(', ')}.`);
  }
  return { ...filter, order: filter.order ?? [{ field: 'Timestamp', direction: 'desc' }], q };
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

/** A row as the wire sends it: the agent as CallcenterUser { Username, EmployeeID }. */
export function toPlaybackCall(row: Record<string, unknown>): Record<string, unknown> {
  const { ['CallcenterUser.Username']: username, ['CallcenterUser.EmployeeID']: employeeId, ...call } = row;
  return { ...call, CallcenterUser: username === null || username === undefined ? null : { Username: username, EmployeeID: employeeId } };
}
