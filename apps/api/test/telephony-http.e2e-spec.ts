import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readWavInfo, wavFileBytes } from '@backoffice/domain';
import { DataSource } from 'typeorm';
import { seedTelephonyDemo } from '../src/telephony/seed/telephony-demo.seed.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** Small, so a test can send a file over the limit (the product's own limit is 5 GiB). */
const UPLOAD_LIMIT_BYTES = 256 * 1024;

/** Collects a binary body (supertest would otherwise try to read audio as text). */
const binaryParser = (res: NodeJS.ReadableStream, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(Buffer.from(chunk)));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};
const asBinary = binaryParser as unknown as Parameters<ReturnType<TestApp['http']['get']>['parse']>[0];

describe('telephony HTTP: uploads and recording downloads', () => {
  let t: TestApp;
  let adminToken: string;
  let customerId: number;

  beforeAll(async () => {
    t = await startTestApp({ MAX_UPLOAD_BYTES: String(UPLOAD_LIMIT_BYTES) });
    adminToken = await t.login('admin');
    const [customer] = await t.query<{ customer_id: number }>(`SELECT customer_id FROM core.customers ORDER BY customer_id LIMIT 1`);
    customerId = customer.customer_id;
    // The demo seed writes no recordings here: the download writes the pooled file on first use.
    await seedTelephonyDemo(t.app.get(DataSource), { customerIds: [customerId], days: 2, agents: 6, seed: 5, now: new Date('2026-03-03T18:00:00Z') });
  }, 120_000);
  afterAll(() => t?.close(), 30_000);

  it('serves a recording whole and by byte range (206) with the right bytes', async () => {
    const [call] = await t.query<{ call_id: string; talk_seconds: number }>(
      `SELECT call_id, talk_seconds FROM telephony.calls WHERE customer_id = $1 AND answered ORDER BY call_id LIMIT 1`,
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

    const beyond = await t.http.get(url).set('Range', `bytes=${whole.body.length}-`);
    expect(beyond.status).toBe(416);
  });

  it('answers 404 for a lost call or another tenant, 401 without a session, 403 without permission', async () => {
    const [lost] = await t.query<{ call_id: string }>(`SELECT call_id FROM telephony.calls WHERE lost LIMIT 1`);
    const missing = await t.http.get(`/telephony/recordings/download?LogID=${lost.call_id}&Token=${adminToken}`);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toContain(`No recording for call ${lost.call_id}`);
    expect((await t.http.get(`/telephony/recordings/download?LogID=1`)).status).toBe(401);
    const editorToken = await t.login('editor');
    expect((await t.http.get(`/telephony/recordings/download?LogID=1&Token=${editorToken}`)).status).toBe(403);
  });

  it('imports an uploaded file for the active customer and reports rejected rows with 400', async () => {
    const agents = await t.query<{ pbx_member: string }>(`SELECT pbx_member FROM telephony.agents WHERE customer_id = $1 ORDER BY agent_id LIMIT 1`, [
      customerId,
    ]);
    const member = agents[0].pbx_member;
    const log = [
      `1767261600|NONE|2001|${member}|ADDMEMBER|`,
      `1767261610|up.1|2001|NONE|ENTERQUEUE||06641234567|1`,
      `1767261620|up.1|2001|${member}|CONNECT|10|up.2|2`,
      `1767261700|up.1|2001|${member}|COMPLETEAGENT|10|80|1`,
      `1767261800|NONE|2001|${member}|REMOVEMEMBER|`,
    ].join('\n');
    const ok = await t.http.post('/telephony/imports/queue_log').set('Authorization', `Bearer ${adminToken}`).attach('file', Buffer.from(log), 'queue_log');
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ succeeded: true, result: { data: { Accepted: true, Inserted: { calls: 1, agent_status_periods: 1 } } } });

    const bad = await t.http
      .post('/telephony/imports/queue_log')
      .set('Authorization', `Bearer ${adminToken}`)
      .attach('file', Buffer.from('1767261600|x|2001\n'), 'bad.log');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ succeeded: false, message: 'bad.log was not imported: 1 row(s) rejected, nothing written.' });
    expect(bad.body.result.data.Errors).toEqual([{ Line: 1, Reason: 'expected at least 5 fields (timestamp|uniqueid|queue|agent|event), got 3' }]);

    const binary = await t.http
      .post('/telephony/imports/cdr_csv')
      .set('Authorization', `Bearer ${adminToken}`)
      .attach('file', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 1]), 'Master.zip');
    expect(binary.status).toBe(415);
    const unknown = await t.http.post('/telephony/imports/fax_log').set('Authorization', `Bearer ${adminToken}`).attach('file', Buffer.from('x'), 'x.csv');
    expect(unknown.status).toBe(404);
  });

  it('answers 413 for a file over the upload limit and writes nothing', async () => {
    const line = '1767261600|NONE|NONE|NONE|QUEUESTART|\n';
    const big = Buffer.from(line.repeat(Math.ceil((UPLOAD_LIMIT_BYTES * 1.5) / line.length)));
    const response = await t.http.post('/telephony/imports/queue_log').set('Authorization', `Bearer ${adminToken}`).attach('file', big, 'huge_queue_log');
    expect(response.status).toBe(413);
    expect(response.body.message).toContain('huge_queue_log is larger than the upload limit.');
  });

  it('lets only holders of * import', async () => {
    const supervisorToken = await t.login('supervisor');
    const refused = await t.http
      .post('/telephony/imports/absences')
      .set('Authorization', `Bearer ${supervisorToken}`)
      .attach('file', Buffer.from('employee_id,start,end,reason\n'), 'a.csv');
    expect(refused.status).toBe(403);
    const [before] = await t.query<{ n: number }>(`SELECT count(*)::int AS n FROM telephony.import_runs`);
    expect(before.n).toBe(2);
  });
});
