import type { PlaybackAgent, PlaybackCustomer } from '@backoffice/contracts';
import { playbackScope, type parseCallNumber } from '@backoffice/domain';
import type { EntityManager } from 'typeorm';
import type { Principal } from '../../platform/auth/principal.js';
import { selectList } from '../../platform/crud/crud-query.js';
import { readWithRetry } from '../../platform/database/connection-loss.js';
import { playbackCallsResource, playbackScopeCondition, toPlaybackCall } from './playback-calls.resource.js';

type Row = Record<string, unknown>;
type CallNumber = NonNullable<ReturnType<typeof parseCallNumber>>;

/** A call by its LogID or PBX uniqueid within the caller's scope, as the wire answers it; null when there is none. */
export async function playbackCallByNumber(manager: EntityManager, customerId: number, callNumber: CallNumber, principal: Principal): Promise<Row | null> {
  const params: unknown[] = ['logId' in callNumber ? callNumber.logId : callNumber.uniqueId];
  const bind = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const scope = playbackScopeCondition(customerId, bind, principal);
  const key = 'logId' in callNumber ? 'c.call_id = $1::bigint' : 'c.unique_id = $1';
  const [row] = await readWithRetry(() =>
    manager.query<Row[]>(`SELECT ${selectList(playbackCallsResource)} FROM ${playbackCallsResource.from} WHERE ${key} AND ${scope} LIMIT 1`, params),
  );
  return row ? toPlaybackCall(row) : null;
}

/** The agents whose calls the caller may hear: all of the customer's, or the caller's own. */
export async function playbackAgents(manager: EntityManager, customerId: number, principal: Principal): Promise<PlaybackAgent[]> {
  const own = playbackScope(principal.permissions)?.calls === 'own';
  const rows = await readWithRetry(() =>
    manager.query<{ employee_id: string; username: string }[]>(
      `SELECT employee_id, username FROM telephony.agents WHERE customer_id = $1 ${own ? 'AND user_id = $2' : ''} ORDER BY lower(username), agent_id`,
      own ? [customerId, principal.userId] : [customerId],
    ),
  );
  return rows.map((row) => ({ ID: row.employee_id, CallcenterUser: [{ Username: row.username, EmployeeID: row.employee_id }] }));
}

/** The call customers (lines) of the active customer. */
export function playbackCustomers(manager: EntityManager, customerId: number): Promise<PlaybackCustomer[]> {
  return readWithRetry(() =>
    manager.query<PlaybackCustomer[]>(
      `SELECT call_customer_id AS "ID", name AS "Name" FROM telephony.call_customers WHERE customer_id = $1 ORDER BY name, call_customer_id`,
      [customerId],
    ),
  );
}
