import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SocketEvent, type ImportQueued, type ImportRunDetail, type JobProgress } from '@backoffice/contracts';
import { readWavInfo, wavFileBytes } from '@backoffice/domain/server';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { DataSource } from 'typeorm';
import { RecordingsService } from '../src/telephony/recordings/recordings.service.js';
import { seedTelephonyDemo } from '../src/telephony/seed/telephony-demo.seed.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** Small, so a test can send a file over the limit (the product's own limit is 5 GiB). */
const UPLOAD_LIMIT_BYTES = 256 * 1024;
const T = 1767261600;

/** Collects a binary body (supertest would otherwise try to read audio as text). */
const binaryParser = (res: NodeJS.ReadableStream, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(Buffer.from(chunk)));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};
const asBinary = binaryParser as unknown as Parameters<ReturnType<TestApp['http']['get']>['parse']>[0];

const TERMINAL = ['imported', 'rejected', 'failed', 'refused'];

describe('telephony HTTP: uploads as jobs, import runs and recording downloads', () => {
  let t: TestApp;
  let adminToken: string;
  let customerId: number;
  let member: string;
  let socket: Socket;
  const progress: JobProgress[] = [];

  const upload = (kind: string, content: Buffer | string, fileName: string, query = '') =>
    t.http.post(`/telephony/imports/${kind}${query}`).set('Authorization', `Bearer ${adminToken}`).attach('file', Buffer.from(content), fileName);
  /** The run once its job is done (polled: the job runs in the background). */
  const finished = async (importId: number): Promise<ImportRunDetail> => {
    for (let i = 0; i < 300; i++) {
      const response = await t.call('/telephony/imports/runs/load', { ImportID: importId }, adminToken);
      const run = response.body.result?.data as ImportRunDetail;
      if (run && TERMINAL.includes(run.Status)) return run;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`Import run ${importId} did not finish`);
  };
  /** The socket messages of a job, once its final one arrived. */
  const messagesOf = async (jobId: string): Promise<JobProgress[]> => {
    for (let i = 0; i < 100 && !progress.some((p) => p.jobId === jobId && p.state !== 'active'); i++) await new Promise((resolve) => setTimeout(resolve, 100));
    return progress.filter((p) => p.jobId === jobId);
  };
  const storedUploads = () => {
    const folder = join(t.config.dataDir, 'storage', 'imports');
    return existsSync(folder) ? readdirSync(folder, { recursive: true }).filter((name) => String(name).endsWith('upload')) : [];
  };

  beforeAll(async () => {
    t = await startTestApp({ MAX_UPLOAD_BYTES: String(UPLOAD_LIMIT_BYTES) });
    const login = await t.call('/users/login', { Username: 'admin', Password: 'Demo1234!', AuthorizedUserID: 0 });
    adminToken = login.body.result.data.token;
    customerId = login.body.result.data.activeCustomer.CustomerID;
    // The demo seed writes no recordings here: the download writes the pooled file on first use.
    await seedTelephonyDemo(t.app.get(DataSource), { customerIds: [customerId], days: 2, agents: 6, seed: 5, now: new Date('2026-03-03T18:00:00Z') });
    [{ pbx_member: member }] = await t.query<{ pbx_member: string }>(
      `SELECT pbx_member FROM telephony.agents WHERE customer_id = $1 ORDER BY agent_id LIMIT 1`,
      [customerId],
    );
    socket = io(t.baseUrl, { transports: ['websocket'], reconnection: false, forceNew: true });
    socket.on(SocketEvent.JobProgress, (message: JobProgress) => progress.push(message));
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const validated = new Promise((resolve) => socket.once(SocketEvent.TokenValidation, resolve));
    socket.emit(SocketEvent.UserConnected, adminToken);
    await validated;
  }, 120_000);
  afterAll(async () => {
    socket?.disconnect();
    await t?.close();
  }, 30_000);

  const queueLog = (first: number) =>
    [
      `${T + first}|NONE|2001|${member}|ADDMEMBER|`,
      `${T + first + 10}|${T + first + 10}.1|2001|NONE|ENTERQUEUE||06641234567|1`,
      `${T + first + 20}|${T + first + 10}.1|2001|${member}|CONNECT|10|${T + first + 20}.2|2`,
      `${T + first + 100}|${T + first + 10}.1|2001|${member}|COMPLETEAGENT|10|80|1`,
      `${T + first + 200}|NONE|2001|${member}|REMOVEMEMBER|`,
    ].join('\n') + '\n';

  it('answers an upload at once with its job, imports it in the worker and shows the progress on the uploader socket', async () => {
    const response = await upload('queue_log', queueLog(0), 'queue_log');
    expect(response.status).toBe(200);
    const queued = response.body.result.data as ImportQueued;
    expect(queued).toMatchObject({ Kind: 'queue_log', FileName: 'queue_log', FileBytes: Buffer.byteLength(queueLog(0)) });
    expect(queued.JobID).toBe(`telephony-import-${queued.ImportID}`);
    expect(response.body.message).toBe(`queue_log is being imported (job ${queued.JobID}).`);

    const run = await finished(queued.ImportID);
    expect(run).toMatchObject({
      Status: 'imported',
      Reason: null,
      LinesRead: 5,
      RowsWritten: 2,
      Errors: 0,
      Attempts: 1,
      JobID: queued.JobID,
      Username: 'admin',
    });
    expect(run.Report).toMatchObject({ Accepted: true, Inserted: { calls: 1, agent_status_periods: 1 } });

    const messages = await messagesOf(queued.JobID);
    expect(messages.every((m) => m.name === 'Import queue_log: queue_log' && m.queue === 'telephony-import')).toBe(true);
    const active = messages.filter((m) => m.state === 'active');
    expect(active.map((m) => m.message)).toEqual(['5 lines read, 1 rows written', '5 lines read, writing 2 rows', '5 lines read, 2 rows written']);
    expect(active.map((m) => m.progress)).toEqual([95, 97, 100]);
    expect(messages.at(-1)).toMatchObject({ state: 'completed', progress: 100 });
    expect(storedUploads()).toEqual([]);
  });

  it('imports the same file again without doubling anything, and the report says unchanged', async () => {
    const response = await upload('queue_log', queueLog(0), 'queue_log');
    const run = await finished(response.body.result.data.ImportID);
    expect(run).toMatchObject({ Status: 'imported', RowsWritten: 0 });
    expect(run.Report).toMatchObject({ Inserted: { calls: 0, agent_status_periods: 0 }, Unchanged: { calls: 1, agent_status_periods: 1 } });
  });

  it('fails the job of a rejected file for good, with the reason on the socket and on the run', async () => {
    const response = await upload('queue_log', `${T}|x.1|2001|NONE|ENTERQUEUE||0664|1\n${T + 5}|x.1|2001|NONE|ABANDON|1|1|many\n`, 'bad.log');
    expect(response.status).toBe(200);
    const { ImportID, JobID } = response.body.result.data as ImportQueued;
    const run = await finished(ImportID);
    const reason = "1 problem, nothing written; line 2: ABANDON data3 (waittime) must be whole seconds, got 'many'";
    expect(run).toMatchObject({ Status: 'rejected', Reason: reason, Errors: 1, Attempts: 1 });
    expect(run.Report?.Errors).toEqual([{ Line: 2, Reason: "ABANDON data3 (waittime) must be whole seconds, got 'many'" }]);
    expect((await messagesOf(JobID)).at(-1)).toMatchObject({ state: 'failed', message: `bad.log was not imported: ${reason}` });
  });

  it('fails the job of a file with a NUL inside a line after its first 8 KiB, or with a line over 64 KiB, naming the line', async () => {
    const head = Array.from({ length: 400 }, (_, i) => `${T + i}|NONE|NONE|NONE|QUEUESTART|`).join('\n');
    const nul = await upload(
      'queue_log',
      Buffer.concat([Buffer.from(`${head}\n${T}|y.1|2001|NONE|ENTER`), Buffer.alloc(3), Buffer.from('QUEUE||1|1\n')]),
      'nul.log',
    );
    expect(nul.status).toBe(200);
    expect(await finished(nul.body.result.data.ImportID)).toMatchObject({
      Status: 'rejected',
      Reason: '1 problem, nothing written; line 401: the line holds NUL bytes inside its text (binary data)',
    });
    const long = await upload('queue_log', `${T}|NONE|NONE|NONE|QUEUESTART|\n${'7'.repeat(200 * 1024)}`, 'long.log');
    expect(await finished(long.body.result.data.ImportID)).toMatchObject({
      Status: 'rejected',
      Reason: '1 problem, nothing written; line 2: line 2 is longer than 64 KiB: not a file of this kind, or a damaged one',
    });
  });

  it('refuses at once what it can tell at once, records each refusal and keeps no file', async () => {
    const before = await t.query<{ n: number }>(`SELECT count(*)::int AS n FROM telephony.calls`);
    const binary = await upload('cdr_csv', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 8, 0]), 'Master.zip');
    expect(binary.status).toBe(415);
    expect(binary.body.message).toBe('Cannot import the file: Master.zip was not accepted: it is not a text file (binary data in its first 8 KiB).');
    const otherKind = await upload('queue_log', 'employee_id,start,end,reason\n10001,2026-01-02 08:00,2026-01-02 16:00,Urlaub\n', 'absences.csv');
    expect(otherKind.status).toBe(415);
    expect(otherKind.body.message).toContain('the file looks like an absences CSV, not an Asterisk queue_log: choose the matching import');
    const line = `${T}|NONE|NONE|NONE|QUEUESTART|\n`;
    const huge = await upload('queue_log', line.repeat(Math.ceil((UPLOAD_LIMIT_BYTES * 1.5) / line.length)), 'huge_queue_log');
    expect(huge.status).toBe(413);
    expect(huge.body.message).toContain('huge_queue_log was not accepted: it is larger than the upload limit of 262,144 bytes.');
    const empty = await upload('queue_log', '', 'empty.log');
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('empty.log was not accepted: the file is empty.');
    const unknownCustomer = await upload('queue_log', line, 'elsewhere.log', '?CustomerID=987654');
    expect(unknownCustomer.status).toBe(404);
    expect(unknownCustomer.body.message).toContain('Customer 987654 was not found.');

    const runs = await t.query<{ file_name: string; status: string; reason: string; customer_id: number | null }>(
      `SELECT file_name, status, reason, customer_id FROM telephony.import_runs WHERE status = 'refused' ORDER BY import_id`,
    );
    expect(runs).toEqual([
      { file_name: 'Master.zip', status: 'refused', reason: 'it is not a text file (binary data in its first 8 KiB)', customer_id: customerId },
      {
        file_name: 'absences.csv',
        status: 'refused',
        reason: 'the file looks like an absences CSV, not an Asterisk queue_log: choose the matching import',
        customer_id: customerId,
      },
      { file_name: 'huge_queue_log', status: 'refused', reason: 'it is larger than the upload limit of 262,144 bytes', customer_id: customerId },
      { file_name: 'empty.log', status: 'refused', reason: 'the file is empty', customer_id: customerId },
      { file_name: 'elsewhere.log', status: 'refused', reason: 'customer 987654 does not exist or is not yours', customer_id: null },
    ]);
    expect(storedUploads()).toEqual([]);
    expect(await t.query(`SELECT count(*)::int AS n FROM telephony.calls`)).toEqual(before);

    expect(
      (await t.http.post('/telephony/imports/fax_log').set('Authorization', `Bearer ${adminToken}`).attach('file', Buffer.from('x'), 'x.csv')).status,
    ).toBe(404);
    const notMultipart = await t.call('/telephony/imports/queue_log', { file: 'x' }, adminToken);
    expect(notMultipart.status).toBe(415);
  });

  it('imports into another customer of the user with ?CustomerID=', async () => {
    const [other] = await t.query<{ customer_id: number }>(`SELECT customer_id FROM core.customers WHERE customer_id <> $1 ORDER BY customer_id LIMIT 1`, [
      customerId,
    ]);
    const response = await upload(
      'pc_inventory',
      'hostname,update_stamp,windows_version\nCC-WS-9001,2026-01-02 07:00,Windows 11\n',
      'pcs.csv',
      `?CustomerID=${other.customer_id}`,
    );
    const { ImportID } = response.body.result.data as ImportQueued;
    // The run belongs to that customer: the active customer's list does not show it.
    for (let i = 0; i < 100; i++) {
      const [row] = await t.query<{ status: string }>(`SELECT status FROM telephony.import_runs WHERE import_id = $1`, [ImportID]);
      if (TERMINAL.includes(row.status)) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await t.query(`SELECT customer_id, hostname FROM telephony.pc_inventory WHERE hostname = 'CC-WS-9001'`)).toEqual([
      { customer_id: other.customer_id, hostname: 'CC-WS-9001' },
    ]);
    expect((await t.call('/telephony/imports/runs/load', { ImportID }, adminToken)).status).toBe(404);
  });

  it('lists the runs newest first with counts, for administrators only', async () => {
    const list = await t.call('/telephony/imports/runs/list', { limit: 3, offset: 0 }, adminToken);
    expect(list.status).toBe(200);
    const rows = list.body.result.data as { ImportID: number; Status: string }[];
    expect(rows).toHaveLength(3);
    expect(rows[0].ImportID).toBeGreaterThan(rows[1].ImportID);
    const count = await t.call('/telephony/imports/runs/count', { q: { field: 'Status', op: 'eq', value: 'refused' } }, adminToken);
    expect(count.body.result.data).toBe(5);
    const supervisorToken = await t.login('supervisor');
    expect((await t.call('/telephony/imports/runs/list', {}, supervisorToken)).status).toBe(403);
    const refused = await t.http
      .post('/telephony/imports/absences')
      .set('Authorization', `Bearer ${supervisorToken}`)
      .attach('file', Buffer.from('employee_id,start,end,reason\n'), 'a.csv');
    expect(refused.status).toBe(403);
  });

  it('serves a recording to an administrator whole and by byte range (206) with the right bytes', async () => {
    const [call] = await t.query<{ call_id: string; talk_seconds: number }>(
      `SELECT call_id, talk_seconds FROM telephony.calls WHERE customer_id = $1 AND recording_key IS NOT NULL ORDER BY call_id LIMIT 1`,
      [customerId],
    );
    const url = `/telephony/recordings/download?LogID=${call.call_id}&Token=${adminToken}`;
    const whole = await t.http.get(url).buffer(true).parse(asBinary);
    expect(whole.status).toBe(200);
    expect(whole.headers['content-type']).toBe('audio/wav');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-disposition']).toBe(`attachment; filename="call-${call.call_id}.wav"`);
    expect(whole.body.length).toBe(wavFileBytes(call.talk_seconds));
    expect(readWavInfo(new Uint8Array(whole.body))?.durationSeconds).toBe(call.talk_seconds);

    const part = await t.http.get(url).set('Range', 'bytes=100-1099').buffer(true).parse(asBinary);
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-1099/${whole.body.length}`);
    expect(part.body.equals(whole.body.subarray(100, 1100))).toBe(true);
    const tail = await t.http.get(url).set('Range', 'bytes=-10').buffer(true).parse(asBinary);
    expect(tail.status).toBe(206);
    expect(tail.body.equals(whole.body.subarray(whole.body.length - 10))).toBe(true);
    expect((await t.http.get(url).set('Range', `bytes=${whole.body.length}-`)).status).toBe(416);
  });

  it('answers 404 for a lost call, 401 without a session, 403 for anyone but an administrator', async () => {
    const [lost] = await t.query<{ call_id: string }>(`SELECT call_id FROM telephony.calls WHERE lost LIMIT 1`);
    const missing = await t.http.get(`/telephony/recordings/download?LogID=${lost.call_id}&Token=${adminToken}`);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toContain(`No recording for call ${lost.call_id}`);
    expect((await t.http.get(`/telephony/recordings/download?LogID=1`)).status).toBe(401);
    for (const user of ['quality', 'agent']) {
      const token = await t.login(user);
      expect((await t.http.get(`/telephony/recordings/download?LogID=1&Token=${token}`)).status).toBe(403);
    }
  });

  it('opens recordings within the scope an area passes: own calls, not transferred', async () => {
    const recordings = t.app.get(RecordingsService);
    const [own] = await t.query<{ call_id: string; user_id: number; transferred: boolean }>(
      `SELECT c.call_id, a.user_id FROM telephony.calls c JOIN telephony.agents a ON a.agent_id = c.agent_id
        WHERE c.customer_id = $1 AND a.user_id IS NOT NULL AND c.recording_key IS NOT NULL AND NOT c.transferred ORDER BY c.call_id LIMIT 1`,
      [customerId],
    );
    const [transferred] = await t.query<{ call_id: string }>(
      `SELECT c.call_id FROM telephony.calls c JOIN telephony.agents a ON a.agent_id = c.agent_id
        WHERE c.customer_id = $1 AND a.user_id = $2 AND c.transferred AND c.recording_key IS NOT NULL ORDER BY c.call_id LIMIT 1`,
      [customerId, own.user_id],
    );
    const [others] = await t.query<{ call_id: string }>(
      `SELECT c.call_id FROM telephony.calls c JOIN telephony.agents a ON a.agent_id = c.agent_id
        WHERE c.customer_id = $1 AND a.user_id IS DISTINCT FROM $2 AND c.recording_key IS NOT NULL ORDER BY c.call_id LIMIT 1`,
      [customerId, own.user_id],
    );
    const open = (callId: string, scope: { agentUserId?: number; notTransferred?: boolean }) => recordings.openForCall({ customerId, callId, scope });
    expect(await open(own.call_id, { agentUserId: own.user_id })).toMatchObject({ fileName: `call-${own.call_id}.wav` });
    expect(await open(others.call_id, { agentUserId: own.user_id })).toBeNull();
    expect(await open(others.call_id, {})).not.toBeNull();
    expect(await open(transferred.call_id, { agentUserId: own.user_id })).not.toBeNull();
    expect(await open(transferred.call_id, { agentUserId: own.user_id, notTransferred: true })).toBeNull();
    expect(await recordings.openForCall({ customerId: customerId + 1000, callId: own.call_id })).toBeNull();
  });
});
