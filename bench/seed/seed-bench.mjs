#!/usr/bin/env node
// Telephony seed and import benchmark (see bench/README.md, "Telephony seed and import").
//
//   node bench/seed/seed-bench.mjs [--agents 1000] [--days 26] [--import-heap-mb 128] [--keep] [--compare-triggers prefix,prefix]
//
// Needs the built API (npm run build -w libs/contracts -w libs/domain -w apps/api) and a
// PostgreSQL at BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), where a
// throw-away database is created and dropped. In one run it measures, on the same rows:
//  1. the generator writing a tenant (calls, status periods, absences, mails, switches, lunch
//     breaks) through COPY, generation included;
//  2. a raw COPY of exactly those rows (exported with COPY TO, tables truncated, COPY FROM);
//  3. the queue_log import of the same calls and periods written as an Asterisk queue_log
//     (parse, validate, stage, insert; file writing not timed), run as the command-line tool
//     `apps/api/dist/cli/telephony-import.js` in its own process (its peak memory is reported).
import { createWriteStream, createReadStream, mkdtempSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import pgCopy from 'pg-copy-streams';
import { pipeline } from 'node:stream/promises';
import { spawnSync } from 'node:child_process';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const api = (path) => import(join(root, 'apps/api/dist', path));
const { createTelephonyPlan, generateTelephonyBatches } = await api('telephony/seed/generator.js');
const { queueLogLinesOfDay } = await api('telephony/seed/queue-log-writer.js');
const { runMigrations } = await api('platform/database/migrate.js');
const { dataSourceOptions } = await api('platform/database/data-source-options.js');
const { seedTelephony, CALL_COPY_COLUMNS } = await api('telephony/seed/telephony-seeder.js');
const { DataSource } = await import(join(root, 'node_modules/typeorm/index.js'));

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const agents = option('agents', 1000);
const days = option('days', 26);
const importHeapMb = option('import-heap-mb', 128);
const firstDay = '2026-01-05';
const seed = 'bench';
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `bo_bench_seed_${Date.now().toString(36)}`;
const url = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
const work = mkdtempSync(join(tmpdir(), 'bo-bench-seed-'));

// Peak resident memory of this process, per phase (reset at each phase's start).
let peakRss = 0;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 100);
const phasePeak = () => {
  const peak = Math.max(peakRss, process.memoryUsage().rss);
  peakRss = 0;
  return mib(peak);
};
const mib = (bytes) => `${(bytes / 1048576).toFixed(0)} MiB`;
const rate = (rows, seconds) => Math.round(rows / seconds);
const log = (line) => console.log(`[bench:seed] ${line}`);

const TABLES = {
  calls: CALL_COPY_COLUMNS,
  agent_status_periods: ['customer_id', 'agent_id', 'activity_type', 'exten', 'started_at', 'ended_at', 'source'],
  absences: ['customer_id', 'agent_id', 'started_at', 'ended_at', 'reason', 'source'],
  mail_activities: ['customer_id', 'mail_id', 'agent_id', 'call_customer_id', 'sent_at', 'source'],
  extension_switches: ['customer_id', 'agent_id', 'call_customer_id', 'switched_at', 'from_exten', 'to_exten', 'source'],
  lunch_breaks: ['customer_id', 'agent_id', 'break_date', 'started_at', 'ended_at', 'source'],
};

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
await admin.end();
const results = { date: new Date().toISOString(), agents, days, firstDay };
try {
  await runMigrations(url);
  const dataSource = new DataSource({ ...dataSourceOptions(url), extra: { max: 4 } });
  await dataSource.initialize();
  const [tenantA] = await dataSource.query(`INSERT INTO core.customers (name) VALUES ('Bench A') RETURNING customer_id`);

  // 1. Generator -> COPY.
  log(`generator: ${agents} agents x ${days} days ...`);
  phasePeak();
  let started = performance.now();
  const seeded = await seedTelephony(dataSource, { customerId: tenantA.customer_id, seed, firstDay, days, agents, callCustomers: 5 });
  const generatorSeconds = (performance.now() - started) / 1000;
  const generatorRows = Object.values(seeded.rows).reduce((a, b) => a + b, 0);
  results.generator = {
    rows: seeded.rows,
    totalRows: generatorRows,
    seconds: +generatorSeconds.toFixed(2),
    rowsPerSecond: rate(generatorRows, generatorSeconds),
    callsPerSecond: rate(seeded.rows.calls, generatorSeconds),
    peakRss: phasePeak(),
  };
  log(
    `generator: ${generatorRows.toLocaleString('en')} rows (${seeded.rows.calls.toLocaleString('en')} calls) in ${generatorSeconds.toFixed(1)} s = ${results.generator.rowsPerSecond.toLocaleString('en')} rows/s`,
  );

  // 2. Raw COPY of the same rows.
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  for (const [table, columns] of Object.entries(TABLES)) {
    const out = client.query(pgCopy.to(`COPY (SELECT ${columns.join(', ')} FROM telephony.${table} ORDER BY 1) TO STDOUT`));
    await pipeline(out, createWriteStream(join(work, `${table}.copy`)));
  }
  // CASCADE: other areas' tables (quality's evaluations) refer to calls; they are empty here.
  await client.query(
    `TRUNCATE ${Object.keys(TABLES)
      .map((t) => `telephony.${t}`)
      .join(', ')} CASCADE`,
  );
  await client.query('CHECKPOINT');
  started = performance.now();
  await client.query('BEGIN');
  let copied = 0;
  for (const [table, columns] of Object.entries(TABLES)) {
    const into = client.query(pgCopy.from(`COPY telephony.${table} (${columns.join(', ')}) FROM STDIN`));
    await pipeline(createReadStream(join(work, `${table}.copy`)), into);
    copied += into.rowCount;
  }
  await client.query('COMMIT');
  const copySeconds = (performance.now() - started) / 1000;
  results.rawCopy = { totalRows: copied, seconds: +copySeconds.toFixed(2), rowsPerSecond: rate(copied, copySeconds) };
  results.generatorVsRawCopy = +(generatorSeconds / copySeconds).toFixed(2);
  log(
    `raw COPY: ${copied.toLocaleString('en')} rows in ${copySeconds.toFixed(1)} s = ${results.rawCopy.rowsPerSecond.toLocaleString('en')} rows/s (generator takes ${results.generatorVsRawCopy}x)`,
  );

  // 3. queue_log import of the same calls and periods into a second tenant with the same agents and queues.
  const plan = createTelephonyPlan({ seed, firstDay, days, agents, callCustomers: 5 });
  const logFile = join(work, 'queue_log');
  const writer = createWriteStream(logFile);
  let lines = 0;
  let day = null;
  let dayBatches = [];
  const flushDay = async () => {
    if (dayBatches.length === 0) return;
    const text = queueLogLinesOfDay(plan, dayBatches);
    lines += text.length;
    if (!writer.write(text.join('\n') + '\n')) await once(writer, 'drain');
    dayBatches = [];
  };
  for (const batch of generateTelephonyBatches(plan)) {
    if (batch.day !== day) await flushDay();
    day = batch.day;
    dayBatches.push(batch);
  }
  await flushDay();
  writer.end();
  await once(writer, 'finish');
  /** A tenant with the same agents and queues as tenant A, for an import of the same file. */
  const tenantLike = async (tenantName) => {
    const [tenant] = await dataSource.query(`INSERT INTO core.customers (name) VALUES ($1) RETURNING customer_id`, [tenantName]);
    await dataSource.query(
      `INSERT INTO telephony.call_customers (customer_id, code, name, routing_exten, dialled_number, queue_name)
      SELECT $1, code, name, routing_exten, dialled_number, queue_name FROM telephony.call_customers WHERE customer_id = $2`,
      [tenant.customer_id, tenantA.customer_id],
    );
    await dataSource.query(
      `INSERT INTO telephony.agents (customer_id, employee_id, username, first_name, last_name, email, is_supervisor, exten, pbx_member)
      SELECT $1, employee_id, username, first_name, last_name, email, is_supervisor, exten, pbx_member FROM telephony.agents WHERE customer_id = $2`,
      [tenant.customer_id, tenantA.customer_id],
    );
    return tenant.customer_id;
  };
  /** The queue_log import into a tenant as the command-line tool, in a process of its own (so its memory is its own). */
  const importInto = (tenantId) => {
    const t0 = performance.now();
    // The V8 heap is capped: a file many times larger than the cap imports only if memory stays flat.
    const child = spawnSync(
      process.execPath,
      [
        `--max-old-space-size=${importHeapMb}`,
        join(root, 'apps/api/dist/cli/telephony-import.js'),
        '--tenant',
        String(tenantId),
        '--kind',
        'queue_log',
        logFile,
      ],
      { env: { ...process.env, DATABASE_URL: url }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    const seconds = (performance.now() - t0) / 1000;
    if (child.status !== 0) throw new Error(`queue_log import failed (${child.status}): ${child.stderr}\n${child.stdout.slice(0, 2000)}`);
    return { seconds, report: JSON.parse(child.stdout), stderr: child.stderr };
  };
  log(`queue_log: ${lines.toLocaleString('en')} lines, ${mib(statSync(logFile).size)}; importing ...`);

  // --compare-triggers a_,b_: the same file first imported with the triggers whose names start so
  // disabled (into a tenant of its own), so the triggers' cost is measured in the same run.
  const comparePrefixes = args.includes('--compare-triggers') ? args[args.indexOf('--compare-triggers') + 1].split(',') : [];
  if (comparePrefixes.length > 0) {
    // The triggers with those names on the tables an import writes to (a zone change's trigger on
    // the customers never fires during an import).
    const triggers = (
      await dataSource.query(
        `SELECT tgrelid::regclass::text AS "table", tgname FROM pg_trigger
          WHERE NOT tgisinternal AND tgname LIKE ANY ($1) AND tgrelid IN ('telephony.calls'::regclass, 'telephony.agent_status_periods'::regclass)
          ORDER BY 1, 2`,
        [comparePrefixes.map((x) => `${x}%`)],
      )
    ).map((row) => ({ table: row.table, name: row.tgname }));
    const toggle = async (how) => {
      for (const trigger of triggers) await dataSource.query(`ALTER TABLE ${trigger.table} ${how} TRIGGER ${trigger.name}`);
    };
    await toggle('DISABLE');
    const without = importInto(await tenantLike('Bench C'));
    await toggle('ENABLE');
    results.queueLogImportWithoutTriggers = {
      triggers: triggers.map((trigger) => trigger.name),
      seconds: +without.seconds.toFixed(2),
      linesPerSecond: rate(lines, without.seconds),
      callsPerSecond: rate(without.report.Inserted.calls, without.seconds),
    };
    log(
      `queue_log import without ${triggers.map((trigger) => trigger.name).join(', ')}: ${without.seconds.toFixed(1)} s = ${rate(lines, without.seconds).toLocaleString('en')} lines/s`,
    );
  }

  const tenantB = await tenantLike('Bench B');
  const imported = importInto(tenantB);
  const importSeconds = imported.seconds;
  const report = imported.report;
  const importedRows = Object.values(report.Inserted).reduce((a, b) => a + b, 0);
  const importPeak = /peak memory (\d+) MiB/.exec(imported.stderr)?.[1];
  results.queueLogImport = {
    lines,
    fileBytes: statSync(logFile).size,
    inserted: report.Inserted,
    seconds: +importSeconds.toFixed(2),
    linesPerSecond: rate(lines, importSeconds),
    rowsPerSecond: rate(importedRows, importSeconds),
    callsPerSecond: rate(report.Inserted.calls, importSeconds),
    peakRss: `${importPeak} MiB`,
    heapCapMb: importHeapMb,
    importerLog: imported.stderr.trim().split('\n').at(-1),
  };
  log(
    `queue_log import: ${report.Inserted.calls.toLocaleString('en')} calls, ${report.Inserted.agent_status_periods.toLocaleString('en')} periods in ${importSeconds.toFixed(1)} s = ${results.queueLogImport.linesPerSecond.toLocaleString('en')} lines/s, ${results.queueLogImport.rowsPerSecond.toLocaleString('en')} rows/s`,
  );
  log(`peak RSS: generator ${results.generator.peakRss}, queue_log import ${results.queueLogImport.peakRss}`);
  await client.end();
  await dataSource.destroy();
} finally {
  clearInterval(sampler);
  rmSync(work, { recursive: true, force: true });
  if (!args.includes('--keep')) {
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
  }
}
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(join(root, 'bench/results/telephony-seed.json'), JSON.stringify(results, null, 2));
console.log(JSON.stringify(results, null, 2));
