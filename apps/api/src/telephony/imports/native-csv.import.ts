/**
 * Our own CSVs (absences, mail activities, PC inventory, lunch breaks; columns in the domain's
 * native-csv.ts), read in the customer's time zone. Agents are named by employee id and must
 * exist; each kind has a key, a repeated key in a file is rejected, and a key already stored is
 * left as it is (PC inventory: a newer update stamp updates it).
 */
import {
  CsvRecordReader,
  UnterminatedQuoteError,
  lineTextNotices,
  nativeCsvDelimiterOf,
  nativeRowKey,
  readNativeHeader,
  recordProblem,
  validateNativeRecord,
  type NativeCsvKind,
  type NativeRowByKind,
} from '@backoffice/domain/server';
import type { CopyValue } from '../../platform/database/pg-copy-stream.js';
import { acceptLine, type ImportContext, type LineBatches } from './import-context.js';
import { MAX_LISTED_PROBLEMS, tally } from './import-report.js';
import { Stage } from './staging.js';

const WRITES: Record<NativeCsvKind, string> = {
  absences: `
    INSERT INTO telephony.absences (customer_id, agent_id, started_at, ended_at, reason, source)
    SELECT $1, agent_id, at1, at2, text1, 'import' FROM staging_native ORDER BY line
    ON CONFLICT (customer_id, agent_id, started_at) DO NOTHING`,
  mail_activities: `
    INSERT INTO telephony.mail_activities (customer_id, mail_id, agent_id, call_customer_id, sent_at, source)
    SELECT $1, text1, agent_id, call_customer_id, at1, 'import' FROM staging_native ORDER BY line
    ON CONFLICT (customer_id, mail_id) DO NOTHING`,
  pc_inventory: `
    INSERT INTO telephony.pc_inventory (customer_id, hostname, update_stamp, windows_version, source)
    SELECT $1, text1, at1, text2, 'import' FROM staging_native ORDER BY line
    ON CONFLICT (customer_id, lower(hostname)) DO UPDATE SET update_stamp = excluded.update_stamp, windows_version = excluded.windows_version
    -- An inventory row only moves forward: an older export does not undo a newer one.
    WHERE excluded.update_stamp > telephony.pc_inventory.update_stamp`,
  lunch_breaks: `
    INSERT INTO telephony.lunch_breaks (customer_id, agent_id, break_date, started_at, ended_at, source)
    SELECT $1, agent_id, day, at1, at2, 'import' FROM staging_native ORDER BY line
    ON CONFLICT (customer_id, agent_id, started_at) DO NOTHING`,
};

export async function importNativeCsv(context: ImportContext, kind: NativeCsvKind, batches: LineBatches): Promise<void> {
  const { runner, client, directory, customerId, errors, report } = context;
  await runner.query(`
    CREATE TEMP TABLE staging_native (
      line integer, row_key text, agent_id integer, call_customer_id integer, text1 text, text2 text, at1 timestamptz, at2 timestamptz, day date
    ) ON COMMIT DROP`);
  const stage = new Stage(client, 'staging_native', ['line', 'row_key', 'agent_id', 'call_customer_id', 'text1', 'text2', 'at1', 'at2', 'day']);
  let reader: CsvRecordReader | null = null;
  let columns: string[] | null = null;
  try {
    reading: for await (const batch of batches) {
      for (const line of batch) {
        if (!acceptLine(context, line, lineTextNotices(line))) continue;
        reader ??= new CsvRecordReader(nativeCsvDelimiterOf(line.text));
        const record = reader.push(line);
        if (!record) continue;
        if (columns === null) {
          const header = readNativeHeader(kind, record.fields, record.line);
          if (header.problem) {
            errors.add(header.problem);
            break reading;
          }
          columns = header.columns;
          continue;
        }
        const checked = validateNativeRecord(kind, columns, record.fields, record.line, context.timeZone);
        if (checked.problem) {
          errors.add(recordProblem(record, checked.problem.reason));
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
        await stage.add(stagingRow(kind, row, agentId, callCustomerId));
      }
      context.progress.rowsWritten = stage.count;
      await context.reportProgress();
    }
    reader?.end();
  } catch (error) {
    if (!(error instanceof UnterminatedQuoteError)) throw error;
    errors.add({ line: error.line, reason: error.message });
  }
  if (columns === null && errors.total === 0) errors.add({ line: 0, reason: 'the file is empty (a header row is required)' });
  if (errors.total > 0) return;
  await stage.flush();
  context.progress.phase = 'writing';
  await context.reportProgress();
  const duplicates = await runner.query(
    `SELECT row_key, array_agg(line ORDER BY line) AS lines FROM staging_native GROUP BY row_key HAVING count(*) > 1 ORDER BY min(line) LIMIT $1`,
    [MAX_LISTED_PROBLEMS],
  );
  for (const d of duplicates) errors.add({ line: d.lines[1], reason: `duplicate row (same key as line ${d.lines[0]})` });
  if (errors.total > 0) return;
  const [result] = await runner.query(
    `WITH written AS (${WRITES[kind]} RETURNING (xmax = 0) AS inserted)
     SELECT count(*) FILTER (WHERE inserted)::int AS inserted, count(*) FILTER (WHERE NOT inserted)::int AS updated FROM written`,
    [customerId],
  );
  tally(report, kind, stage.count, result);
  context.progress.rowsWritten = result.inserted + result.updated;
}

function stagingRow(kind: NativeCsvKind, row: NativeRowByKind[NativeCsvKind], agentId: number | null, callCustomerId: number | null): CopyValue[] {
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
