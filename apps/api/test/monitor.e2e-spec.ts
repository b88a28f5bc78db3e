import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { MonitorQueue, SocketEvent, type MonitorText, type PbxQuickState } from '@backoffice/contracts';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { ChildProcess } from 'node:child_process';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { io, type Socket } from 'socket.io-client';
import { PbxAdapter, type PbxQueueState } from '../src/telephony/pbx/pbx-adapter.js';
import { customerIdByName, dataOf, userWith } from './support/core-fixtures.js';
import { startAnotherInstance, startWorkerProcess, stopProcess } from './support/more-processes.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { until } from './support/until.js';

/** The poll period of these tests (PBX_POLL_MS; the product's is 5 s): a period is seen in a second. */
const POLL_MS = 1000;

/** A socket signed in with `token`, collecting every quick state pushed to it. */
async function quickStateSocket(baseUrl: string, token: string, sockets: Socket[]): Promise<PbxQuickState[]> {
  const socket = io(baseUrl, { transports: ['websocket'], reconnection: false, forceNew: true });
  sockets.push(socket);
  const received: PbxQuickState[] = [];
  socket.on(SocketEvent.PbxQuickState, (state: PbxQuickState) => received.push(state));
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  const validated = new Promise((resolve) => socket.once(SocketEvent.TokenValidation, resolve));
  socket.emit(SocketEvent.UserConnected, token);
  await validated;
  return received;
}

describe('monitor texts: rich text sanitised on the server', () => {
  let t: TestApp;
  let supervisor: string;
  let agent: string;
  let tenantB: number;

  const create = (token: string, body: Record<string, unknown>) => t.call('/monitor/texts/create', body, token);

  beforeAll(async () => {
    t = await startTestApp();
    supervisor = await t.login('supervisor');
    agent = await t.login('agent');
    tenantB = await customerIdByName(t, 'Nordlicht Versicherung AG');
  });

  afterAll(async () => {
    await t?.close();
  }, 30_000);

  it("lists the demo's texts of the active customer with the spec's columns", async () => {
    const texts = dataOf<MonitorText[]>(await t.call('/monitor/texts/list', { order: [{ field: 'TextID', direction: 'asc' }] }, supervisor));
    expect(texts.map((text) => text.Name)).toEqual(['Welcome', 'Outage notice', 'Christmas hours']);
    expect(texts[2]).toEqual({
      TextID: expect.any(Number),
      Name: 'Christmas hours',
      Content: expect.stringContaining('<strong>14:00</strong>'),
      Active: false,
      CreatedBy: 'admin',
      LastModifiedBy: 'admin',
    });
    expect(dataOf<number>(await t.call('/monitor/texts/count', { q: { field: 'Active', op: 'eq', value: true } }, supervisor))).toBe(2);
  });

  it('strips scripts, event handlers, styles, frames and javascript: links before storing', async () => {
    const hostile =
      '<p onclick="steal()">Hello <strong>team</strong><script>alert(document.cookie)</script></p>' +
      '<img src=x onerror="alert(1)"><a href="javascript:alert(1)">click</a> <a href="https://example.com" target="_blank">ok</a>' +
      '<iframe src="https://evil.example"></iframe><style>body{display:none}</style><span style="color:red" onmouseover="x()">red</span>' +
      '<a href="JaVaScRiPt:alert(2)">two</a><a href="data:text/html;base64,PHNjcmlwdD4=">three</a><svg onload="alert(3)"></svg>';
    const created = dataOf<MonitorText>(
      await create(supervisor, { Name: 'Notice', Content: hostile, Active: true, CreatedBy: 'mallory', LastModifiedBy: 'mallory' }),
    );
    // The platform's one rule (docs/decisions.md, Rich text): unsafe links keep only their text.
    const stored = '<p>Hello <strong>team</strong></p>click <a href="https://example.com" target="_blank" rel="noopener noreferrer">ok</a>redtwothree';
    expect(created).toMatchObject({ Name: 'Notice', Content: stored, Active: true, CreatedBy: 'supervisor', LastModifiedBy: 'supervisor' });
    const [row] = await t.query<{ content: string }>(`SELECT content FROM monitor.texts WHERE text_id = $1`, [created.TextID]);
    expect(row.content).toBe(stored);
    for (const forbidden of ['script', 'onclick', 'onerror', 'javascript', 'iframe', 'style', 'onmouseover', 'data:', 'svg', 'onload']) {
      expect(row.content.toLowerCase()).not.toContain(forbidden);
    }

    // Nested lists stay; a link without a target opens a new tab all the same, as in News.
    const update = '<h2 onclick="x()">Update</h2><ul><li>one<ul><li>nested</li></ul></li></ul><p><a href="mailto:desk@example.com">desk</a></p>';
    const updated =
      '<h2>Update</h2><ul><li>one<ul><li>nested</li></ul></li></ul><p><a href="mailto:desk@example.com" target="_blank" rel="noopener noreferrer">desk</a></p>';
    const edited = dataOf<MonitorText>(await t.call('/monitor/texts/save', { TextID: created.TextID, Content: update, Active: false }, supervisor));
    expect(edited).toMatchObject({ Name: 'Notice', Content: updated, Active: false });
    expect(dataOf<MonitorText>(await t.call('/monitor/texts/load', { TextID: created.TextID }, supervisor)).Content).toBe(updated);
  });

  it('needs a name, and content on edit; nothing changes on a refusal', async () => {
    const missingName = await create(supervisor, { Content: '<p>x</p>' });
    expect(missingName.status).toBe(400);
    expect(missingName.body.message).toBe('Cannot create text: Invalid input: Name is required.');
    expect((await create(supervisor, { Name: '   ' })).status).toBe(400);

    const text = dataOf<MonitorText>(await create(supervisor, { Name: 'Draft' }));
    expect(text.Content).toBe('');
    const noContent = await t.call('/monitor/texts/save', { TextID: text.TextID, Name: 'Draft 2' }, supervisor);
    expect(noContent.status).toBe(400);
    expect(noContent.body.message).toBe('Cannot edit text: Invalid input: Content is required.');
    const onlyScript = await t.call('/monitor/texts/save', { TextID: text.TextID, Name: 'Draft 2', Content: '<script>alert(1)</script><p> </p>' }, supervisor);
    expect(onlyScript.status).toBe(400);
    expect(onlyScript.body.message).toMatch(/^Cannot edit text: Content is required/);
    expect(dataOf<MonitorText>(await t.call('/monitor/texts/load', { TextID: text.TextID }, supervisor)).Name).toBe('Draft');
    expect((await create(supervisor, { Name: 'Big', Content: 'x'.repeat(100_001) })).status).toBe(400);
  });

  it('deletes, one or many', async () => {
    const a = dataOf<MonitorText>(await create(supervisor, { Name: 'A', Content: '<p>a</p>' }));
    const b = dataOf<MonitorText>(await create(supervisor, { Name: 'B', Content: '<p>b</p>' }));
    const c = dataOf<MonitorText>(await create(supervisor, { Name: 'C', Content: '<p>c</p>' }));
    expect((await t.call('/monitor/texts/delete', { TextID: a.TextID }, supervisor)).body.message).toBe('Text deleted successfully');
    expect((await t.call('/monitor/texts/bulk_delete', { TextIDs: [b.TextID, c.TextID] }, supervisor)).body.message).toBe('Texts deleted successfully');
    expect((await t.call('/monitor/texts/load', { TextID: b.TextID }, supervisor)).status).toBe(404);
  });

  it("keeps another customer's texts invisible (404) and refuses users without a monitor text permission", async () => {
    const [{ text_id: textOfB }] = await t.query<{ text_id: number }>(`SELECT text_id FROM monitor.texts WHERE customer_id = $1 LIMIT 1`, [tenantB]);
    expect((await t.call('/monitor/texts/load', { TextID: textOfB }, supervisor)).status).toBe(404);
    expect((await t.call('/monitor/texts/save', { TextID: textOfB, Content: '<p>x</p>' }, supervisor)).status).toBe(404);
    expect((await t.call('/monitor/texts/delete', { TextID: textOfB }, supervisor)).status).toBe(404);
    const [{ content }] = await t.query<{ content: string }>(`SELECT content FROM monitor.texts WHERE text_id = $1`, [textOfB]);
    expect(content).toContain('Good morning');

    expect((await t.call('/monitor/texts/list', {}, agent)).status).toBe(403);
    expect((await create(agent, { Name: 'x' })).status).toBe(403);
    // The spec's other reading of the permission name grants as well.
    const admin = await t.login('admin');
    const other = await userWith(t, admin, 'wallboard', ['monitor', 'monitor_list_text']);
    expect((await t.call('/monitor/texts/list', {}, other.token)).status).toBe(200);
    expect((await create(other.token, { Name: 'From the other reading', Content: '<p>ok</p>' })).status).toBe(200);
  });
});

describe('pbx quick state: one poll per period, pushed to the right customer', () => {
  let t: TestApp;
  let second: { app: NestFastifyApplication; baseUrl: string };
  let tenantA: number;
  let tenantB: number;
  let supervisorA: string;
  let supervisorB: string;
  const sockets: Socket[] = [];
  /** What the PBX answers per customer; a function so a test can change it or make it fail. */
  let pbx: (customerId: number) => Promise<PbxQueueState>;
  const reads: { instance: number; customerId: number; at: number }[] = [];
  /** Resolves once `count` more polls (from now) have read customer A and finished. */
  const pollsOfA = async (count: number) => {
    const seen = reads.filter((read) => read.customerId === tenantA).length;
    // One poll more than asked: a read is counted when it starts, its push follows.
    await until(`${count} more polls`, () => reads.filter((read) => read.customerId === tenantA).length >= seen + count + 1, (count + 5) * POLL_MS * 2);
  };

  beforeAll(async () => {
    t = await startTestApp({ PBX_POLL_MS: String(POLL_MS) });
    second = await startAnotherInstance(t);
    tenantA = await customerIdByName(t, 'Alpine Assist GmbH');
    tenantB = await customerIdByName(t, 'Nordlicht Versicherung AG');
    pbx = async (customerId) => ({ waiting: customerId === tenantA ? 101 : 1, connected: customerId === tenantA ? 200 : 2, readAt: new Date().toISOString() });
    // The PBX is the one outside part: each instance's adapter answers what the test says and counts its reads.
    [t.app, second.app].forEach((app, instance) => {
      const adapter = app.get(PbxAdapter);
      jest.spyOn(adapter, 'readQueueState').mockImplementation((customerId: number) => {
        reads.push({ instance, customerId, at: Date.now() });
        return pbx(customerId);
      });
    });
    supervisorA = await t.login('supervisor');
    supervisorB = await t.login('supervisor');
    expect((await t.call('/users/active_customer/save', { CustomerID: tenantB }, supervisorB)).status).toBe(200);
  }, 60_000);

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await second?.app.close();
    await t?.close();
  }, 30_000);

  it('reads the PBX once per period however many instances run', async () => {
    const start = Date.now();
    const since = (customerId: number) => reads.filter((read) => read.customerId === customerId && read.at >= start);
    await until('five polls of both customers', () => since(tenantA).length >= 5 && since(tenantB).length >= 5, 20_000);
    const elapsed = Date.now() - start;
    const ofA = since(tenantA);
    // Two instances each polling would read twice per period, a moment apart.
    expect(ofA.length).toBeLessThanOrEqual(Math.ceil(elapsed / POLL_MS) + 1);
    for (let i = 1; i < ofA.length; i++) expect(ofA[i].at - ofA[i - 1].at).toBeGreaterThan(POLL_MS / 2);
    expect(Math.abs(since(tenantB).length - ofA.length)).toBeLessThanOrEqual(1);
  }, 30_000);

  it('answers the last state over HTTP, for either reading of the permission', async () => {
    const state = dataOf<PbxQuickState>(await t.call('/monitor/pbx_quick_state/load', {}, supervisorA));
    expect(state).toMatchObject({ Connected: 200, Queued: 101, Reachable: true });
    expect(Date.now() - Date.parse(state.ReadAt!)).toBeLessThan(11_000);
    expect(dataOf<PbxQuickState[]>(await t.call('/monitor/pbx_quick_state/list', {}, supervisorB))).toEqual([
      expect.objectContaining({ Connected: 2, Queued: 1 }),
    ]);
    expect(dataOf<number>(await t.call('/monitor/pbx_quick_state/count', {}, supervisorA))).toBe(1);
    // The second instance answers the same from Redis.
    const fromSecond = await fetch(`${second.baseUrl}/monitor/pbx_quick_state/load`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ Token: supervisorA }),
    });
    expect(((await fromSecond.json()) as { result: { data: PbxQuickState } }).result.data).toMatchObject({ Connected: 200, Queued: 101 });

    const admin = await t.login('admin');
    const other = await userWith(t, admin, 'queuewatch', ['monitor', 'monitor_PbxQuickState']);
    expect((await t.call('/monitor/pbx_quick_state/load', {}, other.token)).status).toBe(200);
    expect((await t.call('/monitor/pbx_quick_state/load', {}, await t.login('agent'))).status).toBe(403);
    expect((await t.call('/monitor/pbx_quick_state/load', { Extra: 1 }, supervisorA)).status).toBe(400);
  });

  it("pushes a change to the customer's room only, once per socket, on either instance", async () => {
    const onFirstA = await quickStateSocket(t.baseUrl, supervisorA, sockets);
    const onSecondA = await quickStateSocket(second.baseUrl, supervisorA, sockets);
    const onSecondB = await quickStateSocket(second.baseUrl, supervisorB, sockets);
    // An agent of customer A may not see the queue over HTTP (403 above), so its socket hears none of it either.
    const agentOfA = await quickStateSocket(second.baseUrl, await t.login('agent'), sockets);
    let tick = 0;
    pbx = async (customerId) => {
      if (customerId !== tenantA) return { waiting: 1, connected: 2, readAt: new Date().toISOString() };
      tick += 1;
      return { waiting: 300 + tick, connected: 400 + tick, readAt: new Date().toISOString() };
    };
    await until('two pushes to both sockets of customer A', () => onFirstA.length >= 2 && onSecondA.length >= 2, 20_000);
    // A repeat of those pushes (a second relay) would have arrived by the time one more poll ran.
    await pollsOfA(1);
    for (const received of [onFirstA, onSecondA]) {
      expect(received.every((state) => state.Queued > 300 && state.Connected === state.Queued + 100 && state.Reachable)).toBe(true);
      // One message per change: no repeats.
      expect(new Set(received.map((state) => state.Queued)).size).toBe(received.length);
    }
    expect(onSecondA.map((state) => state.Queued)).toEqual(onFirstA.map((state) => state.Queued).slice(0, onSecondA.length));
    // Customer B's counts did not change: its socket heard nothing, and never A's numbers.
    expect(onSecondB).toEqual([]);
    expect(agentOfA).toEqual([]);

    // Unchanged counts are not news.
    pbx = async (customerId) => ({ waiting: customerId === tenantA ? 7 : 1, connected: customerId === tenantA ? 8 : 2, readAt: new Date().toISOString() });
    await until('the steady state', () => onFirstA.some((state) => state.Queued === 7), 12_000);
    const steady = onFirstA.length;
    // Two more polls that read the same counts: neither is pushed.
    await pollsOfA(2);
    expect(onFirstA.length).toBe(steady);
  }, 60_000);

  it('says when the PBX does not answer instead of showing old numbers as live', async () => {
    const received = await quickStateSocket(t.baseUrl, supervisorA, sockets);
    pbx = async (customerId) => {
      if (customerId === tenantA) throw new Error('connect ECONNREFUSED 10.0.0.5:5038');
      return { waiting: 1, connected: 2, readAt: new Date().toISOString() };
    };
    await until('the unreachable state', () => received.some((state) => !state.Reachable), 12_000);
    const down = received.find((state) => !state.Reachable)!;
    expect(down).toMatchObject({ Connected: 8, Queued: 7, Reachable: false });
    expect(dataOf<PbxQuickState>(await t.call('/monitor/pbx_quick_state/load', {}, supervisorA))).toMatchObject({ Reachable: false, Connected: 8, Queued: 7 });
    expect(dataOf<PbxQuickState>(await t.call('/monitor/pbx_quick_state/load', {}, supervisorB))).toMatchObject({ Reachable: true });

    pbx = async () => ({ waiting: 3, connected: 4, readAt: new Date().toISOString() });
    await until('the PBX answering again', () => received.some((state) => state.Reachable && state.Queued === 3), 12_000);
  }, 40_000);
});

describe('pbx quick state polled by a worker process', () => {
  let t: TestApp;
  let worker: ChildProcess;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await startTestApp({ WORKERS_IN_PROCESS: 'false', PBX_POLL_MS: String(POLL_MS) });
  }, 60_000);

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    if (worker) await stopProcess(worker);
    await t?.close();
  }, 30_000);

  it("reaches the API's sockets through Redis when only the worker polls (the demo simulator)", async () => {
    const supervisor = await t.login('supervisor');
    const received = await quickStateSocket(t.baseUrl, supervisor, sockets);
    // Nothing polls until the worker runs: the API instance has no workers here, so the scheduler's
    // poll stays queued two periods past its time and nothing is pushed.
    const polls = t.app.get<Queue>(getQueueToken(MonitorQueue.PbxQuickState));
    const overdueSince = async () => {
      const queued = await polls.getJobs(['wait', 'delayed', 'prioritized']);
      return queued.length === 0 ? -Infinity : Date.now() - Math.min(...queued.map((job) => job.timestamp + job.delay));
    };
    await until('the poll to be two periods overdue', async () => (await overdueSince()) > 2 * POLL_MS, 15_000);
    expect(received).toEqual([]);
    worker = await startWorkerProcess(t);
    await until('the first push', () => received.length > 0, 15_000);
    expect(received[0]).toMatchObject({ Reachable: true, Connected: expect.any(Number), Queued: expect.any(Number) });
    const state = dataOf<PbxQuickState>(await t.call('/monitor/pbx_quick_state/load', {}, supervisor));
    expect(state.Reachable).toBe(true);
  }, 45_000);
});
