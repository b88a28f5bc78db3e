import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SocketEvent, type ImportQueued, type JobProgress } from '@backoffice/contracts';
import type { ChildProcess } from 'node:child_process';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { io, type Socket } from 'socket.io-client';
import { startAnotherInstance, startWorkerProcess, stopProcess } from './support/more-processes.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { until } from './support/until.js';

/** How long a job may take before the test calls it stuck: a busy machine runs them slowly. */
const JOB_MS = 60_000;

const T = 1767261600;
const TERMINAL = ['imported', 'rejected', 'failed', 'refused'];

/** `calls` answered calls of ten agents in queue 2001, as Asterisk logs them. */
function queueLog(calls: number): string {
  const lines: string[] = [];
  for (let agent = 1; agent <= 10; agent++) lines.push(`${T}|NONE|2001|PJSIP/30${String(agent).padStart(2, '0')}|ADDMEMBER|`);
  for (let i = 0; i < calls; i++) {
    const at = T + 10 + i;
    const id = `${at}.${i}`;
    const member = `PJSIP/30${String((i % 10) + 1).padStart(2, '0')}`;
    lines.push(
      `${at}|${id}|2001|NONE|ENTERQUEUE||0664${i}|1`,
      `${at + 5}|${id}|2001|${member}|CONNECT|5|${at}.9|2`,
      `${at + 60}|${id}|2001|${member}|COMPLETECALLER|5|55|1`,
    );
  }
  return lines.sort((a, b) => Number(a.split('|')[0]) - Number(b.split('|')[0])).join('\n') + '\n';
}

/**
 * The job platform under real load: two API instances and a separate worker process on one
 * PostgreSQL and Redis. Uploads go to one instance, the worker process imports them, and every
 * socket of the uploader gets each progress update once.
 */
describe('telephony import jobs across processes', () => {
  let t: TestApp;
  let second: { app: NestFastifyApplication; baseUrl: string };
  let worker: ChildProcess | null = null;
  let token: string;
  const sockets: Socket[] = [];
  const received = new Map<Socket, JobProgress[]>();

  const connect = async (baseUrl: string): Promise<Socket> => {
    const socket = io(baseUrl, { transports: ['websocket'], reconnection: false, forceNew: true });
    sockets.push(socket);
    received.set(socket, []);
    socket.on(SocketEvent.JobProgress, (message: JobProgress) => received.get(socket)!.push(message));
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const validated = new Promise((resolve) => socket.once(SocketEvent.TokenValidation, resolve));
    socket.emit(SocketEvent.UserConnected, token);
    await validated;
    return socket;
  };
  const upload = async (content: string, fileName: string): Promise<ImportQueued> => {
    const response = await t.http.post('/telephony/imports/queue_log').set('Authorization', `Bearer ${token}`).attach('file', Buffer.from(content), fileName);
    expect(response.status).toBe(200);
    return response.body.result.data;
  };
  const run = async (importId: number) =>
    (
      await t.query<{ status: string; attempts: number; rows_written: number; reason: string | null }>(
        `SELECT status, attempts, rows_written, reason FROM telephony.import_runs WHERE import_id = $1`,
        [importId],
      )
    )[0];
  beforeAll(async () => {
    // Neither API instance runs workers: only the worker process does.
    t = await startTestApp({ WORKERS_IN_PROCESS: 'false', JOB_LOCK_SECONDS: '2' });
    second = await startAnotherInstance(t);
    token = await t.login('admin');
  }, 120_000);
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    if (worker) await stopProcess(worker);
    await second?.app.close();
    await t?.close();
  }, 60_000);

  it('sends each progress update once to each socket of the uploader, whichever instance it is connected to', async () => {
    const first = await connect(t.baseUrl);
    const other = await connect(second.baseUrl);
    worker = await startWorkerProcess(t, { JOB_LOCK_SECONDS: '2' });
    const queued = await upload(queueLog(20), 'morning.log');
    await until('the import', async () => TERMINAL.includes((await run(queued.ImportID)).status), JOB_MS);
    expect(await run(queued.ImportID)).toMatchObject({ status: 'imported', attempts: 1 });
    for (const socket of [first, other]) {
      const messages = await until(
        'the completed message',
        () => {
          const mine = received.get(socket)!.filter((m) => m.jobId === queued.JobID);
          return mine.some((m) => m.state === 'completed') && mine;
        },
        JOB_MS,
      );
      // One message per update: reading, writing, done, completed; none twice.
      expect(messages.map((m) => `${m.state} ${m.progress} ${m.message ?? ''}`)).toEqual([
        'active 95 70 lines read, 20 rows written',
        'active 97 70 lines read, writing 30 rows',
        // 20 calls, 10 status periods, and the 10 agents and the queue the directory did not know yet.
        'active 100 70 lines read, 41 rows written',
        'completed 100 ',
      ]);
    }
    // A little later nothing more arrived (a second copy would come from the other instance at once).
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const socket of [first, other]) expect(received.get(socket)!.filter((m) => m.jobId === queued.JobID)).toHaveLength(4);
  });

  it('leaves nothing of an import whose worker is killed half-way; the retry on another worker writes each row once', async () => {
    const socket = await connect(t.baseUrl);
    // Its first 20 calls are the first test's (the same uniqueids): they stay as they are.
    const calls = 40_000;
    const queued = await upload(queueLog(calls), 'busy-day.log');
    // Rows are being staged inside the import's transaction when the worker dies.
    await until(
      'progress of the first attempt',
      () => received.get(socket)!.some((m) => m.jobId === queued.JobID && m.state === 'active' && m.progress < 95),
      JOB_MS,
    );
    await stopProcess(worker!, 'SIGKILL');
    worker = null;
    expect(await run(queued.ImportID)).toMatchObject({ status: 'running', attempts: 1 });
    // The first test's 20 calls only: the killed attempt's rows died with its transaction.
    expect(await t.query(`SELECT count(*)::int AS n FROM telephony.calls`)).toEqual([{ n: 20 }]);

    worker = await startWorkerProcess(t, { JOB_LOCK_SECONDS: '2' });
    await until('the retried import', async () => TERMINAL.includes((await run(queued.ImportID)).status), 120_000);
    expect(await run(queued.ImportID)).toMatchObject({ status: 'imported', attempts: 2, reason: null });
    const [counts] = await t.query<{ calls: number; distinct_ids: number; runs: number }>(
      `SELECT (SELECT count(*)::int FROM telephony.calls) AS calls, (SELECT count(DISTINCT unique_id)::int FROM telephony.calls) AS distinct_ids,
              (SELECT count(*)::int FROM telephony.import_runs WHERE job_id = $1) AS runs`,
      [queued.JobID],
    );
    expect(counts).toEqual({ calls, distinct_ids: calls, runs: 1 });
    await until('the completed message', () => received.get(socket)!.some((m) => m.jobId === queued.JobID && m.state === 'completed'), JOB_MS);
  }, 180_000);
});
