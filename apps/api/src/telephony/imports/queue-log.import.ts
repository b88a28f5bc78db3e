/**
 * Asterisk queue_log into calls, agent status periods and lunch breaks (rules: docs/telephony.md
 * and the domain's queue-log-lines.ts and queue-log-calls.ts). Queues and members the tenant's directory does not know are
 * created. Calls are keyed by uniqueid: a second import of a file changes nothing, and a later
 * file completes the calls an earlier one left unfinished.
 */
import { extensionOfChannel } from '@backoffice/domain';
import { QueueLogCallBuilder, lineTextNotices, parseQueueLogLine, type QueueLogCall, type QueueLogStatusPeriod } from '@backoffice/domain/server';
import type { QueryRunner } from 'typeorm';
import { acceptLine, checkCutLastLine, type ImportContext, type LineBatches } from './import-context.js';
import { MAX_LISTED_PROBLEMS, tally } from './import-report.js';
import { Stage } from './staging.js';

/** Later stays of one uniqueid an unfinished call may be kept as (`uniqueid/2` .. `/9`). */
const MAX_STAYS = 9;

export async function importQueueLog(context: ImportContext, batches: LineBatches): Promise<void> {
  const { directory, errors, warnings } = context;
  const writer = await QueueLogWriter.open(context);
  const builder = new QueueLogCallBuilder({ memberKey: (member) => directory.memberKey(member) });
  let entries = 0;
  for await (const batch of batches) {
    for (const line of batch) {
      if (!acceptLine(context, line, lineTextNotices(line)) || !checkCutLastLine(context, line)) continue;
      const parsed = parseQueueLogLine(line.text, line.number);
      if (parsed.problem) errors.add(parsed.problem);
      else if (parsed.entry) {
        builder.add(parsed.entry);
        entries++;
      }
    }
    errors.addAll(builder.problems);
    warnings.addAll(builder.warnings);
    await writer.stage(builder.drain());
    context.progress.rowsWritten = writer.staged;
    await context.reportProgress();
  }
  await writer.stage(builder.finish());
  errors.addAll(builder.problems);
  warnings.addAll(builder.warnings);
  if (entries === 0 && errors.total === 0) errors.add({ line: 0, reason: 'the file holds no queue_log records (it is empty)' });
  if (errors.total > 0) return;
  await writer.write();
}

/**
 * Stages the calls and periods a {@link QueueLogCallBuilder} hands out (temporary tables of the
 * transaction) and writes them idempotently: the file import and the continuous sources
 * (`../sources/`) write through this one path, so the same lines give the same rows.
 */
export class QueueLogWriter {
  /** Staged calls that continue a call of an earlier file, and staged lunch periods: statements for none of them are skipped. */
  private continued = 0;
  private lunches = 0;

  private constructor(
    private readonly context: ImportContext,
    private readonly calls: Stage,
    private readonly periods: Stage,
  ) {}

  /** Rows staged so far. */
  get staged(): number {
    return this.calls.count + this.periods.count;
  }

  static async open(context: ImportContext): Promise<QueueLogWriter> {
    const { runner, client } = context;
    // Kept by the pooled connection and emptied at every commit (a rollback discards the rows anyway): a continuous
    // source writes several times a second, and creating and dropping the tables cost each read 10-100 ms of catalog work.
    await runner.query(`
      CREATE TEMP TABLE IF NOT EXISTS staging_calls (
        line integer, unique_id text, continued boolean, applied boolean NOT NULL DEFAULT false, caller_number text, dialled_number text,
        routing_exten text, agent_exten text, call_customer_id integer, agent_id integer, started_at timestamptz, wait_routing_seconds integer,
        wait_agent_seconds integer, talk_seconds integer, answered boolean, lost boolean, transferred boolean, transfer_target text, status text
      ) ON COMMIT DELETE ROWS`);
    await runner.query(`
      CREATE TEMP TABLE IF NOT EXISTS staging_periods (
        seq integer, line integer, agent_id integer, activity_type text, reason text, exten text, started_at timestamptz, ended_at timestamptz
      ) ON COMMIT DELETE ROWS`);
    const calls = new Stage(client, 'staging_calls', [
      'line',
      'unique_id',
      'continued',
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
    const periods = new Stage(client, 'staging_periods', ['seq', 'line', 'agent_id', 'activity_type', 'reason', 'exten', 'started_at', 'ended_at']);
    return new QueueLogWriter(context, calls, periods);
  }

  /** Stages what the builder handed out (nothing once the import has errors: it will write nothing, only keeps validating). */
  async stage(out: { calls: QueueLogCall[]; periods: QueueLogStatusPeriod[] }): Promise<void> {
    for (const call of out.calls) await this.stageCall(call);
    for (const period of out.periods) await this.stagePeriod(period);
  }

  private async stageCall(call: QueueLogCall): Promise<void> {
    const { directory, errors } = this.context;
    const calls = this.calls;
    if (errors.total > 0) return; // nothing will be written: only keep validating
    if (call.continued) this.continued++;
    const customer = await directory.callCustomerOfQueue(call.queue);
    let agentId: number | null = null;
    let agentExten: string | null = null;
    if (call.agentKey && call.agent) {
      const agent = await directory.agentOfMemberKey(call.agentKey, call.agent);
      agentId = agent.agentId;
      agentExten = extensionOfChannel(call.agent) ?? agent.exten;
    }
    await calls.add([
      call.line,
      call.uniqueId,
      call.continued,
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
  }

  private async stagePeriod(period: QueueLogStatusPeriod): Promise<void> {
    const { directory, errors } = this.context;
    const periods = this.periods;
    if (errors.total > 0) return;
    const agent = await directory.agentOfMemberKey(period.agentKey, period.agent);
    if (period.activityType === 'Mittagspause') this.lunches++;
    await periods.add([
      periods.count,
      period.line,
      agent.agentId,
      period.activityType,
      period.reason,
      extensionOfChannel(period.agent) ?? agent.exten,
      new Date(period.startedAt),
      new Date(period.endedAt),
    ]);
  }

  /** Writes the staged rows into the telephony tables and counts them in the report. */
  async write(): Promise<void> {
    const context = this.context;
    const { runner, directory, customerId, warnings, report } = context;
    const calls = this.calls;
    const periods = this.periods;
    await calls.flush();
    await periods.flush();
    context.progress.phase = 'writing';
    context.progress.rowsWritten = calls.count + periods.count;
    await context.reportProgress();

    // Two names the directory tells apart but the PBX used for one person at once: the first period stays.
    const doubled: { line: number; first_line: number }[] = await runner.query(
      `WITH ranked AS (
         SELECT seq, line, first_value(line) OVER (PARTITION BY agent_id, started_at ORDER BY seq) AS first_line,
                row_number() OVER (PARTITION BY agent_id, started_at ORDER BY seq) AS rank
           FROM staging_periods)
       , removed AS (DELETE FROM staging_periods s USING ranked r WHERE s.seq = r.seq AND r.rank > 1 RETURNING r.line, r.first_line)
       SELECT line, first_line FROM removed ORDER BY line`,
    );
    for (const row of doubled.slice(0, MAX_LISTED_PROBLEMS))
      warnings.add({ line: row.line, reason: `a second status period of the same agent from the same moment (see line ${row.first_line}): skipped` });

    const callsWritten = await writeCalls(context, this.continued > 0);
    const periodResult = await runner.query(
      `WITH written AS (
         INSERT INTO telephony.agent_status_periods (customer_id, agent_id, activity_type, reason, exten, started_at, ended_at, source)
         SELECT $1, agent_id, activity_type, reason, exten, started_at, ended_at, 'import' FROM staging_periods ORDER BY seq
         ON CONFLICT (customer_id, agent_id, started_at) DO UPDATE SET ended_at = excluded.ended_at
         -- A period cut by the end of an earlier, shorter copy of the log grows; nothing else changes.
         WHERE telephony.agent_status_periods.activity_type = excluded.activity_type AND excluded.ended_at > telephony.agent_status_periods.ended_at
         RETURNING (xmax = 0) AS inserted)
       SELECT count(*) FILTER (WHERE inserted)::int AS inserted, count(*) FILTER (WHERE NOT inserted)::int AS updated FROM written`,
      [customerId],
    );
    // Lunch breaks are the Mittagspause periods, on the customer's local day, so the lunch break list matches the log.
    const lunchResult =
      this.lunches === 0
        ? [{ inserted: 0, updated: 0 }]
        : await runner.query(
            `WITH written AS (
         INSERT INTO telephony.lunch_breaks (customer_id, agent_id, break_date, started_at, ended_at, source)
         SELECT $1, agent_id, (started_at AT TIME ZONE $2)::date, started_at, ended_at, 'import' FROM staging_periods WHERE activity_type = 'Mittagspause'
         ON CONFLICT (customer_id, agent_id, started_at) DO UPDATE SET ended_at = excluded.ended_at
         WHERE excluded.ended_at > telephony.lunch_breaks.ended_at
         RETURNING (xmax = 0) AS inserted)
       SELECT count(*) FILTER (WHERE inserted)::int AS inserted, count(*) FILTER (WHERE NOT inserted)::int AS updated FROM written`,
            [customerId, context.timeZone],
          );
    const [counts] = await runner.query(
      `SELECT (SELECT count(*)::int FROM staging_periods) AS periods, (SELECT count(*)::int FROM staging_periods WHERE activity_type = 'Mittagspause') AS lunches`,
    );
    tally(report, 'calls', calls.count, callsWritten);
    tally(report, 'agent_status_periods', counts.periods, periodResult[0]);
    tally(report, 'lunch_breaks', counts.lunches, lunchResult[0]);
    for (const table of ['call_customers', 'agents'] as const) {
      const created = directory.created[table];
      if (created.length === 0) continue;
      report.Created[table] = created;
      report.Inserted[table] = created.length;
    }
  }
}

/** Writes the staged calls: continuations complete the stays an earlier file left unfinished, the rest are inserted or complete themselves. */
async function writeCalls({ runner, customerId }: ImportContext, anyContinued: boolean): Promise<{ inserted: number; updated: number }> {
  // Without continued calls both statements change nothing (and would still run the count tables' statement triggers).
  const completed = anyContinued ? await completeContinued(runner, customerId) : 0;
  const [written] = await runner.query(
    `WITH written AS (
       INSERT INTO telephony.calls (customer_id, unique_id, caller_number, dialled_number, routing_exten, agent_exten, call_customer_id, agent_id,
         started_at, wait_routing_seconds, wait_agent_seconds, talk_seconds, answered, lost, transferred, transfer_target, status, source)
       SELECT $1, unique_id, caller_number, dialled_number, routing_exten, agent_exten, call_customer_id, agent_id, started_at,
         wait_routing_seconds, wait_agent_seconds, talk_seconds, answered, lost, transferred, transfer_target, status, 'import'
       FROM staging_calls WHERE NOT applied ORDER BY line
       ON CONFLICT (customer_id, unique_id) DO UPDATE SET
         agent_exten = excluded.agent_exten, agent_id = excluded.agent_id, wait_routing_seconds = excluded.wait_routing_seconds,
         wait_agent_seconds = excluded.wait_agent_seconds, talk_seconds = excluded.talk_seconds, answered = excluded.answered,
         lost = excluded.lost, transferred = excluded.transferred, transfer_target = excluded.transfer_target, status = excluded.status,
         caller_number = CASE WHEN telephony.calls.caller_number = '' THEN excluded.caller_number ELSE telephony.calls.caller_number END
       -- Only a call an earlier file saw unfinished is updated (a longer copy of the same log completes it).
       WHERE telephony.calls.status = 'unfinished'
         AND (telephony.calls.status, telephony.calls.talk_seconds, telephony.calls.wait_routing_seconds, telephony.calls.wait_agent_seconds,
              telephony.calls.agent_id, telephony.calls.answered)
             IS DISTINCT FROM (excluded.status, excluded.talk_seconds, excluded.wait_routing_seconds, excluded.wait_agent_seconds, excluded.agent_id,
              excluded.answered)
       RETURNING (xmax = 0) AS inserted)
     SELECT count(*) FILTER (WHERE inserted)::int AS inserted, count(*) FILTER (WHERE NOT inserted)::int AS updated FROM written`,
    [customerId],
  );
  return { inserted: written.inserted, updated: written.updated + completed };
}

/** Continued calls complete the latest unfinished stay of their uniqueid an earlier file wrote; the number completed. */
async function completeContinued(runner: QueryRunner, customerId: number): Promise<number> {
  // A call continued from an earlier file is the latest unfinished stay of its uniqueid there.
  // One pass over the staged rows (a join of the unanalysed temp table with itself was planned as a nested loop: quadratic).
  await runner.query(
    `UPDATE staging_calls s SET unique_id = coalesce(
         (SELECT c.unique_id FROM telephony.calls c
           WHERE c.customer_id = $1 AND c.status = 'unfinished'
             AND c.unique_id = ANY (ARRAY[s.unique_id] || ARRAY(SELECT s.unique_id || '/' || n FROM generate_series(2, $2::int) n))
           ORDER BY length(c.unique_id) DESC, c.unique_id DESC LIMIT 1),
         s.unique_id)
      WHERE s.continued`,
    [customerId, MAX_STAYS],
  );
  // It keeps what the earlier file knew (start, caller, the waits of its CONNECT) and gets the outcome.
  const [completed] = await runner.query(
    `WITH completed AS (
       UPDATE telephony.calls c SET
         agent_id = CASE WHEN s.lost THEN NULL ELSE coalesce(s.agent_id, c.agent_id) END,
         agent_exten = CASE WHEN s.lost THEN NULL ELSE coalesce(s.agent_exten, c.agent_exten) END,
         wait_routing_seconds = CASE WHEN c.wait_routing_seconds IS NULL THEN s.wait_routing_seconds ELSE c.wait_routing_seconds END,
         wait_agent_seconds = CASE WHEN c.wait_routing_seconds IS NULL THEN s.wait_agent_seconds ELSE c.wait_agent_seconds END,
         talk_seconds = s.talk_seconds, answered = s.answered, lost = s.lost, transferred = s.transferred, transfer_target = s.transfer_target,
         status = s.status, caller_number = CASE WHEN c.caller_number = '' THEN s.caller_number ELSE c.caller_number END
       FROM staging_calls s
       WHERE s.continued AND c.customer_id = $1 AND c.unique_id = s.unique_id AND c.status = 'unfinished'
       RETURNING s.line),
     marked AS (UPDATE staging_calls SET applied = true WHERE line IN (SELECT line FROM completed) RETURNING 1)
     SELECT count(*)::int AS updated FROM marked`,
    [customerId],
  );
  return completed.updated;
}
