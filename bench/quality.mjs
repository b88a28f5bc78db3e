#!/usr/bin/env node
// bench/quality: a month of calls, the quality sample and a report through the real API and worker.
//
//   node bench/quality.mjs        BENCH_CALLS (10,000,000 over 30 days), BENCH_AGENTS (200), BENCH_PER_AGENT (7)
//
// Needs the built API. Calls are written with SQL (generate_series) into the first demo customer:
// 30 days from 07:00 to 20:00, 10 % lost, 5 % forwarded, 5 call customers (one weighted 0, one 4).
// Then, in the same run:
// - the draw's SQL alone through raw pg (the job's SELECT for all agents, chunked and two at a time
//   as the job runs it), then the generation through the API
//   (POST generate, the job on the API's in-process worker, until its completion reaches the
//   requester's socket), with the API's resident memory sampled every 100 ms;
// - a 200-agent report: POST generate, the PDF rendered into the storage, until completion; the
//   file's size and the API's memory;
// - the evaluation list of the spec's filter (agents in, Call.Timestamp range): autocannon on the
//   API next to the same SQL through raw pg.
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { io } from 'socket.io-client';
import { ROOT, createDatabase, login, saveResult, startApi, timeRawPg } from './lib/harness.mjs';

const CALLS = Number(process.env.BENCH_CALLS ?? 10_000_000);
const AGENTS = Number(process.env.BENCH_AGENTS ?? 200);
const PER_AGENT = Number(process.env.BENCH_PER_AGENT ?? 7);
const DAYS = 30;
const ZONE = 'Europe/Vienna';

const domain = await import(join(ROOT, 'libs/domain/dist/index.js'));
const { CALL_DRAW_SELECT, callDrawParams } = await import(join(ROOT, 'apps/api/dist/quality/evaluations/jobs/call-draw.queries.js'));
const { listQuery } = await import(join(ROOT, 'apps/api/dist/platform/crud/crud-query.js'));
const { evaluationsResource } = await import(join(ROOT, 'apps/api/dist/quality/evaluations/evaluations.resource.js'));

const rssMiB = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((row) => row.startsWith('VmRSS:'));
  return Number(line.replace(/\D/g, '')) / 1024;
};

/** Samples the API's memory every 100 ms while `work` runs: before and peak (MiB). */
async function withMemory(pid, work) {
  const before = rssMiB(pid);
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, rssMiB(pid))), 100);
  try {
    const result = await work();
    return { ...result, rssBeforeMiB: Math.round(before), rssPeakMiB: Math.round(peak) };
  } finally {
    clearInterval(timer);
  }
}

const database = await createDatabase('bo_bench_quality');
const api = await startApi(database.url);
const client = new pg.Client({ connectionString: database.url });
let socket;
try {
  await client.connect();
  const [{ customer_id: customerId }] = (await client.query(`SELECT customer_id FROM core.customers ORDER BY customer_id LIMIT 1`)).rows;
  const today = domain.todayIn(ZONE);
  const span = { from: domain.addDays(today, -DAYS), to: domain.addDays(today, -1) };
  if (database.fresh) {
    const started = Date.now();
    console.log(`Writing ${CALLS.toLocaleString('en')} calls of ${AGENTS} agents over ${DAYS} days (${span.from} .. ${span.to}) ...`);
    await client.query(
      `INSERT INTO telephony.agents (customer_id, employee_id, username, first_name, last_name, email, exten)
       SELECT $1, 'E' || n, 'agent' || n, 'First' || n, 'Last' || lpad(n::text, 4, '0'), 'agent' || n || '@example.org', (3000 + n)::text FROM generate_series(1, $2::int) n`,
      [customerId, AGENTS],
    );
    await client.query(
      `INSERT INTO telephony.call_customers (customer_id, code, name, routing_exten, queue_name)
       SELECT $1, 'C' || n, 'Customer ' || n, (800 + n)::text, 'queue' || n FROM generate_series(1, 5) n`,
      [customerId],
    );
    await client.query(
      `WITH a AS (SELECT array_agg(agent_id ORDER BY agent_id) AS ids FROM telephony.agents WHERE customer_id = $1),
            cc AS (SELECT array_agg(call_customer_id ORDER BY call_customer_id) AS ids FROM telephony.call_customers WHERE customer_id = $1)
       INSERT INTO telephony.calls (customer_id, unique_id, caller_number, dialled_number, routing_exten, agent_exten, agent_id, call_customer_id, started_at,
                                    wait_routing_seconds, wait_agent_seconds, talk_seconds, post_handling_seconds, answered, lost, transferred, status, source)
       SELECT $1, 'bench-' || g.n, '+4366' || (g.n % 999983), '0800100' || (g.n % 5), (801 + g.n % 5)::text,
              CASE WHEN r.lost THEN NULL ELSE (3001 + g.n % $3)::text END, CASE WHEN r.lost THEN NULL ELSE a.ids[1 + g.n % $3] END, cc.ids[1 + (g.n / $3) % 5],
              (($4::date + (g.n % $5)) + make_interval(hours => 7) + r.offset_seconds * interval '1 second') AT TIME ZONE '${ZONE}',
              r.wait, CASE WHEN r.lost THEN 0 ELSE r.wait % 15 END, CASE WHEN r.lost THEN 0 ELSE r.talk END, CASE WHEN r.lost THEN 0 ELSE 30 END,
              NOT r.lost, r.lost, NOT r.lost AND g.n % 20 = 0, CASE WHEN r.lost THEN 'abandoned' WHEN g.n % 20 = 0 THEN 'transferred' ELSE 'completed_caller' END, 'generator'
         FROM generate_series(1, $2::int) g(n) CROSS JOIN a CROSS JOIN cc
         CROSS JOIN LATERAL (SELECT g.n AS k, random() < 0.1 AS lost, (random() * 120)::int AS wait, (20 + random() * 500)::int AS talk,
                                    (random() * 46800)::int AS offset_seconds) r`,
      [customerId, CALLS, AGENTS, span.from, DAYS],
    );
    await client.query(`INSERT INTO quality.issue_types (customer_id, name) SELECT $1, 'Issue ' || n FROM generate_series(1, 8) n`, [customerId]);
    console.log(`Written in ${((Date.now() - started) / 1000).toFixed(0)} s; VACUUM ANALYZE ...`);
    await client.query('VACUUM ANALYZE');
    await database.markFilled(client);
  } else {
    // A kept database: what the last run generated goes, so this run draws from the same calls.
    console.log(`Measuring the kept database ${database.name} (BENCH_KEEP_DATABASE); clearing the last run's evaluations and reports ...`);
    await client.query('TRUNCATE quality.evaluation_issues, quality.call_evaluations, quality.reports CASCADE');
  }
  const [{ calls }] = (await client.query(`SELECT count(*)::int AS calls FROM telephony.calls`)).rows;
  const agentIds = (await client.query(`SELECT agent_id FROM telephony.agents WHERE customer_id = $1 ORDER BY agent_id`, [customerId])).rows.map(
    (row) => row.agent_id,
  );
  const callCustomers = (await client.query(`SELECT call_customer_id FROM telephony.call_customers WHERE customer_id = $1 ORDER BY 1`, [customerId])).rows.map(
    (row) => row.call_customer_id,
  );
  const rules = [
    { customer: callCustomers[0], random: 0 },
    { customer: callCustomers[1], random: 4 },
  ];
  const generation = domain.generationRange(span);
  const from = domain.wireDateToInstant(generation.From, ZONE);
  const to = domain.wireDateToInstant(generation.To, ZONE);

  // 1. The draw's SQL alone: the job's chunks of about 5 % of the agents, two at a time as the job runs them.
  const chunk = Math.max(1, Math.ceil(agentIds.length / 20));
  const batches = [];
  for (let i = 0; i < agentIds.length; i += chunk) batches.push(agentIds.slice(i, i + chunk));
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  const drawStarted = process.hrtime.bigint();
  let drawn = 0;
  let next = 0;
  await Promise.all(
    [0, 1].map(async () => {
      while (next < batches.length) {
        const batch = batches[next++];
        const { rows } = await pool.query(
          CALL_DRAW_SELECT,
          callDrawParams({ customerId, agentIds: batch, perAgent: PER_AGENT, rules, from, to, generation: 'bench', seed: '42' }),
        );
        drawn += rows.length;
      }
    }),
  );
  const drawSqlMs = Number(process.hrtime.bigint() - drawStarted) / 1e6;
  await pool.end();
  const plan = (
    await client.query(
      `EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${CALL_DRAW_SELECT}`,
      callDrawParams({ customerId, agentIds: agentIds.slice(0, chunk), perAgent: PER_AGENT, rules, from, to, generation: 'bench', seed: '42' }),
    )
  ).rows
    .map((row) => row['QUERY PLAN'])
    .join('\n');
  console.log(`Draw SQL alone: ${drawn} calls of ${agentIds.length} agents in ${drawSqlMs.toFixed(0)} ms`);

  // 2. Generation through the API and its worker, until the requester hears it finished.
  const token = await login(api.baseUrl, 'admin');
  socket = io(api.baseUrl, { transports: ['websocket'], reconnection: false, forceNew: true });
  const finished = new Map();
  socket.on('jobProgress', (message) => {
    if (message.state !== 'active') finished.get(message.jobId)?.(message);
  });
  await new Promise((resolve) => socket.once('connect', resolve));
  const validated = new Promise((resolve) => socket.once('tokenValidation', resolve));
  socket.emit('userConnected', token);
  await validated;
  const call = async (path, body) => {
    const response = await fetch(`${api.baseUrl}/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    const envelope = await response.json();
    if (!envelope.succeeded) throw new Error(`${path}: ${envelope.message}`);
    return envelope.result.data;
  };
  /** Starts a job and resolves when its completion reaches this socket. */
  const runJob = async (path, body) => {
    const startedAt = process.hrtime.bigint();
    let resolveDone;
    const done = new Promise((resolve) => (resolveDone = resolve));
    const { JobID } = await call(path, body);
    finished.set(JobID, resolveDone);
    const message = await done;
    if (message.state !== 'completed') throw new Error(`${path}: ${message.message}`);
    return { ms: Number(process.hrtime.bigint() - startedAt) / 1e6, message };
  };
  const generated = await withMemory(api.pid, () =>
    runJob('quality/call_evaluations/generate', { ...generation, EvaluationsPerAgent: PER_AGENT, CallAgents: agentIds, RandomWeightRules: rules }),
  );
  const [{ evaluations }] = (await client.query(`SELECT count(*)::int AS evaluations FROM quality.call_evaluations`)).rows;
  console.log(
    `Generation through the API: ${evaluations} evaluations in ${generated.ms.toFixed(0)} ms (RSS ${generated.rssBeforeMiB} -> peak ${generated.rssPeakMiB} MiB)`,
  );

  // Half of them evaluated, some with issues or a typo mistake, for a report that has something to say.
  await client.query(
    `UPDATE quality.call_evaluations SET status = CASE WHEN call_evaluation_id % 2 = 0 THEN 'evaluated' ELSE 'in_progress' END,
            typo_mistake = call_evaluation_id % 7 = 0, comment = 'Bench comment ' || call_evaluation_id`,
  );
  await client.query(
    `INSERT INTO quality.evaluation_issues (customer_id, call_evaluation_id, issue_id)
     SELECT e.customer_id, e.call_evaluation_id, i.issue_id FROM quality.call_evaluations e
       JOIN LATERAL (SELECT issue_id FROM quality.issue_types WHERE customer_id = e.customer_id ORDER BY issue_id OFFSET e.call_evaluation_id % 8 LIMIT 1) i ON true
      WHERE e.call_evaluation_id % 4 = 0`,
  );

  // 3. A 200-agent report rendered as a PDF into the storage.
  const report = await withMemory(api.pid, () =>
    runJob('quality/reports/generate', { ...domain.qualityReportRange(span), CallAgents: agentIds, PerAgent: true }),
  );
  const [stored] = (await client.query(`SELECT total_calls, perfect_calls, file_bytes FROM quality.reports ORDER BY report_id DESC LIMIT 1`)).rows;
  console.log(
    `Report through the API: ${stored.total_calls} calls, ${(Number(stored.file_bytes) / 1024).toFixed(0)} KiB PDF in ${report.ms.toFixed(0)} ms (RSS ${report.rssBeforeMiB} -> peak ${report.rssPeakMiB} MiB)`,
  );

  // 4. The evaluation list of the spec's filter: the API next to the same SQL through raw pg.
  const filter = {
    limit: 10,
    offset: 0,
    order: [{ field: 'Call.Timestamp', direction: 'desc' }],
    q: {
      and: [
        { field: 'CallAgent.ID', op: 'in', value: agentIds.slice(0, 20) },
        { field: 'Call.Timestamp', op: 'gte', value: `${span.from} 00:00:00` },
        { field: 'Call.Timestamp', op: 'lte', value: `${span.to} 23:59:59` },
      ],
    },
  };
  const principal = { sessionCustomerId: customerId, customerIds: [customerId], permissions: ['*'], userId: 1, timeZone: ZONE };
  const statement = listQuery(evaluationsResource, filter, principal);
  const cannon = await autocannon({
    url: `${api.baseUrl}/quality/call_evaluations/list`,
    method: 'POST',
    connections: 10,
    duration: 10,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(filter),
  });
  const raw = await timeRawPg(database.url, 10, 10, (pool) => pool.query(statement.sql, statement.params));
  const list = { apiRate: cannon.requests.average, apiP99: cannon.latency.p99, apiErrors: cannon.non2xx + cannon.errors, rawRate: raw.rate, rawP99: raw.p99 };
  console.log(
    `Evaluation list (20 agents, a month, page of 10): API ${list.apiRate.toFixed(0)} req/s p99 ${list.apiP99} ms (${list.apiErrors} errors); raw pg ${list.rawRate.toFixed(0)} req/s p99 ${list.rawP99.toFixed(1)} ms; ratio ${(list.apiRate / list.rawRate).toFixed(2)}`,
  );

  saveResult('quality', {
    calls,
    agents: AGENTS,
    perAgent: PER_AGENT,
    drawSql: { ms: Math.round(drawSqlMs), drawn, plan },
    generation: { ms: Math.round(generated.ms), evaluations, rssBeforeMiB: generated.rssBeforeMiB, rssPeakMiB: generated.rssPeakMiB },
    report: {
      ms: Math.round(report.ms),
      totalCalls: stored.total_calls,
      fileBytes: Number(stored.file_bytes),
      rssBeforeMiB: report.rssBeforeMiB,
      rssPeakMiB: report.rssPeakMiB,
    },
    list,
  });
  console.log(plan.split('\n').slice(0, 25).join('\n'));
} finally {
  socket?.disconnect();
  await client.end().catch(() => undefined);
  await api.stop();
  await database.drop();
}
