#!/usr/bin/env node
// bench/reports: every report over the last month and the last year of a scripted data size, the
// API (autocannon, one connection) next to the same SQL through raw pg in the same run, EXPLAIN of
// the heavy statements, and the call log CSV of a month streamed (rows/s, the API's memory).
//
//   node bench/reports.mjs            BENCH_CALLS (2,000,000 over a year), BENCH_AGENTS (200), BENCH_RUNS (5),
//                                     BENCH_REPORTS (names to measure, by prefix: queue_intervals,acd; all when unset)
//
// Needs the built API. Data is written with SQL (generate_series) straight into the telephony
// tables of the first demo customer: calls spread over 365 days from 07:00 to 20:00, 10 % lost,
// status periods, mails, switches and absences per agent and day.
import 'reflect-metadata';
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { ROOT, createDatabase, login, saveResult, startApi, withoutIndexes } from './lib/harness.mjs';

const CALLS = Number(process.env.BENCH_CALLS ?? 2_000_000);
const AGENTS = Number(process.env.BENCH_AGENTS ?? 200);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const ZONE = 'Europe/Vienna';

const domain = await import(join(ROOT, 'libs/domain/dist/index.js'));
const dist = (path) => import(join(ROOT, 'apps/api/dist/reports', path));
const { acdDayTotals } = await dist('acd-details/acd-details.queries.js');
const { callResultStatistics } = await dist('call-result/call-result.queries.js');
const { callDurationReport } = await dist('call-duration/call-duration.queries.js');
const { extenProductivityRows } = await dist('exten-productivity/exten-productivity.queries.js');
const { extenSwitchRows } = await dist('exten-switch/exten-switch.queries.js');
const { activityReport } = await dist('activity/activity.queries.js');
const { activitySeconds, countedActivitySeconds } = await dist('agent-productivity/agent-productivity.queries.js');
const { absenceDetails } = await dist('absence/absence.queries.js');
const { callLogQuery } = await dist('call-log/call-log.queries.js');
const { queueIntervalsQuery } = await dist('queue-intervals/queue-intervals.queries.js');
/** The service-level settings a customer that saved none has (target 20 s, no short-abandon cut-off), as the API counts with them. */
const SERVICE_LEVELS = domain.defaultServiceLevelSettings();
/** BENCH_REPORTS=queue_intervals,acd: only the reports whose name starts with one of these (all when unset). */
const ONLY = process.env.BENCH_REPORTS?.split(',').filter(Boolean);

/**
 * The statement a report's query function runs, captured instead of executed: the last one it
 * sends (agent productivity first reads the customer's zone, answered here). A `SET LOCAL` it
 * sends before (agent productivity switches JIT off) is kept as `settings`, which raw pg applies too.
 */
async function statementOf(run) {
  let captured;
  const settings = [];
  const db = {
    query: async (sql, params) => {
      if (/^SET LOCAL /.test(sql)) settings.push(sql.replace('SET LOCAL', 'SET'));
      else captured = { sql, params };
      return /time_zone FROM core\.customers/.test(sql) ? [{ time_zone: ZONE }] : [];
    },
    transaction: (work) => work(db),
  };
  await run(db);
  return { ...captured, settings };
}

/**
 * The statements the count-table reports ran over the calls (and periods) before (issue 24): the
 * baseline, over every row of the range, measured in the same run.
 */
const WINDOW = { fromMinutes: 420, toMinutes: 1200 };
const allDays = (r) => [...domain.eachDay(r.firstDay, r.lastDay)];
const baselines = {
  'call_result/statistics': (r) => ({
    sql: `SELECT c.routing_exten AS "exten", c.result_type AS "type", count(*)::int AS "count" FROM telephony.calls c
           WHERE c.customer_id = $1 AND c.started_at >= $2 AND c.started_at < $3 AND c.result_type IS NOT NULL GROUP BY 1, 2`,
    params: [r.customerId, r.from, r.to],
  }),
  'call_duration/wait_time': (r) => ({
    sql: `SELECT c.agent_id, sum(c.talk_seconds) AS talk, sum(coalesce(c.wait_routing_seconds, 0) + coalesce(c.wait_agent_seconds, 0)) AS wait, count(*) AS calls
            FROM telephony.calls c
           WHERE c.customer_id = $1 AND c.started_at >= $2 AND c.started_at < $3 AND c.answered AND c.talk_seconds IS NOT NULL GROUP BY c.agent_id`,
    params: [r.customerId, r.from, r.to],
  }),
  'exten_productivity/list': (r) => ({
    sql: `SELECT c.agent_exten AS "exten", sum(c.talk_seconds + c.post_handling_seconds)::float8 AS "sum" FROM telephony.calls c
           WHERE c.customer_id = $1 AND c.started_at >= $2 AND c.started_at < $3 AND c.answered AND c.agent_exten IS NOT NULL AND c.talk_seconds IS NOT NULL
           GROUP BY c.agent_exten ORDER BY c.agent_exten`,
    params: [r.customerId, r.from, r.to],
  }),
  'agent_productivity/list': (r) => statementOf((db) => activitySeconds(db, r.customerId, ZONE, r, allDays(r), WINDOW)),
};

const database = await createDatabase('bo_bench_reports');
const api = await startApi(database.url);
const client = new pg.Client({ connectionString: database.url });
try {
  await client.connect();
  const [{ customer_id: customerId }] = (await client.query(`SELECT customer_id FROM core.customers ORDER BY customer_id LIMIT 1`)).rows;
  const today = domain.todayIn(ZONE);
  const firstDay = domain.addDays(today, -365);
  if (database.fresh) {
    const started = Date.now();
    console.log(`Writing ${CALLS.toLocaleString('en')} calls of ${AGENTS} agents over 365 days (${firstDay} .. ${domain.addDays(today, -1)}) ...`);
    await client.query(
      `INSERT INTO telephony.agents (customer_id, employee_id, username, first_name, last_name, email, exten, is_supervisor)
       SELECT $1, 'E' || n, 'agent' || n, 'First' || n, 'Last' || n, 'agent' || n || '@example.org', (3000 + n)::text, n % 20 = 0 FROM generate_series(1, $2::int) n`,
      [customerId, AGENTS],
    );
    await withoutIndexes(client, 'telephony.calls', async () => {
      await client.query(
        `WITH a AS (SELECT array_agg(agent_id ORDER BY agent_id) AS ids FROM telephony.agents WHERE customer_id = $1)
         INSERT INTO telephony.calls (customer_id, unique_id, caller_number, dialled_number, routing_exten, agent_exten, agent_id, started_at,
                                      wait_routing_seconds, wait_agent_seconds, talk_seconds, post_handling_seconds, answered, lost, status, result_type, source)
         SELECT $1, 'bench-' || g.n, '+4366' || (g.n % 999983), '0800100' || (r.h / 256) % 5, (800 + (r.h / 256) % 5)::text,
                CASE WHEN r.lost THEN NULL ELSE (3001 + r.h % $3)::text END, CASE WHEN r.lost THEN NULL ELSE a.ids[1 + r.h % $3] END,
                (($4::date + (g.n % 365)) + make_interval(hours => 7) + r.offset_seconds * interval '1 second') AT TIME ZONE '${ZONE}',
                r.wait, CASE WHEN r.lost THEN 0 ELSE r.wait % 15 END, CASE WHEN r.lost THEN NULL ELSE r.talk END, CASE WHEN r.lost THEN 0 ELSE 30 END,
                NOT r.lost, r.lost, CASE WHEN r.lost THEN 'abandoned' ELSE 'completed_caller' END,
                (ARRAY['rueckruf','nochmals','fax','anruf_kunde','sonstiges','weiterverbunden'])[1 + g.n % 6], 'generator'
           FROM generate_series(1, $2::int) g(n) CROSS JOIN a
           -- The agent and the queue from a hash of n, not n itself: n % 365 is the day, and n % 200
           -- would give each day only 40 of the 200 agents, n % 5 only one of the five queues (365
           -- shares the factor 5 with both).
           CROSS JOIN LATERAL (SELECT abs(hashint4(g.n)) AS h, random() < 0.1 AS lost, (random() * 120)::int AS wait, (20 + random() * 500)::int AS talk,
                                      (random() * 46800)::int AS offset_seconds) r`,
        [customerId, CALLS, AGENTS, firstDay],
      );
    });
    await client.query(
      `INSERT INTO telephony.agent_status_periods (customer_id, agent_id, activity_type, started_at, ended_at, source)
       SELECT $1, a.agent_id, (ARRAY['Leerzeit','Call','Kurzpause','Call','Mittagspause','Call','Nachbearbeitung','Call'])[k + 1],
              ((d::date + make_interval(hours => 7)) AT TIME ZONE '${ZONE}') + k * interval '95 minutes',
              ((d::date + make_interval(hours => 7)) AT TIME ZONE '${ZONE}') + (k + 1) * interval '95 minutes', 'generator'
         FROM telephony.agents a, generate_series($2::date, $3::date, interval '1 day') d, generate_series(0, 7) k
        WHERE a.customer_id = $1`,
      [customerId, firstDay, domain.addDays(today, -1)],
    );
    await client.query(
      `INSERT INTO telephony.mail_activities (customer_id, mail_id, agent_id, sent_at, source)
       SELECT $1, 'mail-' || a.agent_id || '-' || d::date || '-' || k, a.agent_id, (d::date + make_interval(hours => 9 + k)) AT TIME ZONE '${ZONE}', 'generator'
         FROM telephony.agents a, generate_series($2::date, $3::date, interval '1 day') d, generate_series(0, 2) k WHERE a.customer_id = $1`,
      [customerId, firstDay, domain.addDays(today, -1)],
    );
    await client.query(
      `INSERT INTO telephony.extension_switches (customer_id, agent_id, switched_at, from_exten, to_exten, source)
       SELECT $1, a.agent_id, (d::date + make_interval(hours => 8)) AT TIME ZONE '${ZONE}', a.exten, (3001 + (a.agent_id + extract(doy FROM d)::int) % 20)::text, 'generator'
         FROM telephony.agents a, generate_series($2::date, $3::date, interval '1 day') d WHERE a.customer_id = $1`,
      [customerId, firstDay, domain.addDays(today, -1)],
    );
    await client.query(
      `INSERT INTO telephony.absences (customer_id, agent_id, started_at, ended_at, reason, source)
       SELECT $1, a.agent_id, (d::date + make_interval(hours => 8)) AT TIME ZONE '${ZONE}', (d::date + make_interval(hours => 16)) AT TIME ZONE '${ZONE}',
              (ARRAY['Urlaub','Krankenstand','Arzttermin'])[1 + (a.agent_id % 3)], 'generator'
         FROM telephony.agents a, generate_series($2::date, $3::date, interval '7 days') d WHERE a.customer_id = $1`,
      [customerId, firstDay, domain.addDays(today, -1)],
    );
    console.log(`Written in ${((Date.now() - started) / 1000).toFixed(0)} s; VACUUM ANALYZE ...`);
    await client.query('VACUUM ANALYZE');
    await database.markFilled(client);
  } else {
    console.log(`Measuring the kept database ${database.name} as it is (BENCH_KEEP_DATABASE).`);
  }
  const counts = (
    await client.query(`SELECT (SELECT count(*) FROM telephony.calls)::int AS calls, (SELECT count(*) FROM telephony.agent_status_periods)::int AS periods`)
  ).rows[0];

  const token = await login(api.baseUrl, 'admin');
  const ranges = {
    month: { from: domain.addDays(today, -30), to: domain.addDays(today, -1) },
    year: { from: firstDay, to: domain.addDays(today, -1) },
  };
  const reports = [
    {
      name: 'acd/details',
      body: (r) => ({ DateFrom: `${r.from} 00:00:00`, DateTo: `${r.to} 23:59:59`, MusicOnHoldDuration: 10, PostHandlingTime: 30 }),
      sql: (r) => statementOf((db) => acdDayTotals(db, customerId, r, { musicOnHoldSeconds: 10, postHandlingSeconds: 30 }, SERVICE_LEVELS)),
      end: 'end-of-day',
    },
    {
      name: 'call_result/statistics',
      body: (r) => ({ DateFrom: `${r.from} 00:00:00`, DateTo: `${r.to} 23:59:59` }),
      sql: (r) => statementOf((db) => callResultStatistics(db, customerId, r)),
      end: 'end-of-day',
    },
    {
      name: 'call_duration/wait_time',
      body: (r) => ({ DateFrom: `${r.from} 00:00:00`, DateTo: `${r.to} 23:59:59` }),
      sql: (r) => statementOf((db) => callDurationReport(db, customerId, r)),
      end: 'end-of-day',
    },
    {
      name: 'exten_productivity/list',
      body: (r) => ({ From: `${r.from} 00:00:00`, To: `${r.to} 23:59:59` }),
      sql: (r) => statementOf((db) => extenProductivityRows(db, customerId, r)),
      end: 'end-of-day',
    },
    {
      name: 'exten_switch/list',
      body: (r) => ({ Exten: '3005', From: `${r.from} 00:00:00`, To: `${r.to} 23:59:59` }),
      sql: (r) => statementOf((db) => extenSwitchRows(db, customerId, ZONE, r, '3005')),
      end: 'end-of-day',
    },
    {
      name: 'agent_productivity/list',
      body: (r) => ({ DateFrom: `${r.from} 00:00:00`, DateTo: `${r.to} 00:00:00`, HourFrom: '07:00', HourTo: '20:00', WeekDays: [1, 2, 3, 4, 5, 6, 7, 8] }),
      sql: (r) => statementOf((db) => countedActivitySeconds(db, customerId, ZONE, r, allDays(r), WINDOW)),
      end: 'end-of-day',
    },
    {
      name: 'activity/list',
      body: (r) => ({ DateFrom: `${r.from} 00:00:00`, DateTo: `${domain.addDays(r.to, 1)} 00:00:00` }),
      sql: (r) => statementOf((db) => activityReport(db, customerId, r)),
      end: 'exclusive',
    },
    {
      name: 'absence/absence_detail',
      body: (r) => ({ DateFrom: `${r.from} 00:00:00`, DateTo: `${domain.addDays(r.to, 1)} 00:00:00`, Reasons: ['Urlaub', 'Krankenstand', 'Arzttermin'] }),
      sql: (r) => statementOf((db) => absenceDetails(db, customerId, ZONE, r, ['Urlaub', 'Krankenstand', 'Arzttermin'], null)),
      end: 'exclusive',
    },
    {
      name: 'call_log/list',
      body: (r) => ({ DateFrom: `${r.from} 00:00:00`, DateTo: `${domain.addDays(r.to, 1)} 00:00:00` }),
      sql: async (r) => {
        const { sql, params } = callLogQuery(customerId, ZONE, r);
        return { sql: `${sql} LIMIT 100`, params };
      },
      end: 'exclusive',
    },
    // The screen's first page of 50 rows, and every row at once (a year of 15 minutes: 95,000 rows, 19 MB of JSON).
    ...[15, 60]
      .flatMap((minutes) => [true, false].map((paged) => ({ minutes, paged })))
      .map(({ minutes, paged }) => ({
        name: 'queue_intervals/list',
        label: `queue_intervals/list ${minutes} ${paged ? 'page' : 'all'}`,
        body: (r) => ({ DateFrom: r.from, DateTo: r.to, Interval: minutes, ...(paged ? { Page: 1, PageSize: 50 } : {}) }),
        sql: async (r) =>
          queueIntervalsQuery(customerId, ZONE, r, { kind: 'interval', minutes }, null, SERVICE_LEVELS, paged ? { limit: 50, offset: 0 } : undefined),
        // The same figures counted from the calls themselves: what the count tables spare.
        overCalls: (r) => ({
          sql: `WITH c AS (
                SELECT date_bin('15 minutes', started_at, timestamptz '2000-01-01 00:00:00+00') AS slot, routing_exten, answered, lost, talk_seconds,
                       coalesce(wait_routing_seconds, 0) + coalesce(wait_agent_seconds, 0) AS wait
                  FROM telephony.calls WHERE customer_id = $1 AND started_at >= $2 AND started_at < $3)
              SELECT slot - make_interval(mins => extract(minute FROM slot AT TIME ZONE $4)::int % $5) AS interval_start, routing_exten,
                     count(*) AS offered, count(*) FILTER (WHERE answered) AS answered, count(*) FILTER (WHERE lost) AS abandoned,
                     count(*) FILTER (WHERE answered AND wait <= 20) AS in_target, avg(wait) FILTER (WHERE answered OR lost) AS wait_avg,
                     max(wait) FILTER (WHERE answered OR lost) AS wait_max, avg(talk_seconds) FILTER (WHERE answered AND talk_seconds IS NOT NULL) AS talk_avg
                FROM c GROUP BY 1, 2 ORDER BY 1, 2`,
          params: [customerId, r.from, r.to, ZONE, minutes],
        }),
        end: 'end-of-day',
      })),
    {
      name: 'queue_intervals/profile',
      body: (r) => ({ DateFrom: r.from, DateTo: r.to }),
      sql: async (r) => queueIntervalsQuery(customerId, ZONE, r, { kind: 'hour' }, null, SERVICE_LEVELS),
      end: 'end-of-day',
    },
  ].filter((report) => !ONLY || ONLY.some((prefix) => report.name.startsWith(prefix)));

  const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];
  const rows = [];
  for (const [span, wire] of Object.entries(ranges)) {
    for (const report of reports) {
      const body = report.body(wire);
      const range = domain.reportRange(body.DateFrom ?? body.From, body.DateTo ?? body.To, ZONE, { end: report.end, maxDays: 366 });
      const statement = await report.sql(range);
      const result = await autocannon({
        url: `${api.baseUrl}/report/${report.name}`,
        method: 'POST',
        connections: 1,
        amount: RUNS + 1,
        timeout: 60,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
      if (result.non2xx > 0 || result.errors > 0) throw new Error(`${report.name} answered ${result.non2xx} non-2xx and ${result.errors} errors.`);
      const pool = new pg.Pool({ connectionString: database.url, max: 1 });
      const p50Of = async (statement) => {
        const times = [];
        await pool.query('RESET ALL');
        for (const setting of statement.settings ?? []) await pool.query(setting);
        await pool.query(statement.sql, statement.params);
        for (let i = 0; i < RUNS; i += 1) {
          const t0 = process.hrtime.bigint();
          await pool.query(statement.sql, statement.params);
          times.push(Number(process.hrtime.bigint() - t0) / 1e6);
        }
        return Number(percentile(times, 0.5).toFixed(1));
      };
      const row = { report: report.label ?? report.name, span, apiP50Ms: result.latency.p50, apiMaxMs: result.latency.max, rawP50Ms: await p50Of(statement) };
      if (baselines[report.name]) row.baselineP50Ms = await p50Of(await baselines[report.name]({ ...range, customerId }));
      if (report.overCalls) row.baselineP50Ms = await p50Of(report.overCalls(range));
      await pool.end();
      rows.push(row);
      console.log(
        `${span.padEnd(5)} ${row.report.padEnd(26)} API p50 ${String(row.apiP50Ms).padStart(6)} ms (max ${row.apiMaxMs}) | raw pg p50 ${String(row.rawP50Ms).padStart(7)} ms` +
          (row.baselineP50Ms === undefined ? '' : ` | over the rows ${row.baselineP50Ms} ms`),
      );
    }
  }

  // EXPLAIN: which index the heavy statements use.
  const yearRange = domain.reportRange(`${ranges.year.from} 00:00:00`, `${ranges.year.to} 23:59:59`, ZONE, { end: 'end-of-day', maxDays: 366 });
  const plans = {};
  for (const [name, statement] of Object.entries({
    'acd year': await statementOf((db) => acdDayTotals(db, customerId, yearRange, { musicOnHoldSeconds: 0, postHandlingSeconds: 0 }, SERVICE_LEVELS)),
    'call log month': callLogQuery(
      customerId,
      ZONE,
      domain.reportRange(`${ranges.month.from} 00:00:00`, `${domain.addDays(ranges.month.to, 1)} 00:00:00`, ZONE, { end: 'exclusive', maxDays: 366 }),
    ),
    'call result year': await statementOf((db) => callResultStatistics(db, customerId, yearRange)),
    'call duration year': await statementOf((db) => callDurationReport(db, customerId, yearRange)),
    'agent productivity year': await statementOf((db) => countedActivitySeconds(db, customerId, ZONE, yearRange, allDays(yearRange), WINDOW)),
    'queue intervals year': queueIntervalsQuery(customerId, ZONE, yearRange, { kind: 'interval', minutes: 15 }, null, SERVICE_LEVELS),
  })) {
    const plan = (await client.query(`EXPLAIN ${statement.sql}`, statement.params)).rows.map((r) => r['QUERY PLAN']);
    plans[name] = plan.filter((line) => /Index|Seq Scan/.test(line)).map((line) => line.trim());
    console.log(`EXPLAIN ${name}: ${plans[name].join(' | ')}`);
  }

  // The call log CSV of a month, streamed: rows per second and the API's peak memory.
  const rssOf = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${api.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  const rssBefore = rssOf();
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssOf())), 50);
  const query = new URLSearchParams({ DateFrom: `${ranges.month.from} 00:00:00`, DateTo: `${domain.addDays(ranges.month.to, 1)} 00:00:00` });
  const t0 = Date.now();
  const response = await fetch(`${api.baseUrl}/report/call_log/export?${query}`, { headers: { authorization: `Bearer ${token}` } });
  let lines = 0;
  let bytes = 0;
  for await (const chunk of response.body) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines += 1;
  }
  const seconds = (Date.now() - t0) / 1000;
  clearInterval(sampler);
  const csv = {
    rows: lines - 1,
    seconds,
    rowsPerSecond: Math.round((lines - 1) / seconds),
    megabytes: Number((bytes / 1048576).toFixed(1)),
    rssBeforeMb: Math.round(rssBefore),
    rssPeakMb: Math.round(rssPeak),
  };
  console.log(
    `call log CSV, a month: ${csv.rows.toLocaleString('en')} rows (${csv.megabytes} MiB) in ${seconds.toFixed(1)} s = ${csv.rowsPerSecond.toLocaleString('en')} rows/s; API RSS ${csv.rssBeforeMb} → peak ${csv.rssPeakMb} MiB`,
  );
  saveResult('reports', { calls: counts.calls, periods: counts.periods, agents: AGENTS, runs: RUNS, reports: rows, plans, csv });
} finally {
  await client.end().catch(() => undefined);
  await api.stop();
  await database.drop();
}
