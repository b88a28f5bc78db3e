import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SocketEvent, type CreatedWallboardKiosk, type TokenValidationMessage, type Wallboard, type WallboardKiosk } from '@backoffice/contracts';
import { io, type Socket } from 'socket.io-client';
import { clock } from '../src/platform/clock/clock.js';
import { customerIdByName, dataOf } from './support/core-fixtures.js';
import { startAnotherInstance } from './support/more-processes.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { until } from './support/until.js';

/** A socket signed in with `token`, collecting the wallboards pushed to it and the session's end. */
async function wallboardSocket(baseUrl: string, token: string, sockets: Socket[]) {
  const socket = io(baseUrl, { transports: ['websocket'], reconnection: false, forceNew: true });
  sockets.push(socket);
  const boards: Wallboard[] = [];
  const validations: TokenValidationMessage[] = [];
  socket.on(SocketEvent.Wallboard, (board: Wallboard) => boards.push(board));
  socket.on(SocketEvent.TokenValidation, (message: TokenValidationMessage) => validations.push(message));
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  socket.emit(SocketEvent.UserConnected, token);
  await until('the token check', () => validations.length > 0, 5000);
  expect(validations[0].valid).toBe(true);
  return { socket, boards, validations };
}

/** Today in Vienna is 2 March 2026 (the clock runs from 11:00 local); the rows straddle the customer's midnight. */
const NOW = '2026-03-02T10:00:00.000Z';
/** Queue 2001 as the PBX names it (its call customer's queue_name): the wallboard shows it under the routing exten. */
const PBX_QUEUE = 'sales-q';

describe('wallboard: monitor/wallboard/load, the socket event and kiosk sign-ins', () => {
  let t: TestApp;
  let second: Awaited<ReturnType<typeof startAnotherInstance>>;
  let folder: string;
  let stateFile: string;
  let tenantA: number;
  let tenantB: number;
  let supervisor: string;
  let admin: string;
  let queue: string;
  let agent: { agent_id: number; pbx_member: string; name: string };
  const sockets: Socket[] = [];

  /** The PBX as the scripted simulator tells it: customer A's floor. */
  const scriptFloor = (floor: object | 'down') => writeFileSync(stateFile, JSON.stringify({ [tenantA]: floor === 'down' ? 'down' : { floor } }));
  const load = (token: string) => t.call('/monitor/wallboard/load', {}, token);
  /** The same call on the second instance. */
  const loadOnSecond = (token: string) =>
    fetch(`${second.baseUrl}/monitor/wallboard/load`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ Token: token }),
    });

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'wallboard-'));
    stateFile = join(folder, 'pbx.json');
    writeFileSync(stateFile, '{}');
    clock.runFrom(NOW);
    t = await startTestApp({ PBX_SIMULATOR_STATE_FILE: stateFile });
    second = await startAnotherInstance(t, { PBX_SIMULATOR_STATE_FILE: stateFile });
    tenantA = await customerIdByName(t, 'Alpine Assist GmbH');
    tenantB = await customerIdByName(t, 'Nordlicht Versicherung AG');
    supervisor = await t.login('supervisor');
    admin = await t.login('admin');
    // The demo without days has no telephony directory: two queues and two agents for A, a queue for B.
    await t.query(
      `INSERT INTO telephony.call_customers (customer_id, code, name, routing_exten, queue_name)
       VALUES ($1, 'sales', 'Sales', '2001', 'sales-q'), ($1, 'care', 'Care', '2002', 'care-q'), ($2, 'claims', 'Claims', '3001', 'claims-q')`,
      [tenantA, tenantB],
    );
    await t.query(
      `INSERT INTO telephony.agents (customer_id, employee_id, username, first_name, last_name, pbx_member)
       VALUES ($1, 'E1', 'anna', 'Anna', 'Berger', 'PJSIP/3001'), ($1, 'E2', 'bernd', 'Bernd', 'Wolf', NULL), ($2, 'E9', 'carla', 'Carla', 'Nord', 'PJSIP/3001')`,
      [tenantA, tenantB],
    );
    queue = '2001';
    [agent] = await t.query<typeof agent>(
      `SELECT agent_id, pbx_member, 'Anna Berger' AS name FROM telephony.agents WHERE customer_id = $1 AND username = 'anna'`,
      [tenantA],
    );
    // Today's raw calls of A (and one of yesterday evening, one of B): answered in 10 s and 35 s, lost after 8 s.
    const calls: [number, string, boolean, boolean, number, number, number | null][] = [
      [tenantA, '2026-03-01T23:30:00Z', true, false, 10, 100, agent.agent_id], // 00:30 in Vienna: today
      [tenantA, '2026-03-02T08:00:00Z', true, false, 35, 200, agent.agent_id],
      [tenantA, '2026-03-02T09:00:00Z', false, true, 8, 0, null],
      [tenantA, '2026-03-02T09:30:00Z', true, false, 12, 60, null],
      [tenantA, '2026-03-01T22:30:00Z', true, false, 5, 50, agent.agent_id], // 23:30 in Vienna: yesterday
    ];
    let n = 0;
    for (const [customerId, startedAt, answered, lost, wait, talk, agentId] of calls) {
      await t.query(
        `INSERT INTO telephony.calls (customer_id, unique_id, routing_exten, started_at, wait_agent_seconds, talk_seconds, answered, lost, status, agent_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [customerId, `wb-${n++}`, queue, startedAt, wait, talk, answered, lost, lost ? 'abandoned' : 'completed_caller', agentId],
      );
    }
    const [{ routing_exten: queueOfB }] = await t.query<{ routing_exten: string }>(
      `SELECT routing_exten FROM telephony.call_customers WHERE customer_id = $1 LIMIT 1`,
      [tenantB],
    );
    await t.query(
      `INSERT INTO telephony.calls (customer_id, unique_id, routing_exten, started_at, answered, lost, status) VALUES ($1, 'wb-b', $2, $3, true, false, 'completed_caller')`,
      [tenantB, queueOfB, '2026-03-02T09:00:00Z'],
    );
  }, 90_000);

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await second?.app.close();
    await t?.close();
    clock.reset();
    rmSync(folder, { recursive: true, force: true });
  }, 30_000);

  it("answers today's figures equal to counts of the raw calls in the customer's day", async () => {
    const board = dataOf<Wallboard>(await load(supervisor));
    const [raw] = await t.query<{ offered: number; answered: number; lost: number; within: number; wait: number; talk: number }>(
      `SELECT count(*)::int AS offered, count(*) FILTER (WHERE answered)::int AS answered, count(*) FILTER (WHERE lost)::int AS lost,
              count(*) FILTER (WHERE answered AND wait_agent_seconds <= 20)::int AS within,
              round(avg(wait_agent_seconds))::int AS wait, round(avg(talk_seconds) FILTER (WHERE answered))::int AS talk
         FROM telephony.calls c JOIN core.customers cu USING (customer_id)
        WHERE c.customer_id = $1 AND c.routing_exten = $2 AND (c.started_at AT TIME ZONE cu.time_zone)::date = '2026-03-02'`,
      [tenantA, queue],
    );
    expect(raw).toEqual({ offered: 4, answered: 3, lost: 1, within: 2, wait: 16, talk: 120 });
    expect(board.Queues.find((q) => q.Queue === queue)).toMatchObject({
      Offered: raw.offered,
      Answered: raw.answered,
      Abandoned: raw.lost,
      ServiceLevel: 50,
      ServiceLevelTargetSeconds: 20,
      ServiceLevelTargetShare: 80,
      AverageWaitSeconds: raw.wait,
      AverageTalkSeconds: raw.talk,
    });
    // Only A's queues; B's call is not counted anywhere.
    const queuesOfA = await t.query<{ routing_exten: string }>(
      `SELECT DISTINCT routing_exten FROM telephony.call_customers WHERE customer_id = $1 ORDER BY 1`,
      [tenantA],
    );
    expect(board.Queues.map((q) => q.Queue)).toEqual(queuesOfA.map((q) => q.routing_exten));
    expect(board.Queues.reduce((sum, q) => sum + q.Offered, 0)).toBe(4);
    const agentsOfA = await t.query<{ n: number }>(`SELECT count(*)::int AS n FROM telephony.agents WHERE customer_id = $1`, [tenantA]);
    expect(board.Agents).toHaveLength(agentsOfA[0].n);
    expect(board.Agents.find((a) => a.AgentID === agent.agent_id)).toMatchObject({ Name: agent.name, CallsToday: 2 });
  });

  it('follows the PBX on every instance within 2 s, and says since when it is not answering', async () => {
    const onFirst = await wallboardSocket(t.baseUrl, supervisor, sockets);
    const onSecond = await wallboardSocket(second.baseUrl, supervisor, sockets);
    const waitingSince = new Date(clock.now().getTime() - 30_000).toISOString();
    const written = Date.now();
    scriptFloor({
      callers: [{ id: 'c1', queue: PBX_QUEUE, since: waitingSince }],
      members: [{ member: agent.pbx_member, queues: [PBX_QUEUE], state: 'paused', pauseReason: 'Lunch', since: waitingSince }],
    });
    const seen = (boards: Wallboard[]) => boards.some((b) => b.Queues.some((q) => q.Queue === queue && q.Waiting === 1));
    await until('the waiting caller on both instances', () => seen(onFirst.boards) && seen(onSecond.boards), 2000);
    expect(Date.now() - written).toBeLessThan(2000);
    const pushed = onSecond.boards.at(-1)!;
    expect(pushed.Reachable).toBe(true);
    expect(pushed.Queues.find((q) => q.Queue === queue)).toMatchObject({ Waiting: 1, Offered: 4, Agents: { Paused: 1, Talking: 0 } });
    expect(pushed.Queues.find((q) => q.Queue === queue)!.LongestWaitSeconds).toBeGreaterThanOrEqual(30);
    expect(pushed.Agents.find((a) => a.AgentID === agent.agent_id)).toMatchObject({ State: 'paused', PauseReason: 'Lunch' });

    // Any instance answers the same floor over HTTP.
    const fromSecond = (await (await loadOnSecond(supervisor)).json()) as { result: { data: Wallboard } };
    expect(fromSecond.result.data.Agents.find((a) => a.AgentID === agent.agent_id)).toMatchObject({ State: 'paused', PauseReason: 'Lunch' });

    scriptFloor({ callers: [], members: [{ member: agent.pbx_member, queues: [PBX_QUEUE], state: 'talking', since: clock.now().toISOString() }] });
    await until('the agent talking', () => onFirst.boards.at(-1)!.Agents.some((a) => a.AgentID === agent.agent_id && a.State === 'talking'), 2000);
    expect(onFirst.boards.at(-1)!.Queues.find((q) => q.Queue === queue)).toMatchObject({ Waiting: 0, LongestWaitSeconds: 0 });

    scriptFloor('down');
    await until('the PBX down', () => onFirst.boards.at(-1)!.Reachable === false, 2000);
    const down = onFirst.boards.at(-1)!;
    expect(Date.parse(down.UnreachableSince!)).toBeGreaterThan(Date.parse(NOW));
    // The last floor stays shown while the PBX does not answer.
    expect(down.Agents.find((a) => a.AgentID === agent.agent_id)!.State).toBe('talking');
    expect(dataOf<Wallboard>(await load(supervisor)).Reachable).toBe(false);
  });

  it('needs a wallboard permission and refuses a body', async () => {
    expect((await load(await t.login('agent'))).status).toBe(403);
    expect((await t.call('/monitor/wallboard/load', { Extra: 1 }, supervisor)).status).toBe(400);
    expect((await t.call('/monitor/wallboard_kiosks/list', {}, supervisor)).status).toBe(403);
    expect((await t.call('/monitor/wallboard_kiosks/create', { Name: 'TV' }, supervisor)).status).toBe(403);
  });

  it('issues a kiosk that reads only its wallboard, and revokes it: 401 on the next call, its sockets closed', async () => {
    const bad = await t.call('/monitor/wallboard_kiosks/create', { Name: '  ' }, admin);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Cannot create wallboard kiosk: Name must not be empty.');
    expect((await t.call('/monitor/wallboard_kiosks/create', { Name: 'x'.repeat(101) }, admin)).status).toBe(400);
    expect(dataOf<WallboardKiosk[]>(await t.call('/monitor/wallboard_kiosks/list', {}, admin))).toEqual([]);

    const created = await t.call('/monitor/wallboard_kiosks/create', { Name: 'TV hall 2' }, admin);
    expect(created.body.message).toBe('Kiosk created successfully');
    const { Kiosk, Token: kiosk } = dataOf<CreatedWallboardKiosk>(created);
    expect(Kiosk).toMatchObject({ Name: 'TV hall 2', CreatedBy: 'admin', LastSeenAt: null });
    // The token is not stored: the row has no column that could give it back.
    const [row] = await t.query<Record<string, unknown>>(`SELECT * FROM core.kiosk_sessions WHERE kiosk_id = $1`, [Kiosk.KioskID]);
    expect(Object.values(row)).not.toContain(kiosk);

    const board = dataOf<Wallboard>(await load(kiosk));
    expect(board.Queues.find((q) => q.Queue === queue)).toMatchObject({ Offered: 4 });
    // A TV has no session to tell it the customer's clock: the board does.
    const [{ time_zone: zone }] = await t.query<{ time_zone: string }>(`SELECT time_zone FROM core.customers WHERE customer_id = $1`, [tenantA]);
    expect(board.TimeZone).toBe(zone);
    // Nothing else, not even what every signed-in user may call.
    const texts = await t.call('/monitor/texts/list', {}, kiosk);
    expect(texts.status).toBe(403);
    expect(texts.body.message).toContain('A kiosk sign-in can only read its wallboard.');
    expect((await t.call('/users/session/load', {}, kiosk)).status).toBe(403);
    expect((await t.call('/users/active_customer/save', { CustomerID: tenantB }, kiosk)).status).toBe(403);
    expect((await t.call('/monitor/wallboard_kiosks/list', {}, kiosk)).status).toBe(403);
    const listed = dataOf<WallboardKiosk[]>(await t.call('/monitor/wallboard_kiosks/list', {}, admin));
    expect(listed).toEqual([expect.objectContaining({ KioskID: Kiosk.KioskID, Name: 'TV hall 2', LastSeenAt: expect.any(String) })]);

    const onKiosk = await wallboardSocket(second.baseUrl, kiosk, sockets);
    scriptFloor({ callers: [{ id: 'k1', queue: PBX_QUEUE, since: clock.now().toISOString() }], members: [] });
    await until("the kiosk's push", () => onKiosk.boards.some((b) => b.Queues.some((q) => q.Queue === queue && q.Waiting === 1)), 2000);

    // Another customer's administrator session cannot revoke it (404), and it stays.
    const adminOfB = await t.login('admin');
    expect((await t.call('/users/active_customer/save', { CustomerID: tenantB }, adminOfB)).status).toBe(200);
    expect((await t.call('/monitor/wallboard_kiosks/delete', { KioskID: Kiosk.KioskID }, adminOfB)).status).toBe(404);
    expect(dataOf<WallboardKiosk[]>(await t.call('/monitor/wallboard_kiosks/list', {}, adminOfB))).toEqual([]);
    expect((await load(kiosk)).status).toBe(200);
    expect((await t.call('/monitor/wallboard_kiosks/delete', { KioskID: 'not-a-kiosk' }, admin)).status).toBe(400);

    const revoked = await t.call('/monitor/wallboard_kiosks/delete', { KioskID: Kiosk.KioskID }, admin);
    expect(revoked.body.message).toBe('Kiosk revoked successfully');
    expect((await load(kiosk)).status).toBe(401);
    expect((await loadOnSecond(kiosk)).status).toBe(401);
    await until('the kiosk socket closed', () => onKiosk.validations.some((v) => !v.valid) && !onKiosk.socket.connected, 2000);
    const before = onKiosk.boards.length;
    const supervisorSocket = await wallboardSocket(t.baseUrl, supervisor, sockets);
    scriptFloor({ callers: [], members: [] });
    await until('the next push', () => supervisorSocket.boards.some((b) => b.Queues.every((q) => q.Waiting === 0)), 2000);
    expect(onKiosk.boards.length).toBe(before);
    expect(dataOf<WallboardKiosk[]>(await t.call('/monitor/wallboard_kiosks/list', {}, admin))).toEqual([]);
    expect((await t.call('/monitor/wallboard_kiosks/delete', { KioskID: Kiosk.KioskID }, admin)).status).toBe(404);
  });

  it("pushes new call rows of today (an import, the continuous ingestion) within the keeper's refresh", async () => {
    const onSocket = await wallboardSocket(t.baseUrl, supervisor, sockets);
    const offered = () => onSocket.boards.at(-1)?.Queues.find((q) => q.Queue === queue)?.Offered;
    await t.query(
      `INSERT INTO telephony.calls (customer_id, unique_id, routing_exten, started_at, wait_agent_seconds, talk_seconds, answered, lost, status, agent_id)
       VALUES ($1, 'wb-new', $2, $3, 3, 30, true, false, 'completed_caller', $4)`,
      [tenantA, queue, '2026-03-02T09:59:00Z', agent.agent_id],
    );
    await until('the new row on the wallboard', () => offered() === 5, 5000);
    expect(onSocket.boards.at(-1)!.Agents.find((a) => a.AgentID === agent.agent_id)).toMatchObject({ CallsToday: 3 });
  });
});
