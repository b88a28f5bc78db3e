#!/usr/bin/env node
// bench/assistance: the partner map at a scripted size. list-map through the API (autocannon, one
// connection) next to its SQL through raw pg in the same run: every item (the spec's shape), one
// group, and the clustered view of Austria at zoom 8 with distances; the longest wait of a /health
// call sent while the API rebuilds the map's index after a change; then, with the API stopped,
// supercluster's index build (in this thread and in the service's worker thread, each with the
// event loop's longest stall during it) and the map's views at every zoom for the same pins.
//
//   node bench/assistance.mjs      BENCH_PARTNERS (50,000), BENCH_SECONDS (8 per API figure)
//
// Needs the built API. Partners are written with SQL (generate_series) into the first demo
// customer, spread over Austria and its neighbours, every group, 1 in 20 with a running notice.
import 'reflect-metadata';
import autocannon from 'autocannon';
import { Redis } from 'ioredis';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pg from 'pg';
import { REDIS_URL, ROOT, createDatabase, login, saveResult, startApi } from './lib/harness.mjs';

const PARTNERS = Number(process.env.BENCH_PARTNERS ?? 50_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ZONE = 'Europe/Vienna';
const AUSTRIA = [9.3, 45.8, 17.4, 50.2];
const VIENNA = { Latitude: 48.2082, Longitude: 16.3738 };

const { clusterIndex, clusterIndexInWorker, streetIndex, viewClusters } = await import(
  join(ROOT, 'apps/api/dist/assistance/partners/map/partner-map.service.js')
);
const { mapItemsQuery } = await import(join(ROOT, 'apps/api/dist/assistance/partners/map/partner-map.queries.js'));
const { ClusterWorker } = await import(join(ROOT, 'apps/api/dist/assistance/partners/map/cluster-worker.js'));
const { offsetOverlappingPins } = await import(join(ROOT, 'libs/domain/dist/index.js'));

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
};
const ms = (value) => `${value.toFixed(1)} ms`;
const elapsedMs = (since) => Number(process.hrtime.bigint() - since) / 1e6;

/**
 * The build's wall time and the event loop's longest stall while it ran (perf_hooks'
 * monitorEventLoopDelay, 1 ms resolution). The probe runs for 20 ms before the build starts (it
 * only measures from its first tick on) and for 10 ms after it ends.
 */
async function stallDuring(build) {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  await new Promise((done) => setTimeout(done, 20));
  const t0 = process.hrtime.bigint();
  const index = await build();
  const took = elapsedMs(t0);
  await new Promise((done) => setTimeout(done, 10));
  delay.disable();
  return { index, took, stall: delay.max / 1e6 };
}

const database = await createDatabase('bo_bench_assistance');
const api = await startApi(database.url);
const client = new pg.Client({ connectionString: database.url });
const figures = {};
try {
  await client.connect();
  const [{ customer_id: customerId }] = (await client.query(`SELECT customer_id FROM core.customers ORDER BY customer_id LIMIT 1`)).rows;
  const started = Date.now();
  await client.query(
    `INSERT INTO assistance.partners (customer_id, partner_group, type, priority, company_name, opening_hours, email, telephone_number,
                                      homepage, street, postal_code, location, country_name, country_code, longitude, latitude,
                                      notice_note, notice_from, notice_until)
     SELECT $1, g.grp, g.grp || '-Typ', (ARRAY['Prio1','Prio2','Prio3','NEW','Blacklist'])[1 + n % 5], 'Partner ' || n, 'Mo-Fr 8-17',
            'p' || n || '@example.org', '+43 1 ' || n, 'https://p' || n || '.example', 'Hauptstraße ' || (n % 200), (1000 + n % 9000)::text,
            'Ort ' || (n % 2000), 'Austria', 'AT', $3::float8 + random() * ($5::float8 - $3::float8), $4::float8 + random() * ($6::float8 - $4::float8),
            CASE WHEN n % 20 = 0 THEN 'Betriebsurlaub' END, CASE WHEN n % 20 = 0 THEN now() - interval '1 day' END, CASE WHEN n % 20 = 0 THEN now() + interval '7 days' END
       FROM generate_series(1, $2::int) n
       CROSS JOIN LATERAL (SELECT (ARRAY['KFZ','Transport','Medizin','Hotel','Handwerker','Andere','Assistance','Heimhilfe','Behörde'])[1 + n % 9] AS grp) g`,
    [customerId, PARTNERS, ...AUSTRIA],
  );
  await client.query('VACUUM ANALYZE assistance.partners');
  console.log(`${PARTNERS.toLocaleString('en')} partners written in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const token = await login(api.baseUrl, 'admin');

  const cases = [
    { name: 'list-map, every item', body: {} },
    { name: 'list-map, Group KFZ', body: { Group: 'KFZ', Priority: 'ALL', Type: 'ALL', Name: '' } },
    { name: 'list-map, clusters of Austria at zoom 8 with distances', body: { Zoom: 8, Bounds: AUSTRIA, Origin: VIENNA } },
    { name: 'list-map, clusters of Vienna at zoom 13 with distances', body: { Zoom: 13, Bounds: [16.25, 48.15, 16.5, 48.27], Origin: VIENNA } },
  ];
  console.log(`\n| call | answer | API p50 | API p99 | API req/s | raw SQL p50 (same statement) |`);
  console.log(`|---|---|---|---|---|---|`);
  for (const { name, body } of cases) {
    const first = await fetch(`${api.baseUrl}/assistance/partners/list-map`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    const answer = await first.json();
    if (!answer.succeeded) throw new Error(`${name}: ${answer.message}`);
    const features = answer.result.data[0];
    const bytes = JSON.stringify(answer).length;
    const result = await autocannon({
      url: `${api.baseUrl}/assistance/partners/list-map`,
      method: 'POST',
      connections: 1,
      duration: SECONDS,
      timeout: 60,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    if (result.non2xx > 0 || result.errors > 0) throw new Error(`${name} answered ${result.non2xx} non-2xx and ${result.errors} errors.`);
    const { sql, params } = mapItemsQuery(customerId, ZONE, body);
    const pool = new pg.Pool({ connectionString: database.url, max: 1 });
    await pool.query(sql, params);
    const raw = [];
    for (let run = 0; run < 10; run += 1) {
      const t0 = process.hrtime.bigint();
      await pool.query(sql, params);
      raw.push(Number(process.hrtime.bigint() - t0) / 1e6);
    }
    await pool.end();
    const row = {
      features: features.length,
      kilobytes: Math.round(bytes / 1024),
      apiP50: result.latency.p50,
      apiP99: result.latency.p99,
      rate: result.requests.average,
      rawP50: percentile(raw, 0.5),
    };
    figures[name] = row;
    console.log(
      `| ${name} | ${row.features.toLocaleString('en')} features, ${row.kilobytes.toLocaleString('en')} KiB | ${row.apiP50} ms | ${row.apiP99} ms | ${row.rate.toFixed(1)} | ${ms(row.rawP50)} |`,
    );
  }

  // A change, then the map asked again: the API reads the pins and rebuilds the index while a
  // /health call goes out every millisecond; the longest of their waits is what any other request
  // of that instance would have waited.
  const redis = new Redis(REDIS_URL);
  const revisionKey = `bench:${new URL(api.baseUrl).port}:assistance:partners-revision:${customerId}`;
  const rebuildBody = JSON.stringify({ Zoom: 8, Bounds: AUSTRIA });
  const healthWaits = [];
  const rebuilds = [];
  for (let run = 0; run < 5; run += 1) {
    await redis.incr(revisionKey);
    let rebuilding = true;
    const waits = [];
    const probe = (async () => {
      while (rebuilding) {
        const t0 = process.hrtime.bigint();
        await fetch(`${api.baseUrl}/health`);
        waits.push(elapsedMs(t0));
        await new Promise((done) => setTimeout(done, 1));
      }
    })();
    const t0 = process.hrtime.bigint();
    const rebuilt = await fetch(`${api.baseUrl}/assistance/partners/list-map`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: rebuildBody,
    });
    if (!(await rebuilt.json()).succeeded) throw new Error('The rebuild failed.');
    rebuilds.push(elapsedMs(t0));
    rebuilding = false;
    await probe;
    healthWaits.push(Math.max(...waits));
  }
  await redis.quit();
  figures.rebuildThroughApi = { rebuildP50: percentile(rebuilds, 0.5), healthWaitMax: Math.max(...healthWaits), healthWaitP50: percentile(healthWaits, 0.5) };
  console.log(
    `\nA change, then clusters of Austria at zoom 8 (pins read, index rebuilt): median ${ms(figures.rebuildThroughApi.rebuildP50)}; ` +
      `the longest wait of a /health call meanwhile: median of 5 rebuilds ${ms(figures.rebuildThroughApi.healthWaitP50)}, worst ${ms(figures.rebuildThroughApi.healthWaitMax)}`,
  );

  // supercluster in-process: the index over the same pins, then the views the map asks for. The
  // API is stopped first: its figures are taken, and its own work must not share the cores.
  const { sql, params } = mapItemsQuery(customerId, ZONE, {});
  const items = offsetOverlappingPins((await client.query(sql, params)).rows);
  await api.stop();
  const builds = [];
  const stalls = [];
  let index;
  for (let run = 0; run < 5; run += 1) {
    const built = await stallDuring(async () => clusterIndex(items));
    index = built.index;
    builds.push(built.took);
    stalls.push(built.stall);
  }
  // The service's way: in the worker thread, assembled here. The first build starts the worker.
  const worker = new ClusterWorker();
  const workerRuns = [];
  for (let run = 0; run < 6; run += 1) workerRuns.push(await stallDuring(() => clusterIndexInWorker(worker, items)));
  await worker.close();
  const warm = workerRuns.slice(1);
  // The same probe while this thread waits idle as long as a build: the machine's own noise.
  const idle = [];
  for (let run = 0; run < 5; run += 1) idle.push((await stallDuring(() => new Promise((done) => setTimeout(done, percentile(builds, 0.5))))).stall);
  figures.indexBuild = {
    inThread: { buildP50: percentile(builds, 0.5), stallP50: percentile(stalls, 0.5), stallMax: Math.max(...stalls) },
    inWorker: {
      firstBuild: workerRuns[0].took,
      firstStall: workerRuns[0].stall,
      buildP50: percentile(
        warm.map((run) => run.took),
        0.5,
      ),
      stallP50: percentile(
        warm.map((run) => run.stall),
        0.5,
      ),
      stallMax: Math.max(...warm.map((run) => run.stall)),
    },
    idle: { stallP50: percentile(idle, 0.5), stallMax: Math.max(...idle) },
  };
  const { inThread, inWorker, idle: noise } = figures.indexBuild;
  console.log(
    `\nIndex of zooms 5-16 over ${items.length.toLocaleString('en')} pins, median of 5, with the event loop's longest stall during the build:\n` +
      `| where | build | longest stall (median) | longest stall (worst) |\n|---|---|---|---|\n` +
      `| in the request thread (before) | ${ms(inThread.buildP50)} | ${ms(inThread.stallP50)} | ${ms(inThread.stallMax)} |\n` +
      `| in the worker thread (now) | ${ms(inWorker.buildP50)} | ${ms(inWorker.stallP50)} | ${ms(inWorker.stallMax)} |\n` +
      `| no build, idle as long (the machine's noise) | – | ${ms(noise.stallP50)} | ${ms(noise.stallMax)} |\n` +
      `(the worker's first build, starting the thread: ${ms(inWorker.firstBuild)}, stall ${ms(inWorker.firstStall)})`,
  );
  // What the admin asks for: a 1280 x 800 screen of 256-pixel tiles around Vienna at each zoom.
  const queries = [];
  for (let zoom = 5; zoom <= 20; zoom += 1) {
    const wide = (1280 / 256 / 2 ** zoom) * 360;
    const high = (800 / 256 / 2 ** zoom) * 360 * Math.cos((VIENNA.Latitude * Math.PI) / 180);
    const screen = [VIENNA.Longitude - wide / 2, VIENNA.Latitude - high / 2, VIENNA.Longitude + wide / 2, VIENNA.Latitude + high / 2];
    const t0 = process.hrtime.bigint();
    viewClusters(index, screen, zoom, () => streetIndex(items));
    queries.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  figures.supercluster = { pins: items.length, buildP50: percentile(builds, 0.5), queryP50: percentile(queries, 0.5), queryMax: Math.max(...queries) };
  console.log(
    `\nsupercluster over ${items.length.toLocaleString('en')} pins: index built in ${ms(figures.supercluster.buildP50)} (median of 5); ` +
      `a 1280 x 800 view around Vienna, zoom 5-20: median ${ms(figures.supercluster.queryP50)}, worst ${ms(figures.supercluster.queryMax)}`,
  );
  saveResult('assistance', { partners: PARTNERS, figures });
} finally {
  await client.end().catch(() => undefined);
  await api.stop();
  await database.drop();
}
