#!/usr/bin/env node
// bench/news: the News calls at a scripted size, through the API (autocannon) next to the same SQL
// through raw pg in the same run (timeRawPg, same connections and duration).
//
//   node bench/news.mjs      BENCH_NEWS (2,000), BENCH_USERS (2,000), BENCH_AUDIENCE (200 users per news),
//                            BENCH_SECONDS (8 per figure), BENCH_CONNECTIONS (4)
//
// Needs the built API. Users, news, audiences and reads are written with SQL (generate_series)
// into the first demo customer: every news is addressed to BENCH_AUDIENCE users, half of whom
// read it; a third of the news is valid today.
import 'reflect-metadata';
import autocannon from 'autocannon';
import { join } from 'node:path';
import pg from 'pg';
import { ROOT, createDatabase, login, saveResult, startApi, timeRawPg } from './lib/harness.mjs';

const NEWS = Number(process.env.BENCH_NEWS ?? 2_000);
const USERS = Number(process.env.BENCH_USERS ?? 2_000);
const AUDIENCE = Math.min(Number(process.env.BENCH_AUDIENCE ?? 200), USERS);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);

const { newsListQuery, newsCountQuery, UNREAD_COUNTS_SQL } = await import(join(ROOT, 'apps/api/dist/news/news-items/news.queries.js'));
const { todayIn } = await import(join(ROOT, 'libs/domain/dist/index.js'));

const database = await createDatabase('bo_bench_news');
const api = await startApi(database.url);
const client = new pg.Client({ connectionString: database.url });
const figures = {};
try {
  await client.connect();
  const [{ customer_id: customerId, time_zone: zone }] = (await client.query(`SELECT customer_id, time_zone FROM core.customers ORDER BY customer_id LIMIT 1`))
    .rows;
  const today = todayIn(zone);
  const started = Date.now();
  // Bench users share the demo's password and the agent role (news_list).
  await client.query(
    `WITH made AS (
       INSERT INTO core.users (first_name, last_name, username, email, status, password_hash)
       SELECT 'Bench', 'User ' || n, 'bench' || n, 'bench' || n || '@example.org', 1, (SELECT password_hash FROM core.users WHERE username = 'agent')
         FROM generate_series(1, $2::int) n RETURNING user_id)
     , joined AS (INSERT INTO core.user_customers (user_id, customer_id) SELECT user_id, $1 FROM made)
     INSERT INTO core.user_roles (user_id, role_id) SELECT user_id, (SELECT role_id FROM core.roles WHERE name = 'agent') FROM made`,
    [customerId, USERS],
  );
  await client.query(
    `INSERT INTO news.news (customer_id, text, plain_text, valid_from, valid_until)
     SELECT $1, '<p>Bench news ' || n || ' about the fire drill and the canteen</p>', 'Bench news ' || n || ' about the fire drill and the canteen',
            $3::date + (n % 3 - 1) * 7, $3::date + (n % 3 - 1) * 7 + 3
       FROM generate_series(1, $2::int) n`,
    [customerId, NEWS, today],
  );
  const users = (await client.query(`SELECT user_id FROM core.users WHERE username LIKE 'bench%' ORDER BY user_id`)).rows.map((row) => row.user_id);
  // News n goes to AUDIENCE consecutive bench users starting at a spread offset; the first half of them read it.
  await client.query(
    `INSERT INTO news.news_users (customer_id, news_id, user_id)
     SELECT $1, n.news_id, ($2::int[])[1 + ((n.news_id * 7 + k) % array_length($2::int[], 1))]
       FROM news.news n CROSS JOIN generate_series(0, $3::int - 1) k
      WHERE n.customer_id = $1 AND n.text LIKE '<p>Bench%'
     ON CONFLICT DO NOTHING`,
    [customerId, users, AUDIENCE],
  );
  await client.query(
    `INSERT INTO news.news_reads (customer_id, news_id, user_id)
     SELECT nu.customer_id, nu.news_id, nu.user_id FROM news.news_users nu JOIN news.news n USING (customer_id, news_id)
      WHERE nu.customer_id = $1 AND n.text LIKE '<p>Bench%' AND (nu.user_id + nu.news_id) % 2 = 0`,
    [customerId],
  );
  await client.query('VACUUM ANALYZE news.news, news.news_users, news.news_reads');
  const [counts] = (
    await client.query(
      `SELECT (SELECT count(*) FROM news.news)::int AS news, (SELECT count(*) FROM news.news_users)::int AS audience, (SELECT count(*) FROM news.news_reads)::int AS reads`,
    )
  ).rows;
  console.log(
    `${counts.news.toLocaleString('en')} news, ${counts.audience.toLocaleString('en')} addressees, ${counts.reads.toLocaleString('en')} reads written in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  const editor = await login(api.baseUrl, 'editor');
  const readerName = 'bench1';
  const reader = await login(api.baseUrl, readerName);
  const [{ user_id: readerId }] = (await client.query(`SELECT user_id FROM core.users WHERE username = $1`, [readerName])).rows;
  const [{ user_id: editorId }] = (await client.query(`SELECT user_id FROM core.users WHERE username = 'editor'`)).rows;
  const [{ news_id: readNewsId }] = (
    await client.query(
      `SELECT r.news_id FROM news.news_reads r JOIN news.news n USING (customer_id, news_id) WHERE r.user_id = $1 AND n.valid_from <= $2 AND n.valid_until >= $2 LIMIT 1`,
      [readerId, today],
    )
  ).rows;
  const asEditor = { customerId, userId: editorId, isEditor: true, today };
  const asReader = { customerId, userId: readerId, isEditor: false, today };
  const page = { limit: 10, offset: 0, order: [{ field: 'NewsID', direction: 'desc' }], q: null };
  const search = { limit: 10, offset: 0, order: [{ field: 'UserReadCount', direction: 'desc' }], q: { or: [{ field: 'Text', op: 'like', value: '%drill%' }] } };

  const cases = [
    { name: 'news/list, editor, page 1 of all news', path: '/news/list', token: editor, body: page, sql: newsListQuery(page, asEditor) },
    { name: 'news/count, editor', path: '/news/count', token: editor, body: { q: null }, sql: newsCountQuery({ q: null }, asEditor) },
    {
      name: 'news/list, editor, search sorted by readers',
      path: '/news/list',
      token: editor,
      body: search,
      sql: newsListQuery(search, asEditor),
    },
    { name: 'news/list, reader, unread valid today', path: '/news/list', token: reader, body: page, sql: newsListQuery(page, asReader) },
    {
      name: 'news/list, reader, Show read news',
      path: '/news/list',
      token: reader,
      body: { ...page, ShowRead: true },
      sql: newsListQuery({ ...page, ShowRead: true }, asReader),
    },
    {
      name: 'news/unread/count (the badge)',
      path: '/news/unread/count',
      token: reader,
      body: {},
      sql: { sql: UNREAD_COUNTS_SQL, params: [customerId, [readerId], today] },
    },
    {
      name: 'news/mark_read, already read (no change)',
      path: '/news/mark_read',
      token: reader,
      body: { NewsID: readNewsId, MarkAsRead: true },
      sql: {
        sql: `INSERT INTO news.news_reads (customer_id, news_id, user_id) SELECT customer_id, news_id, user_id FROM news.news_users WHERE customer_id = $1 AND news_id = $2 AND user_id = $3 ON CONFLICT DO NOTHING RETURNING user_id`,
        params: [customerId, readNewsId, readerId],
      },
    },
  ];

  console.log(`\n| call | rows | API req/s | API p50 | API p99 | raw SQL req/s | raw SQL p99 |`);
  console.log(`|---|---|---|---|---|---|---|`);
  for (const { name, path, token, body, sql } of cases) {
    const first = await fetch(`${api.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    const answer = await first.json();
    if (!answer.succeeded) throw new Error(`${name}: ${answer.message}`);
    const data = answer.result.data;
    const rows = Array.isArray(data) ? data.length : typeof data === 'number' ? data : (data.Unread ?? 1);
    const result = await autocannon({
      url: `${api.baseUrl}${path}`,
      method: 'POST',
      connections: CONNECTIONS,
      duration: SECONDS,
      timeout: 60,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    if (result.non2xx > 0 || result.errors > 0) throw new Error(`${name} answered ${result.non2xx} non-2xx and ${result.errors} errors.`);
    const raw = await timeRawPg(database.url, CONNECTIONS, SECONDS, (pool) => pool.query(sql.sql, sql.params));
    const row = { rows, apiRate: result.requests.average, apiP50: result.latency.p50, apiP99: result.latency.p99, rawRate: raw.rate, rawP99: raw.p99 };
    figures[name] = row;
    console.log(
      `| ${name} | ${rows} | ${row.apiRate.toFixed(0)} | ${row.apiP50} ms | ${row.apiP99} ms | ${row.rawRate.toFixed(0)} | ${row.rawP99.toFixed(1)} ms |`,
    );
  }
  saveResult('news', { news: counts.news, addressees: counts.audience, reads: counts.reads, connections: CONNECTIONS, seconds: SECONDS, figures });
} finally {
  await client.end().catch(() => undefined);
  await api.stop();
  await database.drop();
}
