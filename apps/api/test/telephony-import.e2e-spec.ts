import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { TelephonyImportKind } from '@backoffice/contracts';
import { Readable } from 'node:stream';
import { TelephonyImporter, UnknownTenantError } from '../src/telephony/imports/telephony-importer.js';
import { createTelephonyTestDatabase, type TelephonyTestDatabase } from './telephony-support/telephony-database.js';

const T = 1767261600; // 2026-01-01 10:00:00 UTC, 11:00 in Vienna
const iso = (seconds: number) => new Date((T + seconds) * 1000).toISOString();
/** A realistic uniqueid: the channel's creation second and a sequence number. */
const uid = (seconds: number, sequence: number) => `${T + seconds}.${sequence}`;
const lines = (...rows: string[]) => rows.join('\n') + '\n';

const A = uid(10, 1);
const B = uid(30, 3);
const C = uid(120, 4);
const D = uid(230, 6);
const E = uid(240, 7);

/** A morning of two agents and two queues, with each kind of call the statistics tools count. */
const QUEUE_LOG = lines(
  `${T}|NONE|NONE|NONE|QUEUESTART|`,
  `${T}|NONE|2001|PJSIP/3001|ADDMEMBER|`,
  `${T}|NONE|2002|PJSIP/3001|ADDMEMBER|`,
  `${T + 5}|NONE|2001|PJSIP/3002|ADDMEMBER|`,
  `${T + 10}|${A}|2001|NONE|ENTERQUEUE||06641234567|1`,
  `${T + 25}|${A}|2001|PJSIP/3001|CONNECT|15|${uid(25, 2)}|3`,
  `${T + 30}|${B}|2001|NONE|ENTERQUEUE||015551234|1`,
  `${T + 40}|${B}|2001|PJSIP/3002|RINGNOANSWER|8000`,
  `${T + 75}|${B}|2001|NONE|ABANDON|1|1|45`,
  `${T + 100}|NONE|2001|PJSIP/3002|PAUSE|Mittag`,
  `${T + 120}|${C}|2002|NONE|ENTERQUEUE||0316777888|1`,
  `${T + 180}|${C}|2002|NONE|EXITWITHTIMEOUT|1|1|60`,
  `${T + 180}|${C}|2001|NONE|ENTERQUEUE||0316777888|1`,
  `${T + 205}|${A}|2001|PJSIP/3001|COMPLETECALLER|15|180|1`,
  `${T + 210}|${C}|2001|PJSIP/3001|CONNECT|30|${uid(210, 5)}|2`,
  `${T + 220}|NONE|2001|PJSIP/3002|UNPAUSE|`,
  `${T + 230}|${D}|2001|NONE|ENTERQUEUE||06991112223|1`,
  `${T + 240}|${E}|2002|NONE|ENTERQUEUE||06645556667|1`,
  `${T + 250}|${E}|2002|PJSIP/3002|CONNECT|10|${uid(250, 8)}|4`,
  `${T + 260}|NONE|2001|PJSIP/3001|PAUSE|Besprechung`,
  `${T + 270}|${C}|2001|PJSIP/3001|TRANSFER|4000|from-internal|30|60|1`,
  `${T + 310}|NONE|2001|PJSIP/3001|REMOVEMEMBER|`,
  `${T + 320}|NONE|2002|PJSIP/3001|REMOVEMEMBER|`,
  `${T + 330}|NONE|NONE|NONE|CONFIGRELOAD|`,
);

/** A Master.csv row (18 columns) in the PBX's local time (Vienna). */
function cdr(row: {
  account?: string;
  src: string;
  dst: string;
  channel: string;
  dstChannel?: string;
  app: string;
  data?: string;
  start: string;
  answer?: string;
  end: string;
  duration: number;
  billsec: number;
  disposition: string;
  uniqueId: string;
}): string {
  const q = (text: string) => `"${text.replace(/"/g, '""')}"`;
  return [
    q(row.account ?? ''),
    q(row.src),
    q(row.dst),
    q('from-pstn'),
    q(`"Caller" <${row.src}>`),
    q(row.channel),
    q(row.dstChannel ?? ''),
    q(row.app),
    q(row.data ?? ''),
    q(row.start),
    row.answer ? q(row.answer) : '',
    q(row.end),
    row.duration,
    row.billsec,
    q(row.disposition),
    q('DOCUMENTATION'),
    q(row.uniqueId),
    q(''),
  ].join(',');
}

describe('telephony imports', () => {
  let db: TelephonyTestDatabase;
  let imports: TelephonyImporter;
  let tenant: number;
  const run = async (kind: TelephonyImportKind, text: string | Buffer, options: { customerId?: number; fileName?: string } = {}) => {
    const customerId = options.customerId ?? tenant;
    const fileName = options.fileName ?? `${kind}.txt`;
    const importId = await imports.runs.open({ customerId, kind, fileName, userId: null, status: 'queued' });
    const report = await imports.importFile({ kind, customerId, fileName, input: Readable.from([Buffer.from(text)]), importId });
    return Object.assign(report, { importId });
  };
  const runOf = async (importId: number) =>
    (
      await db.query<{ status: string; reason: string | null; rows_written: number; error_count: number; report: { Accepted: boolean } | null }>(
        `SELECT status, reason, rows_written, error_count, report FROM telephony.import_runs WHERE import_id = $1`,
        [importId],
      )
    )[0];
  const callsOf = () =>
    db.query<Record<string, unknown>>(
      `SELECT c.unique_id, a.employee_id, k.code, c.routing_exten, c.agent_exten, c.caller_number, c.started_at, c.wait_routing_seconds,
              c.wait_agent_seconds, c.talk_seconds, c.answered, c.lost, c.transferred, c.status, c.cdr_disposition, c.cdr_bill_seconds
         FROM telephony.calls c LEFT JOIN telephony.agents a ON a.agent_id = c.agent_id
         LEFT JOIN telephony.call_customers k ON k.call_customer_id = c.call_customer_id
        WHERE c.customer_id = $1 ORDER BY c.unique_id`,
      [tenant],
    );
  const callOf = async (uniqueId: string) => (await callsOf()).find((c) => c.unique_id === uniqueId);

  beforeAll(async () => {
    db = await createTelephonyTestDatabase();
    tenant = db.customerIds[0];
    imports = new TelephonyImporter(db.dataSource);
    await db.query(
      `INSERT INTO telephony.call_customers (customer_id, code, name, routing_exten, dialled_number, queue_name)
       VALUES ($1, 'K001', 'Wiener Versicherung', '2001', '0800200100', '2001'), ($1, 'K002', 'Alpen Reisen', '2002', '0800200101', '2002')`,
      [tenant],
    );
    await db.query(
      `INSERT INTO telephony.agents (customer_id, employee_id, username, first_name, last_name, exten, pbx_member)
       VALUES ($1, '10001', 'anna.gruber', 'Anna', 'Gruber', '3001', 'PJSIP/3001'), ($1, '10002', 'lukas.huber', 'Lukas', 'Huber', '3002', NULL)`,
      [tenant],
    );
  }, 60_000);
  afterAll(() => db?.close(), 30_000);

  describe('queue_log', () => {
    it('turns a queue_log into calls, waits, lost calls and status periods', async () => {
      const report = await run('queue_log', QUEUE_LOG);
      expect(report).toMatchObject({ Accepted: true, LinesRead: 24, Errors: [], Warnings: [], Created: {} });
      expect(report.Inserted).toEqual({ calls: 6, agent_status_periods: 7, lunch_breaks: 1 });
      expect(await runOf(report.importId)).toMatchObject({ status: 'imported', reason: null, rows_written: 14, error_count: 0 });
      const calls = await callsOf();
      expect(calls.map((c) => c.unique_id)).toEqual([A, B, C, `${C}/2`, D, E]);
      expect(await callOf(A)).toMatchObject({
        employee_id: '10001',
        code: 'K001',
        routing_exten: '2001',
        agent_exten: '3001',
        caller_number: '06641234567',
        wait_routing_seconds: 12,
        wait_agent_seconds: 3,
        talk_seconds: 180,
        answered: true,
        lost: false,
        transferred: false,
        status: 'completed_caller',
      });
      expect(new Date((await callOf(A))!.started_at as string).toISOString()).toBe(iso(10));
      expect(await callOf(B)).toMatchObject({ employee_id: null, wait_routing_seconds: 45, answered: false, lost: true, status: 'abandoned' });
      expect(await callOf(C)).toMatchObject({ code: 'K002', wait_routing_seconds: 60, lost: true, status: 'timeout' });
      expect(await callOf(`${C}/2`)).toMatchObject({
        employee_id: '10001',
        wait_routing_seconds: 28,
        wait_agent_seconds: 2,
        talk_seconds: 60,
        transferred: true,
        status: 'transferred',
      });
      // No exit event before the log ends: unfinished, with only what the file says.
      expect(await callOf(D)).toMatchObject({ answered: false, lost: false, wait_routing_seconds: null, talk_seconds: null, status: 'unfinished' });
      // Agent PJSIP/3002 has no member name on file: found by its extension.
      expect(await callOf(E)).toMatchObject({
        employee_id: '10002',
        agent_exten: '3002',
        answered: true,
        wait_routing_seconds: 6,
        wait_agent_seconds: 4,
        talk_seconds: null,
        status: 'unfinished',
      });

      const periods = await db.query<{ employee_id: string; activity_type: string; started_at: Date; ended_at: Date }>(
        `SELECT a.employee_id, p.activity_type, p.started_at, p.ended_at FROM telephony.agent_status_periods p
           JOIN telephony.agents a ON a.agent_id = p.agent_id WHERE p.customer_id = $1 ORDER BY a.employee_id, p.started_at`,
        [tenant],
      );
      expect(periods.map((p) => [p.employee_id, p.activity_type, new Date(p.started_at).toISOString(), new Date(p.ended_at).toISOString()])).toEqual([
        ['10001', 'Call', iso(0), iso(260)],
        ['10001', 'Besprechung', iso(260), iso(320)],
        ['10002', 'Call', iso(5), iso(32)],
        ['10002', 'Timeout bei Anruf', iso(32), iso(40)],
        ['10002', 'Call', iso(40), iso(100)],
        ['10002', 'Mittagspause', iso(100), iso(220)],
        ['10002', 'Call', iso(220), iso(330)],
      ]);
      const lunches = await db.query<{ break_date: string; started_at: Date }>(
        `SELECT break_date::text, started_at FROM telephony.lunch_breaks WHERE customer_id = $1`,
        [tenant],
      );
      expect(lunches.map((l) => [l.break_date, new Date(l.started_at).toISOString()])).toEqual([['2026-01-01', iso(100)]]);
    });

    it('changes nothing when the same file comes again, and says so', async () => {
      const before = await callsOf();
      const report = await run('queue_log', QUEUE_LOG);
      expect(report.Accepted).toBe(true);
      expect(report.Inserted).toEqual({ calls: 0, agent_status_periods: 0, lunch_breaks: 0 });
      expect(report.Unchanged).toEqual({ calls: 6, agent_status_periods: 7, lunch_breaks: 1 });
      expect(await callsOf()).toEqual(before);
    });

    it('completes unfinished calls from the next file, keeping what the first file knew', async () => {
      const report = await run('queue_log', lines(`${T + 400}|${E}|2002|PJSIP/3002|COMPLETEAGENT|10|150|1`, `${T + 401}|${D}|2001|NONE|ABANDON|1|1|171`));
      expect(report).toMatchObject({ Accepted: true, Inserted: { calls: 0 }, Updated: { calls: 2 } });
      expect(await callOf(E)).toMatchObject({
        talk_seconds: 150,
        wait_routing_seconds: 6,
        wait_agent_seconds: 4,
        status: 'completed_agent',
        employee_id: '10002',
      });
      expect(new Date((await callOf(E))!.started_at as string).toISOString()).toBe(iso(240));
      expect(await callOf(D)).toMatchObject({ lost: true, status: 'abandoned', wait_routing_seconds: 171, talk_seconds: 0 });
    });

    it('rejects a file with bad rows, lists them, writes nothing and records why', async () => {
      const before = await callsOf();
      const F = uid(500, 9);
      const report = await run(
        'queue_log',
        lines(`${T + 500}|${F}|2001|NONE|ENTERQUEUE||0664|1`, `not-a-time|${F}|2001|NONE|ABANDON|1|1|5`, `${T + 510}|${F}|2001|PJSIP/3001|CONNECT|-4|x|1`),
      );
      expect(report.Accepted).toBe(false);
      expect(report.Errors).toEqual([
        { Line: 2, Reason: "bad timestamp 'not-a-time' (epoch seconds or YYYY-MM-DD HH:MM:SS)" },
        { Line: 3, Reason: 'CONNECT data1 (holdtime) is negative: -4' },
      ]);
      expect(report.Inserted).toEqual({});
      expect(await callsOf()).toEqual(before);
      expect(await runOf(report.importId)).toMatchObject({
        status: 'rejected',
        reason: "2 problems, nothing written; first line 2: bad timestamp 'not-a-time' (epoch seconds or YYYY-MM-DD HH:MM:SS)",
        rows_written: 0,
        error_count: 2,
        report: { Accepted: false },
      });
    });

    it('creates queues and agents the directory does not know, and lists them as created', async () => {
      const G = uid(610, 11);
      const report = await run(
        'queue_log',
        lines(
          `${T + 600}|NONE|support|Maria Berger|ADDMEMBER|`,
          `${T + 600}|NONE|NONE|maria berger|UNPAUSEALL|`,
          `${T + 610}|${G}|support|NONE|ENTERQUEUE||0676111|1`,
          `${T + 620}|${G}|support|MARIA BERGER|CONNECT|10|${uid(620, 12)}|4`,
          `${T + 700}|${G}|support|Maria Berger|COMPLETECALLER|10|80|1`,
          `${T + 710}|NONE|support|SIP/3777|ADDMEMBER|`,
          `${T + 800}|NONE|support|Maria Berger|REMOVEMEMBER|`,
          `${T + 800}|NONE|support|SIP/3777|REMOVEMEMBER|`,
        ),
      );
      expect(report).toMatchObject({ Accepted: true, Errors: [] });
      expect(report.Created).toEqual({ call_customers: ['support'], agents: ['Maria Berger', 'SIP/3777'] });
      expect(report.Inserted).toMatchObject({ calls: 1, agent_status_periods: 2, call_customers: 1, agents: 2 });
      expect(await callOf(G)).toMatchObject({ employee_id: 'Maria Berger', code: 'support', routing_exten: 'support', talk_seconds: 80 });
      const [agent] = await db.query(
        `SELECT first_name, last_name, exten, pbx_member FROM telephony.agents WHERE customer_id = $1 AND employee_id = 'SIP/3777'`,
        [tenant],
      );
      expect(agent).toEqual({ first_name: '', last_name: 'SIP/3777', exten: '3777', pbx_member: 'SIP/3777' });
      // The next file knows them: nothing is created twice.
      const again = await run('queue_log', lines(`${T + 900}|NONE|support|maria berger|ADDMEMBER|`, `${T + 960}|NONE|support|Maria Berger|REMOVEMEMBER|`));
      expect(again).toMatchObject({ Accepted: true, Created: {}, Inserted: { agent_status_periods: 1 } });
    });

    it('imports the status periods of a file with member events only', async () => {
      const report = await run(
        'queue_log',
        lines(
          `${T + 1000}|NONE|2001|PJSIP/3002|ADDMEMBER|`,
          `${T + 1060}|NONE|2001|PJSIP/3002|PAUSE|Schulung`,
          `${T + 1200}|NONE|2001|PJSIP/3002|REMOVEMEMBER|`,
        ),
      );
      expect(report).toMatchObject({ Accepted: true, Inserted: { calls: 0, agent_status_periods: 2, lunch_breaks: 0 } });
    });

    it('skips NUL runs in front of lines with a warning and never stores a NUL', async () => {
      const H = uid(1100, 13);
      const text = Buffer.concat([
        Buffer.from(`${T + 1100}|${H}|2001|NONE|ENTERQUEUE||0664777|1\n`),
        Buffer.alloc(4096),
        Buffer.from(`${T + 1105}|${H}|2001|NONE|ABANDON|1|1|5\n`),
      ]);
      const report = await run('queue_log', text);
      expect(report).toMatchObject({ Accepted: true, Inserted: { calls: 1 } });
      expect(report.Warnings).toEqual([{ Line: 2, Reason: '4096 NUL byte(s) in front of the line skipped (left by an unclean PBX shutdown)' }]);
      expect(await callOf(H)).toMatchObject({ status: 'abandoned', wait_routing_seconds: 5 });
    });

    it('rejects a line with NUL bytes inside and records the run, its file name made safe', async () => {
      const report = await run('queue_log', Buffer.from(`${T + 1200}|x.1|2001|NONE|ENTER\u0000QUEUE||0664|1\n`), { fileName: 'queue\u0000log' });
      expect(report.Errors).toEqual([{ Line: 1, Reason: 'the line holds NUL bytes inside its text (binary data)' }]);
      const [row] = await db.query<{ file_name: string; status: string }>(`SELECT file_name, status FROM telephony.import_runs WHERE import_id = $1`, [
        report.importId,
      ]);
      expect(row).toEqual({ file_name: 'queue\\0log', status: 'rejected' });
    });

    it('rejects a file whose last line was cut while the PBX wrote it', async () => {
      const before = await callsOf();
      const I = uid(1300, 14);
      const report = await run('queue_log', `${T + 1300}|${I}|2001|NONE|ENTERQUEUE||0664|1\n${T + 1305}|${I}|2001|NONE|ABAN`);
      expect(report.Errors).toEqual([
        { Line: 2, Reason: 'the last line has no line end: the file was cut while the PBX was writing it (copy it again when the line is complete)' },
      ]);
      expect(await callsOf()).toEqual(before);
    });

    it('stops at a line longer than 64 KiB, naming it', async () => {
      const report = await run('queue_log', `${T}|NONE|NONE|NONE|QUEUESTART|\n${'9'.repeat(2 * 1024 * 1024)}\n`);
      expect(report.Errors).toEqual([{ Line: 2, Reason: 'line 2 is longer than 64 KiB: not a file of this kind, or a damaged one' }]);
    });

    it('refuses an unknown tenant clearly', async () => {
      const importId = await imports.runs.open({ customerId: null, kind: 'queue_log', fileName: 'x', userId: null, status: 'queued' });
      await expect(
        imports.importFile({ kind: 'queue_log', customerId: 987654, fileName: 'x', input: Readable.from([Buffer.from(QUEUE_LOG)]), importId }),
      ).rejects.toThrow(new UnknownTenantError(987654));
    });
  });

  describe('Master.csv', () => {
    // Local wall clock in Vienna (UTC+1 in January) for calls whose uniqueids say 10:00 UTC.
    const MASTER = [
      cdr({
        src: '06641234567',
        dst: '2001',
        channel: 'PJSIP/trunk-00000001',
        dstChannel: 'PJSIP/3002-00000003',
        app: 'Queue',
        data: '2001,t',
        start: '2026-01-01 11:00:12',
        end: '2026-01-01 11:00:20',
        duration: 8,
        billsec: 0,
        disposition: 'NO ANSWER',
        uniqueId: A,
      }),
      cdr({
        src: '06641234567',
        dst: '2001',
        channel: 'PJSIP/trunk-00000001',
        dstChannel: 'PJSIP/3001-00000002',
        app: 'Queue',
        data: '2001,t',
        start: '2026-01-01 11:00:10',
        answer: '2026-01-01 11:00:25',
        end: '2026-01-01 11:03:25',
        duration: 195,
        billsec: 180,
        disposition: 'ANSWERED',
        uniqueId: A,
      }),
      // The queue answered the caller who then gave up: ANSWERED, no agent leg. queue_log says abandoned.
      cdr({
        src: '015551234',
        dst: '2001',
        channel: 'PJSIP/trunk-00000004',
        app: 'Queue',
        data: '2001,t',
        start: '2026-01-01 11:00:30',
        answer: '2026-01-01 11:00:30',
        end: '2026-01-01 11:01:15',
        duration: 45,
        billsec: 45,
        disposition: 'ANSWERED',
        uniqueId: B,
      }),
      // A requeued call: the CDR describes the stay an agent answered (uniqueid/2 in our calls).
      cdr({
        src: '0316777888',
        dst: '2002',
        channel: 'PJSIP/trunk-00000005',
        dstChannel: 'PJSIP/3001-00000006',
        app: 'Queue',
        data: '2001,t',
        start: '2026-01-01 11:02:00',
        answer: '2026-01-01 11:03:30',
        end: '2026-01-01 11:04:30',
        duration: 150,
        billsec: 60,
        disposition: 'ANSWERED',
        uniqueId: C,
      }),
      // Calls queue_log did not bring, to a call customer's line: answered by an agent's leg, and given up in the queue.
      cdr({
        account: 'karthik <1001>',
        src: '06761234567',
        dst: '0800200101',
        channel: 'PJSIP/trunk-00000007',
        dstChannel: 'PJSIP/3002-00000008',
        app: 'Dial',
        data: 'PJSIP/3002,,trIb(x)',
        start: '2026-01-01 12:00:00',
        answer: '2026-01-01 12:00:06',
        end: '2026-01-01 12:02:06',
        duration: 126,
        billsec: 120,
        disposition: 'ANSWERED',
        uniqueId: uid(3600, 20),
      }),
      cdr({
        src: '06761234568',
        dst: '2002',
        channel: 'PJSIP/trunk-00000009',
        dstChannel: 'PJSIP/3001-00000010',
        app: 'Queue',
        data: '2002,t',
        start: '2026-01-01 12:05:02',
        end: '2026-01-01 12:05:20',
        duration: 18,
        billsec: 0,
        disposition: 'NO ANSWER',
        uniqueId: uid(3900, 30),
      }),
      cdr({
        src: '06761234568',
        dst: '2002',
        channel: 'PJSIP/trunk-00000009',
        app: 'Queue',
        data: '2002,t',
        start: '2026-01-01 12:05:00',
        answer: '2026-01-01 12:05:00',
        end: '2026-01-01 12:05:40',
        duration: 40,
        billsec: 40,
        disposition: 'ANSWERED',
        uniqueId: uid(3900, 30),
      }),
      // Internal: skipped.
      cdr({
        src: '3001',
        dst: '3002',
        channel: 'PJSIP/3001-00000011',
        dstChannel: 'PJSIP/3002-00000012',
        app: 'Dial',
        data: 'PJSIP/3002',
        start: '2026-01-01 12:10:00',
        answer: '2026-01-01 12:10:02',
        end: '2026-01-01 12:11:00',
        duration: 60,
        billsec: 58,
        disposition: 'ANSWERED',
        uniqueId: uid(4200, 40),
      }),
    ];

    it('reads local times, completes queue calls (requeued stays too) and keeps their outcome, adds calls to known lines', async () => {
      const report = await run('cdr_csv', lines(...MASTER));
      expect(report).toMatchObject({
        Accepted: true,
        Inserted: { calls: 2 },
        Updated: { calls: 3 },
        Unchanged: { calls: 0 },
        Errors: [],
        TimesReadIn: 'Europe/Vienna',
      });
      expect(report.Warnings).toEqual([{ Line: 8, Reason: "skipped: no queue call with this uniqueid and '3002' is no call customer's line" }]);
      expect(await callOf(A)).toMatchObject({ cdr_disposition: 'ANSWERED', cdr_bill_seconds: 180, talk_seconds: 180, status: 'completed_caller' });
      expect(await callOf(B)).toMatchObject({ cdr_disposition: 'ANSWERED', lost: true, answered: false, status: 'abandoned' });
      expect(await callOf(C)).toMatchObject({ cdr_disposition: null, status: 'timeout' });
      expect(await callOf(`${C}/2`)).toMatchObject({ cdr_disposition: 'ANSWERED', cdr_bill_seconds: 60, status: 'transferred' });
      const answered = await callOf(uid(3600, 20));
      expect(answered).toMatchObject({
        code: 'K002',
        employee_id: '10002',
        agent_exten: '3002',
        wait_routing_seconds: 6,
        talk_seconds: 120,
        answered: true,
        lost: false,
      });
      expect(new Date(answered!.started_at as string).toISOString()).toBe(iso(3600));
      expect(await callOf(uid(3900, 30))).toMatchObject({
        code: 'K002',
        employee_id: null,
        answered: false,
        lost: true,
        status: 'abandoned',
        wait_routing_seconds: 40,
      });
    });

    it('never counts a call twice: the same file again, or an account file with the same rows', async () => {
      const before = await callsOf();
      expect(await run('cdr_csv', lines(...MASTER))).toMatchObject({ Accepted: true, Inserted: { calls: 0 }, Updated: { calls: 0 }, Unchanged: { calls: 5 } });
      const accountFile = await run('cdr_csv', lines(MASTER[4]), { fileName: 'karthik <1001>.csv' });
      expect(accountFile).toMatchObject({ Accepted: true, Inserted: { calls: 0 }, Unchanged: { calls: 1 } });
      expect(await callsOf()).toEqual(before);
    });

    it('reads UTC times when the start is the uniqueid second (usegmtime=yes)', async () => {
      const J = uid(7200, 50);
      const report = await run(
        'cdr_csv',
        lines(
          cdr({
            src: '0699',
            dst: '2001',
            channel: 'SIP/trunk-1',
            app: 'Queue',
            data: '2001',
            start: '2026-01-01 12:00:00',
            answer: '2026-01-01 12:00:00',
            end: '2026-01-01 12:00:30',
            duration: 30,
            billsec: 30,
            disposition: 'ANSWERED',
            uniqueId: J,
          }),
        ),
      );
      expect(report).toMatchObject({ Accepted: true, TimesReadIn: 'UTC', Inserted: { calls: 1 } });
      expect(new Date((await callOf(J))!.started_at as string).toISOString()).toBe(iso(7200));
    });

    it('rejects wrong columns, bad dates, negative durations and an unterminated quote, writing nothing', async () => {
      const before = await callsOf();
      const good = cdr({
        src: '0664',
        dst: '2001',
        channel: 'ch',
        app: 'Queue',
        start: '2026-01-01 12:00:00',
        end: '2026-01-01 12:00:09',
        duration: 9,
        billsec: 0,
        disposition: 'NO ANSWER',
        uniqueId: uid(9000, 1),
      });
      const report = await run(
        'cdr_csv',
        lines(good, '"","0664","2001"', good.replace('2026-01-01 12:00:00', '2026-01-41 12:00:00'), good.replace(',9,0,', ',-9,0,')),
      );
      expect(report.Accepted).toBe(false);
      expect(report.Errors.map((e) => e.Line)).toEqual([2, 3, 4]);
      expect(report.Errors[0].Reason).toContain('expected 16 to 21 columns');
      expect(report.Errors[1].Reason).toContain("bad start '2026-01-41 12:00:00'");
      expect(report.Errors[2].Reason).toContain('duration is negative: -9');
      const atEnd = await run('cdr_csv', lines(good, '"","0664","2001,from-pstn'));
      expect(atEnd.Errors).toEqual([{ Line: 2, Reason: 'the quoted field opened on line 2 is never closed (the file ends inside it)' }]);
      const inside = await run('cdr_csv', lines(good, '"","0664","2001,from-pstn', good));
      expect(inside.Errors).toEqual([{ Line: 2, Reason: expect.stringContaining('(the record runs from line 2 to line 3: is a quote unterminated?)') }]);
      expect(await callsOf()).toEqual(before);
    });
  });

  describe('native CSV', () => {
    it('imports the native CSVs in the customer time zone, idempotently, and rejects unknown agents and duplicates', async () => {
      const absences = 'employee_id,start,end,reason\n10001,2026-01-02 08:00,2026-01-02 16:00,Urlaub\n10002,2026-07-02 08:00,2026-07-02 10:00,Arzttermin\n';
      expect(await run('absences', absences)).toMatchObject({ Accepted: true, Inserted: { absences: 2 } });
      expect(await run('absences', absences)).toMatchObject({ Accepted: true, Inserted: { absences: 0 }, Unchanged: { absences: 2 } });
      const stored = await db.query<{ started_at: Date }>(`SELECT started_at FROM telephony.absences WHERE customer_id = $1 ORDER BY started_at`, [tenant]);
      expect(stored.map((a) => new Date(a.started_at).toISOString())).toEqual(['2026-01-02T07:00:00.000Z', '2026-07-02T06:00:00.000Z']);
      expect(
        await run('mail_activities', 'mail_id;employee_id;sent_at;call_customer\nm-1;10001;2026-01-02 09:00;2001\nm-2;10002;2026-01-02 09:05;\n'),
      ).toMatchObject({
        Accepted: true,
        Inserted: { mail_activities: 2 },
      });
      expect(await run('lunch_breaks', 'employee_id,date,from,to\n10001,2026-01-02,12:00,12:30\n')).toMatchObject({
        Accepted: true,
        Inserted: { lunch_breaks: 1 },
      });
      expect(await run('pc_inventory', 'hostname,update_stamp,windows_version\nCC-WS-0001,2026-01-02 07:00,Windows 11 Pro 23H2\n')).toMatchObject({
        Accepted: true,
        Inserted: { pc_inventory: 1 },
      });
      expect(await run('pc_inventory', 'hostname,update_stamp,windows_version\ncc-ws-0001,2026-02-02 07:00,Windows 11 Pro 24H2\n')).toMatchObject({
        Accepted: true,
        Updated: { pc_inventory: 1 },
      });
      const bad = await run(
        'absences',
        'employee_id,start,end,reason\n99999,2026-01-03 08:00,2026-01-03 16:00,Urlaub\n10001,2026-01-03 08:00,2026-01-03 07:00,Urlaub\n',
      );
      expect(bad.Errors).toEqual([
        { Line: 2, Reason: "unknown agent: no agent has employee id '99999'" },
        { Line: 3, Reason: 'end is not after start' },
      ]);
      const duplicate = await run('mail_activities', 'mail_id,employee_id,sent_at,call_customer\nm-9,10001,2026-01-02 09:00,\nm-9,10001,2026-01-02 09:01,\n');
      expect(duplicate.Errors).toEqual([{ Line: 3, Reason: 'duplicate row (same key as line 2)' }]);
      expect((await run('lunch_breaks', 'agent,day\n1,2\n')).Errors).toEqual([
        { Line: 1, Reason: 'missing column(s) employee_id, date, from, to; unknown column(s) agent, day (expected employee_id, date, from, to)' },
      ]);
      const [counts] = await db.query<{ absences: number; mails: number; pcs: string }>(
        `SELECT (SELECT count(*)::int FROM telephony.absences WHERE customer_id = $1) AS absences,
                (SELECT count(*)::int FROM telephony.mail_activities WHERE customer_id = $1) AS mails,
                (SELECT string_agg(windows_version, ',') FROM telephony.pc_inventory WHERE customer_id = $1) AS pcs`,
        [tenant],
      );
      expect(counts).toEqual({ absences: 2, mails: 2, pcs: 'Windows 11 Pro 24H2' });
    });
  });
});
