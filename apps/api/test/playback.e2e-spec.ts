import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { PlaybackAgent, PlaybackCall, PlaybackCustomer, SearchHit } from '@backoffice/contracts';
import { wavFileBytes } from '@backoffice/domain/server';
import { DataSource } from 'typeorm';
import { seedTelephonyDemo } from '../src/telephony/seed/telephony-demo.seed.js';
import { customerIdByName, dataOf, userWith } from './support/core-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** Collects a binary body (supertest would otherwise try to read audio as text). */
const binaryParser = (res: NodeJS.ReadableStream, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(Buffer.from(chunk)));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};
const asBinary = binaryParser as unknown as Parameters<ReturnType<TestApp['http']['get']>['parse']>[0];

const NOW = new Date('2026-03-03T18:00:00Z');
const ALL = { limit: 1000 };

interface CallRow {
  call_id: string;
  caller_number: string;
  unique_id: string;
  transferred: boolean;
  talk_seconds: number;
  employee_id: string | null;
  call_customer_id: number;
  started_at: Date;
}

describe('playback: scoped call listening', () => {
  let t: TestApp;
  let admin: string;
  let supervisor: string;
  let agent: string;
  let ownNotTransferred: string;
  let editor: string;
  let tenantA: number;
  let tenantB: number;
  let callsA: CallRow[];
  let agentCalls: CallRow[];
  let ownNtCalls: CallRow[];
  let callOfB: string;

  const ids = (rows: { LogID: string }[] | CallRow[]) => rows.map((row) => ('LogID' in row ? row.LogID : row.call_id)).sort();
  const list = async (token: string, body: Record<string, unknown> = ALL) => dataOf<PlaybackCall[]>(await t.call('/playback/calls/list', body, token));
  const count = async (token: string, body: Record<string, unknown> = {}) => dataOf<number>(await t.call('/playback/calls/count', body, token));
  const download = (token: string, logId: string) => t.http.get(`/playback/calls/download/?LogID=${logId}&Token=${token}`).buffer(true).parse(asBinary);

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login('admin');
    tenantA = await customerIdByName(t, 'Alpine Assist GmbH');
    tenantB = await customerIdByName(t, 'Nordlicht Versicherung AG');
    await seedTelephonyDemo(t.app.get(DataSource), { customerIds: [tenantA, tenantB], days: 2, agents: 6, seed: 12, now: NOW });
    supervisor = await t.login('supervisor');
    agent = await t.login('agent');
    editor = await t.login('editor');
    const ownNt = await userWith(t, admin, 'listener', ['playback', 'playback_listen_own_not_transferred']);
    ownNotTransferred = ownNt.token;

    // The listener is the agent with the most calls that is not the demo agent; one of its calls was transferred.
    const [{ agent_id: listenerAgent }] = await t.query<{ agent_id: number }>(
      `SELECT a.agent_id FROM telephony.agents a JOIN telephony.calls c ON c.agent_id = a.agent_id
        WHERE a.customer_id = $1 AND a.user_id IS NULL AND c.recording_key IS NOT NULL GROUP BY a.agent_id ORDER BY count(*) DESC, a.agent_id LIMIT 1`,
      [tenantA],
    );
    await t.query(`UPDATE telephony.agents SET user_id = $1 WHERE agent_id = $2`, [ownNt.userId, listenerAgent]);
    await t.query(
      `UPDATE telephony.calls SET transferred = true, status = 'transferred'
        WHERE call_id = (SELECT call_id FROM telephony.calls WHERE agent_id = $1 AND recording_key IS NOT NULL AND NOT transferred ORDER BY call_id LIMIT 1)`,
      [listenerAgent],
    );
    const recorded = (extra: string, params: unknown[]) =>
      t.query<CallRow>(
        `SELECT c.call_id::text, c.caller_number, c.unique_id, c.transferred, c.talk_seconds, a.employee_id, c.call_customer_id, c.started_at
           FROM telephony.calls c LEFT JOIN telephony.agents a ON a.agent_id = c.agent_id
          WHERE c.recording_key IS NOT NULL ${extra} ORDER BY c.started_at DESC, c.call_id`,
        params,
      );
    callsA = await recorded('AND c.customer_id = $1', [tenantA]);
    agentCalls = await recorded(`AND c.customer_id = $1 AND a.user_id = (SELECT user_id FROM core.users WHERE username = 'agent')`, [tenantA]);
    ownNtCalls = await recorded(`AND c.customer_id = $1 AND a.user_id = $2 AND NOT c.transferred`, [tenantA, ownNt.userId]);
    [{ call_id: callOfB }] = await recorded('AND c.customer_id = $1', [tenantB]);
  }, 180_000);

  afterAll(async () => {
    await t?.close();
  }, 30_000);

  it('has data for every scope to tell apart', () => {
    expect(callsA.length).toBeGreaterThan(100);
    expect(agentCalls.length).toBeGreaterThan(5);
    expect(agentCalls.length).toBeLessThan(callsA.length);
    expect(ownNtCalls.length).toBeGreaterThan(5);
    expect(ownNtCalls.length).toBeLessThan(callsA.length);
  });

  it('lists and counts every recorded call for listen_all, only the own for listen_own, and those not transferred for listen_own_not_transferred', async () => {
    expect(await count(supervisor)).toBe(callsA.length);
    expect(await count(agent)).toBe(agentCalls.length);
    expect(await count(ownNotTransferred)).toBe(ownNtCalls.length);
    // A page of 1000 holds everything here; newest first by default.
    const all = await list(supervisor);
    expect(all.map((call) => call.LogID)).toEqual(callsA.map((call) => call.call_id));
    expect(ids(await list(agent))).toEqual(ids(agentCalls));
    expect(ids(await list(ownNotTransferred))).toEqual(ids(ownNtCalls));
    expect((await list(ownNotTransferred)).every((call) => !call.Transferred)).toBe(true);
  });

  it('answers each call with the fields of the spec', async () => {
    const [first] = await list(supervisor, { limit: 1 });
    const row = callsA[0];
    expect(first).toMatchObject({
      LogID: row.call_id,
      Number: row.caller_number,
      Status: expect.any(String),
      CustomerID: row.call_customer_id,
      CustomerName: expect.any(String),
      EmployeeID: row.employee_id,
      CallcenterUser: { Username: expect.any(String), EmployeeID: row.employee_id },
    });
    const seconds = row.talk_seconds;
    expect(first.Duration).toBe(
      `${String(Math.floor(seconds / 3600)).padStart(2, '0')}:${String(Math.floor((seconds % 3600) / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`,
    );
    expect(new Date(first.Timestamp).getTime()).toBe(row.started_at.getTime());
    expect(first.Information).toBe(first.Timestamp);
  });

  it('filters by agents, call customers, the customer-local date range and the number, pages and sorts', async () => {
    const employee = callsA.find((call) => call.employee_id)!.employee_id!;
    const byAgent = await list(supervisor, { ...ALL, q: { and: [{ field: 'CallcenterUser.EmployeeID', op: 'in', value: [employee] }] } });
    expect(ids(byAgent)).toEqual(ids(callsA.filter((call) => call.employee_id === employee)));

    const callCustomer = callsA[0].call_customer_id;
    const byCustomer = await list(supervisor, { ...ALL, q: { and: [{ field: 'CustomerID', op: 'in', value: [callCustomer] }] } });
    expect(ids(byCustomer)).toEqual(ids(callsA.filter((call) => call.call_customer_id === callCustomer)));

    // 3 March in Vienna is 2 March 23:00 to 3 March 23:00 UTC.
    const day = {
      and: [
        { field: 'Timestamp', op: 'gte', value: '2026-03-03 00:00:00' },
        { field: 'Timestamp', op: 'lte', value: '2026-03-03 23:59:59' },
      ],
    };
    const from = Date.parse('2026-03-02T23:00:00Z');
    const to = Date.parse('2026-03-03T22:59:59Z');
    const expectedDay = callsA.filter((call) => call.started_at.getTime() >= from && call.started_at.getTime() <= to);
    expect(expectedDay.length).toBeGreaterThan(0);
    expect(ids(await list(supervisor, { ...ALL, q: day }))).toEqual(ids(expectedDay));
    expect(await count(supervisor, { q: day })).toBe(expectedDay.length);

    const digits = callsA[3].caller_number.slice(2, 7);
    const search = { or: [{ field: 'Number', op: 'like', value: `%${digits}%` }] };
    expect(ids(await list(supervisor, { ...ALL, q: search }))).toEqual(ids(callsA.filter((call) => call.caller_number.includes(digits))));
    // Through the gram index (five characters or more, spaces and + included) and through the trigram index (fewer).
    for (const fragment of [callsA[5].caller_number.slice(0, 9), callsA[7].caller_number.slice(-7), callsA[2].caller_number.slice(3, 6)]) {
      const matching = ids(callsA.filter((call) => call.caller_number.includes(fragment)));
      expect(matching.length).toBeGreaterThan(0);
      expect(ids(await list(supervisor, { ...ALL, q: { or: [{ field: 'Number', op: 'like', value: `%${fragment}%` }] } }))).toEqual(matching);
      expect(await count(supervisor, { q: { or: [{ field: 'Number', op: 'like', value: `%${fragment}%` }] } })).toBe(matching.length);
    }

    const page2 = await list(supervisor, { limit: 10, offset: 10 });
    expect(page2.map((call) => call.LogID)).toEqual(callsA.slice(10, 20).map((call) => call.call_id));
    const oldest = await list(supervisor, { limit: 1, order: [{ field: 'Timestamp', direction: 'asc' }] });
    expect(oldest[0].LogID).toBe(
      [...callsA].sort((a, b) => a.started_at.getTime() - b.started_at.getTime() || Number(a.call_id) - Number(b.call_id))[0].call_id,
    );

    // The own scope stays on even when the filter names another agent.
    const otherEmployee = callsA.find((call) => call.employee_id && !agentCalls.some((own) => own.employee_id === call.employee_id))!.employee_id;
    expect(await list(agent, { ...ALL, q: { field: 'CallcenterUser.EmployeeID', op: 'in', value: [otherEmployee] } })).toEqual([]);
  });

  it('refuses bad filters with a 400 naming the problem', async () => {
    const reversed = await t.call(
      '/playback/calls/list',
      {
        q: {
          and: [
            { field: 'Timestamp', op: 'gte', value: '2026-03-03 00:00:00' },
            { field: 'Timestamp', op: 'lte', value: '2026-03-01 23:59:59' },
          ],
        },
      },
      supervisor,
    );
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toMatch(/^Cannot load calls: The date range is reversed/);

    const unknownAgent = await t.call('/playback/calls/list', { q: { field: 'CallcenterUser.EmployeeID', op: 'in', value: ['nobody-999'] } }, supervisor);
    expect(unknownAgent.status).toBe(400);
    expect(unknownAgent.body.message).toBe('Cannot load calls: Unknown agents: nobody-999.');

    const [{ call_customer_id: customerOfB }] = await t.query<{ call_customer_id: number }>(
      `SELECT call_customer_id FROM telephony.call_customers WHERE customer_id = $1 LIMIT 1`,
      [tenantB],
    );
    const otherTenantsLine = await t.call('/playback/calls/count', { q: { field: 'CustomerID', op: 'in', value: [customerOfB] } }, supervisor);
    expect(otherTenantsLine.status).toBe(400);
    expect(otherTenantsLine.body.message).toBe(`Cannot load calls: Unknown customers: ${customerOfB}.`);

    const notADate = await t.call('/playback/calls/list', { q: { field: 'Timestamp', op: 'gte', value: 'last week' } }, supervisor);
    expect(notADate.status).toBe(400);
    expect(notADate.body.message).toMatch(/Timestamp.*must be a date/);

    const unknownField = await t.call('/playback/calls/list', { q: { field: 'recording_key', op: 'eq', value: 'x' } }, supervisor);
    expect(unknownField.status).toBe(400);
    expect(unknownField.body.message).toBe("Cannot load calls: Unknown filter field 'recording_key'.");
  });

  it('loads a call within the scope and answers 404 outside it or for another customer', async () => {
    const own = agentCalls[0].call_id;
    const foreign = callsA.find((call) => !agentCalls.some((mine) => mine.call_id === call.call_id))!.call_id;
    expect(dataOf<PlaybackCall>(await t.call('/playback/calls/load', { LogID: Number(own) }, agent)).LogID).toBe(own);
    expect(dataOf<PlaybackCall>(await t.call('/playback/calls/load', { LogID: Number(foreign) }, supervisor)).LogID).toBe(foreign);

    const outside = await t.call('/playback/calls/load', { LogID: Number(foreign) }, agent);
    expect(outside.status).toBe(404);
    expect(outside.body.message).toBe(`Cannot load call: Call ${foreign} was not found.`);
    expect((await t.call('/playback/calls/load', { LogID: Number(callOfB) }, supervisor)).status).toBe(404);

    const transferred = (
      await t.query<{ call_id: string }>(
        `SELECT call_id::text FROM telephony.calls c JOIN telephony.agents a ON a.agent_id = c.agent_id JOIN core.users u ON u.user_id = a.user_id WHERE u.username = 'listener' AND c.transferred AND c.recording_key IS NOT NULL LIMIT 1`,
      )
    )[0].call_id;
    expect((await t.call('/playback/calls/load', { LogID: Number(transferred) }, ownNotTransferred)).status).toBe(404);
    expect((await t.call('/playback/calls/load', { LogID: 'abc' }, supervisor)).status).toBe(400);
  });

  it('finds a call by its call number (LogID or PBX uniqueid) for listen_all only', async () => {
    const call = callsA[5];
    expect(dataOf<PlaybackCall>(await t.call('/playback/calls/load_by_callnumber', { CallNumber: call.call_id }, supervisor)).LogID).toBe(call.call_id);
    expect(dataOf<PlaybackCall>(await t.call('/playback/calls/load_by_callnumber', { CallNumber: call.unique_id }, supervisor)).LogID).toBe(call.call_id);

    for (const wrong of ['999999999', callOfB, 'not a number']) {
      const missing = await t.call('/playback/calls/load_by_callnumber', { CallNumber: wrong }, supervisor);
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe('Cannot load call: Call not found, please check your call number.');
    }
    expect((await t.call('/playback/calls/load_by_callnumber', { CallNumber: '' }, supervisor)).status).toBe(400);
    expect((await t.call('/playback/calls/load_by_callnumber', { CallNumber: agentCalls[0].call_id }, agent)).status).toBe(403);
  });

  it('lists the agents and call customers to filter by', async () => {
    const agents = dataOf<PlaybackAgent[]>(await t.call('/playback/calls/list_agents', {}, supervisor));
    const expected = await t.query<{ employee_id: string; username: string }>(
      `SELECT employee_id, username FROM telephony.agents WHERE customer_id = $1 ORDER BY lower(username), agent_id`,
      [tenantA],
    );
    expect(agents).toEqual(expected.map((row) => ({ ID: row.employee_id, CallcenterUser: [{ Username: row.username, EmployeeID: row.employee_id }] })));
    // An agent hears only their own calls, so only they are offered.
    const own = dataOf<PlaybackAgent[]>(await t.call('/playback/calls/list_agents', {}, agent));
    expect(own).toHaveLength(1);
    expect(own[0].ID).toBe(agentCalls[0].employee_id);

    const customers = dataOf<PlaybackCustomer[]>(await t.call('/playback/calls/list_customers/', {}, supervisor));
    const lines = await t.query<{ call_customer_id: number; name: string }>(
      `SELECT call_customer_id, name FROM telephony.call_customers WHERE customer_id = $1 ORDER BY name, call_customer_id`,
      [tenantA],
    );
    expect(customers).toEqual(lines.map((line) => ({ ID: line.call_customer_id, Name: line.name })));
    expect((await t.call('/playback/calls/list_agents', { Extra: 1 }, supervisor)).status).toBe(400);
  });

  it('serves the recording whole or by byte range within the scope', async () => {
    const call = agentCalls[0];
    const size = wavFileBytes(call.talk_seconds);
    const whole = await download(agent, call.call_id);
    expect(whole.status).toBe(200);
    expect(whole.headers['content-type']).toBe('audio/wav');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-disposition']).toBe(`attachment; filename="call-${call.call_id}.wav"`);
    expect((whole.body as Buffer).length).toBe(size);
    expect((whole.body as Buffer).subarray(0, 4).toString('latin1')).toBe('RIFF');

    const part = await download(agent, call.call_id).set('Range', 'bytes=100-199');
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${size}`);
    expect(part.body).toEqual((whole.body as Buffer).subarray(100, 200));
    const tail = await download(agent, call.call_id).set('Range', 'bytes=-10');
    expect(tail.status).toBe(206);
    expect(tail.body).toEqual((whole.body as Buffer).subarray(size - 10));

    const past = await download(agent, call.call_id).set('Range', `bytes=${size}-`);
    expect(past.status).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${size}`);
    const malformed = await download(agent, call.call_id).set('Range', 'pages=1-2');
    expect(malformed.status).toBe(400);
    expect(JSON.parse((malformed.body as Buffer).toString()).message).toMatch(/Range header 'pages=1-2' is not a byte range/);

    const foreign = callsA.find((row) => !agentCalls.some((mine) => mine.call_id === row.call_id))!.call_id;
    expect((await download(agent, foreign)).status).toBe(404);
    expect((await download(supervisor, foreign)).status).toBe(200);
    expect((await download(supervisor, callOfB)).status).toBe(404);
    const transferred = (
      await t.query<{ call_id: string }>(
        `SELECT c.call_id::text FROM telephony.calls c JOIN telephony.agents a ON a.agent_id = c.agent_id JOIN core.users u ON u.user_id = a.user_id WHERE u.username = 'listener' AND c.transferred AND c.recording_key IS NOT NULL LIMIT 1`,
      )
    )[0].call_id;
    expect((await download(ownNotTransferred, transferred)).status).toBe(404);
    expect((await download(ownNotTransferred, ownNtCalls[0].call_id)).status).toBe(200);
    expect((await download(supervisor, 'x1')).status).toBe(400);
    expect((await download(editor, call.call_id)).status).toBe(403);
  });

  it('finds calls by number in the global search within the same scope', async () => {
    const own = agentCalls[0];
    const foreign = callsA.find((call) => !agentCalls.some((mine) => mine.caller_number === call.caller_number))!;
    const hits = async (token: string, text: string) =>
      dataOf<SearchHit[]>(await t.call('/search', { Text: text }, token)).filter((hit) => hit.kind === 'call');
    expect((await hits(agent, own.caller_number)).map((hit) => hit.id)).toContain(own.call_id);
    expect(await hits(agent, foreign.caller_number)).toEqual([]);
    const found = await hits(supervisor, foreign.caller_number);
    expect(found.map((hit) => hit.id)).toContain(foreign.call_id);
    expect(found[0]).toMatchObject({ label: foreign.caller_number, route: expect.stringMatching(/^\/playback/) });
    expect(await hits(editor, foreign.caller_number)).toEqual([]);
  });

  it('refuses every playback call without a listen permission', async () => {
    for (const path of ['/playback/calls/list', '/playback/calls/count', '/playback/calls/list_agents', '/playback/calls/list_customers']) {
      const response = await t.call(path, {}, editor);
      expect(response.status).toBe(403);
    }
    expect((await t.call('/playback/calls/load', { LogID: Number(callsA[0].call_id) }, editor)).status).toBe(403);
    expect((await t.call('/playback/calls/list', {})).status).toBe(401);
  });

  it('follows a switch of the active customer', async () => {
    const switched = await t.call('/users/active_customer/save', { CustomerID: tenantB }, supervisor);
    expect(switched.status).toBe(200);
    const [{ n }] = await t.query<{ n: number }>(`SELECT count(*)::int AS n FROM telephony.calls WHERE customer_id = $1 AND recording_key IS NOT NULL`, [
      tenantB,
    ]);
    expect(await count(supervisor)).toBe(n);
    expect((await download(supervisor, callOfB)).status).toBe(200);
    expect((await t.call('/playback/calls/load', { LogID: Number(callsA[0].call_id) }, supervisor)).status).toBe(404);
  });
});
