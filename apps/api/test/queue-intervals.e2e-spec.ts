import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Permission, type QueueIntervalRow, type QueueIntervalsPage, type QueueProfile } from '@backoffice/contracts';
import { instantOf, offsetMinutes, parseWallTime, wallTimeOf } from '@backoffice/domain';
import { customerIdByName, dataOf, userWith } from './support/core-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * Queue intervals against figures this test computes itself from the raw calls (never through the
 * report SQL or the count tables): calls of a Vienna customer around both clock changes of 2026
 * (29 March: 02:00-03:00 does not exist; 25 October: 02:00-03:00 comes twice) and of a customer
 * in Asia/Kolkata (+05:30, so its hours start at half past in UTC), each customer's own queues.
 */
const VIENNA = 'Europe/Vienna';
const KOLKATA = 'Asia/Kolkata';

interface RawCall {
  started_at: Date;
  routing_exten: string;
  answered: boolean;
  lost: boolean;
  wait_routing_seconds: number | null;
  wait_agent_seconds: number | null;
  talk_seconds: number | null;
}

const round2 = (value: number) => Math.round(value * 100 + 1e-9) / 100;
const pad = (value: number) => String(value).padStart(2, '0');
const rawWait = (call: RawCall) => (call.wait_routing_seconds ?? 0) + (call.wait_agent_seconds ?? 0);

/** The label of a call's interval, from its wall time on the customer's clock and the offset the clock shows then. */
function intervalLabel(call: RawCall, zone: string, minutes: number): string {
  const wall = wallTimeOf(call.started_at, zone);
  const offset = offsetMinutes(call.started_at, zone);
  const sign = offset < 0 ? '-' : '+';
  return (
    `${wall.year}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(Math.floor(wall.minute / minutes) * minutes)}:00` +
    `${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`
  );
}

/** A queue's thresholds: the service-level target and the short-abandon cut-off (0: none), seconds. */
interface Thresholds {
  target: number;
  short: number;
}
type ThresholdsOf = (queue: string) => Thresholds;
const DEFAULTS: ThresholdsOf = () => ({ target: 20, short: 0 });

/** The figures of a group of calls, each under its queue's thresholds (docs/reports.md, "Service level"). */
function figures(all: RawCall[], thresholdsOf: ThresholdsOf) {
  const isShort = (call: RawCall) => {
    const { short } = thresholdsOf(call.routing_exten);
    return short > 0 && call.lost && rawWait(call) <= short;
  };
  const calls = all.filter((call) => !isShort(call));
  const answered = calls.filter((call) => call.answered);
  const abandoned = calls.filter((call) => call.lost);
  const waits = [...answered, ...abandoned].map(rawWait);
  const timed = answered.filter((call) => call.talk_seconds !== null);
  const inTarget = answered.filter((call) => rawWait(call) <= thresholdsOf(call.routing_exten).target);
  return {
    Offered: calls.length,
    Answered: answered.length,
    Abandoned: abandoned.length,
    ServiceLevel: calls.length ? round2((100 * inTarget.length) / calls.length) : 0,
    AverageWaitSeconds: waits.length ? round2(waits.reduce((a, b) => a + b, 0) / waits.length) : 0,
    LongestWaitSeconds: waits.length ? Math.max(...waits) : 0,
    AverageTalkSeconds: timed.length ? round2(timed.reduce((sum, call) => sum + call.talk_seconds!, 0) / timed.length) : 0,
  };
}

function expectedIntervals(calls: RawCall[], zone: string, minutes: number, thresholdsOf = DEFAULTS): QueueIntervalRow[] {
  const groups = new Map<string, RawCall[]>();
  for (const call of calls) {
    const key = `${intervalLabel(call, zone, minutes)}|${call.routing_exten}`;
    groups.set(key, [...(groups.get(key) ?? []), call]);
  }
  return sorted(
    [...groups]
      .map(([key, group]) => ({ IntervalStart: key.split('|')[0], Queue: group[0].routing_exten, ...figures(group, thresholdsOf) }))
      .filter((row) => row.Offered > 0),
  );
}

function expectedProfile(calls: RawCall[], zone: string, days: number, thresholdsOf = DEFAULTS): Omit<QueueProfile, 'Thresholds'> {
  const hours = new Map<number, RawCall[]>();
  for (const call of calls) {
    const hour = wallTimeOf(call.started_at, zone).hour;
    hours.set(hour, [...(hours.get(hour) ?? []), call]);
  }
  const none = { Offered: 0, Answered: 0, Abandoned: 0, ServiceLevel: 0, AverageWaitSeconds: 0, LongestWaitSeconds: 0, AverageTalkSeconds: 0 };
  return {
    Days: days,
    Rows: Array.from({ length: 24 }, (_, hour) => {
      const group = hours.get(hour);
      if (!group || figures(group, thresholdsOf).Offered === 0) return { Hour: hour, ...none };
      const all = figures(group, thresholdsOf);
      return { Hour: hour, ...all, Offered: round2(all.Offered / days), Answered: round2(all.Answered / days), Abandoned: round2(all.Abandoned / days) };
    }),
  };
}

/** Rows in the order of their instant, then queue (the database's text order may differ from JavaScript's). */
const sorted = (rows: QueueIntervalRow[]) =>
  [...rows].sort((a, b) => Date.parse(a.IntervalStart) - Date.parse(b.IntervalStart) || (a.Queue < b.Queue ? -1 : a.Queue > b.Queue ? 1 : 0));

/** A small seeded generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

const binaryParser = (res: NodeJS.ReadableStream, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(Buffer.from(chunk)));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};
const asBinary = binaryParser as unknown as Parameters<ReturnType<TestApp['http']['get']>['parse']>[0];

describe('queue intervals: every figure against the raw calls, in two time zones and on clock-change days', () => {
  let t: TestApp;
  let admin: string;
  let adminKolkata: string;
  let vienna: number;
  let kolkata: number;

  /** Calls spread over the local days from `firstDay`, most of them in the small hours where the clocks change. */
  const insertCalls = async (customerId: number, zone: string, firstDay: string, days: number, queues: string[], seed: number, count: number) => {
    const next = random(seed);
    const start = instantOf(parseWallTime(`${firstDay} 00:00:00`)!, zone).getTime();
    const values: unknown[] = [];
    const rows: string[] = [];
    for (let i = 0; i < count; i += 1) {
      const smallHours = next() < 0.5;
      const seconds = smallHours ? Math.floor(next() * days) * 86_400 + Math.floor(next() * 5 * 3600) : Math.floor(next() * days * 86_400);
      const outcome = next();
      const answered = outcome < 0.7;
      const lost = !answered && outcome < 0.92;
      const wait = Math.floor(next() * 60);
      values.push(
        customerId,
        `q-${seed}-${i}`,
        queues[Math.floor(next() * queues.length)],
        new Date(start + seconds * 1000),
        next() < 0.05 ? null : wait,
        answered ? Math.floor(next() * 15) : 0,
        answered ? (next() < 0.1 ? null : 20 + Math.floor(next() * 400)) : null,
        answered,
        lost,
        answered ? 'completed_caller' : lost ? 'abandoned' : 'unfinished',
      );
      const base = i * 10;
      rows.push(`(${Array.from({ length: 10 }, (_, k) => `$${base + k + 1}`).join(', ')})`);
    }
    await t.query(
      `INSERT INTO telephony.calls (customer_id, unique_id, routing_exten, started_at, wait_routing_seconds, wait_agent_seconds, talk_seconds, answered, lost, status)
       VALUES ${rows.join(', ')}`,
      values,
    );
  };
  const rawCalls = (customerId: number) =>
    t.query<RawCall>(
      `SELECT started_at, routing_exten, answered, lost, wait_routing_seconds, wait_agent_seconds, talk_seconds FROM telephony.calls WHERE customer_id = $1`,
      [customerId],
    );
  const inRange = (calls: RawCall[], zone: string, firstDay: string, lastDay: string) =>
    calls.filter((call) => {
      const wall = wallTimeOf(call.started_at, zone);
      const day = `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`;
      return day >= firstDay && day <= lastDay;
    });

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login('admin');
    const session = await t.call('/users/login', { Username: 'admin', Password: 'Demo1234!', AuthorizedUserID: 0 });
    vienna = session.body.result.data.activeCustomer.CustomerID;
    kolkata = await customerIdByName(t, 'Nordlicht Versicherung AG');
    await t.query(`UPDATE core.customers SET time_zone = $2 WHERE customer_id = $1`, [vienna, VIENNA]);
    await t.query(`UPDATE core.customers SET time_zone = $2 WHERE customer_id = $1`, [kolkata, KOLKATA]);
    adminKolkata = await t.login('admin');
    dataOf(await t.call('/users/active_customer/save', { CustomerID: kolkata }, adminKolkata));

    await insertCalls(vienna, VIENNA, '2026-10-24', 3, ['800', '801', '=1+2'], 7, 700);
    await insertCalls(vienna, VIENNA, '2026-03-28', 3, ['800', '801'], 11, 400);
    await insertCalls(kolkata, KOLKATA, '2026-10-24', 3, ['900', '901'], 13, 400);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  }, 30_000);

  const autumn = { DateFrom: '2026-10-24', DateTo: '2026-10-26' };
  const spring = { DateFrom: '2026-03-28', DateTo: '2026-03-30' };

  it.each([15, 30, 60])(
    'per %i minutes in Vienna across the October clock change: the repeated hour is two intervals told apart by their offset',
    async (minutes) => {
      const rows = dataOf<QueueIntervalsPage>(await t.call('/report/queue_intervals/list', { ...autumn, Interval: minutes }, admin)).Rows;
      const calls = inRange(await rawCalls(vienna), VIENNA, '2026-10-24', '2026-10-26');
      expect(sorted(rows)).toEqual(expectedIntervals(calls, VIENNA, minutes));
      expect(rows).toEqual(sorted(rows));
      const labels = new Set(rows.map((row) => row.IntervalStart));
      expect(labels).toContain('2026-10-25T02:00:00+02:00');
      expect(labels).toContain('2026-10-25T02:00:00+01:00');
    },
  );

  it.each([15, 60])('per %i minutes in Vienna across the March clock change: no interval of the hour that does not exist', async (minutes) => {
    const rows = dataOf<QueueIntervalsPage>(await t.call('/report/queue_intervals/list', { ...spring, Interval: minutes }, admin)).Rows;
    const calls = inRange(await rawCalls(vienna), VIENNA, '2026-03-28', '2026-03-30');
    expect(sorted(rows)).toEqual(expectedIntervals(calls, VIENNA, minutes));
    expect(rows.some((row) => row.IntervalStart.startsWith('2026-03-29T02:'))).toBe(false);
    expect(rows.some((row) => row.IntervalStart.startsWith('2026-03-29T03:00:00+02:00'))).toBe(true);
  });

  it.each([15, 30, 60])('per %i minutes in Kolkata (+05:30): hours of its own clock', async (minutes) => {
    const rows = dataOf<QueueIntervalsPage>(await t.call('/report/queue_intervals/list', { ...autumn, Interval: minutes }, adminKolkata)).Rows;
    const calls = inRange(await rawCalls(kolkata), KOLKATA, '2026-10-24', '2026-10-26');
    expect(sorted(rows)).toEqual(expectedIntervals(calls, KOLKATA, minutes));
    expect(rows.every((row) => row.IntervalStart.endsWith('+05:30') && ['900', '901'].includes(row.Queue))).toBe(true);
  });

  it('the chosen queues only, and another customer’s queues never', async () => {
    const rows = dataOf<QueueIntervalsPage>(await t.call('/report/queue_intervals/list', { ...autumn, Interval: 60, Queues: ['801'] }, admin)).Rows;
    const calls = inRange(await rawCalls(vienna), VIENNA, '2026-10-24', '2026-10-26').filter((call) => call.routing_exten === '801');
    expect(sorted(rows)).toEqual(expectedIntervals(calls, VIENNA, 60));
    expect(dataOf<QueueIntervalsPage>(await t.call('/report/queue_intervals/list', { ...autumn, Interval: 60, Queues: ['900'] }, admin)).Rows).toEqual([]);
    expect(dataOf<string[]>(await t.call('/report/queue_intervals/queues', {}, admin)).sort()).toEqual(['800', '801', '=1+2'].sort());
    expect(dataOf<string[]>(await t.call('/report/queue_intervals/queues', {}, adminKolkata))).toEqual(['900', '901']);
  });

  it('the hour-of-day profile: the average day of the range, every hour of each customer’s clock', async () => {
    const profile = dataOf<QueueProfile>(await t.call('/report/queue_intervals/profile', autumn, admin));
    expect(profile).toEqual({
      ...expectedProfile(inRange(await rawCalls(vienna), VIENNA, '2026-10-24', '2026-10-26'), VIENNA, 3),
      Thresholds: [{ Queue: null, TargetSeconds: 20, TargetShare: 80, ShortAbandonSeconds: 0 }],
    });
    const some = dataOf<QueueProfile>(await t.call('/report/queue_intervals/profile', { ...spring, Queues: ['800'] }, admin));
    const springCalls = inRange(await rawCalls(vienna), VIENNA, '2026-03-28', '2026-03-30').filter((call) => call.routing_exten === '800');
    expect(some).toMatchObject(expectedProfile(springCalls, VIENNA, 3));
    const other = dataOf<QueueProfile>(await t.call('/report/queue_intervals/profile', autumn, adminKolkata));
    expect(other).toMatchObject(expectedProfile(inRange(await rawCalls(kolkata), KOLKATA, '2026-10-24', '2026-10-26'), KOLKATA, 3));
  });

  it('exports the table as CSV: its headers, the same rows, a formula-like queue name as text', async () => {
    const response = await t.http
      .get('/report/queue_intervals/export')
      .query({ ...autumn, Interval: 30 })
      .set('Authorization', `Bearer ${admin}`)
      .buffer(true)
      .parse(asBinary);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('QueueIntervals(2026.10.24-2026.10.26).csv');
    const text = (response.body as Buffer).toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).trim().split(/\r?\n/);
    expect(lines[0]).toBe('IntervalStart,Queue,Offered,Answered,Abandoned,ServiceLevel,AverageWaitSeconds,LongestWaitSeconds,AverageTalkSeconds');
    const expected = expectedIntervals(inRange(await rawCalls(vienna), VIENNA, '2026-10-24', '2026-10-26'), VIENNA, 30);
    expect(lines).toHaveLength(expected.length + 1);
    const plain = expected.find((row) => row.Queue === '800')!;
    expect(lines).toContain(Object.values(plain).map(String).join(','));
    const formula = expected.find((row) => row.Queue === '=1+2')!;
    expect(lines).toContain([formula.IntervalStart, "'=1+2", ...Object.values(formula).slice(2).map(String)].join(','));
    const chosen = await t.http
      .get('/report/queue_intervals/export')
      .query({ ...autumn, Interval: 60, Queues: '800,801' })
      .set('Authorization', `Bearer ${admin}`)
      .buffer(true)
      .parse(asBinary);
    expect(chosen.status).toBe(200);
    const chosenLines = (chosen.body as Buffer).toString('utf8').slice(1).trim().split(/\r?\n/).slice(1);
    expect(chosenLines.length).toBeGreaterThan(0);
    expect(chosenLines.every((line) => /^[^,]+,80[01],/.test(line))).toBe(true);
  });

  it('permissions: report_queue_intervals opens the four calls; the supervisor has it, the agent not', async () => {
    const calls: [string, Record<string, unknown>][] = [
      ['/report/queue_intervals/list', { ...autumn, Interval: 15 }],
      ['/report/queue_intervals/profile', autumn],
      ['/report/queue_intervals/queues', {}],
    ];
    const nobody = await userWith(t, admin, 'intervals_nobody', [Permission.Report, Permission.ReportAcdDetails]);
    const only = await userWith(t, admin, 'intervals_only', [Permission.ReportQueueIntervals]);
    const supervisor = await t.login('supervisor');
    const agent = await t.login('agent');
    for (const [path, body] of calls) {
      expect([path, (await t.call(path, body, nobody.token)).status]).toEqual([path, 403]);
      expect([path, (await t.call(path, body, agent)).status]).toEqual([path, 403]);
      expect([path, (await t.call(path, body, supervisor)).status]).toEqual([path, 200]);
      expect([path, (await t.call(path, body, only.token)).status]).toEqual([path, 200]);
    }
    const exportAs = (token: string) =>
      t.http
        .get('/report/queue_intervals/export')
        .query({ ...autumn, Interval: 15 })
        .set('Authorization', `Bearer ${token}`);
    expect((await exportAs(nobody.token)).status).toBe(403);
    expect((await exportAs(only.token)).status).toBe(200);
  });

  it('pages the table: the pages together are every row, in order, each with the total', async () => {
    const list = (body: Record<string, unknown>) => t.call('/report/queue_intervals/list', { ...autumn, Interval: 15, ...body }, admin);
    const all = dataOf<QueueIntervalsPage>(await list({}));
    expect(all.Total).toBe(all.Rows.length);
    expect(all.Total).toBeGreaterThan(20);
    const pages: QueueIntervalRow[] = [];
    for (let page = 1; pages.length < all.Total; page++) {
      const answer = dataOf<QueueIntervalsPage>(await list({ Page: page, PageSize: 20 }));
      expect(answer.Total).toBe(all.Total);
      expect(answer.Rows.length).toBe(Math.min(20, all.Total - pages.length));
      pages.push(...answer.Rows);
    }
    expect(pages).toEqual(all.Rows);
    // Past the end: no rows, and still the total.
    expect(dataOf<QueueIntervalsPage>(await list({ Page: 1000, PageSize: 100 }))).toEqual({ Rows: [], Total: all.Total });
    for (const [body, message] of [
      [{ Page: 2 }, 'Page and PageSize go together: send both or neither.'],
      [{ Page: 1, PageSize: 7 }, 'PageSize must be one of 10, 20, 50, 100'],
      [{ Page: 0, PageSize: 10 }, 'Page must be 1 or more'],
    ] as const) {
      const refused = await list(body);
      expect([refused.status, refused.body.message]).toEqual([400, expect.stringContaining(message)]);
    }
  });

  it('bad input: 400 with a message naming the problem', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['/report/queue_intervals/list', { DateFrom: '2026-10-26', DateTo: '2026-10-24', Interval: 15 }, 'DateTo must be after DateFrom'],
      ['/report/queue_intervals/list', { ...autumn, Interval: 20 }, 'Interval must be one of 15, 30, 60 (minutes)'],
      ['/report/queue_intervals/list', { ...autumn }, 'Interval must be one of 15, 30, 60 (minutes)'],
      ['/report/queue_intervals/list', { DateFrom: '2025-01-01', DateTo: '2026-10-24', Interval: 60 }, 'a report covers at most 366 days'],
      ['/report/queue_intervals/list', { ...autumn, Interval: 60, Queues: [800] }, 'Queues must be a list of queue names'],
      ['/report/queue_intervals/list', { ...autumn, Interval: 60, Queues: 'x'.repeat(41) }, 'Queues must hold queue names of 1 to 40 characters'],
      ['/report/queue_intervals/profile', { DateFrom: '24.10.2026', DateTo: '2026-10-26' }, 'DateFrom must be a date'],
    ];
    for (const [path, body, message] of cases) {
      const response = await t.call(path, body, admin);
      expect([path, response.status]).toEqual([path, 400]);
      expect(response.body.message).toContain(message);
    }
    const badExport = await t.http
      .get('/report/queue_intervals/export')
      .query({ ...autumn, Interval: 20 })
      .set('Authorization', `Bearer ${admin}`);
    expect(badExport.status).toBe(400);
    expect(badExport.body.message).toContain('Interval must be one of 15, 30, 60');
  });

  it('each queue under its service-level thresholds as saved: short abandons not offered, the target per queue, and back', async () => {
    await t.query(`INSERT INTO telephony.call_customers (customer_id, code, name, routing_exten, queue_name) VALUES ($1, 'q801', 'Queue 801', '801', '801')`, [
      vienna,
    ]);
    const save = (settings: Record<string, unknown>) => t.call('/telephony/service_levels/save', settings, admin);
    dataOf(await save({ TargetSeconds: 30, TargetShare: 85, ShortAbandonSeconds: 8, Queues: [{ Queue: '801', TargetSeconds: 10, ShortAbandonSeconds: 25 }] }));
    const thresholdsOf: ThresholdsOf = (queue) => (queue === '801' ? { target: 10, short: 25 } : { target: 30, short: 8 });
    const calls = inRange(await rawCalls(vienna), VIENNA, '2026-10-24', '2026-10-26');
    expect(calls.some((call) => call.lost && call.routing_exten === '801' && rawWait(call) <= 25)).toBe(true);
    for (const minutes of [15, 60]) {
      const rows = dataOf<QueueIntervalsPage>(await t.call('/report/queue_intervals/list', { ...autumn, Interval: minutes }, admin)).Rows;
      expect(sorted(rows)).toEqual(expectedIntervals(calls, VIENNA, minutes, thresholdsOf));
      expect(rows).not.toEqual(expectedIntervals(calls, VIENNA, minutes));
    }
    const profile = dataOf<QueueProfile>(await t.call('/report/queue_intervals/profile', autumn, admin));
    expect(profile).toEqual({
      ...expectedProfile(calls, VIENNA, 3, thresholdsOf),
      Thresholds: [
        { Queue: null, TargetSeconds: 30, TargetShare: 85, ShortAbandonSeconds: 8 },
        { Queue: '801', TargetSeconds: 10, TargetShare: 85, ShortAbandonSeconds: 25 },
      ],
    });
    dataOf(await save({ TargetSeconds: 20, TargetShare: 80, ShortAbandonSeconds: 0, Queues: [] }));
    const back = dataOf<QueueIntervalsPage>(await t.call('/report/queue_intervals/list', { ...autumn, Interval: 60 }, admin)).Rows;
    expect(sorted(back)).toEqual(expectedIntervals(calls, VIENNA, 60));
  });

  // Last in the file: it changes and empties the calls.
  it('the count tables stay equal to a count over the raw calls through inserts, updates, deletes, a threshold change and a truncate', async () => {
    // Short abandons and a per-queue target, so that the counts under the thresholds are exercised too.
    dataOf(
      await t.call(
        '/telephony/service_levels/save',
        { TargetSeconds: 25, TargetShare: 80, ShortAbandonSeconds: 12, Queues: [{ Queue: '801', TargetSeconds: 8 }] },
        admin,
      ),
    );
    const slot = `date_bin('15 minutes', c.started_at, timestamptz '2000-01-01 00:00:00+00')`;
    const wait = `coalesce(c.wait_routing_seconds, 0) + coalesce(c.wait_agent_seconds, 0)`;
    // Each call's thresholds as the service-level settings resolve them (override, customer, defaults 20 s and 0 s).
    const target = `coalesce(q.target_seconds, s.target_seconds, 20)`;
    const short = `coalesce(q.short_abandon_seconds, s.short_abandon_seconds, 0)`;
    const differences = async () => {
      const sums = `SELECT c.customer_id, ${slot} AS slot, c.routing_exten, count(*)::int AS calls,
                           count(*) FILTER (WHERE c.answered)::int AS answered, count(*) FILTER (WHERE c.lost)::int AS lost,
                           count(*) FILTER (WHERE c.answered OR c.lost)::int AS wait_calls,
                           coalesce(sum(${wait}) FILTER (WHERE c.answered OR c.lost), 0)::bigint AS wait_sum,
                           max(${wait}) FILTER (WHERE c.answered) AS answered_wait_max, max(${wait}) FILTER (WHERE c.lost AND NOT c.answered) AS lost_wait_max,
                           count(*) FILTER (WHERE c.answered AND c.talk_seconds IS NOT NULL)::int AS talk_calls,
                           coalesce(sum(c.talk_seconds) FILTER (WHERE c.answered), 0)::bigint AS talk_sum,
                           count(*) FILTER (WHERE c.answered AND NOT c.lost AND ${wait} <= ${target})::int AS answered_in_target,
                           count(*) FILTER (WHERE c.lost AND NOT c.answered AND ${short} > 0 AND ${wait} <= ${short})::int AS short_calls,
                           coalesce(sum(${wait}) FILTER (WHERE c.lost AND NOT c.answered AND ${short} > 0 AND ${wait} <= ${short}), 0)::bigint AS short_wait_sum
                      FROM telephony.calls c
                      LEFT JOIN telephony.service_levels s ON s.customer_id = c.customer_id
                      LEFT JOIN telephony.service_level_queues q ON q.customer_id = c.customer_id AND q.queue = c.routing_exten
                     GROUP BY 1, 2, 3`;
      const kept = `SELECT customer_id, slot, routing_exten, calls, answered, lost, wait_calls, wait_sum, answered_wait_max, lost_wait_max,
                           talk_calls, talk_sum, answered_in_target, short_calls, short_wait_sum FROM reports.interval_slots`;
      const waits = `SELECT c.customer_id, ${slot} AS slot, c.routing_exten, c.answered, c.lost, ${wait} AS raw_wait, count(*)::int AS calls FROM telephony.calls c GROUP BY 1, 2, 3, 4, 5, 6`;
      const keptWaits = `SELECT customer_id, slot, routing_exten, answered, lost, raw_wait, calls FROM reports.interval_waits`;
      return t.query(
        `SELECT 'sums' AS kind, count(*)::int AS rows FROM ((${kept} EXCEPT ${sums}) UNION ALL (${sums} EXCEPT ${kept})) x
         UNION ALL SELECT 'waits', count(*)::int FROM ((${keptWaits} EXCEPT ${waits}) UNION ALL (${waits} EXCEPT ${keptWaits})) y`,
      );
    };
    const none = [
      { kind: 'sums', rows: 0 },
      { kind: 'waits', rows: 0 },
    ];
    expect(await differences()).toEqual(none);

    // The longest wait of a slot goes with its call.
    await t.query(
      `DELETE FROM telephony.calls WHERE call_id IN (
         SELECT DISTINCT ON (customer_id, date_bin('15 minutes', started_at, timestamptz '2000-01-01 00:00:00+00'), routing_exten) call_id
           FROM telephony.calls WHERE answered ORDER BY customer_id, date_bin('15 minutes', started_at, timestamptz '2000-01-01 00:00:00+00'), routing_exten,
                coalesce(wait_routing_seconds, 0) + coalesce(wait_agent_seconds, 0) DESC)`,
    );
    expect(await differences()).toEqual(none);
    await t.query(
      `UPDATE telephony.calls SET started_at = started_at + interval '7 minutes', wait_routing_seconds = wait_routing_seconds + 3 WHERE customer_id = $1`,
      [kolkata],
    );
    await t.query(
      `UPDATE telephony.calls SET answered = false, lost = true, talk_seconds = NULL WHERE customer_id = $1 AND answered AND wait_agent_seconds = 3`,
      [vienna],
    );
    await t.query(`DELETE FROM telephony.calls WHERE customer_id = $1 AND lost AND wait_routing_seconds < 30`, [vienna]);
    expect(await differences()).toEqual(none);
    const thresholdsOf: ThresholdsOf = (queue) => (queue === '801' ? { target: 8, short: 12 } : { target: 25, short: 12 });
    const rows = dataOf<QueueIntervalsPage>(await t.call('/report/queue_intervals/list', { ...autumn, Interval: 15 }, admin)).Rows;
    expect(sorted(rows)).toEqual(expectedIntervals(inRange(await rawCalls(vienna), VIENNA, '2026-10-24', '2026-10-26'), VIENNA, 15, thresholdsOf));
    // Another save recounts the customer's slots under the new thresholds.
    dataOf(await t.call('/telephony/service_levels/save', { TargetSeconds: 40, TargetShare: 80, ShortAbandonSeconds: 0, Queues: [] }, admin));
    expect(await differences()).toEqual(none);

    await t.query(`TRUNCATE telephony.calls CASCADE`);
    expect(await t.query(`SELECT 1 FROM reports.interval_slots UNION ALL SELECT 1 FROM reports.interval_waits`)).toEqual([]);
  });
});
