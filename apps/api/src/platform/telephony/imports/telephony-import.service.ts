/**
 * Imports real PBX data into a tenant's telephony tables: Asterisk queue_log, Asterisk
 * cdr-csv Master.csv, and our native CSVs (absences, mail activities, PC inventory, lunch
 * breaks). docs/telephony.md describes the formats and rules.
 *
 * Every import:
 * - streams the file (line by line or record by record) into temporary staging tables with
 *   COPY, inside one transaction, so a multi-gigabyte file never sits in memory;
 * - validates every row; with any rejected row the transaction is rolled back and the answer
 *   lists the rejected lines with reasons: nothing is written;
 * - is idempotent: rows are keyed (calls by uniqueid, periods by agent and start, mails by id,
 *   ...) and a key already present is left as it is, so importing a file twice changes nothing;
 * - is recorded in telephony.import_runs (accepted or not).
 */
import { Injectable } from '@nestjs/common';
import type { ImportReport, ImportRowProblem, TelephonyImportKind } from '@backoffice/contracts';
import {
  QueueLogCallBuilder,
  extensionOfChannel,
  isCdrHeader,
  nativeRowKey,
  parseQueueLogLine,
  readNativeHeader,
  validateCdrRecord,
  validateNativeRecord,
  type CdrRow,
  type LineProblem,
  type NativeCsvKind,
  type NativeRowByKind,
  type QueueLogCall,
  type QueueLogStatusPeriod,
} from '@backoffice/domain';
import { readCsvRecords } from './csv-records.js';
import type { PoolClient } from 'pg';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { DataSource, type QueryRunner } from 'typeorm';
import { copyRows, pgClientOf, type CopyValue } from '../copy-writer.js';
import { TenantDirectory } from './tenant-directory.js';

/** Problems listed in one answer; the rest are counted in MoreErrors. */
const MAX_LISTED_PROBLEMS = 500;
/** Staged rows per COPY. */
const STAGE_BATCH = 5000;

export class UnknownTenantError extends Error {
  constructor(customerId: number) {
    super(`Unknown customer (tenant) ${customerId}: import refused.`);
  }
}

export interface ImportRequest {
  kind: TelephonyImportKind;
  customerId: number;
  fileName: string;
  input: Readable;
  userId?: number | null;
  /**
   * Called after the last row, before anything is committed: throws when the input turned out
   * incomplete (an upload cut at the size limit), which rolls the import back.
   */
  assertInputComplete?: () => void;
}

class ProblemList {
  readonly listed: ImportRowProblem[] = [];
  more = 0;
  total = 0;

  add(problem: LineProblem): void {
    this.total++;
    if (this.listed.length < MAX_LISTED_PROBLEMS) this.listed.push({ Line: problem.line, Reason: problem.reason });
    else this.more++;
  }

  addAll(problems: LineProblem[]): void {
    for (const problem of problems) this.add(problem);
    problems.length = 0;
  }
}

/** Rows waiting for their COPY into a staging table. */
class Stage {
  private rows: CopyValue[][] = [];
  count = 0;

  constructor(
    private readonly client: PoolClient,
    readonly table: string,
    private readonly columns: string[],
  ) {}

  async add(row: CopyValue[]): Promise<void> {
    this.rows.push(row);
    this.count++;
    if (this.rows.length >= STAGE_BATCH) await this.flush();
  }

  async flush(): Promise<void> {
    if (this.rows.length === 0) return;
    const rows = this.rows;
    this.rows = [];
    await copyRows(this.client, this.table, this.columns, rows);
  }
}

@Injectable()
export class TelephonyImportService {
  constructor(private readonly dataSource: DataSource) {}

  async importFile(request: ImportRequest): Promise<ImportReport> {
    const startedAt = new Date();
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    const report: ImportReport = {
      Kind: request.kind,
      FileName: request.fileName,
      Accepted: false,
      LinesRead: 0,
      Inserted: {},
      Updated: {},
      Unchanged: {},
      Errors: [],
      Warnings: [],
      MoreErrors: 0,
    };
    try {
      const tenant = await runner.query(`SELECT 1 FROM core.customers WHERE customer_id = $1`, [request.customerId]);
      if (tenant.length === 0) {
        request.input.resume();
        throw new UnknownTenantError(request.customerId);
      }
      await runner.startTransaction();
      const errors = new ProblemList();
      const warnings = new ProblemList();
      const directory = await TenantDirectory.load(runner, request.customerId);
      const client = await pgClientOf(runner);
      const job = { runner, client, directory, customerId: request.customerId, errors, warnings, report };
      if (request.kind === 'queue_log') await this.importQueueLog(job, request.input);
      else if (request.kind === 'cdr_csv') await this.importCdr(job, request.input);
      else await this.importNative(job, request.kind, request.input);
      report.Errors = errors.listed;
      report.Warnings = warnings.listed;
      report.MoreErrors = errors.more;
      report.Accepted = errors.total === 0;
      request.assertInputComplete?.();
      if (report.Accepted) {
        await runner.commitTransaction();
      } else {
        await runner.rollbackTransaction();
        report.Inserted = {};
        report.Updated = {};
        report.Unchanged = {};
      }
    } catch (error) {
      if (runner.isTransactionActive) await runner.rollbackTransaction();
      throw error;
    } finally {
      await runner.release();
    }
    await this.recordRun(request, report, startedAt);
    return report;
  }

  private async recordRun(request: ImportRequest, report: ImportReport, startedAt: Date): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO telephony.import_runs (customer_id, kind, file_name, user_id, accepted, lines_read, inserted, problems, started_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        request.customerId,
        request.kind,
        request.fileName.slice(0, 300),
        request.userId ?? null,
        report.Accepted,
        report.LinesRead,
        JSON.stringify(report.Inserted),
        JSON.stringify(report.Errors.slice(0, 100)),
        startedAt,
      ],
    );
  }

  // ---------------------------------------------------------------- queue_log

  private async importQueueLog(job: ImportJob, input: Readable): Promise<void> {
    const { runner, client, directory, customerId, errors, warnings, report } = job;
    await runner.query(`
      CREATE TEMP TABLE staging_calls (
        line integer, unique_id text, caller_number text, dialled_number text, routing_exten text, agent_exten text,
        call_customer_id integer, agent_id integer, started_at timestamptz, wait_routing_seconds integer, wait_agent_seconds integer,
        talk_seconds integer, answered boolean, lost boolean, transferred boolean, transfer_target text, status text
      ) ON COMMIT DROP`);
    await runner.query(`
      CREATE TEMP TABLE staging_periods (
        line integer, agent_id integer, activity_type text, reason text, exten text, started_at timestamptz, ended_at timestamptz
      ) ON COMMIT DROP`);
    const calls = new Stage(client, 'staging_calls', [
      'line',
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
      'answered',
      'lost',
      'transferred',
      'transfer_target',
      'status',
    ]);
    const periods = new Stage(client, 'staging_periods', ['line', 'agent_id', 'activity_type', 'reason', 'exten', 'started_at', 'ended_at']);
    const builder = new QueueLogCallBuilder();

    const stageCall = async (call: QueueLogCall) => {
      const customer = directory.callCustomer(call.queue);
      if (!customer) return errors.add({ line: call.line, reason: `unknown queue '${call.queue}' (no call customer has this queue name or routing exten)` });
      let agentId: number | null = null;
      let agentExten: string | null = null;
      if (call.agent) {
        const agent = directory.agentOfMember(call.agent);
        if (!agent)
          return errors.add({ line: call.line, reason: `unknown agent '${call.agent}' (no agent has this PBX member name, extension or employee id)` });
        agentId = agent.agentId;
        agentExten = extensionOfChannel(call.agent) ?? agent.exten;
      }
      if (errors.total > 0) return; // nothing will be written: only keep validating
      await calls.add([
        call.line,
        call.uniqueId,
        call.callerNumber,
        customer.dialledNumber ?? '',
        customer.routingExten,
        agentExten,
        customer.callCustomerId,
        agentId,
        new Date(call.startedAt),
        call.waitRoutingSeconds,
        call.waitAgentSeconds,
        call.talkSeconds,
        call.answered,
        call.lost,
        call.transferred,
        call.transferTarget,
        call.status,
      ]);
    };
    const stagePeriod = async (period: QueueLogStatusPeriod) => {
      const agent = directory.agentOfMember(period.agent);
      if (!agent)
        return errors.add({ line: period.line, reason: `unknown agent '${period.agent}' (no agent has this PBX member name, extension or employee id)` });
      if (errors.total > 0) return;
      await periods.add([
        period.line,
        agent.agentId,
        period.activityType,
        period.reason,
        extensionOfChannel(period.agent) ?? agent.exten,
        new Date(period.startedAt),
        new Date(period.endedAt),
      ]);
    };
    const drain = async (out: { calls: QueueLogCall[]; periods: QueueLogStatusPeriod[] }) => {
      for (const call of out.calls) await stageCall(call);
      for (const period of out.periods) await stagePeriod(period);
    };

    let line = 0;
    const lines = createInterface({ input, crlfDelay: Infinity });
    for await (const text of lines) {
      line++;
      const parsed = parseQueueLogLine(text, line);
      if (parsed.problem) errors.add(parsed.problem);
      else if (parsed.entry) builder.add(parsed.entry);
      errors.addAll(builder.problems);
      warnings.addAll(builder.warnings);
      if (line % 1000 === 0) await drain(builder.drain());
    }
    report.LinesRead = line;
    await drain(builder.drain());
    await drain(builder.finish());
    errors.addAll(builder.problems);
    warnings.addAll(builder.warnings);
    if (line === 0) errors.add({ line: 0, reason: 'the file is empty' });
    if (errors.total > 0) return;
    await calls.flush();
    await periods.flush();
    // One agent known under two member names (Agent/3001 and PJSIP/3001) could log two states at once.
    const overlapping = await runner.query(
      `SELECT array_agg(line ORDER BY line) AS lines FROM staging_periods GROUP BY agent_id, started_at HAVING count(*) > 1 ORDER BY min(line) LIMIT $1`,
      [MAX_LISTED_PROBLEMS],
    );
    for (const o of overlapping)
      errors.add({ line: o.lines[1], reason: `a second status period of the same agent starting at the same moment (see line ${o.lines[0]})` });
    if (errors.total > 0) return;

    const callResult = await runner.query(
      `WITH written AS (
         INSERT INTO telephony.calls (customer_id, unique_id, caller_number, dialled_number, routing_exten, agent_exten, call_customer_id, agent_id,
           started_at, wait_routing_seconds, wait_agent_seconds, talk_seconds, answered, lost, transferred, transfer_target, status, source)
         SELECT $1, unique_id, caller_number, dialled_number, routing_exten, agent_exten, call_customer_id, agent_id, started_at,
           wait_routing_seconds, wait_agent_seconds, talk_seconds, answered, lost, transferred, transfer_target, status, 'import'
         FROM staging_calls ORDER BY line
         ON CONFLICT (customer_id, unique_id) DO UPDATE SET
           agent_exten = excluded.agent_exten, agent_id = excluded.agent_id, wait_routing_seconds = excluded.wait_routing_seconds,
           wait_agent_seconds = excluded.wait_agent_seconds, talk_seconds = excluded.talk_seconds, answered = excluded.answered,
           lost = excluded.lost, transferred = excluded.transferred, transfer_target = excluded.transfer_target, status = excluded.status,
           caller_number = CASE WHEN telephony.calls.caller_number = '' THEN excluded.caller_number ELSE telephony.calls.caller_number END
         -- Only a call this file completes is updated: an earlier file saw it unfinished.
         WHERE telephony.calls.status = 'unfinished'
           AND (telephony.calls.status, telephony.calls.talk_seconds, telephony.calls.wait_routing_seconds, telephony.calls.agent_id)
               IS DISTINCT FROM (excluded.status, excluded.talk_seconds, excluded.wait_routing_seconds, excluded.agent_id)
         RETURNING (xmax = 0) AS inserted)
       SELECT count(*) FILTER (WHERE inserted)::int AS inserted, count(*) FILTER (WHERE NOT inserted)::int AS updated FROM written`,
      [customerId],
    );
    const periodResult = await runner.query(
      `WITH written AS (
         INSERT INTO telephony.agent_status_periods (customer_id, agent_id, activity_type, reason, exten, started_at, ended_at, source)
         SELECT $1, agent_id, activity_type, reason, exten, started_at, ended_at, 'import' FROM staging_periods ORDER BY line
         ON CONFLICT (customer_id, agent_id, started_at) DO UPDATE SET ended_at = excluded.ended_at
         -- A period cut by the end of an earlier, shorter copy of the log grows; nothing else changes.
         WHERE telephony.agent_status_periods.activity_type = excluded.activity_type AND excluded.ended_at > telephony.agent_status_periods.ended_at
         RETURNING (xmax = 0) AS inserted)
       SELECT count(*) FILTER (WHERE inserted)::int AS inserted, count(*) FILTER (WHERE NOT inserted)::int AS updated FROM written`,
      [customerId],
    );
    // Lunch breaks are the Mittagspause periods, so the lunch break list matches the log.
    const lunchResult = await runner.query(
      `WITH written AS (
         INSERT INTO telephony.lunch_breaks (customer_id, agent_id, break_date, started_at, ended_at, source)
         SELECT $1, agent_id, (started_at AT TIME ZONE 'UTC')::date, started_at, ended_at, 'import' FROM staging_periods WHERE activity_type = 'Mittagspause'
         ON CONFLICT (customer_id, agent_id, started_at) DO UPDATE SET ended_at = excluded.ended_at
         WHERE excluded.ended_at > telephony.lunch_breaks.ended_at
         RETURNING (xmax = 0) AS inserted)
       SELECT count(*) FILTER (WHERE inserted)::int AS inserted, count(*) FILTER (WHERE NOT inserted)::int AS updated FROM written`,
      [customerId],
    );
    const lunchStaged = (await runner.query(`SELECT count(*)::int AS n FROM staging_periods WHERE activity_type = 'Mittagspause'`))[0].n;
    tally(report, 'calls', calls.count, callResult[0]);
    tally(report, 'agent_status_periods', periods.count, periodResult[0]);
    tally(report, 'lunch_breaks', lunchStaged, lunchResult[0]);
  }

  // ---------------------------------------------------------------- Master.csv

  private async importCdr(job: ImportJob, input: Readable): Promise<void> {
    const { runner, client, directory, customerId, errors, warnings, report } = job;
    await runner.query(`
      CREATE TEMP TABLE staging_cdr (
        line integer, unique_id text, caller_number text, dialled_number text, routing_exten text, agent_exten text, call_customer_id integer,
        agent_id integer, started_at timestamptz, wait_routing_seconds integer, talk_seconds integer, answered boolean, lost boolean,
        status text, cdr_disposition text, cdr_bill_seconds integer, cdr_channel text, cdr_destination_channel text, cdr_account_code text
      ) ON COMMIT DROP`);
    const stage = new Stage(client, 'staging_cdr', [
      'line',
      'unique_id',
      'caller_number',
      'dialled_number',
      'routing_exten',
      'agent_exten',
      'call_customer_id',
      'agent_id',
      'started_at',
      'wait_routing_seconds',
      'talk_seconds',
      'answered',
      'lost',
      'status',
      'cdr_disposition',
      'cdr_bill_seconds',
      'cdr_channel',
      'cdr_destination_channel',
      'cdr_account_code',
    ]);
    let first = true;
    for await (const record of readCsvRecords(input)) {
      report.LinesRead = record.line;
      if (first && isCdrHeader(record.fields)) {
        first = false;
        continue;
      }
      first = false;
      const checked = validateCdrRecord(record.fields, record.line);
      if (checked.problem) {
        errors.add(checked.problem);
        continue;
      }
      if (errors.total > 0) continue;
      await stage.add(cdrStagingRow(checked.row, directory, warnings));
    }
    if (report.LinesRead === 0) errors.add({ line: 0, reason: 'the file is empty' });
    if (errors.total > 0) return;
    await stage.flush();
    await runner.query(`CREATE INDEX ON staging_cdr (unique_id)`);
    const duplicates = await runner.query(
      `SELECT unique_id, array_agg(line ORDER BY line) AS lines FROM staging_cdr GROUP BY unique_id HAVING count(*) > 1 ORDER BY min(line) LIMIT $1`,
      [MAX_LISTED_PROBLEMS],
    );
    for (const duplicate of duplicates) {
      errors.add({ line: duplicate.lines[1], reason: `duplicate uniqueid ${duplicate.unique_id} (first on line ${duplicate.lines[0]})` });
    }
    if (errors.total > 0) return;

    // CDR rows of calls we know (by uniqueid, from queue_log) complete them; CDR rows of other
    // calls to a call customer's line become calls; the rest (internal, outbound) are skipped.
    const matched = await runner.query(
      `WITH written AS (
         UPDATE telephony.calls c SET cdr_disposition = s.cdr_disposition, cdr_bill_seconds = s.cdr_bill_seconds, cdr_channel = s.cdr_channel,
           cdr_destination_channel = s.cdr_destination_channel, cdr_account_code = s.cdr_account_code,
           caller_number = CASE WHEN c.caller_number = '' THEN s.caller_number ELSE c.caller_number END
         FROM staging_cdr s
         WHERE c.customer_id = $1 AND c.unique_id = s.unique_id
           AND (c.cdr_disposition, c.cdr_bill_seconds, c.cdr_channel, c.cdr_destination_channel, c.cdr_account_code)
               IS DISTINCT FROM (s.cdr_disposition, s.cdr_bill_seconds, s.cdr_channel, s.cdr_destination_channel, s.cdr_account_code)
         RETURNING 1)
       SELECT count(*)::int AS updated FROM written`,
      [customerId],
    );
    const known = await runner.query(
      `SELECT count(*)::int AS n FROM staging_cdr s WHERE EXISTS (SELECT 1 FROM telephony.calls c WHERE c.customer_id = $1 AND c.unique_id = s.unique_id)`,
      [customerId],
    );
    const skipped = await runner.query(
      `SELECT line, dialled_number FROM staging_cdr s WHERE call_customer_id IS NULL
         AND NOT EXISTS (SELECT 1 FROM telephony.calls c WHERE c.customer_id = $1 AND c.unique_id = s.unique_id) ORDER BY line`,
      [customerId],
    );
    for (const row of skipped)
      warnings.add({ line: row.line, reason: `skipped: no queue call with this uniqueid and '${row.dialled_number}' is no call customer's line` });
    const inserted = await runner.query(
      `WITH written AS (
         INSERT INTO telephony.calls (customer_id, unique_id, caller_number, dialled_number, routing_exten, agent_exten, call_customer_id, agent_id,
           started_at, wait_routing_seconds, wait_agent_seconds, talk_seconds, answered, lost, transferred, status, cdr_disposition, cdr_bill_seconds,
           cdr_channel, cdr_destination_channel, cdr_account_code, source)
         SELECT $1, unique_id, caller_number, dialled_number, routing_exten, agent_exten, call_customer_id, agent_id, started_at, wait_routing_seconds,
           0, talk_seconds, answered, lost, false, status, cdr_disposition, cdr_bill_seconds, cdr_channel, cdr_destination_channel, cdr_account_code, 'import'
         FROM staging_cdr s WHERE call_customer_id IS NOT NULL
           AND NOT EXISTS (SELECT 1 FROM telephony.calls c WHERE c.customer_id = $1 AND c.unique_id = s.unique_id)
         ORDER BY line
         ON CONFLICT (customer_id, unique_id) DO NOTHING
         RETURNING 1)
       SELECT count(*)::int AS inserted FROM written`,
      [customerId],
    );
    report.Inserted.calls = inserted[0].inserted;
    report.Updated.calls = matched[0].updated;
    report.Unchanged.calls = known[0].n - matched[0].updated;
  }

  // ---------------------------------------------------------------- native CSV

  private async importNative(job: ImportJob, kind: NativeCsvKind, input: Readable): Promise<void> {
    const { runner, client, directory, customerId, errors, report } = job;
    await runner.query(`
      CREATE TEMP TABLE staging_native (
        line integer, row_key text, agent_id integer, call_customer_id integer, text1 text, text2 text, at1 timestamptz, at2 timestamptz, day date
      ) ON COMMIT DROP`);
    const stage = new Stage(client, 'staging_native', ['line', 'row_key', 'agent_id', 'call_customer_id', 'text1', 'text2', 'at1', 'at2', 'day']);
    let columns: string[] | null = null;
    for await (const record of readCsvRecords(input, [',', ';'])) {
      report.LinesRead = record.line;
      if (columns === null) {
        const header = readNativeHeader(kind, record.fields, record.line);
        if (header.problem) {
          errors.add(header.problem);
          input.resume();
          return;
        }
        columns = header.columns;
        continue;
      }
      const checked = validateNativeRecord(kind, columns, record.fields, record.line);
      if (checked.problem) {
        errors.add(checked.problem);
        continue;
      }
      const row = checked.row as NativeRowByKind[NativeCsvKind];
      let agentId: number | null = null;
      if ('employeeId' in row) {
        const agent = directory.agentOfEmployee(row.employeeId);
        if (!agent) {
          errors.add({ line: record.line, reason: `unknown agent: no agent has employee id '${row.employeeId}'` });
          continue;
        }
        agentId = agent.agentId;
      }
      let callCustomerId: number | null = null;
      if ('callCustomer' in row && row.callCustomer) {
        const customer = directory.callCustomer(row.callCustomer);
        if (!customer) {
          errors.add({ line: record.line, reason: `unknown call customer '${row.callCustomer}'` });
          continue;
        }
        callCustomerId = customer.callCustomerId;
      }
      if (errors.total > 0) continue;
      await stage.add(nativeStagingRow(kind, row, agentId, callCustomerId));
    }
    if (columns === null) errors.add({ line: 0, reason: 'the file is empty (a header row is required)' });
    if (errors.total > 0) return;
    await stage.flush();
    const duplicates = await runner.query(
      `SELECT row_key, array_agg(line ORDER BY line) AS lines FROM staging_native GROUP BY row_key HAVING count(*) > 1 ORDER BY min(line) LIMIT $1`,
      [MAX_LISTED_PROBLEMS],
    );
    for (const d of duplicates) errors.add({ line: d.lines[1], reason: `duplicate row (same key as line ${d.lines[0]})` });
    if (errors.total > 0) return;
    const sql: Record<NativeCsvKind, [string, string]> = {
      absences: [
        'absences',
        `
        INSERT INTO telephony.absences (customer_id, agent_id, started_at, ended_at, reason, source)
        SELECT $1, agent_id, at1, at2, text1, 'import' FROM staging_native ORDER BY line
        ON CONFLICT (customer_id, agent_id, started_at) DO NOTHING`,
      ],
      mail_activities: [
        'mail_activities',
        `
        INSERT INTO telephony.mail_activities (customer_id, mail_id, agent_id, call_customer_id, sent_at, source)
        SELECT $1, text1, agent_id, call_customer_id, at1, 'import' FROM staging_native ORDER BY line
        ON CONFLICT (customer_id, mail_id) DO NOTHING`,
      ],
      pc_inventory: [
        'pc_inventory',
        `
        INSERT INTO telephony.pc_inventory (customer_id, hostname, update_stamp, windows_version, source)
        SELECT $1, text1, at1, text2, 'import' FROM staging_native ORDER BY line
        ON CONFLICT (customer_id, lower(hostname)) DO UPDATE SET update_stamp = excluded.update_stamp, windows_version = excluded.windows_version
        -- An inventory row only moves forward: an older export does not undo a newer one.
        WHERE excluded.update_stamp > telephony.pc_inventory.update_stamp`,
      ],
      lunch_breaks: [
        'lunch_breaks',
        `
        INSERT INTO telephony.lunch_breaks (customer_id, agent_id, break_date, started_at, ended_at, source)
        SELECT $1, agent_id, day, at1, at2, 'import' FROM staging_native ORDER BY line
        ON CONFLICT (customer_id, agent_id, started_at) DO NOTHING`,
      ],
    };
    const [table, statement] = sql[kind];
    const result = await runner.query(
      `WITH written AS (${statement} RETURNING (xmax = 0) AS inserted)
       SELECT count(*) FILTER (WHERE inserted)::int AS inserted, count(*) FILTER (WHERE NOT inserted)::int AS updated FROM written`,
      [customerId],
    );
    tally(report, table, stage.count, result[0]);
  }
}

interface ImportJob {
  runner: QueryRunner;
  client: PoolClient;
  directory: TenantDirectory;
  customerId: number;
  errors: ProblemList;
  warnings: ProblemList;
  report: ImportReport;
}

function tally(report: ImportReport, table: string, staged: number, result: { inserted: number; updated: number }): void {
  report.Inserted[table] = result.inserted;
  report.Updated[table] = result.updated;
  report.Unchanged[table] = staged - result.inserted - result.updated;
}

function cdrStagingRow(row: CdrRow, directory: TenantDirectory, warnings: ProblemList): CopyValue[] {
  const customer = directory.callCustomer(row.destination);
  const answered = row.disposition === 'ANSWERED';
  let agentId: number | null = null;
  let agentExten: string | null = null;
  if (answered && customer) {
    agentExten = extensionOfChannel(row.destinationChannel);
    agentId = agentExten ? (directory.agentOfExten(agentExten)?.agentId ?? null) : null;
    if (agentExten && agentId === null)
      warnings.add({ line: row.line, reason: `answered by extension ${agentExten}, which is no agent's: kept without agent` });
  }
  const waitUntil = row.answeredAt ?? row.endedAt;
  return [
    row.line,
    row.uniqueId,
    row.source,
    row.destination,
    customer?.routingExten ?? row.destination,
    agentExten,
    customer?.callCustomerId ?? null,
    agentId,
    new Date(row.startedAt),
    Math.max(0, Math.round((waitUntil - row.startedAt) / 1000)),
    answered ? row.billSeconds : 0,
    answered,
    !answered,
    // The CDR does not say who hung up: answered calls count as completed by the caller.
    answered ? 'completed_caller' : 'abandoned',
    row.disposition,
    row.billSeconds,
    row.channel,
    row.destinationChannel,
    row.accountCode,
  ];
}

function nativeStagingRow(kind: NativeCsvKind, row: NativeRowByKind[NativeCsvKind], agentId: number | null, callCustomerId: number | null): CopyValue[] {
  const key = nativeRowKey(kind, row);
  switch (kind) {
    case 'absences': {
      const r = row as NativeRowByKind['absences'];
      return [r.line, key, agentId, null, r.reason, null, new Date(r.startedAt), new Date(r.endedAt), null];
    }
    case 'mail_activities': {
      const r = row as NativeRowByKind['mail_activities'];
      return [r.line, key, agentId, callCustomerId, r.mailId, null, new Date(r.sentAt), null, null];
    }
    case 'pc_inventory': {
      const r = row as NativeRowByKind['pc_inventory'];
      return [r.line, key, null, null, r.hostname, r.windowsVersion, new Date(r.updateStamp), null, null];
    }
    default: {
      const r = row as NativeRowByKind['lunch_breaks'];
      return [r.line, key, agentId, null, null, null, new Date(r.startedAt), new Date(r.endedAt), r.day];
    }
  }
}
