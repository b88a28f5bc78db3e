import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ACTIVITY_TYPES, CALL_RESULT_TYPES, HOLIDAY_WEEKDAY, REPORT_SUM_LABEL, type AgentProductivityRow } from '@backoffice/contracts';
import { addDays, eachDay, instantOf, isoWeekday, parseWallTime, reportRange } from '@backoffice/domain';
import { DataSource } from 'typeorm';
import { seedTelephonyDemo } from '../src/telephony/seed/telephony-demo.seed.js';
import { customerIdByName, dataOf } from './support/core-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * Call result, average handling time and exten productivity read count tables of whole customer
 * days that triggers on the calls keep (migration 1764500000000) and the calls at the edges of a
 * range; agent productivity reads day and hour counts of the status periods (migration
 * 1764510000000). This test computes every figure again from the raw calls and periods (never
 * through the report SQL) and compares, for every filter and for whole, partial and day-less
 * ranges, hour windows on and off the full hour, chosen weekdays and holidays, after inserts,
 * updates, deletes, an agent's deletion and a change of the customer's time zone, in two zones.
 */
const VIENNA = 'Europe/Vienna';
const NEW_YORK = 'America/New_York';
const NOW = new Date('2026-03-30T18:00:00Z');

interface RawCall {
  customer_id: number;
  started_at: Date;
  routing_exten: string;
  agent_exten: string | null;
  agent_id: number | null;
  answered: boolean;
  wait_routing_seconds: number | null;
  wait_agent_seconds: number | null;
  talk_seconds: number | null;
  post_handling_seconds: number;
  result_type: string | null;
}
interface Agent {
  agent_id: number;
  employee_id: string;
  is_supervisor: boolean;
  first_name: string;
  last_name: string;
  username: string;
}
interface DurationRow {
  agent: string;
  mitarbeiter_id: string | null;
  anruf_dauer: number;
  wartezeit: number;
  anzahl: number;
}

/** n / d rounded half up to 2 decimals, in integers (as SQL's numeric round, without float error). */
const round2 = (n: number, d: number) => Math.floor((200 * n + d) / (2 * d)) / 100;

function expectedResults(calls: RawCall[]): Record<string, Record<string, number>> {
  const statistic: Record<string, Record<string, number>> = {};
  for (const call of calls.filter((c) => c.result_type !== null)) {
    statistic[call.routing_exten] ??= Object.fromEntries(CALL_RESULT_TYPES.map((type) => [type, 0]));
    statistic[call.routing_exten][call.result_type!] += 1;
  }
  return statistic;
}

function expectedDurations(calls: RawCall[], agents: Agent[]): { agentCallDuration: DurationRow[]; supervisorCallDuration: DurationRow[] } {
  const timed = calls.filter((c) => c.answered && c.talk_seconds !== null && c.agent_id !== null);
  const figures = (group: RawCall[]) => {
    const talk = group.reduce((s, c) => s + c.talk_seconds!, 0);
    const wait = group.reduce((s, c) => s + (c.wait_routing_seconds ?? 0) + (c.wait_agent_seconds ?? 0), 0);
    return { anruf_dauer: round2(talk, group.length * 60), wartezeit: round2(wait, group.length), anzahl: group.length };
  };
  const list = (supervisor: boolean): DurationRow[] => {
    const ofGroup = timed.filter((c) => agents.find((a) => a.agent_id === c.agent_id)!.is_supervisor === supervisor);
    if (ofGroup.length === 0) return [];
    const rows = agents
      .filter((a) => ofGroup.some((c) => c.agent_id === a.agent_id))
      .map((a) => ({
        agent: `${a.first_name} ${a.last_name}`.trim() || a.username,
        mitarbeiter_id: a.employee_id,
        ...figures(ofGroup.filter((c) => c.agent_id === a.agent_id)),
      }));
    return [...rows, { agent: REPORT_SUM_LABEL, mitarbeiter_id: null, ...figures(ofGroup) }];
  };
  return { agentCallDuration: list(false), supervisorCallDuration: list(true) };
}

function expectedExtens(calls: RawCall[]): Record<string, number> {
  const sums: Record<string, number> = {};
  for (const call of calls.filter((c) => c.answered && c.agent_exten !== null && c.talk_seconds !== null)) {
    sums[call.agent_exten!] = (sums[call.agent_exten!] ?? 0) + call.talk_seconds! + call.post_handling_seconds;
  }
  return sums;
}

interface Period {
  agent_id: number;
  activity_type: string;
  started_at: Date;
  ended_at: Date;
}

/** Seconds per agent and activity inside the window of each chosen day, clipped from the raw periods. */
function expectedProductivity(periods: Period[], days: string[], hourFrom: string, hourTo: string, zone: string): Map<number, Record<string, number>> {
  const instant = (day: string, hhmm: string) =>
    hhmm === '24:00' ? instantOf(parseWallTime(addDays(day, 1))!, zone) : instantOf(parseWallTime(`${day} ${hhmm}:00`)!, zone);
  const seconds = new Map<number, Record<string, number>>();
  for (const day of days) {
    const start = instant(day, hourFrom).getTime();
    const end = instant(day, hourTo).getTime();
    for (const period of periods) {
      const overlap = Math.min(period.ended_at.getTime(), end) - Math.max(period.started_at.getTime(), start);
      if (overlap <= 0) continue;
      const types = seconds.get(period.agent_id) ?? {};
      types[period.activity_type] = (types[period.activity_type] ?? 0) + overlap / 1000;
      seconds.set(period.agent_id, types);
    }
  }
  return seconds;
}

/** The duration lists in one order (the report sorts by name; names may tie). */
const byEmployee = (rows: DurationRow[]) => [...rows].sort((a, b) => String(a.mitarbeiter_id).localeCompare(String(b.mitarbeiter_id)));

describe('year reports: count tables equal to the raw calls', () => {
  let t: TestApp;
  let admin: string;
  let customerId: number;
  let otherCustomerId: number;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login('admin');
    const session = await t.call('/users/login', { Username: 'admin', Password: 'Demo1234!', AuthorizedUserID: 0 });
    customerId = session.body.result.data.activeCustomer.CustomerID;
    otherCustomerId = await customerIdByName(t, 'Nordlicht Versicherung AG');
    // Three days around the spring clock change in Vienna (2026-03-29).
    await seedTelephonyDemo(t.app.get(DataSource), { customerIds: [customerId, otherCustomerId], days: 3, agents: 6, seed: 29, now: NOW });
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  }, 30_000);

  /** Wire ranges: whole days, a single day, a DateFrom inside a day, and a range without a whole day. */
  const RANGES: [string, string][] = [
    ['2026-03-27 00:00:00', '2026-03-31 23:59:59'],
    ['2026-03-29 00:00:00', '2026-03-29 23:59:59'],
    ['2026-03-28 10:30:00', '2026-03-30 23:59:59'],
    ['2026-03-30 09:15:00', '2026-03-30 23:59:59'],
  ];

  /** Every figure of the three reports, for every range and Exten filter, against the raw calls. */
  async function expectEqualToRawCalls(token: string) {
    const [{ time_zone: zone }] = await t.query<{ time_zone: string }>(`SELECT time_zone FROM core.customers WHERE customer_id = $1`, [customerId]);
    const all = await t.query<RawCall>(`SELECT * FROM telephony.calls WHERE customer_id = $1`, [customerId]);
    const agents = await t.query<Agent>(`SELECT agent_id, employee_id, is_supervisor, first_name, last_name, username FROM telephony.agents`);
    const extens = [undefined, ...new Set(all.map((c) => c.routing_exten)), '1234'];
    expect(extens.length).toBeGreaterThan(3);
    for (const [from, to] of RANGES) {
      const range = reportRange(from, to, zone, { end: 'end-of-day', maxDays: 366 });
      const inRange = all.filter((c) => c.started_at >= range.from && c.started_at < range.to);
      expect(inRange.length).toBeGreaterThan(0);
      for (const exten of extens) {
        const calls = inRange.filter((c) => exten === undefined || c.routing_exten === exten);
        const body = { DateFrom: from, DateTo: to, ...(exten === undefined ? {} : { Exten: exten }) };
        const label = `${from} - ${to}, Exten ${exten ?? 'none'}, ${zone}`;
        const results = dataOf<{ CallStatistic: unknown }>(await t.call('/report/call_result/statistics', body, token));
        expect({ label, statistic: results.CallStatistic }).toEqual({ label, statistic: expectedResults(calls) });
        const durations = dataOf<{ agentCallDuration: DurationRow[]; supervisorCallDuration: DurationRow[] }>(
          await t.call('/report/call_duration/wait_time', body, token),
        );
        const expected = expectedDurations(calls, agents);
        expect({ label, agents: byEmployee(durations.agentCallDuration), supervisors: byEmployee(durations.supervisorCallDuration) }).toEqual({
          label,
          agents: byEmployee(expected.agentCallDuration),
          supervisors: byEmployee(expected.supervisorCallDuration),
        });
      }
      const extenRows = dataOf<{ exten: string; sum: number }[]>(await t.call('/report/exten_productivity/list', { From: from, To: to }, token));
      expect({ range: `${from} - ${to}, ${zone}`, sums: Object.fromEntries(extenRows.map((row) => [row.exten, row.sum])) }).toEqual({
        range: `${from} - ${to}, ${zone}`,
        sums: expectedExtens(inRange),
      });
    }
  }

  /** Windows on the full hour (read from the counts) and off it (clipped from the periods), weekdays and holidays. */
  const PRODUCTIVITY: { from: string; to: string; hourFrom: string; hourTo: string; weekDays: number[] }[] = [
    { from: '2026-03-27', to: '2026-03-31', hourFrom: '00:00', hourTo: '24:00', weekDays: [1, 2, 3, 4, 5, 6, 7, 8] },
    { from: '2026-03-28', to: '2026-03-30', hourFrom: '08:00', hourTo: '17:00', weekDays: [1, 2, 3, 4, 5, 6] },
    { from: '2026-03-28', to: '2026-03-30', hourFrom: '01:00', hourTo: '23:00', weekDays: [7, 8] },
    { from: '2026-03-29', to: '2026-03-29', hourFrom: '02:00', hourTo: '04:00', weekDays: [7] },
    { from: '2026-03-28', to: '2026-03-30', hourFrom: '08:30', hourTo: '17:30', weekDays: [1, 2, 3, 4, 5, 6, 7] },
  ];

  /** Agent productivity for every window above against the raw periods. */
  async function expectProductivityEqualToRawPeriods(token: string) {
    const [{ time_zone: zone }] = await t.query<{ time_zone: string }>(`SELECT time_zone FROM core.customers WHERE customer_id = $1`, [customerId]);
    const periods = await t.query<Period>(`SELECT agent_id, activity_type, started_at, ended_at FROM telephony.agent_status_periods WHERE customer_id = $1`, [
      customerId,
    ]);
    const holidays = new Set(
      (await t.query<{ day: string }>(`SELECT to_char(holiday_date, 'YYYY-MM-DD') AS day FROM telephony.holidays WHERE customer_id = $1`, [customerId])).map(
        (row) => row.day,
      ),
    );
    let withTime = 0;
    for (const request of PRODUCTIVITY) {
      const days = eachDay(request.from, request.to).filter((day) =>
        holidays.has(day) ? request.weekDays.includes(HOLIDAY_WEEKDAY) : request.weekDays.includes(isoWeekday(day)),
      );
      const expected = expectedProductivity(periods, days, request.hourFrom, request.hourTo, zone);
      if (expected.size > 0) withTime += 1;
      const rows = dataOf<AgentProductivityRow[]>(
        await t.call(
          '/report/agent_productivity/list',
          {
            DateFrom: `${request.from} 00:00:00`,
            DateTo: `${request.to} 00:00:00`,
            HourFrom: request.hourFrom,
            HourTo: request.hourTo,
            WeekDays: request.weekDays,
          },
          token,
        ),
      );
      for (const row of rows) {
        const types = expected.get(row.AgentID) ?? {};
        const total = Object.values(types).reduce((a, b) => a + b, 0);
        const shares = ACTIVITY_TYPES.filter((type) => types[type] > 0).map((type) => ({ Type: type, Value: types[type] / total }));
        const label = `${JSON.stringify(request)}, agent ${row.AgentID}, ${zone}`;
        expect({ label, types: row.Detail.map((d) => d.Type) }).toEqual({ label, types: shares.map((d) => d.Type) });
        row.Detail.forEach((d, i) => expect(d.Value).toBeCloseTo(shares[i].Value, 9));
      }
      expect(rows.some((row) => row.Detail.length > 0)).toBe(expected.size > 0);
    }
    expect(withTime).toBeGreaterThanOrEqual(3);
  }

  /** Each count table row by row against the same grouping of the raw calls, for every customer. */
  async function expectCountsEqualToRawCalls() {
    const day = `(c.started_at AT TIME ZONE cu.time_zone)::date`;
    const pairs: [string, string][] = [
      [
        `SELECT customer_id, day, routing_exten, result_type, calls FROM reports.result_counts`,
        `SELECT c.customer_id, ${day}, c.routing_exten, c.result_type, count(*)::int FROM telephony.calls c JOIN core.customers cu USING (customer_id)
          WHERE c.result_type IS NOT NULL GROUP BY 1, 2, 3, 4`,
      ],
      [
        `SELECT customer_id, day, routing_exten, agent_id, talk_seconds, wait_seconds, calls FROM reports.duration_sums`,
        `SELECT c.customer_id, ${day}, c.routing_exten, c.agent_id, sum(c.talk_seconds)::bigint,
                sum(coalesce(c.wait_routing_seconds, 0) + coalesce(c.wait_agent_seconds, 0))::bigint, count(*)::int
           FROM telephony.calls c JOIN core.customers cu USING (customer_id)
          WHERE c.answered AND c.talk_seconds IS NOT NULL AND c.agent_id IS NOT NULL GROUP BY 1, 2, 3, 4`,
      ],
      [
        `SELECT customer_id, day, agent_exten, handling_seconds, calls FROM reports.exten_sums`,
        `SELECT c.customer_id, ${day}, c.agent_exten, sum(c.talk_seconds + c.post_handling_seconds)::bigint, count(*)::int
           FROM telephony.calls c JOIN core.customers cu USING (customer_id)
          WHERE c.answered AND c.agent_exten IS NOT NULL AND c.talk_seconds IS NOT NULL GROUP BY 1, 2, 3`,
      ],
    ];
    // The status counts: per agent and activity, the days and the hours each hold every microsecond of the periods.
    const logged = `SELECT customer_id, agent_id, activity_type, sum((extract(epoch FROM ended_at - started_at) * 1000000)::bigint)::bigint AS micros
                      FROM telephony.agent_status_periods GROUP BY 1, 2, 3`;
    for (const table of ['reports.status_days', 'reports.status_hours']) {
      pairs.push([`SELECT customer_id, agent_id, activity_type, sum(micros)::bigint FROM ${table} GROUP BY 1, 2, 3`, logged]);
    }
    for (const [kept, raw] of pairs) {
      expect(await t.query(`(${kept} EXCEPT ${raw}) UNION ALL (${raw} EXCEPT ${kept})`)).toEqual([]);
    }
    expect(
      await t.query(
        `SELECT 1 FROM reports.status_days WHERE pieces <= 0 OR micros < 0 UNION ALL SELECT 1 FROM reports.status_hours WHERE pieces <= 0 OR micros < 0`,
      ),
    ).toEqual([]);
    const [{ counted }] = await t.query<{ counted: number }>(`SELECT count(*)::int AS counted FROM reports.duration_sums WHERE customer_id = $1`, [customerId]);
    expect(counted).toBeGreaterThan(0);
  }

  it('as seeded: every report, filter and range equal to the raw calls, in Vienna', async () => {
    await expectCountsEqualToRawCalls();
    await expectEqualToRawCalls(admin);
    await expectProductivityEqualToRawPeriods(admin);
  }, 120_000);

  it('after inserts, updates, deletes and an agent deleted, of both customers', async () => {
    const at = (wall: string) => instantOf(parseWallTime(wall)!, VIENNA);
    // One statement of many calls with repeated keys, at the edges of the clock-change day and of a partial range.
    await t.query(
      `INSERT INTO telephony.calls (customer_id, unique_id, routing_exten, agent_exten, agent_id, started_at, wait_routing_seconds, wait_agent_seconds,
                                    talk_seconds, post_handling_seconds, answered, lost, status, result_type)
       SELECT cu, 'added-' || cu || '-' || n, '9999', CASE WHEN n % 3 = 0 THEN NULL ELSE '3999' END,
              (SELECT agent_id FROM telephony.agents WHERE customer_id = cu ORDER BY agent_id LIMIT 1),
              (ARRAY[$3::timestamptz, $4::timestamptz, $5::timestamptz, $6::timestamptz])[1 + n % 4], n, NULL,
              CASE WHEN n % 5 = 0 THEN NULL ELSE 30 + n END, n % 7, true, false, 'completed_caller',
              (ARRAY['fax', 'rueckruf', NULL])[1 + n % 3]
         FROM unnest(ARRAY[$1::int, $2::int]) cu, generate_series(1, 24) n`,
      [customerId, otherCustomerId, at('2026-03-29 00:30:00'), at('2026-03-29 23:30:00'), at('2026-03-28 10:29:59'), at('2026-03-30 09:15:00')],
    );
    // Periods across midnight, across the clock change and within an hour, in one statement, and a holiday.
    await t.query(
      `INSERT INTO telephony.agent_status_periods (customer_id, agent_id, activity_type, started_at, ended_at)
       SELECT a.customer_id, a.agent_id, p.type, p.started_at, p.ended_at
         FROM (SELECT DISTINCT ON (customer_id) customer_id, agent_id FROM telephony.agents WHERE customer_id IN ($1, $2) ORDER BY customer_id, agent_id DESC) a,
              (VALUES ('Kurzpause', $3::timestamptz, $4::timestamptz), ('Schulung', $5::timestamptz, $6::timestamptz), ('Besprechung', $7::timestamptz, $8::timestamptz)) p(type, started_at, ended_at)`,
      [
        customerId,
        otherCustomerId,
        at('2026-03-28 23:10:00'),
        at('2026-03-29 01:20:30'),
        at('2026-03-29 01:45:00'),
        at('2026-03-29 04:05:00'),
        at('2026-03-30 08:10:00'),
        at('2026-03-30 08:50:00'),
      ],
    );
    await t.query(`INSERT INTO telephony.holidays (customer_id, holiday_date, name) VALUES ($1, '2026-03-30', 'Test holiday')`, [customerId]);
    await expectCountsEqualToRawCalls();
    await expectEqualToRawCalls(admin);
    await expectProductivityEqualToRawPeriods(admin);

    // Across a day, to another queue and exten, results and talk cleared, an agent taken away.
    await t.query(
      `UPDATE telephony.calls SET started_at = started_at + interval '1 day', routing_exten = '9998', result_type = 'sonstiges'
        WHERE unique_id LIKE 'added-%' AND right(unique_id, 1) IN ('1', '2')`,
    );
    await t.query(`UPDATE telephony.calls SET talk_seconds = NULL, agent_exten = '3998', result_type = NULL WHERE unique_id LIKE 'added-%-1_'`);
    await t.query(
      `UPDATE telephony.calls SET agent_id = NULL WHERE customer_id = $1 AND answered AND unique_id IN (SELECT unique_id FROM telephony.calls WHERE customer_id = $1 ORDER BY unique_id LIMIT 40)`,
      [customerId],
    );
    await t.query(
      `UPDATE telephony.agent_status_periods SET started_at = started_at + interval '77 minutes 13.5 seconds', ended_at = ended_at + interval '2 hours 3 minutes',
              activity_type = CASE WHEN activity_type = 'Call' THEN 'Nachbearbeitung' ELSE activity_type END
        WHERE period_id % 3 = 0`,
    );
    await expectCountsEqualToRawCalls();
    await expectEqualToRawCalls(admin);
    await expectProductivityEqualToRawPeriods(admin);

    await t.query(`DELETE FROM telephony.calls WHERE unique_id LIKE 'added-%' AND right(unique_id, 1) IN ('3', '4', '5')`);
    await t.query(
      `DELETE FROM telephony.calls WHERE customer_id = $1 AND unique_id IN (SELECT unique_id FROM telephony.calls WHERE customer_id = $1 ORDER BY started_at DESC LIMIT 25)`,
      [customerId],
    );
    // Deleting an agent sets the agent of its calls to NULL: an UPDATE the triggers see.
    const [{ agent_id: leaving }] = await t.query<{ agent_id: number }>(
      `SELECT agent_id FROM telephony.calls WHERE customer_id = $1 AND agent_id IS NOT NULL GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
      [customerId],
    );
    await t.query(`DELETE FROM telephony.agent_status_periods WHERE period_id % 5 = 0`);
    // Deleting an agent also deletes its periods (a cascade the triggers see).
    await t.query(`DELETE FROM telephony.agents WHERE agent_id = $1`, [leaving]);
    expect(await t.query(`SELECT 1 FROM reports.duration_sums WHERE agent_id = $1`, [leaving])).toEqual([]);
    expect(await t.query(`SELECT 1 FROM reports.status_days WHERE agent_id = $1`, [leaving])).toEqual([]);
    await expectCountsEqualToRawCalls();
    await expectEqualToRawCalls(admin);
    await expectProductivityEqualToRawPeriods(admin);
  }, 180_000);

  it("a change of the customer's time zone counts its calls on the new clock: every figure equal in New York too, and back in Vienna", async () => {
    await t.query(`UPDATE core.customers SET time_zone = $2 WHERE customer_id = $1`, [customerId, NEW_YORK]);
    await expectCountsEqualToRawCalls();
    // A new session converts the wire dates with the new zone.
    const newYork = await t.login('admin');
    await expectEqualToRawCalls(newYork);
    await expectProductivityEqualToRawPeriods(newYork);

    await t.query(`UPDATE core.customers SET time_zone = $2 WHERE customer_id = $1`, [customerId, VIENNA]);
    await expectCountsEqualToRawCalls();
    const vienna = await t.login('admin');
    await expectEqualToRawCalls(vienna);
    await expectProductivityEqualToRawPeriods(vienna);
  }, 180_000);

  it('a truncate of the calls and the periods empties the counts', async () => {
    await t.query(`TRUNCATE telephony.calls, telephony.agent_status_periods CASCADE`);
    expect(
      await t.query(
        `SELECT 1 FROM reports.result_counts UNION ALL SELECT 1 FROM reports.duration_sums UNION ALL SELECT 1 FROM reports.exten_sums
         UNION ALL SELECT 1 FROM reports.status_days UNION ALL SELECT 1 FROM reports.status_hours`,
      ),
    ).toEqual([]);
    const results = dataOf<{ CallStatistic: unknown }>(
      await t.call('/report/call_result/statistics', { DateFrom: '2026-03-27 00:00:00', DateTo: '2026-03-31 23:59:59' }, admin),
    );
    expect(results.CallStatistic).toEqual({});
  });
});
