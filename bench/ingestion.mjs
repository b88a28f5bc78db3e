#!/usr/bin/env node
// Continuous ingestion (issue 24): lines per second a telephony source applies from a growing
// queue_log file and from a queue_log table, and the lag while the PBX writes at a steady rate;
// baseline in the same run: the one-shot import (command line) of the same file.
// Needs `npm run build`. BENCH_LINES (default 300000, at most ~1M on the shared machine), BENCH_RATE (10000 lines/s).
import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { ROOT, createDatabase, login, saveResult, startApi } from './lib/harness.mjs';

const LINES = Number(process.env.BENCH_LINES ?? 300_000);
const RATE = Number(process.env.BENCH_RATE ?? 10_000);
const T0 = 1767261600;
const AGENTS = 200;

/** A day of a call centre as queue_log lines: ENTERQUEUE, CONNECT, COMPLETE per call (every fifth abandoned), calls one second apart. */
function queueLogLines(count, prefix) {
  const lines = [];
  for (let agent = 0; agent < AGENTS; agent++) lines.push(`${T0}|NONE|2001|PJSIP/${3000 + agent}|ADDMEMBER|`);
  for (let call = 0; lines.length < count; call++) {
    const at = T0 + 10 + call;
    const id = `${prefix}${at}.${call}`;
    const agent = `PJSIP/${3000 + (call % AGENTS)}`;
    lines.push(`${at}|${id}|2001|NONE|ENTERQUEUE||0664${call}|1`);
    if (call % 5 === 4) lines.push(`${at + 20}|${id}|2001|NONE|ABANDON|1|1|20`);
    else lines.push(`${at + 8}|${id}|2001|${agent}|CONNECT|8|${id}9|2`, `${at + 128}|${id}|2001|${agent}|COMPLETECALLER|8|120|1`);
  }
  // Lines in time order, as the PBX writes them.
  return lines.slice(0, count).sort((a, b) => Number(a.split('|')[0]) - Number(b.split('|')[0]));
}

const database = await createDatabase('bo_bench_ingestion');
const folder = mkdtempSync(join(tmpdir(), 'bo-bench-sources-'));
const api = await startApi(database.url, { TELEPHONY_SOURCES_DIR: folder, TELEPHONY_SOURCES_POLL_MS: '200' });
const client = new pg.Client({ connectionString: database.url });
await client.connect();
const result = { lines: LINES, rate: RATE };
try {
  const token = await login(api.baseUrl, 'admin');
  const call = async (path, body) => {
    const send = () =>
      fetch(`${api.baseUrl}/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...body, Token: token }) });
    // A kept-alive connection the API closed while the bench wrote for a minute fails once: sent again on a new one.
    const response = await send().catch(send);
    const answer = await response.json();
    if (!answer.succeeded) throw new Error(`${path}: ${answer.message}`);
    return answer.result.data;
  };
  const customers = (await client.query(`SELECT customer_id FROM core.customers ORDER BY customer_id LIMIT 2`)).rows.map((row) => row.customer_id);
  const linesRead = async (sourceId) => (await client.query(`SELECT lines_read::int AS n FROM telephony.sources WHERE source_id = $1`, [sourceId])).rows[0].n;

  // Baseline: the one-shot import of the same lines (another customer, its own uniqueids).
  const baselineFile = join(folder, 'baseline_queue_log');
  writeFileSync(baselineFile, queueLogLines(LINES, 'b').join('\n') + '\n');
  let started = Date.now();
  const cli = spawnSync(
    process.execPath,
    [join(ROOT, 'apps/api/dist/cli/telephony-import.js'), '--tenant', String(customers[1]), '--kind', 'queue_log', baselineFile],
    {
      env: { ...process.env, DATABASE_URL: database.url },
      encoding: 'utf8',
    },
  );
  if (cli.status !== 0) throw new Error(`baseline import failed: ${cli.stderr}`);
  result.baselineLinesPerSecond = Math.round(LINES / ((Date.now() - started) / 1000));
  console.log(`one-shot import (baseline): ${result.baselineLinesPerSecond} lines/s`);

  /** Writes the lines at RATE per second in 100 ms steps, sampling the lag (lines written but not yet applied, in seconds of writing). */
  async function steady(write, sourceId, lines) {
    const step = Math.max(1, Math.round(RATE / 10));
    const begin = Date.now();
    let written = 0;
    let worstLag = 0;
    const behind = []; // [written count, time written]
    while (written < lines.length) {
      const due = Math.min(lines.length, Math.round(((Date.now() - begin) / 1000) * RATE) + step);
      if (due > written) {
        await write(lines.slice(written, due));
        written = due;
        behind.push([written, Date.now()]);
      }
      const read = await linesRead(sourceId);
      while (behind.length > 0 && behind[0][0] <= read) behind.shift();
      if (behind.length > 0) worstLag = Math.max(worstLag, (Date.now() - behind[0][1]) / 1000);
      await new Promise((done) => setTimeout(done, 100));
    }
    while ((await linesRead(sourceId)) < lines.length) {
      if (behind.length > 0) worstLag = Math.max(worstLag, (Date.now() - behind[0][1]) / 1000);
      await new Promise((done) => setTimeout(done, 50));
    }
    const seconds = (Date.now() - begin) / 1000;
    return { linesPerSecond: Math.round(lines.length / seconds), worstLagSeconds: Number(worstLag.toFixed(1)) };
  }

  /** A backlog written at once: how fast the reader catches up (only the backlog's own lines count, not those read before it). */
  async function backlog(sourceId, total) {
    const before = await linesRead(sourceId);
    const begin = Date.now();
    while ((await linesRead(sourceId)) < total) await new Promise((done) => setTimeout(done, 50));
    return Math.round((total - before) / ((Date.now() - begin) / 1000));
  }

  // A growing file: steady at RATE, then the same amount again as one backlog.
  const file = join(folder, 'queue_log');
  writeFileSync(file, '');
  const fileSource = await call('telephony/sources/create', { Kind: 'queue_log_file', Path: 'queue_log' });
  const fileLines = queueLogLines(LINES, 'f');
  result.file = await steady(async (part) => appendFileSync(file, part.join('\n') + '\n'), fileSource.SourceID, fileLines);
  console.log(`file, written at ${RATE}/s: ${result.file.linesPerSecond} lines/s, worst lag ${result.file.worstLagSeconds} s`);
  await call('telephony/sources/save', { SourceID: fileSource.SourceID, Active: false });
  appendFileSync(file, queueLogLines(LINES, 'g').join('\n') + '\n');
  await call('telephony/sources/save', { SourceID: fileSource.SourceID, Active: true });
  result.file.backlogLinesPerSecond = await backlog(fileSource.SourceID, LINES * 2);
  console.log(`file backlog of ${LINES} lines: ${result.file.backlogLinesPerSecond} lines/s`);

  // Asterisk's realtime table in a PostgreSQL database (here the bench's own).
  await client.query(`CREATE SCHEMA pbx`);
  await client.query(`CREATE TABLE pbx.queue_log (id bigserial PRIMARY KEY, time timestamptz, callid text, queuename text, agent text, event text,
    data1 text, data2 text, data3 text, data4 text, data5 text)`);
  const insert = async (lines) => {
    const rows = lines.map((text) => text.split('|'));
    const values = (index) => rows.map((fields) => fields[index] ?? '');
    await client.query(
      `INSERT INTO pbx.queue_log (time, callid, queuename, agent, event, data1, data2, data3, data4, data5)
       SELECT to_timestamp(t::bigint), c, q, a, e, d1, d2, d3, d4, d5
         FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[]) AS x(t, c, q, a, e, d1, d2, d3, d4, d5)`,
      [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map(values),
    );
  };
  const tableSource = await call('telephony/sources/create', {
    Kind: 'queue_log_table',
    ConnectionUrl: database.url.replace('postgres://postgres@', 'postgres://postgres:bench@'),
    Table: 'pbx.queue_log',
  });
  result.table = await steady(insert, tableSource.SourceID, queueLogLines(LINES, 't'));
  console.log(`table, written at ${RATE}/s: ${result.table.linesPerSecond} lines/s, worst lag ${result.table.worstLagSeconds} s`);
  const [{ calls }] = (await client.query(`SELECT count(*)::int AS calls FROM telephony.calls`)).rows;
  result.callsWritten = calls;
  result.loadAverage = (await import('node:os')).loadavg().map((value) => Number(value.toFixed(1)));
  saveResult('ingestion', result);
  console.log(JSON.stringify(result, null, 2));
} finally {
  await client.end();
  await api.stop();
  await database.drop();
  rmSync(folder, { recursive: true, force: true });
}
