import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CALL_RESULT_TYPES, REPORT_SUM_LABEL } from '@backoffice/contracts';
import { instantOf, parseWallTime, reportRange } from '@backoffice/domain';
import { DataSource } from 'typeorm';
import { seedTelephonyDemo } from '../src/telephony/seed/telephony-demo.seed.js';
import { customerIdByName, dataOf } from './support/core-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * Call result, average handling time and exten productivity read count tables of whole customer
 * days that triggers on the calls keep (migration 1764500000000) and the calls at the edges of a
 * range. This test computes every figure again from the raw calls (never through the report SQL)
 * and compares, for every filter and for whole, partial and day-less ranges, after inserts,
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
    for (const [kept, raw] of pairs) {
      expect(await t.query(`(${kept} EXCEPT ${raw}) UNION ALL (${raw} EXCEPT ${kept})`)).toEqual([]);
    }
    const [{ counted }] = await t.query<{ counted: number }>(`SELECT count(*)::int AS counted FROM reports.duration_sums WHERE customer_id = $1`, [customerId]);
    expect(counted).toBeGreaterThan(0);
  }

  it('as seeded: every report, filter and range equal to the raw calls, in Vienna', async () => {
    await expectCountsEqualToRawCalls();
    await expectEqualToRawCalls(admin);
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
    await expectCountsEqualToRawCalls();
    await expectEqualToRawCalls(admin);

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
    await expectCountsEqualToRawCalls();
    await expectEqualToRawCalls(admin);

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
    await t.query(`DELETE FROM telephony.agents WHERE agent_id = $1`, [leaving]);
    expect(await t.query(`SELECT 1 FROM reports.duration_sums WHERE agent_id = $1`, [leaving])).toEqual([]);
    await expectCountsEqualToRawCalls();
    await expectEqualToRawCalls(admin);
  }, 180_000);

  it("a change of the customer's time zone counts its calls on the new clock: every figure equal in New York too, and back in Vienna", async () => {
    await t.query(`UPDATE core.customers SET time_zone = $2 WHERE customer_id = $1`, [customerId, NEW_YORK]);
    await expectCountsEqualToRawCalls();
    // A new session converts the wire dates with the new zone.
    await expectEqualToRawCalls(await t.login('admin'));

    await t.query(`UPDATE core.customers SET time_zone = $2 WHERE customer_id = $1`, [customerId, VIENNA]);
    await expectCountsEqualToRawCalls();
    await expectEqualToRawCalls(await t.login('admin'));
  }, 180_000);

  it('a truncate of the calls empties the counts', async () => {
    await t.query(`TRUNCATE telephony.calls CASCADE`);
    expect(
      await t.query(`SELECT 1 FROM reports.result_counts UNION ALL SELECT 1 FROM reports.duration_sums UNION ALL SELECT 1 FROM reports.exten_sums`),
    ).toEqual([]);
    const results = dataOf<{ CallStatistic: unknown }>(
      await t.call('/report/call_result/statistics', { DateFrom: '2026-03-27 00:00:00', DateTo: '2026-03-31 23:59:59' }, admin),
    );
    expect(results.CallStatistic).toEqual({});
  });
});
