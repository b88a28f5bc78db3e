#!/usr/bin/env node
// bench/wallboard: how long a PBX event takes to reach a browser's socket as a `wallboard` event,
// next to a bare socket.io round trip in the same run.
//
//   node bench/wallboard.mjs      BENCH_EVENTS (200), BENCH_CALLS (20,000 calls of today in the queue)
//
// Needs the built API. The PBX is a small AMI server in this process (the API runs with
// PBX_ADAPTER=ami against it): each event is a QueueCallerJoin or QueueCallerLeave, written on the
// API's event connection at t0; t1 is when the supervisor's socket receives the wallboard whose
// Waiting count shows it. The API sends it after reducing the event, storing the floor in Redis,
// counting today's figures from the call rows (BENCH_CALLS of them) and emitting through
// socket.io's Redis adapter. Baseline: a bare socket.io server (same process kind, websocket, no
// Redis) answering a client's emit with a payload of the wallboard's size, one at a time.
import { createServer as createTcpServer } from 'node:net';
import { createServer as createHttpServer } from 'node:http';
import pg from 'pg';
import { Server } from 'socket.io';
import { io } from 'socket.io-client';
import { createDatabase, login, saveResult, startApi } from './lib/harness.mjs';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 200);
const CALLS = Number(process.env.BENCH_CALLS ?? 20_000);
const PBX_QUEUE = 'bench-q';
const QUEUE = '7001';

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
const summary = (latencies) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), p99: percentile(sorted, 0.99), max: sorted.at(-1) };
};
const round = (value) => Math.round(value * 10) / 10;

/** The fake AMI: answers Login, QueueStatus and QueueSummary (nothing waits at first), and sends what `send` is given to every event connection. */
function startAmi() {
  const clients = new Set();
  const write = (socket, fields) =>
    socket.write(
      `${Object.entries(fields)
        .map(([k, v]) => `${k}: ${v}`)
        .join('\r\n')}\r\n\r\n`,
    );
  const server = createTcpServer((socket) => {
    socket.write('Asterisk Call Manager/9.0.0\r\n');
    socket.on('error', () => undefined);
    socket.on('close', () => clients.delete(socket));
    let buffer = '';
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (let end = buffer.indexOf('\r\n\r\n'); end >= 0; end = buffer.indexOf('\r\n\r\n')) {
        const fields = Object.fromEntries(
          buffer
            .slice(0, end)
            .split('\r\n')
            .map((line) => [line.slice(0, line.indexOf(':')).trim().toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
        );
        buffer = buffer.slice(end + 4);
        const id = fields.actionid;
        if (fields.action === 'Login') {
          if (fields.events && fields.events !== 'off') clients.add(socket);
          write(socket, { Response: 'Success', ActionID: id, Message: 'Authentication accepted' });
        } else if (fields.action === 'QueueStatus') {
          write(socket, { Response: 'Success', ActionID: id, EventList: 'start' });
          write(socket, { Event: 'QueueStatusComplete', ActionID: id, EventList: 'Complete' });
        } else if (fields.action === 'QueueSummary') {
          write(socket, { Response: 'Success', ActionID: id, EventList: 'start' });
          write(socket, { Event: 'QueueSummaryComplete', ActionID: id, EventList: 'Complete' });
        } else if (fields.action === 'Logoff') {
          write(socket, { Response: 'Goodbye', ActionID: id });
          socket.end();
        }
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ port: server.address().port, clients, send: (fields) => clients.forEach((c) => write(c, fields)), close: () => server.close() }),
    ),
  );
}

/** The baseline: a bare socket.io server answering `ping` with a payload of `size` characters, one round trip at a time. */
async function bareRoundTrips(count, size) {
  const http = createHttpServer();
  const server = new Server(http, { transports: ['websocket'] });
  const payload = { text: 'x'.repeat(size) };
  server.on('connection', (socket) => socket.on('ping-bench', () => socket.emit('pong-bench', payload)));
  await new Promise((resolve) => http.listen(0, '127.0.0.1', resolve));
  const client = io(`http://127.0.0.1:${http.address().port}`, { transports: ['websocket'], forceNew: true });
  await new Promise((resolve) => client.once('connect', resolve));
  const latencies = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await new Promise((resolve) => {
      client.once('pong-bench', resolve);
      client.emit('ping-bench');
    });
    latencies.push(performance.now() - started);
  }
  client.disconnect();
  await new Promise((resolve) => server.close(resolve));
  return latencies;
}

const ami = await startAmi();
const database = await createDatabase('bo_bench_wallboard');
const client = new pg.Client({ connectionString: database.url });
await client.connect();
const api = await startApi(database.url, { PBX_ADAPTER: 'ami', AMI_HOST: '127.0.0.1', AMI_PORT: String(ami.port), AMI_USERNAME: 'bench', AMI_SECRET: 'bench' });
const figures = {};
try {
  const [{ customer_id: customerId }] = (await client.query(`SELECT customer_id FROM core.customers ORDER BY customer_id LIMIT 1`)).rows;
  await client.query(`INSERT INTO telephony.call_customers (customer_id, code, name, routing_exten, queue_name) VALUES ($1, 'bench', 'Bench queue', $2, $3)`, [
    customerId,
    QUEUE,
    PBX_QUEUE,
  ]);
  await client.query(
    `INSERT INTO telephony.agents (customer_id, employee_id, username, pbx_member)
     SELECT $1, 'B' || n, 'bench' || n, 'PJSIP/' || (5000 + n) FROM generate_series(1, 50) n`,
    [customerId],
  );
  // Today's calls (the last hours, so today in any zone the customer has at this hour).
  await client.query(
    `INSERT INTO telephony.calls (customer_id, unique_id, routing_exten, started_at, wait_agent_seconds, talk_seconds, answered, lost, status)
     SELECT $1, 'bench-' || n, $2, now() - (n % 3600) * interval '1 second', n % 90, n % 400, n % 7 <> 0, n % 7 = 0, CASE WHEN n % 7 = 0 THEN 'abandoned' ELSE 'completed_caller' END
       FROM generate_series(1, $3::int) n`,
    [customerId, QUEUE, CALLS],
  );
  await client.query(`VACUUM ANALYZE telephony.calls`);

  const token = await login(api.baseUrl, 'supervisor');
  const socket = io(api.baseUrl, { transports: ['websocket'], forceNew: true });
  let last = null;
  let waiter = null;
  socket.on('wallboard', (board) => {
    last = board;
    const waiting = board.Queues.find((q) => q.Queue === QUEUE)?.Waiting;
    if (waiter && waiting === waiter.waiting) waiter.resolve(performance.now());
  });
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.emit('userConnected', token);
  // The keeper watches the bench queue once its 2-second refresh has seen it and the AMI feed is
  // up: a warm-up caller joins every half second until a push shows it, then leaves.
  const deadline = Date.now() + 60_000;
  const shows = (waiting) => last?.Queues.some((q) => q.Queue === QUEUE && q.Waiting === waiting);
  while (!shows(1)) {
    if (Date.now() > deadline) throw new Error(`The wallboard never showed the bench queue (AMI connections: ${ami.clients.size}).`);
    ami.send({ Event: 'QueueCallerJoin', Queue: PBX_QUEUE, Uniqueid: 'warm-up' });
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  ami.send({ Event: 'QueueCallerLeave', Queue: PBX_QUEUE, Uniqueid: 'warm-up' });
  while (!shows(0)) await new Promise((resolve) => setTimeout(resolve, 50));
  const latencies = [];
  for (let i = 0; i < EVENTS; i++) {
    const join = i % 2 === 0;
    const received = new Promise((resolve, reject) => {
      waiter = { waiting: join ? 1 : 0, resolve };
      setTimeout(() => reject(new Error(`event ${i} not pushed within 5 s`)), 5000);
    });
    const sent = performance.now();
    ami.send({ Event: join ? 'QueueCallerJoin' : 'QueueCallerLeave', Queue: PBX_QUEUE, Uniqueid: `b${Math.floor(i / 2)}` });
    latencies.push((await received) - sent);
    waiter = null;
    // Apart from each other: one event per push, as a floor with a few events a second is.
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  socket.disconnect();
  const size = JSON.stringify(last).length;
  figures.pbxToSocket = summary(latencies);
  figures.bareSocketIo = summary(await bareRoundTrips(EVENTS, size));
  figures.payloadChars = size;
  figures.callsToday = CALLS;
  console.log(`wallboard: ${EVENTS} PBX events, ${CALLS} calls today, payload ${size} characters`);
  for (const [name, s] of [
    ['PBX event -> socket wallboard', figures.pbxToSocket],
    ['bare socket.io round trip', figures.bareSocketIo],
  ]) {
    console.log(`  ${name.padEnd(30)} p50 ${round(s.p50)} ms  p95 ${round(s.p95)} ms  p99 ${round(s.p99)} ms  max ${round(s.max)} ms`);
  }
  saveResult('wallboard', figures);
} finally {
  await api.stop();
  await client.end();
  ami.close();
  await database.drop();
}
process.exit(0);
