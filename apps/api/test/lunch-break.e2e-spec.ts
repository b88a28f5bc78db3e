import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { LunchBreakAgent, LunchPlan } from '@backoffice/contracts';
import { clockOf } from '@backoffice/domain';
import { DataSource } from 'typeorm';
import { clock } from '../src/platform/clock/clock.js';
import { seedTelephonyDemo } from '../src/telephony/seed/telephony-demo.seed.js';
import { customerIdByName, dataOf } from './support/core-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const NOW = new Date('2026-03-03T18:00:00Z');
const DAY = '2026-03-03';
const ZONE = 'Europe/Vienna';

describe('lunch break: the day plan, its edits and the agents left out', () => {
  let t: TestApp;
  let supervisor: string;
  let agent: string;
  let editor: string;
  let tenantA: number;
  let tenantB: number;
  let agentsA: { agent_id: number; username: string }[];
  /** Agents without an absence on the day (the generator gives some a day off). */
  let present: { agent_id: number; username: string }[];
  let agentOfB: number;

  const plan = async (token: string, body: Record<string, unknown> = { Date: DAY }) => dataOf<LunchPlan>(await t.call('/lunch_breaks/list', body, token));
  const save = (token: string, entries: Record<string, unknown>[], date: string | undefined = DAY) =>
    t.call('/lunch_breaks/save', { ...(date ? { Date: date } : {}), LunchBreaks: entries }, token);
  const rows = () =>
    t.query<{ agent_id: number; started_at: Date; ended_at: Date | null; source: string }>(
      `SELECT agent_id, started_at, ended_at, source FROM telephony.lunch_breaks WHERE customer_id = $1 AND break_date = $2 ORDER BY agent_id, started_at`,
      [tenantA, DAY],
    );

  beforeAll(async () => {
    // The server's "today" is DAY in the customer's zone however late the run (restored in afterAll).
    clock.runFrom(NOW);
    t = await startTestApp();
    tenantA = await customerIdByName(t, 'Alpine Assist GmbH');
    tenantB = await customerIdByName(t, 'Nordlicht Versicherung AG');
    await seedTelephonyDemo(t.app.get(DataSource), { customerIds: [tenantA, tenantB], days: 2, agents: 8, seed: 3, now: NOW, callCustomers: 2 });
    supervisor = await t.login('supervisor');
    agent = await t.login('agent');
    editor = await t.login('editor');
    agentsA = await t.query(`SELECT agent_id, username FROM telephony.agents WHERE customer_id = $1 ORDER BY lower(username), agent_id`, [tenantA]);
    present = await t.query(
      `SELECT agent_id, username FROM telephony.agents a WHERE customer_id = $1
          AND NOT EXISTS (SELECT 1 FROM telephony.absences b WHERE b.agent_id = a.agent_id AND b.started_at < '2026-03-03T23:00:00Z' AND b.ended_at > '2026-03-02T23:00:00Z')
        ORDER BY lower(username), agent_id`,
      [tenantA],
    );
    [{ agent_id: agentOfB }] = await t.query<{ agent_id: number }>(`SELECT agent_id FROM telephony.agents WHERE customer_id = $1 LIMIT 1`, [tenantB]);
  }, 180_000);

  afterAll(async () => {
    await t?.close();
    clock.reset();
  }, 30_000);

  it("lists every agent of the day sorted by user name, with the first lunch break on the customer's clock", async () => {
    const breaks = await rows();
    expect(breaks.length).toBeGreaterThan(0);
    const day = await plan(agent);
    expect(day.Date).toBe(DAY);
    expect(day.Weekday).toBe(2);
    expect(day.LunchBreaks.map((entry) => entry.AgentID)).toEqual(agentsA.map((a) => a.agent_id));
    for (const entry of day.LunchBreaks) {
      const first = breaks.find((row) => row.agent_id === entry.AgentID);
      expect(entry).toEqual({
        AgentID: entry.AgentID,
        Username: agentsA.find((a) => a.agent_id === entry.AgentID)!.username,
        From: first ? clockOf(first.started_at, ZONE) : null,
        To: first?.ended_at ? clockOf(first.ended_at, ZONE) : null,
      });
    }
    expect(day.LunchBreaks.some((entry) => entry.From !== null)).toBe(true);
  });

  it("takes today in the customer's time zone when no date is given", async () => {
    const today = await plan(agent, {});
    expect(today.Date).toBe(DAY);
    await t.query(`UPDATE core.customers SET time_zone = 'Pacific/Kiritimati' WHERE customer_id = $1`, [tenantA]);
    try {
      // The zone is part of the cached session; a new sign-in reads it. 18:00 UTC is the next morning at UTC+14.
      const farEast = await t.login('agent');
      expect((await plan(farEast, {})).Date).toBe('2026-03-04');
    } finally {
      await t.query(`UPDATE core.customers SET time_zone = $2 WHERE customer_id = $1`, [tenantA, ZONE]);
    }
  });

  it('sets and clears breaks, in the customer zone, leaving other agents alone', async () => {
    expect(present.length).toBeGreaterThanOrEqual(3);
    const [first, second, third] = present;
    const before = await plan(supervisor);
    const response = await save(supervisor, [
      { AgentID: first.agent_id, From: '11:45', To: '12:15' },
      { AgentID: second.agent_id, From: '', To: '' },
      { AgentID: third.agent_id, From: '13:00', To: null },
    ]);
    expect(response.body.message).toBe('Lunch breaks saved successfully');
    expect(response.status).toBe(200);
    const saved = dataOf<LunchPlan>(response);
    const entry = (id: number) => saved.LunchBreaks.find((row) => row.AgentID === id);
    expect(entry(first.agent_id)).toMatchObject({ From: '11:45', To: '12:15' });
    expect(entry(second.agent_id)).toMatchObject({ From: null, To: null });
    expect(entry(third.agent_id)).toMatchObject({ From: '13:00', To: null });
    const others = (p: LunchPlan) => p.LunchBreaks.filter((row) => ![first, second, third].some((a) => a.agent_id === row.AgentID));
    expect(others(saved)).toEqual(others(before));
    expect(await plan(agent)).toEqual(saved);

    const stored = (await rows()).filter((row) => [first.agent_id, second.agent_id, third.agent_id].includes(row.agent_id));
    expect(stored).toEqual(
      [
        { agent_id: first.agent_id, started_at: new Date('2026-03-03T10:45:00Z'), ended_at: new Date('2026-03-03T11:15:00Z'), source: 'manual' },
        { agent_id: third.agent_id, started_at: new Date('2026-03-03T12:00:00Z'), ended_at: null, source: 'manual' },
      ].sort((a, b) => a.agent_id - b.agent_id),
    );
  });

  it('refuses bad times, unknown agents and overlaps with absences, changing nothing', async () => {
    const [first, second] = present;
    const before = await rows();
    const cases: [Record<string, unknown>[], number, RegExp][] = [
      [[{ AgentID: first.agent_id, From: '12.00', To: '12:30' }], 400, /From must be a time HH:mm/],
      [[{ AgentID: first.agent_id, From: '12:00', To: '25:00' }], 400, /To must be a time HH:mm/],
      [[{ AgentID: first.agent_id, From: '12:30', To: '12:00' }], 400, /From must be before To/],
      [[{ AgentID: first.agent_id, From: '', To: '12:00' }], 400, /From is required when To is set/],
      [[{ AgentID: first.agent_id, From: 1200, To: '12:30' }], 400, /From must be a time HH:mm/],
      [[{ AgentID: 999999, From: '12:00', To: '12:30' }], 404, /Unknown agents: 999999/],
      [[{ AgentID: agentOfB, From: '12:00', To: '12:30' }], 404, new RegExp(`Unknown agents: ${agentOfB}`)],
      [
        [
          { AgentID: second.agent_id, From: '12:00', To: '12:30' },
          { AgentID: first.agent_id, From: '13:00', To: '12:00' },
        ],
        400,
        /From must be before To/,
      ],
      [
        [
          { AgentID: first.agent_id, From: '12:00', To: '12:30' },
          { AgentID: first.agent_id, From: '13:00', To: '13:30' },
        ],
        400,
        /listed twice/,
      ],
    ];
    for (const [entries, status, message] of cases) {
      const response = await save(supervisor, entries);
      expect({ entries, status: response.status }).toEqual({ entries, status });
      expect(response.body.message).toMatch(message);
    }
    expect((await t.call('/lunch_breaks/save', { Date: '2026-02-30', LunchBreaks: [] }, supervisor)).status).toBe(400);
    expect((await t.call('/lunch_breaks/list', { Date: '03.03.2026' }, supervisor)).body.message).toBe(
      'Cannot load lunch breaks: Invalid input: Date must be a date YYYY-MM-DD.',
    );

    await t.query(
      `INSERT INTO telephony.absences (customer_id, agent_id, started_at, ended_at, reason) VALUES ($1, $2, '2026-03-03T12:00:00Z', '2026-03-03T13:00:00Z', 'Arzttermin')`,
      [tenantA, second.agent_id],
    );
    const overlap = await save(supervisor, [
      { AgentID: first.agent_id, From: '12:00', To: '12:30' },
      { AgentID: second.agent_id, From: '13:30', To: '14:15' },
    ]);
    expect(overlap.status).toBe(400);
    expect(overlap.body.message).toBe(`Cannot save lunch breaks: ${second.username}: the lunch break overlaps the absence 'Arzttermin' (13:00–14:00).`);
    expect(await rows()).toEqual(before);
    // Touching the absence is fine.
    expect((await save(supervisor, [{ AgentID: second.agent_id, From: '14:00', To: '14:30' }])).status).toBe(200);
  });

  it('lets only lunch_break_edit change the plan and lunch_break see it', async () => {
    expect((await save(agent, [{ AgentID: agentsA[0].agent_id, From: '12:00', To: '12:30' }])).status).toBe(403);
    expect((await t.call('/lunch_breaks/list', { Date: DAY }, editor)).status).toBe(403);
    expect((await t.call('/lunch_breaks/list', { Date: DAY })).status).toBe(401);
  });

  it('leaves excluded agents out of the plan', async () => {
    const offered = dataOf<LunchBreakAgent[]>(await t.call('/lunch_break_excluded_agents/list_agents', {}, supervisor));
    expect(offered.map((a) => a.AgentID)).toEqual(agentsA.map((a) => a.agent_id));
    expect(offered[0]).toEqual({ AgentID: agentsA[0].agent_id, Username: agentsA[0].username, FirstName: expect.any(String), LastName: expect.any(String) });
    expect(dataOf(await t.call('/lunch_break_excluded_agents/list', {}, supervisor))).toEqual({ AgentIDs: [] });

    const left = agentsA[4].agent_id;
    const saved = await t.call('/lunch_break_excluded_agents/save', { AgentIDs: [left, left] }, supervisor);
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Excluded agents saved successfully');
    expect(dataOf(await t.call('/lunch_break_excluded_agents/list', {}, supervisor))).toEqual({ AgentIDs: [left] });
    expect((await plan(agent)).LunchBreaks.map((entry) => entry.AgentID)).not.toContain(left);
    const refused = await save(supervisor, [{ AgentID: left, From: '12:00', To: '12:30' }]);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/left out of the lunch plan/);

    const unknown = await t.call('/lunch_break_excluded_agents/save', { AgentIDs: [left, agentOfB] }, supervisor);
    expect(unknown.status).toBe(404);
    expect(dataOf(await t.call('/lunch_break_excluded_agents/list', {}, supervisor))).toEqual({ AgentIDs: [left] });
    expect((await t.call('/lunch_break_excluded_agents/save', { AgentIDs: ['x'] }, supervisor)).status).toBe(400);
    expect((await t.call('/lunch_break_excluded_agents/save', { AgentIDs: [] }, agent)).status).toBe(403);
    expect((await t.call('/lunch_break_excluded_agents/list_agents', {}, agent)).status).toBe(403);

    expect(dataOf(await t.call('/lunch_break_excluded_agents/save', { AgentIDs: [] }, supervisor))).toEqual({ AgentIDs: [] });
    expect((await plan(agent)).LunchBreaks.map((entry) => entry.AgentID)).toContain(left);
  });

  it("shows another customer's agents only after switching to it", async () => {
    expect((await t.call('/users/active_customer/save', { CustomerID: tenantB }, supervisor)).status).toBe(200);
    const other = await plan(supervisor);
    const agentsB = await t.query<{ agent_id: number }>(`SELECT agent_id FROM telephony.agents WHERE customer_id = $1 ORDER BY lower(username), agent_id`, [
      tenantB,
    ]);
    expect(other.LunchBreaks.map((entry) => entry.AgentID)).toEqual(agentsB.map((a) => a.agent_id));
    expect((await save(supervisor, [{ AgentID: agentsA[0].agent_id, From: '12:00', To: '12:30' }])).status).toBe(404);
  });
});
