import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  ACTIVITY_TYPES,
  CALL_RESULT_TYPES,
  Permission,
  type AcdDetailsRow,
  type AcdToday,
  type AgentProductivityRow,
  type CallLogPage,
} from '@backoffice/contracts';
import { addDays, instantOf, localDate, localDateTime, parseWallTime, todayIn } from '@backoffice/domain';
import { DataSource } from 'typeorm';
import { seedTelephonyDemo } from '../src/telephony/seed/telephony-demo.seed.js';
import { customerIdByName, dataOf, userWith } from './support/core-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * The reports against figures this test computes itself from the raw rows (never through the
 * report SQL): generated days around the spring clock change in Vienna (2026-03-29), hand-made
 * calls at the edges, a second customer whose rows must not count.
 */
const VIENNA = 'Europe/Vienna';
const FIRST = '2026-03-28';
const LAST = '2026-03-30';
const NOW = new Date('2026-03-30T18:00:00Z');
const at = (wall: string) => instantOf(parseWallTime(wall)!, VIENNA);

interface RawCall {
  call_id: string;
  started_at: Date;
  routing_exten: string;
  agent_exten: string | null;
  agent_id: number | null;
  answered: boolean;
  lost: boolean;
  wait_routing_seconds: number | null;
  wait_agent_seconds: number | null;
  talk_seconds: number | null;
  post_handling_seconds: number;
  result_type: string | null;
  status: string;
}

/** The ACD definition, written out again from docs/reports.md over raw calls. */
function expectedAcd(calls: RawCall[], days: string[], m: number, p: number): Record<string, number | string>[] {
  return days.map((day) => {
    const ofDay = calls.filter((call) => localDate(call.started_at, VIENNA) === day);
    const rawWait = (call: RawCall) => (call.wait_routing_seconds ?? 0) + (call.wait_agent_seconds ?? 0);
    const kept = ofDay.filter((call) => !(m > 0 && call.lost && rawWait(call) <= m));
    const wait = (call: RawCall) => Math.max(0, rawWait(call) - m);
    const handled = kept.filter((call) => call.answered);
    const lost = kept.filter((call) => call.lost);
    const waits = [...handled, ...lost].map(wait);
    const timed = handled.filter((call) => call.talk_seconds !== null);
    const minutes = timed.reduce((sum, call) => sum + Math.ceil((call.talk_seconds! + p) / 60), 0);
    const round = (value: number) => Math.round(value * 100) / 100;
    return {
      datum: day,
      incoming_calls: kept.length,
      handled_calls_gesamt: handled.length,
      handled_calls_20: handled.filter((call) => wait(call) <= 20).length,
      lost_calls_gesamt: lost.length,
      lost_calls_20: lost.filter((call) => wait(call) <= 20).length,
      lost_calls_lte54: lost.filter((call) => wait(call) <= 54).length,
      lost_calls_gt54: lost.filter((call) => wait(call) > 54).length,
      waiting_time_avg: waits.length ? round(waits.reduce((a, b) => a + b, 0) / waits.length) : 0,
      waiting_time_sum: waits.reduce((a, b) => a + b, 0),
      waiting_time_max: waits.length ? Math.max(...waits) : 0,
      handling_time_min_sum: minutes,
      handled_calls_timed: timed.length,
      handled_time_min_avg: timed.length ? round(minutes / timed.length) : 0,
      service_level_20: kept.length ? round((100 * handled.filter((call) => wait(call) <= 20).length) / kept.length) : 0,
    };
  });
}

const binaryParser = (res: NodeJS.ReadableStream, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(Buffer.from(chunk)));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};
const asBinary = binaryParser as unknown as Parameters<ReturnType<TestApp['http']['get']>['parse']>[0];

describe('reports: every figure against the raw rows, in the customer time zone', () => {
  let t: TestApp;
  let admin: string;
  let customerId: number;
  let otherCustomerId: number;
  let calls: RawCall[];
  let otherAgentId: number;

  const range = { DateFrom: `${FIRST} 00:00:00`, DateTo: `${LAST} 23:59:59` };
  const exclusiveRange = { DateFrom: `${FIRST} 00:00:00`, DateTo: '2026-03-31 00:00:00' };
  /** The customer's today: the only range report_absence_own may ask for. */
  const todayRange = () => ({ DateFrom: `${todayIn(VIENNA)} 00:00:00`, DateTo: `${addDays(todayIn(VIENNA), 1)} 00:00:00` });

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login('admin');
    const session = await t.call('/users/login', { Username: 'admin', Password: 'Demo1234!', AuthorizedUserID: 0 });
    customerId = session.body.result.data.activeCustomer.CustomerID;
    otherCustomerId = await customerIdByName(t, 'Nordlicht Versicherung AG');
    expect(otherCustomerId).not.toBe(customerId);
    await seedTelephonyDemo(t.app.get(DataSource), { customerIds: [customerId, otherCustomerId], days: 3, agents: 6, seed: 13, now: NOW });

    // Hand-made calls on queue 9999 at the edges of the clock-change day: 00:30 local is still
    // 2026-03-28 in UTC, 23:30 local already 21:30 UTC; both belong to the customer's 29th.
    const insert = (
      customer: number,
      uniqueId: string,
      startedAt: Date,
      answered: boolean,
      lost: boolean,
      wait: number | null,
      talk: number | null,
      status: string,
    ) =>
      t.query(
        `INSERT INTO telephony.calls (customer_id, unique_id, routing_exten, started_at, wait_routing_seconds, wait_agent_seconds, talk_seconds, answered, lost, status, result_type)
         VALUES ($1, $2, '9999', $3, $4, $5, $6, $7, $8, $9, 'fax')`,
        [customer, uniqueId, startedAt, wait, wait === null ? null : 0, talk, answered, lost, status],
      );
    await insert(customerId, 'edge-1', at('2026-03-29 00:30:00'), true, false, 12, 61, 'completed_caller');
    await insert(customerId, 'edge-2', at('2026-03-29 23:30:00'), false, true, 8, null, 'abandoned');
    await insert(customerId, 'edge-3', at('2026-03-29 03:10:00'), false, false, null, null, 'unfinished');
    await insert(otherCustomerId, 'other-1', at('2026-03-29 10:00:00'), true, false, 5, 100, 'completed_agent');
    calls = await t.query<RawCall>(`SELECT * FROM telephony.calls WHERE customer_id = $1`, [customerId]);
    [{ agent_id: otherAgentId }] = await t.query<{ agent_id: number }>(`SELECT agent_id FROM telephony.agents WHERE customer_id = $1 LIMIT 1`, [
      otherCustomerId,
    ]);
    await t.query(
      `UPDATE telephony.calls SET wait_routing_seconds = 7 WHERE customer_id = $1 AND lost AND unique_id = (SELECT min(unique_id) FROM telephony.calls WHERE customer_id = $1 AND lost)`,
      [customerId],
    );
    calls = await t.query<RawCall>(`SELECT * FROM telephony.calls WHERE customer_id = $1`, [customerId]);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  }, 30_000);

  const days = [FIRST, '2026-03-29', LAST];

  describe('ACD details', () => {
    it('per customer day with zeros, as the definition computes from the raw calls (M = 0, P = 0)', async () => {
      const rows = dataOf<AcdDetailsRow[]>(await t.call('/report/acd/details', { ...range, MusicOnHoldDuration: 0, PostHandlingTime: 0 }, admin));
      expect(rows).toEqual(expectedAcd(calls, days, 0, 0));
      expect(rows.reduce((sum, row) => sum + row.incoming_calls, 0)).toBe(calls.length);
    });

    it('with an announcement and post-handling (M = 10, P = 30), sent as text as the client does', async () => {
      const response = await t.call('/report/acd/details', { ...range, MusicOnHoldDuration: '10', PostHandlingTime: '30' }, admin);
      expect(response.body.message).toBe('ACD Details loaded successfully.');
      expect(dataOf<AcdDetailsRow[]>(response)).toEqual(expectedAcd(calls, days, 10, 30));
    });

    it('groups by the customer day across the clock change (queue 9999 edges), and counts an unfinished unanswered call as incoming only', async () => {
      const rows = dataOf<AcdDetailsRow[]>(
        await t.call('/report/acd/details', { ...range, Exten: '9999', MusicOnHoldDuration: '', PostHandlingTime: '' }, admin),
      );
      expect(rows.map((row) => [row.datum, row.incoming_calls, row.handled_calls_gesamt, row.lost_calls_gesamt])).toEqual([
        ['2026-03-28', 0, 0, 0],
        ['2026-03-29', 3, 1, 1],
        ['2026-03-30', 0, 0, 0],
      ]);
      expect(rows[1]).toMatchObject({ handling_time_min_sum: 2, handled_calls_timed: 1, waiting_time_sum: 20, service_level_20: 33.33 });
    });

    it('exports the same table as CSV with its file name', async () => {
      const response = await t.http
        .get('/report/acd/export')
        .query({ ...range, MusicOnHoldDuration: 0, PostHandlingTime: 0 })
        .set('Authorization', `Bearer ${admin}`)
        .buffer(true)
        .parse(asBinary);
      expect(response.status).toBe(200);
      expect(response.headers['content-disposition']).toContain('ACDDetails(2026.03.28-2026.03.30).csv');
      const text = (response.body as Buffer).toString('utf8');
      expect(text.startsWith('\uFEFFdatum,incoming_calls,')).toBe(true);
      const lines = text.trim().split(/\r?\n/);
      expect(lines).toHaveLength(4);
      const expected = expectedAcd(calls, days, 0, 0);
      expect(lines[2].split(',')).toEqual(Object.values(expected[1]).map(String));
    });

    it('the dashboard widget counts today (the customer day of now)', async () => {
      const now = new Date();
      await t.query(
        `INSERT INTO telephony.calls (customer_id, unique_id, routing_exten, started_at, wait_routing_seconds, wait_agent_seconds, talk_seconds, answered, lost, status)
         VALUES ($1, 'today-1', '9998', $2, 10, 0, 30, true, false, 'completed_caller'), ($1, 'today-2', '9998', $2, 40, 0, NULL, false, true, 'abandoned')`,
        [customerId, now],
      );
      const today = dataOf<AcdToday>(await t.call('/report/acd/today', {}, admin));
      // No thresholds saved: 20 s and 80 %, no short abandons.
      expect(today).toEqual({ Date: localDate(now, VIENNA), Incoming: 2, Handled: 1, Lost: 1, ServiceLevel: 50, TargetSeconds: 20, TargetShare: 80 });
      await t.query(`DELETE FROM telephony.calls WHERE unique_id LIKE 'today-%'`);
    });
  });

  describe('call log', () => {
    it('pages the range in the customer time zone, 100 rows by default', async () => {
      const page = dataOf<CallLogPage>(await t.call('/report/call_log/list', exclusiveRange, admin));
      expect(page.Total).toBe(calls.length);
      expect(page.Rows).toHaveLength(Math.min(100, calls.length));
      const first = [...calls].sort((a, b) => a.started_at.getTime() - b.started_at.getTime() || Number(a.call_id) - Number(b.call_id))[0];
      expect(page.Rows[0]).toMatchObject({
        zeit: localDateTime(first.started_at, VIENNA),
        klappe_routing: first.routing_exten,
        nummer: Number(first.call_id),
        status: first.status,
      });
      const second = dataOf<CallLogPage>(await t.call('/report/call_log/list', { ...exclusiveRange, Page: 2, PageSize: 50 }, admin));
      expect(second.Rows[0]).toEqual(page.Rows[50]);
    });

    it('streams every call of the range as CSV: BOM, quoting, local times, the end date reduced by one day in the name', async () => {
      const response = await t.http.get('/report/call_log/export').query(exclusiveRange).set('Authorization', `Bearer ${admin}`).buffer(true).parse(asBinary);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toContain('text/csv');
      expect(response.headers['content-disposition']).toContain('CallLog(2026.03.28-2026.03.30).csv');
      const text = (response.body as Buffer).toString('utf8');
      expect(text.charCodeAt(0)).toBe(0xfeff);
      const lines = text.slice(1).trim().split(/\r?\n/);
      expect(lines[0]).toBe('zeit,dnis,clip,benutzername,klappe_routing,klappe_agent,wartezeit_routing,wartezeit_agent,ergebnis,dauer,nummer,status');
      expect(lines).toHaveLength(calls.length + 1);
      const edge = calls.find((call) => call.routing_exten === '9999' && call.answered)!;
      expect(lines.find((line) => line.endsWith(`,${edge.call_id},completed_caller`))).toBe(
        `2026-03-29 00:30:00,,,,9999,,12,0,fax,61,${edge.call_id},completed_caller`,
      );
    });
  });

  it('exten switch: per customer day and call customer, the exten required and digits only', async () => {
    const raw = await t.query<{ switched_at: Date; call_customer_id: number | null; to_exten: string }>(
      `SELECT switched_at, call_customer_id, to_exten FROM telephony.extension_switches WHERE customer_id = $1`,
      [customerId],
    );
    expect(raw.length).toBeGreaterThan(0);
    const exten = raw[0].to_exten;
    const expected = new Map<string, number>();
    for (const row of raw.filter((r) => r.to_exten === exten)) {
      const key = `${localDate(row.switched_at, VIENNA)}|${row.call_customer_id}`;
      expected.set(key, (expected.get(key) ?? 0) + 1);
    }
    const rows = dataOf<{ date: string; kunde_id: number | null; kunde: string | null; count: number }[]>(
      await t.call('/report/exten_switch/list', { Exten: exten, From: range.DateFrom, To: range.DateTo }, admin),
    );
    expect(new Map(rows.map((row) => [`${row.date}|${row.kunde_id}`, row.count]))).toEqual(expected);
    // Each row names the call customer it counts (the rows of one day differ by it).
    const names = new Map(
      (
        await t.query<{ call_customer_id: number; name: string }>(`SELECT call_customer_id, name FROM telephony.call_customers WHERE customer_id = $1`, [
          customerId,
        ])
      ).map((row) => [row.call_customer_id, row.name]),
    );
    expect(rows.every((row) => row.kunde === (row.kunde_id === null ? null : names.get(row.kunde_id)))).toBe(true);
    expect((await t.call('/report/exten_switch/list', { From: range.DateFrom, To: range.DateTo }, admin)).body.message).toContain('Exten is required');
    expect((await t.call('/report/exten_switch/list', { Exten: '12a', From: range.DateFrom, To: range.DateTo }, admin)).status).toBe(400);
  });

  it('exten productivity: talk plus post-handling seconds of answered calls per agent exten', async () => {
    const expected: Record<string, number> = {};
    for (const call of calls.filter((c) => c.answered && c.agent_exten && c.talk_seconds !== null)) {
      expected[call.agent_exten!] = (expected[call.agent_exten!] ?? 0) + call.talk_seconds! + call.post_handling_seconds;
    }
    const rows = dataOf<{ exten: string; sum: number }[]>(await t.call('/report/exten_productivity/list', { From: range.DateFrom, To: range.DateTo }, admin));
    expect(Object.fromEntries(rows.map((row) => [row.exten, row.sum]))).toEqual(expected);
  });

  it('call result: a count per routing exten and result type, with the type labels', async () => {
    const data = dataOf<{ CallStatistic: Record<string, Record<string, number>>; TypeNames: Record<string, string> }>(
      await t.call('/report/call_result/statistics', range, admin),
    );
    const expected: Record<string, Record<string, number>> = {};
    for (const call of calls.filter((c) => c.result_type)) {
      expected[call.routing_exten] ??= Object.fromEntries(CALL_RESULT_TYPES.map((type) => [type, 0]));
      expected[call.routing_exten][call.result_type!] += 1;
    }
    expect(data.CallStatistic).toEqual(expected);
    expect(data.TypeNames.firma_fax).toBe('Company fax sended');
    const one = dataOf<{ CallStatistic: Record<string, unknown> }>(await t.call('/report/call_result/statistics', { ...range, Exten: '9999' }, admin));
    expect(Object.keys(one.CallStatistic)).toEqual(['9999']);
    expect((await t.call('/report/call_result/statistics', { ...range, Exten: 'abc' }, admin)).body.message).toContain('Exten must be an extension number');
  });

  it('agent productivity: shares of the logged time clipped to the hour window of the chosen days; no detail when nothing was logged', async () => {
    const periods = await t.query<{ agent_id: number; activity_type: string; started_at: Date; ended_at: Date }>(
      `SELECT agent_id, activity_type, started_at, ended_at FROM telephony.agent_status_periods WHERE customer_id = $1`,
      [customerId],
    );
    // Monday to Saturday: the 29th (a Sunday, also the clock-change day) is left out.
    const chosen = ['2026-03-28', '2026-03-30'];
    const expected = new Map<number, Record<string, number>>();
    for (const period of periods) {
      for (const day of chosen) {
        const start = at(`${day} 08:00:00`).getTime();
        const end = at(`${day} 17:30:00`).getTime();
        const seconds = Math.max(0, Math.min(period.ended_at.getTime(), end) - Math.max(period.started_at.getTime(), start)) / 1000;
        if (seconds <= 0) continue;
        const types = expected.get(period.agent_id) ?? {};
        types[period.activity_type] = (types[period.activity_type] ?? 0) + seconds;
        expected.set(period.agent_id, types);
      }
    }
    const [{ id: lonelyId }] = await t.query<{ id: number }>(
      `INSERT INTO telephony.agents (customer_id, employee_id, username, first_name, last_name) VALUES ($1, 'E-LONELY', 'lonely', 'Lonely', 'Agent') RETURNING agent_id AS id`,
      [customerId],
    );
    const response = await t.call(
      '/report/agent_productivity/list',
      { DateFrom: `${FIRST} 00:00:00`, DateTo: `${LAST} 00:00:00`, HourFrom: '08:00', HourTo: '17:30', WeekDays: [1, 2, 3, 4, 5, 6] },
      admin,
    );
    expect(response.body.message).toBe('Agent productivity loaded successfully');
    const rows = dataOf<AgentProductivityRow[]>(response);
    const agents = await t.query<{ agent_id: number }>(`SELECT agent_id FROM telephony.agents WHERE customer_id = $1`, [customerId]);
    expect(rows).toHaveLength(agents.length);
    for (const row of rows) {
      const types = expected.get(row.AgentID) ?? {};
      const total = Object.values(types).reduce((a, b) => a + b, 0);
      const shares = ACTIVITY_TYPES.filter((type) => types[type] > 0).map((type) => [type, types[type] / total]);
      expect(row.Detail.map((d) => d.Type)).toEqual(shares.map(([type]) => type));
      row.Detail.forEach((d, i) => expect(d.Value).toBeCloseTo(shares[i][1] as number, 9));
    }
    expect(rows.find((row) => row.AgentID === lonelyId)).toEqual({ AgentID: lonelyId, DisplayName: 'Lonely Agent', Detail: [] });
    expect(rows.some((row) => row.Detail.length > 0)).toBe(true);
    await t.query(`DELETE FROM telephony.agents WHERE agent_id = $1`, [lonelyId]);

    // Whole days, the clock-change day included: its window is 23 real hours, and periods that
    // cross midnight are split between the two days.
    const whole = new Map<number, Record<string, number>>();
    for (const period of periods) {
      for (const [day, next] of [
        ['2026-03-28', '2026-03-29'],
        ['2026-03-29', '2026-03-30'],
        ['2026-03-30', '2026-03-31'],
      ]) {
        const seconds =
          Math.max(
            0,
            Math.min(period.ended_at.getTime(), at(`${next} 00:00:00`).getTime()) - Math.max(period.started_at.getTime(), at(`${day} 00:00:00`).getTime()),
          ) / 1000;
        if (seconds <= 0) continue;
        const types = whole.get(period.agent_id) ?? {};
        types[period.activity_type] = (types[period.activity_type] ?? 0) + seconds;
        whole.set(period.agent_id, types);
      }
    }
    const allDays = dataOf<AgentProductivityRow[]>(
      await t.call(
        '/report/agent_productivity/list',
        { DateFrom: `${FIRST} 00:00:00`, DateTo: `${LAST} 00:00:00`, HourFrom: '00:00', HourTo: '24:00', WeekDays: [1, 2, 3, 4, 5, 6, 7, 8] },
        admin,
      ),
    );
    for (const row of allDays) {
      const types = whole.get(row.AgentID) ?? {};
      const total = Object.values(types).reduce((a, b) => a + b, 0);
      const shares = ACTIVITY_TYPES.filter((type) => types[type] > 0).map((type) => types[type] / total);
      expect(row.Detail.map((d) => d.Value).length).toBe(shares.length);
      row.Detail.forEach((d, i) => expect(d.Value).toBeCloseTo(shares[i], 9));
    }
  });

  it('activity: mails per agent, agents and supervisors apart, each with a SUM row', async () => {
    const raw = await t.query<{ employee_id: string; is_supervisor: boolean; sent_at: Date }>(
      `SELECT a.employee_id, a.is_supervisor, m.sent_at FROM telephony.mail_activities m JOIN telephony.agents a USING (agent_id) WHERE m.customer_id = $1`,
      [customerId],
    );
    const data = dataOf<{ agentActivities: { agent: string; anzahl_mail: number }[]; supervisorActivities: { agent: string; anzahl_mail: number }[] }>(
      await t.call('/report/activity/list', exclusiveRange, admin),
    );
    for (const [list, supervisor] of [
      [data.agentActivities, false],
      [data.supervisorActivities, true],
    ] as const) {
      const mine = raw.filter((row) => row.is_supervisor === supervisor);
      const counts: Record<string, number> = {};
      for (const row of mine) counts[row.employee_id] = (counts[row.employee_id] ?? 0) + 1;
      if (mine.length === 0) {
        expect(list).toEqual([]);
        continue;
      }
      expect(list.at(-1)).toEqual({ agent: 'SUM', agent_name: '', anzahl_mail: mine.length });
      expect(Object.fromEntries(list.slice(0, -1).map((row) => [row.agent, row.anzahl_mail]))).toEqual(counts);
    }
  });

  it('average handling time: per agent and a totals row without employee id', async () => {
    const data = dataOf<{ agentCallDuration: Record<string, unknown>[]; supervisorCallDuration: Record<string, unknown>[] }>(
      await t.call('/report/call_duration/wait_time', range, admin),
    );
    const agents = await t.query<{ agent_id: number; employee_id: string; is_supervisor: boolean }>(
      `SELECT agent_id, employee_id, is_supervisor FROM telephony.agents WHERE customer_id = $1`,
      [customerId],
    );
    const answered = calls.filter((call) => call.answered && call.talk_seconds !== null && call.agent_id !== null);
    const round = (value: number) => Math.round(value * 100) / 100;
    const figures = (group: RawCall[]) => ({
      anruf_dauer: round(group.reduce((s, c) => s + c.talk_seconds!, 0) / group.length / 60),
      wartezeit: round(group.reduce((s, c) => s + (c.wait_routing_seconds ?? 0) + (c.wait_agent_seconds ?? 0), 0) / group.length),
      anzahl: group.length,
    });
    const ofAgents = answered.filter((call) => !agents.find((a) => a.agent_id === call.agent_id)!.is_supervisor);
    const totals = data.agentCallDuration.at(-1)!;
    expect(totals).toMatchObject({ agent: 'SUM', mitarbeiter_id: null, ...figures(ofAgents) });
    const one = agents.find((agent) => !agent.is_supervisor && ofAgents.some((call) => call.agent_id === agent.agent_id))!;
    expect(data.agentCallDuration.find((row) => row.mitarbeiter_id === one.employee_id)).toMatchObject(
      figures(ofAgents.filter((call) => call.agent_id === one.agent_id)),
    );
  });

  describe('absence', () => {
    it('lists causes, agents and details by agent and start on the customer clock', async () => {
      const reasons = dataOf<{ status_grund: string }[]>(await t.call('/report/absence/reason_list', {}, admin)).map((r) => r.status_grund);
      expect(reasons).toEqual(expect.arrayContaining(['Urlaub', 'Krankenstand', 'Arzttermin']));
      const agents = dataOf<{ mitarbeiter_id: number; benutzername: string }[]>(await t.call('/report/absence/agent_list', {}, admin));
      expect(agents.length).toBeGreaterThan(0);
      const [agent] = agents;
      await t.query(
        `INSERT INTO telephony.absences (customer_id, agent_id, started_at, ended_at, reason) VALUES ($1, $2, $3, $4, 'Arzttermin'), ($1, $2, $5, $6, 'Urlaub')`,
        [customerId, agent.mitarbeiter_id, at('2026-03-29 01:30:00'), at('2026-03-29 03:30:00'), at('2026-03-30 08:00:00'), at('2026-03-30 16:30:00')],
      );
      const response = await t.call(
        '/report/absence/absence_detail',
        { ...exclusiveRange, Reasons: ['Arzttermin', 'Urlaub'], Agent: agent.mitarbeiter_id },
        admin,
      );
      expect(response.body.message).toBe('Absence detail loaded successfully.');
      const rows = dataOf<Record<string, string>[]>(response);
      const raw = await t.query<{ started_at: Date; ended_at: Date; reason: string }>(
        `SELECT started_at, ended_at, reason FROM telephony.absences WHERE agent_id = $1 AND reason IN ('Arzttermin', 'Urlaub') AND started_at >= $2 AND started_at < $3 ORDER BY started_at`,
        [agent.mitarbeiter_id, at(`${FIRST} 00:00:00`), at('2026-03-31 00:00:00')],
      );
      expect(rows).toHaveLength(raw.length);
      // 01:30 to 03:30 on the spring change is one real hour.
      expect(rows).toContainEqual({
        agent: agent.benutzername,
        date: '2026-03-29',
        start: '01:30',
        ende: '03:30',
        dauer: '01:00:00',
        status_grund: 'Arzttermin',
      });
      expect(rows).toContainEqual({ agent: agent.benutzername, date: '2026-03-30', start: '08:00', ende: '16:30', dauer: '08:30:00', status_grund: 'Urlaub' });
    });

    it('own scope: only the agent with the user mail, another agent or mail is refused, and no agent record says so', async () => {
      const agentToken = await t.login('agent');
      const [user] = await t.query<{ email: string }>(`SELECT email FROM core.users WHERE username = 'agent'`);
      const mine = dataOf<{ mitarbeiter_id: number }[]>(await t.call('/report/absence/agent_list', { AgentMail: user.email }, agentToken));
      expect(mine).toHaveLength(1);
      expect(dataOf<unknown[]>(await t.call('/report/absence/agent_list', {}, agentToken))).toEqual(mine);
      expect((await t.call('/report/absence/agent_list', { AgentMail: 'someone.else@example.com' }, agentToken)).status).toBe(403);
      // report_absence_own sees the customer's today only (the admin fixes the range to it).
      const detail = { ...todayRange(), Reasons: ['Urlaub'] };
      expect((await t.call('/report/absence/absence_detail', { ...detail, Agent: mine[0].mitarbeiter_id }, agentToken)).status).toBe(200);
      expect((await t.call('/report/absence/absence_detail', detail, agentToken)).status).toBe(200);
      const pastDays = await t.call('/report/absence/absence_detail', { ...exclusiveRange, Reasons: ['Urlaub'] }, agentToken);
      expect(pastDays.status).toBe(403);
      expect(pastDays.body.message).toContain("With report_absence_own you may only see today's absences.");
      const [other] = await t.query<{ agent_id: number }>(`SELECT agent_id FROM telephony.agents WHERE customer_id = $1 AND agent_id <> $2 LIMIT 1`, [
        customerId,
        mine[0].mitarbeiter_id,
      ]);
      expect((await t.call('/report/absence/absence_detail', { ...detail, Agent: other.agent_id }, agentToken)).status).toBe(403);
      const stranger = await userWith(t, admin, 'own_stranger', [Permission.ReportAbsenceOwn]);
      expect(dataOf<unknown[]>(await t.call('/report/absence/agent_list', {}, stranger.token))).toEqual([]);
      const refused = await t.call('/report/absence/absence_detail', detail, stranger.token);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toContain('You are not in the agent list, please contact your supervisor.');
    });
  });

  it('PC info: the crud list with the hostname search, pc_info needed for the content', async () => {
    const list = await t.call('/report/pc_info/list', { limit: 10, q: { field: 'hostname', op: 'like', value: '%' } }, admin);
    const all = await t.query<{ hostname: string }>(`SELECT hostname FROM telephony.pc_inventory WHERE customer_id = $1`, [customerId]);
    expect(dataOf<unknown[]>(list).length).toBe(Math.min(10, all.length));
    expect(dataOf<number>(await t.call('/report/pc_info/count', {}, admin))).toBe(all.length);
    const menuOnly = await userWith(t, admin, 'pc_menu_only', [Permission.ReportPcInfo]);
    expect((await t.call('/report/pc_info/list', {}, menuOnly.token)).status).toBe(403);
  });

  it("a second customer's rows never count, and its agents are not found", async () => {
    const rows = dataOf<AcdDetailsRow[]>(await t.call('/report/acd/details', { ...range, Exten: '9999', MusicOnHoldDuration: 0, PostHandlingTime: 0 }, admin));
    expect(rows.reduce((sum, row) => sum + row.incoming_calls, 0)).toBe(3);
    const response = await t.call('/report/absence/absence_detail', { ...exclusiveRange, Reasons: ['Urlaub'], Agent: otherAgentId }, admin);
    expect(response.status).toBe(404);
  });

  it('permission matrix: each report needs its own permission; report_absence_own opens only the absence report', async () => {
    const calls: [string, Record<string, unknown>, string][] = [
      ['/report/exten_switch/list', { Exten: '3001', From: range.DateFrom, To: range.DateTo }, Permission.ReportExtenSwitch],
      ['/report/exten_productivity/list', { From: range.DateFrom, To: range.DateTo }, Permission.ReportExtenProductivity],
      [
        '/report/agent_productivity/list',
        { ...range, HourFrom: '07:00', HourTo: '20:00', WeekDays: [1, 2, 3, 4, 5, 6, 7, 8] },
        Permission.ReportAgentProductivity,
      ],
      ['/report/call_result/statistics', range, Permission.ReportCallResult],
      ['/report/absence/reason_list', {}, Permission.ReportAbsence],
      ['/report/absence/agent_list', {}, Permission.ReportAbsence],
      ['/report/absence/absence_detail', { ...todayRange(), Reasons: ['Urlaub'] }, Permission.ReportAbsence],
      ['/report/activity/list', exclusiveRange, Permission.ReportActivity],
      ['/report/call_duration/wait_time', range, Permission.ReportCallDuration],
      ['/report/call_log/list', exclusiveRange, Permission.ReportCallLog],
      ['/report/acd/details', { ...range, MusicOnHoldDuration: 0, PostHandlingTime: 0 }, Permission.ReportAcdDetails],
      ['/report/acd/today', {}, Permission.ReportAcdDetails],
      ['/report/pc_info/list', {}, Permission.PcInfo],
    ];
    const nobody = await userWith(t, admin, 'report_nobody', [Permission.Report]);
    const supervisor = await t.login('supervisor');
    const agent = await t.login('agent');
    for (const [path, body, permission] of calls) {
      expect([path, (await t.call(path, body, nobody.token)).status]).toEqual([path, 403]);
      expect([path, (await t.call(path, body, supervisor)).status]).toEqual([path, 200]);
      expect([path, (await t.call(path, body, agent)).status]).toEqual([path, permission === Permission.ReportAbsence ? 200 : 403]);
    }
    const exporter = await userWith(t, admin, 'call_log_only', [Permission.ReportCallLog]);
    expect((await t.call('/report/call_log/list', exclusiveRange, exporter.token)).status).toBe(200);
    expect((await t.call('/report/acd/details', { ...range, MusicOnHoldDuration: 0, PostHandlingTime: 0 }, exporter.token)).status).toBe(403);
    const exportResponse = await t.http
      .get('/report/acd/export')
      .query({ ...range, MusicOnHoldDuration: 0, PostHandlingTime: 0 })
      .set('Authorization', `Bearer ${exporter.token}`);
    expect(exportResponse.status).toBe(403);
    const logExport = await t.http.get('/report/call_log/export').query(exclusiveRange).set('Authorization', `Bearer ${nobody.token}`);
    expect(logExport.status).toBe(403);
  });

  it('bad input: 400 with a message naming the problem', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['/report/acd/details', { DateFrom: '2026-03-30', DateTo: '2026-03-28', MusicOnHoldDuration: 0, PostHandlingTime: 0 }, 'DateTo must be after DateFrom'],
      ['/report/acd/details', { DateTo: '2026-03-28', MusicOnHoldDuration: 0, PostHandlingTime: 0 }, 'DateFrom is required'],
      [
        '/report/acd/details',
        { DateFrom: '2025-01-01', DateTo: '2026-03-28', MusicOnHoldDuration: 0, PostHandlingTime: 0 },
        'a report covers at most 366 days',
      ],
      ['/report/acd/details', { ...range, MusicOnHoldDuration: -5, PostHandlingTime: 0 }, 'MusicOnHoldDuration must not be negative'],
      ['/report/acd/details', { ...range, MusicOnHoldDuration: 0, PostHandlingTime: '-1' }, 'PostHandlingTime must not be negative'],
      ['/report/acd/details', { ...range, Exten: '12;3', MusicOnHoldDuration: 0, PostHandlingTime: 0 }, 'Exten must be an extension number'],
      ['/report/call_log/list', { DateFrom: '31.03.2026', DateTo: '2026-04-01' }, 'DateFrom must be a date'],
      ['/report/call_log/list', { ...exclusiveRange, PageSize: 42 }, 'PageSize must be one of 50, 75, 100, 150'],
      ['/report/absence/absence_detail', { ...exclusiveRange, Reasons: [] }, 'Please select absence cause.'],
      ['/report/absence/absence_detail', { ...exclusiveRange, Reasons: ['Mondurlaub'] }, 'Unknown absence cause: Mondurlaub'],
      ['/report/agent_productivity/list', { ...range, HourFrom: '20:00', HourTo: '07:00', WeekDays: [1] }, 'HourTo must be after HourFrom'],
      ['/report/agent_productivity/list', { ...range, HourFrom: '07:00', HourTo: '20:00', WeekDays: [9] }, 'WeekDays must hold weekdays 1-7 and 8 for Holiday'],
    ];
    for (const [path, body, message] of cases) {
      const response = await t.call(path, body, admin);
      expect([path, response.status]).toEqual([path, 400]);
      expect(response.body.message).toContain(message);
    }
    const unknownAgent = await t.call('/report/absence/absence_detail', { ...exclusiveRange, Reasons: ['Urlaub'], Agent: 999999 }, admin);
    expect(unknownAgent.status).toBe(404);
    const badExport = await t.http
      .get('/report/call_log/export')
      .query({ DateFrom: '2026-03-30', DateTo: '2026-03-01' })
      .set('Authorization', `Bearer ${admin}`);
    expect(badExport.status).toBe(400);
  });

  // Last in the file: it changes the other customer's calls, both customers' time zone and empties the calls.
  it('ACD counts: the calls triggers keep them equal to a count over the raw calls through inserts, updates, deletes, time zone changes and a truncate', async () => {
    const differences = async () => {
      const waits = `SELECT c.customer_id, (c.started_at AT TIME ZONE cu.time_zone)::date AS day, c.routing_exten, c.answered, c.lost,
                            coalesce(c.wait_routing_seconds, 0) + coalesce(c.wait_agent_seconds, 0) AS raw_wait, count(*)::int AS calls
                       FROM telephony.calls c JOIN core.customers cu USING (customer_id) GROUP BY 1, 2, 3, 4, 5, 6`;
      const talks = `SELECT c.customer_id, (c.started_at AT TIME ZONE cu.time_zone)::date AS day, c.routing_exten, c.talk_seconds, count(*)::int AS calls
                       FROM telephony.calls c JOIN core.customers cu USING (customer_id) WHERE c.answered AND c.talk_seconds IS NOT NULL GROUP BY 1, 2, 3, 4`;
      const kept = `SELECT customer_id, day, routing_exten, answered, lost, raw_wait, calls FROM reports.acd_waits`;
      const keptTalks = `SELECT customer_id, day, routing_exten, talk_seconds, calls FROM reports.acd_talks`;
      return t.query(
        `(${kept} EXCEPT ${waits}) UNION ALL (${waits} EXCEPT ${kept})
         UNION ALL SELECT customer_id, day, routing_exten, NULL, NULL, talk_seconds, calls FROM ((${keptTalks} EXCEPT ${talks}) UNION ALL (${talks} EXCEPT ${keptTalks})) x`,
      );
    };
    const [{ count: counted }] = await t.query<{ count: number }>(`SELECT sum(calls)::int AS count FROM reports.acd_waits WHERE customer_id = $1`, [
      customerId,
    ]);
    expect(counted).toBe(calls.length);
    expect(await differences()).toEqual([]);

    await t.query(
      `UPDATE telephony.calls SET started_at = started_at + interval '1 day', answered = false, lost = true, agent_id = NULL WHERE unique_id = 'other-1'`,
    );
    await t.query(`UPDATE telephony.calls SET wait_routing_seconds = wait_routing_seconds + 3 WHERE customer_id = $1 AND answered`, [otherCustomerId]);
    await t.query(`DELETE FROM telephony.calls WHERE customer_id = $1 AND lost AND wait_routing_seconds < 30`, [otherCustomerId]);
    expect(await differences()).toEqual([]);

    await t.query(`UPDATE core.customers SET time_zone = 'Pacific/Auckland' WHERE customer_id = $1`, [customerId]);
    expect(await differences()).toEqual([]);
    const [{ count: aucklandDays }] = await t.query<{ count: number }>(
      `SELECT count(DISTINCT day)::int AS count FROM reports.acd_waits WHERE customer_id = $1`,
      [customerId],
    );
    expect(aucklandDays).toBeGreaterThan(days.length);
    await t.query(`UPDATE core.customers SET time_zone = $2 WHERE customer_id = $1`, [customerId, VIENNA]);
    expect(await differences()).toEqual([]);

    await t.query(`TRUNCATE telephony.calls CASCADE`);
    expect(await t.query(`SELECT 1 FROM reports.acd_waits UNION ALL SELECT 1 FROM reports.acd_talks`)).toEqual([]);
  });
});
