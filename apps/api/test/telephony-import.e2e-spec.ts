import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Readable } from 'node:stream';
import type { TelephonyImportKind } from '@backoffice/contracts';
import { TelephonyImporter } from '../src/telephony/imports/telephony-importer.js';
import { createTelephonyTestDatabase, type TelephonyTestDatabase } from './telephony-support/telephony-database.js';

const T = 1767261600; // 2026-01-01 10:00:00 UTC
const iso = (seconds: number) => new Date((T + seconds) * 1000).toISOString();

/** A morning of two agents and two queues, with each kind of call the statistics tools count. */
const QUEUE_LOG = [
  `${T}|NONE|NONE|NONE|QUEUESTART|`,
  `${T}|NONE|2001|PJSIP/3001|ADDMEMBER|`,
  `${T}|NONE|2002|PJSIP/3001|ADDMEMBER|`,
  `${T + 5}|NONE|2001|PJSIP/3002|ADDMEMBER|`,
  `${T + 10}|1000.1|2001|NONE|ENTERQUEUE||06641234567|1`,
  `${T + 25}|1000.1|2001|PJSIP/3001|CONNECT|15|1000.2|3`,
  `${T + 30}|1000.3|2001|NONE|ENTERQUEUE||015551234|1`,
  `${T + 40}|1000.3|2001|PJSIP/3002|RINGNOANSWER|8000`,
  `${T + 75}|1000.3|2001|NONE|ABANDON|1|1|45`,
  `${T + 100}|NONE|2001|PJSIP/3002|PAUSE|Mittag`,
  `${T + 120}|1000.4|2002|NONE|ENTERQUEUE||0316777888|1`,
  `${T + 180}|1000.4|2002|NONE|EXITWITHTIMEOUT|1|1|60`,
  `${T + 180}|1000.4|2001|NONE|ENTERQUEUE||0316777888|1`,
  `${T + 205}|1000.1|2001|PJSIP/3001|COMPLETECALLER|15|180|1`,
  `${T + 210}|1000.4|2001|PJSIP/3001|CONNECT|30|1000.5|2`,
  `${T + 220}|NONE|2001|PJSIP/3002|UNPAUSE|`,
  `${T + 230}|1000.6|2001|NONE|ENTERQUEUE||06991112223|1`,
  `${T + 240}|1000.7|2002|NONE|ENTERQUEUE||06645556667|1`,
  `${T + 250}|1000.7|2002|PJSIP/3002|CONNECT|10|1000.8|4`,
  `${T + 260}|NONE|2001|PJSIP/3001|PAUSE|Besprechung`,
  `${T + 270}|1000.4|2001|PJSIP/3001|TRANSFER|4000|from-internal|30|60|1`,
  `${T + 310}|NONE|2001|PJSIP/3001|REMOVEMEMBER|`,
  `${T + 320}|NONE|2002|PJSIP/3001|REMOVEMEMBER|`,
  `${T + 330}|NONE|NONE|NONE|CONFIGRELOAD|`,
].join('\n');

describe('telephony imports', () => {
  let db: TelephonyTestDatabase;
  let imports: TelephonyImporter;
  let tenant: number;
  const run = async (kind: TelephonyImportKind, text: string, customerId = tenant) => {
    const importId = await imports.runs.open({ customerId, kind, fileName: `${kind}.txt`, userId: null, status: 'queued' });
    return imports.importFile({ kind, customerId, fileName: `${kind}.txt`, input: Readable.from([Buffer.from(text)]), importId });
  };
  const callsOf = () =>
    db.query<Record<string, unknown>>(
      `SELECT c.unique_id, a.employee_id, k.code, c.routing_exten, c.agent_exten, c.caller_number, c.started_at, c.wait_routing_seconds,
              c.wait_agent_seconds, c.talk_seconds, c.answered, c.lost, c.transferred, c.status, c.cdr_disposition
         FROM telephony.calls c LEFT JOIN telephony.agents a ON a.agent_id = c.agent_id
         LEFT JOIN telephony.call_customers k ON k.call_customer_id = c.call_customer_id
        WHERE c.customer_id = $1 ORDER BY c.unique_id`,
      [tenant],
    );

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

  it('turns a queue_log into calls, waits, lost calls and status periods', async () => {
    const report = await run('queue_log', QUEUE_LOG);
    expect(report).toMatchObject({ Accepted: true, LinesRead: 24, Errors: [], Warnings: [] });
    expect(report.Inserted).toEqual({ calls: 6, agent_status_periods: 7, lunch_breaks: 1 });
    const calls = await callsOf();
    const row = (id: string) => calls.find((c) => c.unique_id === id);
    expect(calls.map((c) => c.unique_id)).toEqual(['1000.1', '1000.3', '1000.4', '1000.4/2', '1000.6', '1000.7']);
    expect(row('1000.1')).toMatchObject({
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
    expect(new Date(row('1000.1')!.started_at as string).toISOString()).toBe(iso(10));
    expect(row('1000.3')).toMatchObject({ employee_id: null, wait_routing_seconds: 45, answered: false, lost: true, status: 'abandoned' });
    expect(row('1000.4')).toMatchObject({ code: 'K002', wait_routing_seconds: 60, lost: true, status: 'timeout' });
    expect(row('1000.4/2')).toMatchObject({
      employee_id: '10001',
      wait_routing_seconds: 28,
      wait_agent_seconds: 2,
      talk_seconds: 60,
      transferred: true,
      status: 'transferred',
    });
    // No exit event before the log ends: kept as unfinished, measured to the last line (T+330).
    expect(row('1000.6')).toMatchObject({ answered: false, lost: false, wait_routing_seconds: 100, status: 'unfinished' });
    // Agent PJSIP/3002 has no member name on file: found by its extension.
    expect(row('1000.7')).toMatchObject({ employee_id: '10002', agent_exten: '3002', answered: true, talk_seconds: 80, status: 'unfinished' });

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
    const lunches = await db.query<{ started_at: Date; ended_at: Date }>(`SELECT started_at, ended_at FROM telephony.lunch_breaks WHERE customer_id = $1`, [
      tenant,
    ]);
    expect(lunches.map((l) => [new Date(l.started_at).toISOString(), new Date(l.ended_at).toISOString()])).toEqual([[iso(100), iso(220)]]);
  });

  it('changes nothing when the same file comes again', async () => {
    const before = await callsOf();
    const report = await run('queue_log', QUEUE_LOG);
    expect(report.Accepted).toBe(true);
    expect(report.Inserted).toEqual({ calls: 0, agent_status_periods: 0, lunch_breaks: 0 });
    expect(report.Unchanged).toEqual({ calls: 6, agent_status_periods: 7, lunch_breaks: 1 });
    expect(await callsOf()).toEqual(before);
  });

  it('completes unfinished calls from the next file', async () => {
    const next = [`${T + 400}|1000.7|2002|PJSIP/3002|COMPLETEAGENT|10|150|1`, `${T + 401}|1000.6|2001|NONE|ABANDON|1|1|171`].join('\n');
    const report = await run('queue_log', next);
    expect(report).toMatchObject({ Accepted: true, Updated: { calls: 2 } });
    const calls = await callsOf();
    expect(calls.find((c) => c.unique_id === '1000.7')).toMatchObject({ talk_seconds: 150, status: 'completed_agent', employee_id: '10002' });
    expect(calls.find((c) => c.unique_id === '1000.6')).toMatchObject({ lost: true, status: 'abandoned', wait_routing_seconds: 171 });
  });

  it('rejects a file with bad rows, lists them, and writes nothing', async () => {
    const before = await callsOf();
    const report = await run(
      'queue_log',
      [
        `${T + 500}|2000.1|2001|NONE|ENTERQUEUE||0664|1`,
        `not-a-time|2000.1|2001|NONE|ABANDON|1|1|5`,
        `${T + 510}|2000.1|2001|PJSIP/3001|CONNECT|-4|2000.2|1`,
        `${T + 520}|2000.3|9999|NONE|ENTERQUEUE||0664|1`,
        `${T + 525}|2000.3|9999|NONE|ABANDON|1|1|5`,
        `${T + 530}|NONE|2001|SIP/7777|ADDMEMBER|`,
        `${T + 540}|NONE|2001|PJSIP/3001|PAUSE|`,
      ].join('\n'),
    );
    expect(report.Accepted).toBe(false);
    expect(report.Errors).toEqual([
      { Line: 2, Reason: "bad timestamp 'not-a-time' (epoch seconds or YYYY-MM-DD HH:MM:SS)" },
      { Line: 3, Reason: 'CONNECT data1 (holdtime) is negative: -4' },
      { Line: 4, Reason: "unknown queue '9999' (no call customer has this queue name or routing exten)" },
      { Line: 6, Reason: "unknown agent 'SIP/7777' (no agent has this PBX member name, extension or employee id)" },
    ]);
    expect(report.Inserted).toEqual({});
    expect(await callsOf()).toEqual(before);
    const runs = await db.query<{ accepted: boolean }>(`SELECT accepted FROM telephony.import_runs WHERE customer_id = $1 ORDER BY import_id`, [tenant]);
    expect(runs.map((r) => r.accepted)).toEqual([true, true, true, false]);
  });

  it('refuses an unknown tenant clearly', async () => {
    await expect(run('queue_log', QUEUE_LOG, 987654)).rejects.toThrow('Unknown customer (tenant) 987654');
  });

  it('imports Master.csv: completes queue calls by uniqueid, adds calls to known lines, skips the rest', async () => {
    const csv = [
      '"","06641234567","2001","from-pstn","""Max"" <06641234567>","PJSIP/trunk-01","PJSIP/3001-02","Queue","2001,t","2026-01-01 10:00:10","2026-01-01 10:00:25","2026-01-01 10:03:25",195,180,"ANSWERED","DOCUMENTATION","1000.1",""',
      '"","06761234567","0800200101","from-pstn","<06761234567>","PJSIP/trunk-03","PJSIP/3002-04","Dial","PJSIP/3002","2026-01-01 11:00:00","2026-01-01 11:00:06","2026-01-01 11:02:06",126,120,"ANSWERED","DOCUMENTATION","3000.1",""',
      '"","06761234568","0800200101","from-pstn","<06761234568>","PJSIP/trunk-05","","Dial","PJSIP/3002","2026-01-01 11:05:00","","2026-01-01 11:05:20",20,0,"NO ANSWER","DOCUMENTATION","3000.2",""',
      '"","3001","3002","from-internal","<3001>","PJSIP/3001-06","PJSIP/3002-07","Dial","PJSIP/3002","2026-01-01 11:10:00","2026-01-01 11:10:02","2026-01-01 11:11:00",60,58,"ANSWERED","DOCUMENTATION","3000.3",""',
    ].join('\n');
    const report = await run('cdr_csv', csv);
    expect(report).toMatchObject({ Accepted: true, Inserted: { calls: 2 }, Updated: { calls: 1 }, Errors: [] });
    expect(report.Warnings).toEqual([{ Line: 4, Reason: "skipped: no queue call with this uniqueid and '3002' is no call customer's line" }]);
    const calls = await callsOf();
    expect(calls.find((c) => c.unique_id === '1000.1')).toMatchObject({ cdr_disposition: 'ANSWERED', talk_seconds: 180, status: 'completed_caller' });
    expect(calls.find((c) => c.unique_id === '3000.1')).toMatchObject({
      code: 'K002',
      employee_id: '10002',
      agent_exten: '3002',
      wait_routing_seconds: 6,
      talk_seconds: 120,
      answered: true,
      lost: false,
    });
    expect(calls.find((c) => c.unique_id === '3000.2')).toMatchObject({ employee_id: null, answered: false, lost: true, wait_routing_seconds: 20 });
    const again = await run('cdr_csv', csv);
    expect(again).toMatchObject({ Accepted: true, Inserted: { calls: 0 }, Updated: { calls: 0 }, Unchanged: { calls: 3 } });
  });

  it('rejects a Master.csv with wrong columns, bad dates, negative durations and duplicate ids', async () => {
    const before = await callsOf();
    const report = await run(
      'cdr_csv',
      [
        '"","0664","2001","from-pstn","x","ch","","Queue","","2026-01-01 12:00:00","","2026-01-01 12:00:09",9,0,"NO ANSWER","DOCUMENTATION","4000.1",""',
        '"","0664","2001"',
        '"","0664","2001","from-pstn","x","ch","","Queue","","2026-01-41 12:00:00","","2026-01-01 12:00:09",9,0,"NO ANSWER","DOCUMENTATION","4000.2",""',
        '"","0664","2001","from-pstn","x","ch","","Queue","","2026-01-01 12:00:00","","2026-01-01 12:00:09",-9,0,"NO ANSWER","DOCUMENTATION","4000.3",""',
      ].join('\n'),
    );
    expect(report.Accepted).toBe(false);
    expect(report.Errors.map((e) => e.Line)).toEqual([2, 3, 4]);
    expect(report.Errors[1].Reason).toContain("bad start '2026-01-41 12:00:00'");
    expect(report.Errors[2].Reason).toContain('duration is negative: -9');
    const duplicates = await run(
      'cdr_csv',
      [
        '"","0664","2001","from-pstn","x","ch","","Queue","","2026-01-01 12:00:00","","2026-01-01 12:00:09",9,0,"NO ANSWER","DOCUMENTATION","4000.1",""',
        '"","0664","2001","from-pstn","x","ch","","Queue","","2026-01-01 12:01:00","","2026-01-01 12:01:09",9,0,"NO ANSWER","DOCUMENTATION","4000.1",""',
      ].join('\n'),
    );
    expect(duplicates.Errors).toEqual([{ Line: 2, Reason: 'duplicate uniqueid 4000.1 (first on line 1)' }]);
    expect(await callsOf()).toEqual(before);
  });

  it('imports the native CSVs idempotently and rejects unknown agents and duplicates', async () => {
    const absences = 'employee_id,start,end,reason\n10001,2026-01-02 08:00,2026-01-02 16:00,Urlaub\n10002,2026-01-02 08:00,2026-01-02 10:00,Arzttermin\n';
    expect(await run('absences', absences)).toMatchObject({ Accepted: true, Inserted: { absences: 2 } });
    expect(await run('absences', absences)).toMatchObject({ Accepted: true, Inserted: { absences: 0 }, Unchanged: { absences: 2 } });
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
