/**
 * Issue 21 item 10: a user's exports cannot hold the service. Streamed exports read on a pool of
 * their own, at most EXPORTS_PER_USER at once per user (429 beyond), at most EXPORT_CONNECTIONS
 * per instance (503 beyond), and an export ends with its client: one that leaves, or one that reads
 * nothing for EXPORT_IDLE_SECONDS, gives its connection back at once.
 */
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ErrorCode, Permission } from '@backoffice/contracts';
import { customerIdByName, userWith } from './support/core-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { until } from './support/until.js';

const EXPORT_DAY = '2026-02-12';
/** About 16 MB of CSV: far more than the socket buffers between the API and a client that stops reading. */
const EXPORT_CALLS = 150_000;
const IDLE_SECONDS = 3;
const EXPORT_QUERY = `DateFrom=${encodeURIComponent(`${EXPORT_DAY} 00:00:00`)}&DateTo=${encodeURIComponent('2026-02-13 00:00:00')}`;

interface HeldExport {
  socket: Socket;
  head: string;
  /** Everything read so far (head included). */
  received(): Buffer;
  /** Resolves when the connection is closed (by either side). */
  closed: Promise<void>;
  /** Reads everything from now on. */
  readAll(): void;
}

describe('exports: their own pool, a limit per user, ended with their client', () => {
  let t: TestApp;
  let admin: string;
  let supervisor: string;
  const held: HeldExport[] = [];

  /** Connections of the export pool with a cursor open, on this test's database. */
  const activeExports = async () =>
    (
      await t.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'backoffice-export' AND state <> 'idle'`,
      )
    )[0].n;
  /** Waits until `n` exports hold a cursor, and answers `n`. */
  const activeExportsReach = (n: number) => until(`${n} active exports`, async () => (await activeExports()) === n && n);

  /**
   * Starts the call log export on a raw socket and waits for the answer's head. `slow` reads a
   * chunk now and then (a slow but live client); `stalled` reads nothing more.
   */
  async function holdExport(token: string, reading: 'slow' | 'stalled'): Promise<HeldExport> {
    const socket = connect(Number(new URL(t.baseUrl).port), '127.0.0.1');
    const chunks: Buffer[] = [];
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.write(`GET /report/call_log/export?${EXPORT_QUERY} HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${token}\r\n\r\n`);
    const head = await until('the head of the export', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      return text.includes('\r\n\r\n') && text;
    });
    socket.pause();
    // A slow client: 32 KiB every quarter second (128 KiB/s), so the 16 MB take two minutes, longer
    // than any test here however busy the machine (a held export that finished would free its slot).
    let budget = 0;
    socket.on('data', (chunk: Buffer) => {
      budget -= chunk.length;
      if (budget <= 0) socket.pause();
    });
    const reader =
      reading === 'slow'
        ? setInterval(() => {
            budget = 32 * 1024;
            socket.resume();
          }, 250)
        : undefined;
    const export_: HeldExport = {
      socket,
      head: head.slice(0, head.indexOf('\r\n\r\n')),
      received: () => Buffer.concat(chunks),
      closed,
      readAll: () => {
        clearInterval(reader);
        budget = Number.POSITIVE_INFINITY;
        socket.resume();
      },
    };
    void closed.then(() => clearInterval(reader));
    held.push(export_);
    return export_;
  }

  const exportAs = (token: string) => t.http.get('/report/call_log/export').query(EXPORT_QUERY).set('Authorization', `Bearer ${token}`);
  const linesOf = (text: string) => text.trim().split('\n').length;

  beforeAll(async () => {
    t = await startTestApp({ EXPORTS_PER_USER: '2', EXPORT_CONNECTIONS: '3', EXPORT_IDLE_SECONDS: String(IDLE_SECONDS) });
    admin = await t.login('admin');
    supervisor = await t.login('supervisor');
    const tenant = await customerIdByName(t, 'Alpine Assist GmbH');
    await t.query(
      `INSERT INTO telephony.calls (customer_id, unique_id, caller_number, dialled_number, routing_exten, started_at, answered, lost, status, source)
       SELECT $1, 'export-' || n, '+43664' || lpad(n::text, 7, '0'), '0800100200', '801',
              ($2::date + time '07:00') AT TIME ZONE 'Europe/Vienna' + n * interval '200 milliseconds', true, false, 'completed_caller', 'generator'
         FROM generate_series(1, $3::int) n`,
      [tenant, EXPORT_DAY, EXPORT_CALLS],
    );
    await t.query('ANALYZE telephony.calls');
  }, 120_000);

  afterAll(async () => {
    for (const { socket } of held) socket.destroy();
    await t?.close();
  });

  it('allow a user two at once: the third is 429 with Retry-After, another user and the lists are served meanwhile, a full pool answers 503', async () => {
    // Made before the exports are held, so that nothing slow runs between the full pool and the refused export.
    const exporter = await userWith(t, admin, 'exporter', [Permission.ReportCallLog]);
    const mine = [await holdExport(admin, 'slow'), await holdExport(admin, 'slow')];
    for (const { head } of mine) expect(head).toMatch(/^HTTP\/1\.1 200/);
    // Each reads through a cursor of its own while its client reads.
    expect(await activeExportsReach(2)).toBe(2);

    const third = await exportAs(admin);
    expect(third.status).toBe(429);
    expect(third.headers['retry-after']).toBe('15');
    expect(third.body.code).toBe(ErrorCode.ExportLimit);
    expect(third.body.message).toMatch(/already running 2 exports, the most one user may run at once\. Please wait until one has finished/);
    // Every export of the user counts, the in-memory table too.
    const acd = await t.http
      .get('/report/acd/export')
      .query({ DateFrom: `${EXPORT_DAY} 00:00:00`, DateTo: `${EXPORT_DAY} 23:59:59`, MusicOnHoldDuration: 0, PostHandlingTime: 0 })
      .set('Authorization', `Bearer ${admin}`);
    expect(acd.status).toBe(429);

    // Ordinary calls do not wait for exports: they have the request pool to themselves.
    const started = Date.now();
    expect((await t.call('/users/list', { limit: 10 }, admin)).status).toBe(200);
    expect(
      (await t.call('/report/call_log/list', { DateFrom: `${EXPORT_DAY} 00:00:00`, DateTo: '2026-02-13 00:00:00', PageSize: 50 }, supervisor)).status,
    ).toBe(200);
    expect(Date.now() - started).toBeLessThan(3000);

    // Another user exports the whole log while the first holds the most.
    const whole = await exportAs(supervisor).buffer(true);
    expect(whole.status).toBe(200);
    expect(linesOf(whole.text)).toBe(EXPORT_CALLS + 1);

    // Every export connection of the instance taken: the next export is answered 503, not queued without end.
    const supervisors = await holdExport(supervisor, 'slow');
    expect(supervisors.head).toMatch(/^HTTP\/1\.1 200/);
    await activeExportsReach(3);
    const busy = await exportAs(exporter.token);
    expect(busy.status).toBe(503);
    expect(busy.headers['retry-after']).toBe('30');
    expect(busy.body.code).toBe(ErrorCode.ExportsBusy);
    expect(busy.body.message).toMatch(/All 3 export connections of this server are in use/);

    // The slow readers were kept all along: each is still reading its file.
    for (const { socket } of [...mine, supervisors]) expect(socket.destroyed).toBe(false);
  }, 120_000);

  it('end with a client that leaves: the cursor closes, the connection and the slot come back at once', async () => {
    for (const { socket } of held.splice(0)) socket.destroy();
    expect(await activeExportsReach(0)).toBe(0);
    const [first, second] = await Promise.all([exportAs(admin).buffer(true), exportAs(admin).buffer(true)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(linesOf(first.text)).toBe(EXPORT_CALLS + 1);
  }, 120_000);

  it(`cut a client that reads nothing for ${IDLE_SECONDS} s and give its connection back`, async () => {
    const started = Date.now();
    const stalled = await holdExport(admin, 'stalled');
    expect(stalled.head).toMatch(/^HTTP\/1\.1 200/);
    expect(stalled.head).toMatch(/transfer-encoding: chunked/i);
    expect(await activeExportsReach(1)).toBe(1);
    // The server gives the cursor's connection back once the client has read nothing for the idle time…
    expect(await activeExportsReach(0)).toBe(0);
    expect(Date.now() - started).toBeGreaterThanOrEqual(IDLE_SECONDS * 1000);
    // …and has ended the answer: reading what was sent, the client finds the file unfinished (no last chunk) and the connection closed.
    stalled.readAll();
    await stalled.closed;
    expect(stalled.received().toString('latin1').endsWith('0\r\n\r\n')).toBe(false);
    expect(stalled.received().length).toBeLessThan(EXPORT_CALLS * 90);
    // The slot is free again: the user's two exports both run.
    const [first, second] = await Promise.all([exportAs(admin).buffer(true), exportAs(admin).buffer(true)]);
    expect([first.status, second.status]).toEqual([200, 200]);
  }, 120_000);
});
