import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Permission, type AcdDetailsRow, type AcdThresholds, type AcdToday, type ServiceLevelSettingsView } from '@backoffice/contracts';
import { instantOf, localDate, parseWallTime } from '@backoffice/domain';
import { customerIdByName, dataOf, userWith } from './support/core-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * Service levels (issue 24 item 3): the thresholds an administrator saves, and the ACD figures
 * before and after a change, against a count this test makes itself over the raw calls (never
 * through the report's SQL or the domain's functions).
 */
const DAY = '2026-03-10';

interface RawCall {
  routing_exten: string;
  started_at: Date;
  answered: boolean;
  lost: boolean;
  wait: number;
}

/** A queue's thresholds as docs/reports.md defines them: its override's fields, else the customer's. */
interface Thresholds {
  target: number;
  shortAbandon: number;
  queues?: Record<string, { target?: number; shortAbandon?: number }>;
}

/** The ACD figures the thresholds move, for one day, written out again from docs/reports.md. */
function expectedFigures(calls: RawCall[], thresholds: Thresholds) {
  const of = (call: RawCall) => ({
    target: thresholds.queues?.[call.routing_exten]?.target ?? thresholds.target,
    cut: thresholds.queues?.[call.routing_exten]?.shortAbandon ?? thresholds.shortAbandon,
  });
  const short = calls.filter((call) => call.lost && of(call).cut > 0 && call.wait <= of(call).cut);
  const within = calls.filter((call) => call.answered && call.wait <= of(call).target);
  const split = (call: RawCall) => (of(call).cut > 0 ? of(call).cut : 54);
  const offered = calls.length - short.length;
  return {
    incoming_calls: calls.length,
    handled_calls_20: within.length,
    lost_calls_20: calls.filter((call) => call.lost && call.wait <= of(call).target).length,
    lost_calls_lte54: calls.filter((call) => call.lost && call.wait <= split(call)).length,
    lost_calls_gt54: calls.filter((call) => call.lost && call.wait > split(call)).length,
    service_level_20: offered > 0 ? Math.round((10000 * within.length) / offered) / 100 : 0,
  };
}

describe('service levels: thresholds per customer and queue, and the ACD figures that follow them', () => {
  let t: TestApp;
  let admin: string;
  let customerId: number;
  let otherCustomerId: number;
  let zone: string;
  let calls: RawCall[];

  const figures = async (body: Record<string, unknown> = {}) => {
    const rows = dataOf<AcdDetailsRow[]>(
      await t.call(
        '/report/acd/details',
        { DateFrom: `${DAY} 00:00:00`, DateTo: `${DAY} 23:59:59`, MusicOnHoldDuration: 0, PostHandlingTime: 0, ...body },
        admin,
      ),
    );
    expect(rows).toHaveLength(1);
    const { incoming_calls, handled_calls_20, lost_calls_20, lost_calls_lte54, lost_calls_gt54, service_level_20 } = rows[0];
    return { incoming_calls, handled_calls_20, lost_calls_20, lost_calls_lte54, lost_calls_gt54, service_level_20 };
  };
  const stored = () =>
    t.query(
      `SELECT json_build_object(
         'levels', (SELECT json_agg(l ORDER BY customer_id) FROM telephony.service_levels l),
         'queues', (SELECT json_agg(q ORDER BY customer_id, queue) FROM telephony.service_level_queues q))::text AS snapshot`,
    );

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login('admin');
    const session = await t.call('/users/login', { Username: 'admin', Password: 'Demo1234!', AuthorizedUserID: 0 });
    customerId = session.body.result.data.activeCustomer.CustomerID;
    otherCustomerId = await customerIdByName(t, 'Nordlicht Versicherung AG');
    [{ time_zone: zone }] = await t.query<{ time_zone: string }>(`SELECT time_zone FROM core.customers WHERE customer_id = $1`, [customerId]);

    await t.query(
      `INSERT INTO telephony.call_customers (customer_id, code, name, routing_exten, queue_name)
       VALUES ($1, 'sales', 'Sales', '7001', 'sales'), ($1, 'care', 'Care', '7002', 'care'), ($2, 'other', 'Other', '7999', 'other')`,
      [customerId, otherCustomerId],
    );
    // Two queues with the same waits: answered 5, 15, 25, 40 s; lost 3, 8, 30, 70 s; one unfinished.
    const rows: [string, string, boolean, boolean, number, string][] = [];
    for (const queue of ['7001', '7002']) {
      [5, 15, 25, 40].forEach((wait, i) => rows.push([queue, `${queue}-a${i}`, true, false, wait, 'completed_caller']));
      [3, 8, 30, 70].forEach((wait, i) => rows.push([queue, `${queue}-l${i}`, false, true, wait, 'abandoned']));
      rows.push([queue, `${queue}-u`, false, false, 0, 'unfinished']);
    }
    const startedAt = instantOf(parseWallTime(`${DAY} 10:00:00`)!, zone);
    for (const [queue, uniqueId, answered, lost, wait, status] of rows) {
      await t.query(
        `INSERT INTO telephony.calls (customer_id, unique_id, routing_exten, started_at, wait_routing_seconds, wait_agent_seconds, talk_seconds, answered, lost, status)
         VALUES ($1, $2, $3, $4, $5, 0, 60, $6, $7, $8)`,
        [customerId, uniqueId, queue, startedAt, wait, answered, lost, status],
      );
    }
    // The other customer's call on the same day must count nowhere here.
    await t.query(
      `INSERT INTO telephony.calls (customer_id, unique_id, routing_exten, started_at, wait_routing_seconds, answered, lost, status)
       VALUES ($1, 'other-1', '7001', $2, 1, true, false, 'completed_caller')`,
      [otherCustomerId, startedAt],
    );
    calls = await t.query<RawCall>(
      `SELECT routing_exten, started_at, answered, lost, wait_routing_seconds + wait_agent_seconds AS wait FROM telephony.calls WHERE customer_id = $1`,
      [customerId],
    );
    expect(calls.every((call) => localDate(call.started_at, zone) === DAY)).toBe(true);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  }, 30_000);

  it('answers the defaults before anything is saved, with the queues one may override', async () => {
    const view = dataOf<ServiceLevelSettingsView>(await t.call('/telephony/service_levels/load', {}, admin));
    expect(view).toMatchObject({ TargetSeconds: 20, TargetShare: 80, ShortAbandonSeconds: 0, Queues: [] });
    expect(view.AvailableQueues).toEqual(
      expect.arrayContaining([
        { Queue: '7001', Name: 'Sales' },
        { Queue: '7002', Name: 'Care' },
      ]),
    );
    expect(view.AvailableQueues.map((queue) => queue.Queue)).not.toContain('7999');
    expect(await figures()).toEqual(expectedFigures(calls, { target: 20, shortAbandon: 0 }));
    expect(dataOf<AcdThresholds[]>(await t.call('/report/acd/thresholds', {}, admin))).toEqual([
      { Queue: null, TargetSeconds: 20, TargetShare: 80, ShortAbandonSeconds: 0, LostSplitSeconds: 54 },
    ]);
  });

  it('a saved threshold changes the figures at once, equal to a count over the raw calls; a queue counts with its override', async () => {
    const response = await t.call(
      '/telephony/service_levels/save',
      { TargetSeconds: 30, TargetShare: 85.5, ShortAbandonSeconds: 10, Queues: [{ Queue: '7002', TargetSeconds: 10, ShortAbandonSeconds: 0 }] },
      admin,
    );
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('Service levels saved.');
    expect(dataOf<ServiceLevelSettingsView>(response)).toMatchObject({
      TargetSeconds: 30,
      TargetShare: 85.5,
      ShortAbandonSeconds: 10,
      Queues: [{ Queue: '7002', TargetSeconds: 10, TargetShare: null, ShortAbandonSeconds: 0 }],
    });
    const thresholds: Thresholds = { target: 30, shortAbandon: 10, queues: { '7002': { target: 10, shortAbandon: 0 } } };
    const all = await figures();
    expect(all).toEqual(expectedFigures(calls, thresholds));
    // 7001: within 30 s 5, 15, 25; short abandons 3, 8 → 3 of 9 − 2; 7002: within 10 s only 5 → 1 of 9.
    expect(await figures({ Exten: '7001' })).toEqual({
      incoming_calls: 9,
      handled_calls_20: 3,
      lost_calls_20: 3,
      lost_calls_lte54: 2,
      lost_calls_gt54: 2,
      service_level_20: 42.86,
    });
    expect(await figures({ Exten: '7002' })).toEqual({
      incoming_calls: 9,
      handled_calls_20: 1,
      lost_calls_20: 2,
      lost_calls_lte54: 3,
      lost_calls_gt54: 1,
      service_level_20: 11.11,
    });
    expect(all.service_level_20).toBe(25);
    expect(dataOf<AcdThresholds[]>(await t.call('/report/acd/thresholds', {}, admin))).toEqual([
      { Queue: null, TargetSeconds: 30, TargetShare: 85.5, ShortAbandonSeconds: 10, LostSplitSeconds: 10 },
      { Queue: '7002', TargetSeconds: 10, TargetShare: 85.5, ShortAbandonSeconds: 0, LostSplitSeconds: 54 },
    ]);
    expect(dataOf<AcdThresholds[]>(await t.call('/report/acd/thresholds', { Exten: '7001' }, admin))).toEqual([
      { Queue: '7001', TargetSeconds: 30, TargetShare: 85.5, ShortAbandonSeconds: 10, LostSplitSeconds: 10 },
    ]);

    // Back to a plain target: the figures follow again, nothing recounted.
    dataOf(await t.call('/telephony/service_levels/save', { TargetSeconds: 15, TargetShare: 80, ShortAbandonSeconds: 0, Queues: [] }, admin));
    expect(await figures()).toEqual(expectedFigures(calls, { target: 15, shortAbandon: 0 }));
  });

  it("the dashboard tile counts today with each queue's thresholds and names the customer's target", async () => {
    dataOf(
      await t.call(
        '/telephony/service_levels/save',
        { TargetSeconds: 20, TargetShare: 90, ShortAbandonSeconds: 5, Queues: [{ Queue: '7002', TargetSeconds: 60 }] },
        admin,
      ),
    );
    const now = new Date();
    await t.query(
      `INSERT INTO telephony.calls (customer_id, unique_id, routing_exten, started_at, wait_routing_seconds, wait_agent_seconds, talk_seconds, answered, lost, status)
       VALUES ($1, 'today-1', '7001', $2, 30, 0, 30, true, false, 'completed_caller'), ($1, 'today-2', '7002', $2, 30, 0, 30, true, false, 'completed_caller'),
              ($1, 'today-3', '7001', $2, 4, 0, 0, false, true, 'abandoned'), ($1, 'today-4', '7001', $2, 40, 0, 0, false, true, 'abandoned')`,
      [customerId, now],
    );
    // 7001's 30 s answer is late, 7002's within its 60 s; the 4 s abandon is short: 1 of 3 offered.
    expect(dataOf<AcdToday>(await t.call('/report/acd/today', {}, admin))).toEqual({
      Date: localDate(now, zone),
      Incoming: 4,
      Handled: 2,
      Lost: 2,
      ServiceLevel: 33.33,
      TargetSeconds: 20,
      TargetShare: 90,
    });
    await t.query(`DELETE FROM telephony.calls WHERE unique_id LIKE 'today-%'`);
  });

  it("another customer's settings are its own: untouched by a save here, its queues unknown here (404, nothing stored)", async () => {
    const before = await stored();
    const foreign = await t.call(
      '/telephony/service_levels/save',
      { TargetSeconds: 20, TargetShare: 80, ShortAbandonSeconds: 0, Queues: [{ Queue: '7999', TargetSeconds: 1 }] },
      admin,
    );
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Cannot save the service levels: Unknown queues: 7999.');
    expect(await stored()).toEqual(before);
    expect(await t.query(`SELECT 1 FROM telephony.service_levels WHERE customer_id = $1`, [otherCustomerId])).toEqual([]);

    // In the other customer: the defaults, and its call counts with them.
    dataOf(await t.call('/users/active_customer/save', { CustomerID: otherCustomerId }, admin));
    try {
      expect(dataOf<ServiceLevelSettingsView>(await t.call('/telephony/service_levels/load', {}, admin))).toMatchObject({
        TargetSeconds: 20,
        TargetShare: 80,
        ShortAbandonSeconds: 0,
        Queues: [],
        AvailableQueues: expect.arrayContaining([{ Queue: '7999', Name: 'Other' }]),
      });
      expect(await figures()).toMatchObject({ incoming_calls: 1, handled_calls_20: 1, service_level_20: 100 });
      dataOf(await t.call('/telephony/service_levels/save', { TargetSeconds: 45, TargetShare: 70, ShortAbandonSeconds: 0, Queues: [] }, admin));
    } finally {
      dataOf(await t.call('/users/active_customer/save', { CustomerID: customerId }, admin));
    }
    expect(dataOf<ServiceLevelSettingsView>(await t.call('/telephony/service_levels/load', {}, admin))).toMatchObject({ TargetSeconds: 20, TargetShare: 90 });
  });

  it('only administrators load and save them; the thresholds of a report go with report_acd_details', async () => {
    const supervisor = await t.login('supervisor');
    const before = await stored();
    expect((await t.call('/telephony/service_levels/load', {}, supervisor)).status).toBe(403);
    expect((await t.call('/telephony/service_levels/save', { TargetSeconds: 1, TargetShare: 1, ShortAbandonSeconds: 0, Queues: [] }, supervisor)).status).toBe(
      403,
    );
    expect(await stored()).toEqual(before);
    const reader = await userWith(t, admin, 'acd_reader', [Permission.ReportAcdDetails]);
    expect((await t.call('/report/acd/thresholds', { Exten: '7001' }, reader.token)).status).toBe(200);
    expect((await t.call('/telephony/service_levels/load', {}, reader.token)).status).toBe(403);
    const nobody = await userWith(t, admin, 'acd_nobody', [Permission.Report]);
    expect((await t.call('/report/acd/thresholds', {}, nobody.token)).status).toBe(403);
  });

  it('bad input: 400 naming the problem, nothing stored', async () => {
    const valid = { TargetSeconds: 20, TargetShare: 80, ShortAbandonSeconds: 0, Queues: [] as unknown[] };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, TargetSeconds: -1 }, 'TargetSeconds must not be negative'],
      [{ ...valid, ShortAbandonSeconds: -5 }, 'ShortAbandonSeconds must not be negative'],
      [{ ...valid, TargetSeconds: 12.5 }, 'TargetSeconds must be a whole number of seconds'],
      [{ ...valid, TargetSeconds: '20' }, 'TargetSeconds must be a whole number of seconds'],
      [{ ...valid, TargetSeconds: 3601 }, 'TargetSeconds must be at most 3600 seconds'],
      [{ ...valid, TargetShare: 120 }, 'TargetShare must be between 0 and 100 (a percentage)'],
      [{ ...valid, TargetShare: -1 }, 'TargetShare must be between 0 and 100 (a percentage)'],
      [{ ...valid, TargetShare: 80.555 }, 'TargetShare must have at most 2 decimals'],
      [{ TargetShare: 80, ShortAbandonSeconds: 0, Queues: [] }, 'TargetSeconds is required'],
      [{ ...valid, Queues: 'all' }, 'Queues must be a list'],
      [{ ...valid, Queues: [{ Queue: '7001', TargetSeconds: -3 }] }, 'Queue 7001: TargetSeconds must not be negative'],
      [{ ...valid, Queues: [{ Queue: '7001', TargetShare: 101 }] }, 'Queue 7001: TargetShare must be between 0 and 100 (a percentage)'],
      [{ ...valid, Queues: [{ Queue: '7001' }, { Queue: '7001', TargetSeconds: 5 }] }, 'Queue 7001 is listed twice'],
      [{ ...valid, Queues: [{ TargetSeconds: 5 }] }, 'Queues: every entry needs its Queue'],
      [{ ...valid, Queues: [{ Queue: 7001 }] }, 'Queues: Queue must be text'],
      [{ ...valid, Queues: [{ Queue: '7001', Colour: 'red' }] }, 'Queues.0.Colour is not allowed'],
      [{ ...valid, Extra: 1 }, 'Extra is not allowed'],
    ];
    const before = await stored();
    for (const [body, message] of cases) {
      const response = await t.call('/telephony/service_levels/save', body, admin);
      expect([message, response.status]).toEqual([message, 400]);
      expect(response.body.message).toContain(message);
    }
    const unknown = await t.call('/telephony/service_levels/save', { ...valid, Queues: [{ Queue: '7001' }, { Queue: '8888' }] }, admin);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toContain('Unknown queues: 8888');
    expect(await stored()).toEqual(before);
    expect((await t.call('/report/acd/thresholds', { Exten: '70;01' }, admin)).status).toBe(400);
  });
});
