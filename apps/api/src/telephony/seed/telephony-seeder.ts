/**
 * Writes the deterministic generator's output for one tenant: call customers, agents, PCs and
 * holidays with INSERT, then day after day the calls, status periods, absences, mails, extension
 * switches and lunch breaks with COPY, all in one transaction (a seed lands whole or not at all).
 * Memory stays flat: the generator streams batches and each batch is copied and dropped.
 */
import { createTelephonyPlan, generateTelephonyBatches, type GeneratedAgent, type TelephonyBatch, type TelephonyPlan } from './generator.js';
import type { DataSource, QueryRunner } from 'typeorm';
import { setTransactionStatementTimeout } from '../../platform/database/statement-timeout.js';
import { copyRows, pgClientOf, type CopyValue } from '../../platform/database/pg-copy-stream.js';

export interface TelephonySeedOptions {
  customerId: number;
  seed: number | string;
  firstDay: string;
  days: number;
  agents: number;
  callCustomers: number;
  /** The data ends at this moment (the demo ends "now", not at midnight): see copyBatch. */
  until?: number;
  /** Product users to link: the first ordinary agent and the first supervisor take their names. */
  linkAgentUser?: LinkedUser | null;
  linkSupervisorUser?: LinkedUser | null;
  /** Delete the tenant's telephony rows first (re-seeding a tenant). */
  replace?: boolean;
  onProgress?: (progress: TelephonySeedProgress) => void;
}

export interface LinkedUser {
  userId: number;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
}

export interface TelephonySeedProgress {
  customerId: number;
  day: string;
  daysDone: number;
  daysTotal: number;
  rows: TelephonySeedCounts;
}

export interface TelephonySeedCounts {
  calls: number;
  statusPeriods: number;
  absences: number;
  mailActivities: number;
  extensionSwitches: number;
  lunchBreaks: number;
}

export interface TelephonySeedResult {
  customerId: number;
  rows: TelephonySeedCounts;
  /** Talk lengths (seconds) of answered calls: the pooled recordings this seed needs. */
  recordingLengths: Set<number>;
  agentIds: Map<string, number>;
}

export const TELEPHONY_TABLES_OF_TENANT = [
  'telephony.calls',
  'telephony.agent_status_periods',
  'telephony.absences',
  'telephony.mail_activities',
  'telephony.extension_switches',
  'telephony.lunch_breaks',
  'telephony.pc_inventory',
  'telephony.holidays',
  'telephony.agents',
  'telephony.call_customers',
] as const;

export const CALL_COPY_COLUMNS = [
  'customer_id',
  'unique_id',
  'caller_number',
  'dialled_number',
  'routing_exten',
  'agent_exten',
  'call_customer_id',
  'agent_id',
  'started_at',
  'wait_routing_seconds',
  'wait_agent_seconds',
  'talk_seconds',
  'post_handling_seconds',
  'answered',
  'lost',
  'transferred',
  'result_type',
  'status',
  'recording_key',
  'source',
] as const;

export async function seedTelephony(dataSource: DataSource, options: TelephonySeedOptions): Promise<TelephonySeedResult> {
  const plan = createTelephonyPlan({
    seed: options.seed,
    firstDay: options.firstDay,
    days: options.days,
    agents: options.agents,
    callCustomers: options.callCustomers,
  });
  linkUsers(plan, options.linkAgentUser ?? null, options.linkSupervisorUser ?? null);
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  await runner.startTransaction();
  try {
    // A seed is an operator's action (start-up demo, CLI), never cut short by the request pool's statement limit.
    await setTransactionStatementTimeout(runner, 0);
    const customer = await runner.query(`SELECT customer_id FROM core.customers WHERE customer_id = $1`, [options.customerId]);
    if (customer.length === 0) throw new Error(`Unknown customer (tenant) ${options.customerId}.`);
    const existing = await runner.query(`SELECT count(*)::int AS n FROM telephony.agents WHERE customer_id = $1`, [options.customerId]);
    if (existing[0].n > 0) {
      if (!options.replace) throw new Error(`Customer ${options.customerId} already has telephony data; pass --replace to seed it again.`);
      for (const table of TELEPHONY_TABLES_OF_TENANT) await runner.query(`DELETE FROM ${table} WHERE customer_id = $1`, [options.customerId]);
    }
    const result = await writePlan(runner, plan, options);
    await runner.commitTransaction();
    return result;
  } catch (error) {
    await runner.rollbackTransaction();
    throw error;
  } finally {
    await runner.release();
  }
}

/** The demo's product users take the place of a generated agent and supervisor. */
function linkUsers(plan: TelephonyPlan, agentUser: LinkedUser | null, supervisorUser: LinkedUser | null): void {
  const apply = (agent: GeneratedAgent | undefined, user: LinkedUser | null) => {
    if (!agent || !user) return;
    Object.assign(agent, { username: user.username, firstName: user.firstName, lastName: user.lastName, email: user.email, userId: user.userId });
  };
  apply(
    plan.agents.find((a) => !a.isSupervisor),
    agentUser,
  );
  apply(
    plan.agents.find((a) => a.isSupervisor),
    supervisorUser,
  );
}

async function insertReturningIds(runner: QueryRunner, sql: string, rows: unknown[][], width: number, idColumn: string): Promise<number[]> {
  const ids: number[] = [];
  for (let from = 0; from < rows.length; from += 1000) {
    const slice = rows.slice(from, from + 1000);
    const placeholders = slice.map((_, r) => `(${Array.from({ length: width }, (_, c) => `$${r * width + c + 1}`).join(', ')})`).join(', ');
    const inserted = await runner.query(`${sql} VALUES ${placeholders} RETURNING ${idColumn}`, slice.flat());
    ids.push(...inserted.map((row: Record<string, number>) => row[idColumn]));
  }
  return ids;
}

async function writePlan(runner: QueryRunner, plan: TelephonyPlan, options: TelephonySeedOptions): Promise<TelephonySeedResult> {
  const customerId = options.customerId;
  const callCustomerIds = await insertReturningIds(
    runner,
    `INSERT INTO telephony.call_customers (customer_id, code, name, routing_exten, dialled_number, queue_name)`,
    plan.callCustomers.map((c) => [customerId, c.key, c.name, c.routingExten, c.dialledNumber, c.queueName]),
    6,
    'call_customer_id',
  );
  const callCustomerIdByKey = new Map(plan.callCustomers.map((c, i) => [c.key, callCustomerIds[i]]));
  const agentIds = await insertReturningIds(
    runner,
    `INSERT INTO telephony.agents (customer_id, employee_id, username, first_name, last_name, email, is_supervisor, exten, pbx_member, user_id)`,
    plan.agents.map((a) => [
      customerId,
      a.employeeId,
      a.username,
      a.firstName,
      a.lastName,
      a.email,
      a.isSupervisor,
      a.exten,
      a.pbxMember,
      (a as { userId?: number }).userId ?? null,
    ]),
    10,
    'agent_id',
  );
  const agentIdByEmployee = new Map(plan.agents.map((a, i) => [a.employeeId, agentIds[i]]));
  const client = await pgClientOf(runner);
  await copyRows(
    client,
    'telephony.pc_inventory',
    ['customer_id', 'hostname', 'update_stamp', 'windows_version', 'source'],
    plan.pcs.map((pc) => [customerId, pc.hostname, new Date(pc.updateStamp), pc.windowsVersion, 'generator']),
  );
  await copyRows(
    client,
    'telephony.holidays',
    ['customer_id', 'holiday_date', 'name'],
    plan.holidays.map((h) => [customerId, h.date, h.name]),
  );

  const until = options.until ?? Infinity;
  const rows: TelephonySeedCounts = { calls: 0, statusPeriods: 0, absences: 0, mailActivities: 0, extensionSwitches: 0, lunchBreaks: 0 };
  const recordingLengths = new Set<number>();
  const agentId = (employeeId: string | null) => (employeeId === null ? null : agentIdByEmployee.get(employeeId)!);
  let daysDone = 0;
  let currentDay = '';
  for (const batch of generateTelephonyBatches(plan)) {
    if (batch.day !== currentDay) {
      if (currentDay !== '') {
        daysDone++;
        options.onProgress?.({ customerId, day: currentDay, daysDone, daysTotal: plan.options.days, rows: { ...rows } });
      }
      currentDay = batch.day;
    }
    await copyBatch(client, customerId, batch, until, agentId, callCustomerIdByKey, rows, recordingLengths);
  }
  options.onProgress?.({ customerId, day: currentDay, daysDone: daysDone + 1, daysTotal: plan.options.days, rows: { ...rows } });
  return { customerId, rows, recordingLengths, agentIds: agentIdByEmployee };
}

async function copyBatch(
  client: Awaited<ReturnType<typeof pgClientOf>>,
  customerId: number,
  batch: TelephonyBatch,
  until: number,
  agentId: (employeeId: string | null) => number | null,
  callCustomerIdByKey: Map<string, number>,
  rows: TelephonySeedCounts,
  recordingLengths: Set<number>,
): Promise<void> {
  const g = 'generator';
  // The demo ends "now": calls still running then are left out, periods and lunch breaks running
  // then end at that moment (as a queue_log read at that moment would show them).
  const calls = batch.calls.filter((c) => c.startedAt + (c.waitRoutingSeconds + c.waitAgentSeconds + c.talkSeconds + c.postHandlingSeconds) * 1000 <= until);
  for (const call of calls) if (call.answered) recordingLengths.add(call.talkSeconds);
  if (calls.length) {
    rows.calls += await copyRows(client, 'telephony.calls', CALL_COPY_COLUMNS, callRows(customerId, calls, agentId, callCustomerIdByKey));
  }
  const periods = batch.statusPeriods.filter((p) => p.startedAt < until);
  if (periods.length) {
    rows.statusPeriods += await copyRows(
      client,
      'telephony.agent_status_periods',
      ['customer_id', 'agent_id', 'activity_type', 'exten', 'started_at', 'ended_at', 'source'],
      periods.map((p) => [customerId, agentId(p.employeeId), p.activityType, p.exten, new Date(p.startedAt), new Date(Math.min(p.endedAt, until)), g]),
    );
  }
  const absences = batch.absences.filter((a) => a.startedAt <= until);
  if (absences.length) {
    rows.absences += await copyRows(
      client,
      'telephony.absences',
      ['customer_id', 'agent_id', 'started_at', 'ended_at', 'reason', 'source'],
      absences.map((a) => [customerId, agentId(a.employeeId), new Date(a.startedAt), new Date(a.endedAt), a.reason, g]),
    );
  }
  const mails = batch.mailActivities.filter((m) => m.sentAt <= until);
  if (mails.length) {
    rows.mailActivities += await copyRows(
      client,
      'telephony.mail_activities',
      ['customer_id', 'mail_id', 'agent_id', 'call_customer_id', 'sent_at', 'source'],
      mails.map((m) => [customerId, m.mailId, agentId(m.employeeId), callCustomerIdByKey.get(m.callCustomerKey)!, new Date(m.sentAt), g]),
    );
  }
  const switches = batch.extensionSwitches.filter((s) => s.switchedAt <= until);
  if (switches.length) {
    rows.extensionSwitches += await copyRows(
      client,
      'telephony.extension_switches',
      ['customer_id', 'agent_id', 'call_customer_id', 'switched_at', 'from_exten', 'to_exten', 'source'],
      switches.map((s) => [customerId, agentId(s.employeeId), callCustomerIdByKey.get(s.callCustomerKey)!, new Date(s.switchedAt), s.fromExten, s.toExten, g]),
    );
  }
  const lunches = batch.lunchBreaks.filter((l) => l.startedAt < until);
  if (lunches.length) {
    rows.lunchBreaks += await copyRows(
      client,
      'telephony.lunch_breaks',
      ['customer_id', 'agent_id', 'break_date', 'started_at', 'ended_at', 'source'],
      lunches.map((l) => [customerId, agentId(l.employeeId), l.day, new Date(l.startedAt), new Date(Math.min(l.endedAt, until)), g]),
    );
  }
}

/** Calls as COPY rows (a generator function: no intermediate array of 50 000 rows). */
export function* callRows(
  customerId: number,
  calls: TelephonyBatch['calls'],
  agentId: (employeeId: string | null) => number | null,
  callCustomerIdByKey: Map<string, number>,
): Generator<CopyValue[]> {
  for (const c of calls) {
    yield [
      customerId,
      c.uniqueId,
      c.callerNumber,
      c.dialledNumber,
      c.routingExten,
      c.agentExten,
      callCustomerIdByKey.get(c.callCustomerKey)!,
      agentId(c.employeeId),
      new Date(c.startedAt),
      c.waitRoutingSeconds,
      c.waitAgentSeconds,
      c.talkSeconds,
      c.postHandlingSeconds,
      c.answered,
      c.lost,
      c.transferred,
      c.resultType,
      c.status,
      c.recordingKey,
      'generator',
    ];
  }
}
