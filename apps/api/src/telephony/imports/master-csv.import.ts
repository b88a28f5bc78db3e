/**
 * Asterisk cdr-csv (Master.csv or a per-account file) into calls (rules: docs/telephony.md and the
 * domain's cdr-csv.ts):
 * - rows are grouped by uniqueid (a call has several CDRs); the representative row is the one an
 *   agent answered (ANSWERED with a destination channel), else the Queue row, else the longest;
 * - a call the queue_log import knows (its uniqueid, or a requeued stay `uniqueid/N`) gets the
 *   CDR columns and keeps its own outcome: ANSWERED on a Queue row only means the queue answered;
 * - another call to a call customer's line becomes a call; the rest (internal, outbound) is
 *   skipped with a warning;
 * - times are read as UTC or as the customer's local time, as the uniqueids tell (see
 *   CdrClockDetector); without uniqueids in the customer's time zone;
 * - a Master.csv and an account file (the same rows again) never count a call twice: calls are
 *   keyed by uniqueid (or, without one, by channel and start).
 */
import { extensionOfChannel } from '@backoffice/domain';
import {
  CdrClockDetector,
  CsvRecordReader,
  UnterminatedQuoteError,
  cdrInstants,
  isCdrHeader,
  recordProblem,
  lineTextNotices,
  uniqueIdEpoch,
  validateCdrRecord,
  type CdrClock,
  type CdrRow,
} from '@backoffice/domain/server';
import { acceptLine, checkCutLastLine, type ImportContext, type LineBatches } from './import-context.js';
import { Stage } from './staging.js';

/** Rows held back until enough uniqueids told the file's clock. */
const CLOCK_SAMPLES = 50;
const MAX_STAYS = 9;

export async function importMasterCsv(context: ImportContext, batches: LineBatches): Promise<void> {
  const { runner, client, directory, customerId, errors, warnings, report } = context;
  await runner.query(`
    CREATE TEMP TABLE staging_cdr (
      line integer, call_key text, has_unique_id boolean, last_app text, disposition text, caller_number text, destination text,
      channel text, destination_channel text, account_code text, call_customer_id integer, agent_exten text, agent_id integer,
      started_at timestamptz, answered_at timestamptz, ended_at timestamptz, duration_seconds integer, bill_seconds integer
    ) ON COMMIT DROP`);
  const stage = new Stage(client, 'staging_cdr', [
    'line',
    'call_key',
    'has_unique_id',
    'last_app',
    'disposition',
    'caller_number',
    'destination',
    'channel',
    'destination_channel',
    'account_code',
    'call_customer_id',
    'agent_exten',
    'agent_id',
    'started_at',
    'answered_at',
    'ended_at',
    'duration_seconds',
    'bill_seconds',
  ]);
  const detector = new CdrClockDetector(context.timeZone);
  let clock: CdrClock | null = null;
  const held: CdrRow[] = [];

  const stageRow = async (row: CdrRow, rowClock: CdrClock) => {
    const times = cdrInstants(row, rowClock, context.timeZone);
    if (times.problem) return errors.add(times.problem);
    if (errors.total > 0) return;
    // A Queue row names its queue first in lastdata ('2001,t'); other rows are found by the dialled number.
    const queue = /^queue$/i.test(row.lastApplication) ? row.lastData.split(/[,|]/)[0].trim() : '';
    const customer = (queue && directory.callCustomer(queue)) || directory.callCustomer(row.destination);
    const agentExten = row.destinationChannel ? extensionOfChannel(row.destinationChannel) : null;
    await stage.add([
      row.line,
      row.uniqueId ?? `cdr:${row.channel}@${new Date(times.startedAt).toISOString()}`,
      row.uniqueId !== null,
      row.lastApplication,
      row.disposition,
      row.source,
      row.destination,
      row.channel,
      row.destinationChannel,
      row.accountCode,
      customer?.callCustomerId ?? null,
      agentExten,
      agentExten ? (directory.agentOfExten(agentExten)?.agentId ?? null) : null,
      new Date(times.startedAt),
      times.answeredAt === null ? null : new Date(times.answeredAt),
      new Date(times.endedAt),
      row.durationSeconds,
      row.billSeconds,
    ]);
  };
  const decideClock = async () => {
    const decision = detector.decide();
    clock = decision?.clock ?? 'local';
    if (decision && !decision.fits)
      warnings.add({
        line: 0,
        reason: `the start times fit neither UTC nor ${context.timeZone} when compared with the uniqueids: read as ${context.timeZone}`,
      });
    report.TimesReadIn = clock === 'utc' ? 'UTC' : context.timeZone;
    for (const row of held.splice(0)) await stageRow(row, clock);
  };

  const reader = new CsvRecordReader(',');
  let rows = 0;
  let first = true;
  try {
    for await (const batch of batches) {
      for (const line of batch) {
        if (!acceptLine(context, line, lineTextNotices(line)) || !checkCutLastLine(context, line)) continue;
        const record = reader.push(line);
        if (!record) continue;
        if (first && isCdrHeader(record.fields)) {
          first = false;
          continue;
        }
        first = false;
        const checked = validateCdrRecord(record.fields, record.line);
        if (checked.problem) {
          errors.add(recordProblem(record, checked.problem.reason));
          continue;
        }
        rows++;
        if (clock !== null) {
          await stageRow(checked.row, clock);
          continue;
        }
        const epoch = checked.row.uniqueId === null ? null : uniqueIdEpoch(checked.row.uniqueId);
        if (epoch !== null) detector.add(checked.row.startWallClock, epoch);
        held.push(checked.row);
        if (detector.sampleCount >= CLOCK_SAMPLES) await decideClock();
      }
      context.progress.rowsWritten = stage.count;
      await context.reportProgress();
    }
    reader.end();
  } catch (error) {
    if (!(error instanceof UnterminatedQuoteError)) throw error;
    errors.add({ line: error.line, reason: error.message });
  }
  if (clock === null) await decideClock();
  if (rows === 0 && errors.total === 0) errors.add({ line: 0, reason: 'the file holds no CDR rows (it is empty)' });
  if (errors.total > 0) return;
  await stage.flush();
  context.progress.phase = 'writing';
  await context.reportProgress();

  // One call per uniqueid, represented by the row an agent answered, else the Queue row, else the longest.
  await runner.query(`
    CREATE TEMP TABLE cdr_calls ON COMMIT DROP AS
    SELECT DISTINCT ON (call_key) call_key, has_unique_id, line, last_app, disposition, caller_number, destination, channel,
      destination_channel, account_code, agent_exten, agent_id, answered_at, bill_seconds,
      disposition = 'ANSWERED' AND destination_channel <> '' AS agent_answered,
      coalesce(call_customer_id, first_value(call_customer_id) OVER (PARTITION BY call_key ORDER BY call_customer_id IS NULL, line)) AS call_customer_id,
      min(started_at) OVER (PARTITION BY call_key) AS first_start,
      max(ended_at) OVER (PARTITION BY call_key) AS last_end
    FROM staging_cdr
    ORDER BY call_key, (disposition = 'ANSWERED' AND destination_channel <> '') DESC, (last_app ILIKE 'queue') DESC, duration_seconds DESC, line`);
  // The call each CDR belongs to: by uniqueid or a requeued stay of it, the stay an agent answered first, else the last.
  await runner.query(`ALTER TABLE cdr_calls ADD COLUMN call_id bigint`);
  await runner.query(
    `UPDATE cdr_calls r SET call_id = (
       SELECT c.call_id FROM telephony.calls c
        WHERE c.customer_id = $1 AND c.unique_id = ANY (ARRAY[r.call_key] || ARRAY(SELECT r.call_key || '/' || n FROM generate_series(2, $2::int) n))
        ORDER BY c.answered DESC, length(c.unique_id) DESC, c.unique_id DESC LIMIT 1)`,
    [customerId, MAX_STAYS],
  );
  const [matched] = await runner.query(
    `WITH written AS (
       UPDATE telephony.calls c SET cdr_disposition = r.disposition, cdr_bill_seconds = r.bill_seconds, cdr_channel = r.channel,
         cdr_destination_channel = r.destination_channel, cdr_account_code = r.account_code,
         caller_number = CASE WHEN c.caller_number = '' THEN r.caller_number ELSE c.caller_number END
       FROM cdr_calls r
       WHERE c.call_id = r.call_id
         AND (c.cdr_disposition, c.cdr_bill_seconds, c.cdr_channel, c.cdr_destination_channel, c.cdr_account_code)
             IS DISTINCT FROM (r.disposition, r.bill_seconds, r.channel, r.destination_channel, r.account_code)
       RETURNING 1)
     SELECT count(*)::int AS updated, (SELECT count(*)::int FROM cdr_calls WHERE call_id IS NOT NULL) AS known FROM written`,
  );
  const skipped: { line: number; destination: string }[] = await runner.query(
    `SELECT line, destination FROM cdr_calls WHERE call_id IS NULL AND call_customer_id IS NULL ORDER BY line`,
  );
  for (const row of skipped)
    warnings.add({ line: row.line, reason: `skipped: no queue call with this uniqueid and '${row.destination}' is no call customer's line` });
  const unknownAgents: { line: number; agent_exten: string }[] = await runner.query(
    `SELECT line, agent_exten FROM cdr_calls WHERE call_id IS NULL AND call_customer_id IS NOT NULL AND agent_answered AND agent_exten IS NOT NULL AND agent_id IS NULL ORDER BY line`,
  );
  for (const row of unknownAgents)
    warnings.add({ line: row.line, reason: `answered by extension ${row.agent_exten}, which is no agent's: kept without agent` });
  // A call to a call customer's line that queue_log did not bring: answered only when an agent's leg answered.
  const [inserted] = await runner.query(
    `WITH written AS (
       INSERT INTO telephony.calls (customer_id, unique_id, caller_number, dialled_number, routing_exten, agent_exten, call_customer_id, agent_id,
         started_at, wait_routing_seconds, wait_agent_seconds, talk_seconds, answered, lost, transferred, status, cdr_disposition, cdr_bill_seconds,
         cdr_channel, cdr_destination_channel, cdr_account_code, source)
       SELECT $1, r.call_key, r.caller_number, coalesce(k.dialled_number, r.destination), k.routing_exten,
         CASE WHEN r.agent_answered THEN r.agent_exten END, r.call_customer_id, CASE WHEN r.agent_answered THEN r.agent_id END,
         r.first_start,
         greatest(0, round(extract(epoch FROM (CASE WHEN r.agent_answered THEN coalesce(r.answered_at, r.last_end) ELSE r.last_end END) - r.first_start)))::int,
         0, CASE WHEN r.agent_answered THEN r.bill_seconds ELSE 0 END, r.agent_answered, NOT r.agent_answered, false,
         -- The CDR does not say who hung up: answered calls count as completed by the caller.
         CASE WHEN r.agent_answered THEN 'completed_caller' ELSE 'abandoned' END,
         r.disposition, r.bill_seconds, r.channel, r.destination_channel, r.account_code, 'import'
       FROM cdr_calls r JOIN telephony.call_customers k ON k.call_customer_id = r.call_customer_id
       WHERE r.call_id IS NULL
       ORDER BY r.line
       ON CONFLICT (customer_id, unique_id) DO NOTHING
       RETURNING 1)
     SELECT count(*)::int AS inserted FROM written`,
    [customerId],
  );
  report.Inserted.calls = inserted.inserted;
  report.Updated.calls = matched.updated;
  report.Unchanged.calls = matched.known - matched.updated;
  context.progress.rowsWritten = inserted.inserted + matched.updated;
}
