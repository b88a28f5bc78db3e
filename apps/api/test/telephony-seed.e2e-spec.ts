import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { recordingPoolKeyLength } from '@backoffice/domain';
import { readWavInfo } from '@backoffice/domain/server';
import { buffer } from 'node:stream/consumers';
import { seedTelephonyDemo } from '../src/telephony/seed/telephony-demo.seed.js';
import { seedTelephony } from '../src/telephony/seed/telephony-seeder.js';
import { createTelephonyTestDatabase, type TelephonyTestDatabase } from './telephony-support/telephony-database.js';

describe('telephony generator written to PostgreSQL', () => {
  let db: TelephonyTestDatabase;
  const progress: number[] = [];

  beforeAll(async () => {
    db = await createTelephonyTestDatabase();
    await seedTelephonyDemo(db.dataSource, {
      customerIds: db.customerIds,
      days: 6,
      agents: 12,
      seed: 42,
      storage: db.storage,
      now: new Date('2026-03-06T15:30:00Z'),
      onProgress: (p) => progress.push(p.daysDone),
    });
  }, 120_000);
  afterAll(() => db?.close(), 30_000);

  it('writes every tenant its own agents, call customers and calls, and reports progress', async () => {
    const counts = await db.query<{ customer_id: number; agents: number; customers: number; calls: number }>(
      `SELECT c.customer_id,
              (SELECT count(*)::int FROM telephony.agents a WHERE a.customer_id = c.customer_id) AS agents,
              (SELECT count(*)::int FROM telephony.call_customers k WHERE k.customer_id = c.customer_id) AS customers,
              (SELECT count(*)::int FROM telephony.calls x WHERE x.customer_id = c.customer_id) AS calls
         FROM core.customers c ORDER BY c.customer_id`,
    );
    expect(counts.map((c) => [c.agents, c.customers])).toEqual([
      [12, 5],
      [12, 5],
    ]);
    expect(counts[0].calls).toBeGreaterThan(800);
    expect(counts[1].calls).not.toBe(counts[0].calls);
    expect(progress.slice(0, 6)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('ends the demo at "now"', async () => {
    const [row] = await db.query<{ latest: Date; call_end: Date; period_end: Date; lunch_end: Date }>(
      `SELECT (SELECT max(started_at) FROM telephony.calls) AS latest,
              (SELECT max(started_at + make_interval(secs => wait_routing_seconds + wait_agent_seconds + talk_seconds + post_handling_seconds)) FROM telephony.calls) AS call_end,
              (SELECT max(ended_at) FROM telephony.agent_status_periods) AS period_end,
              (SELECT max(ended_at) FROM telephony.lunch_breaks) AS lunch_end`,
    );
    const now = Date.parse('2026-03-06T15:30:00Z');
    expect(new Date(row.latest).getTime()).toBeLessThanOrEqual(now);
    expect(new Date(row.call_end).getTime()).toBeLessThanOrEqual(now);
    // Agents working at that moment have a period running until then.
    expect(new Date(row.period_end).getTime()).toBe(now);
    expect(new Date(row.lunch_end).getTime()).toBeLessThanOrEqual(now);
  });

  it('has no answered call outside a Call period of its agent, and no lost call with an agent', async () => {
    const [outside] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM telephony.calls c
        WHERE c.answered AND NOT EXISTS (
          SELECT 1 FROM telephony.agent_status_periods p
           WHERE p.customer_id = c.customer_id AND p.agent_id = c.agent_id AND p.activity_type = 'Call'
             AND p.started_at <= c.started_at + make_interval(secs => c.wait_routing_seconds)
             AND p.ended_at >= c.started_at + make_interval(secs => c.wait_routing_seconds + c.wait_agent_seconds + c.talk_seconds + c.post_handling_seconds))`,
    );
    expect(outside.n).toBe(0);
    const [lost] = await db.query<{ lost: number; with_agent: number }>(
      `SELECT count(*)::int AS lost, count(*) FILTER (WHERE agent_id IS NOT NULL OR recording_key IS NOT NULL)::int AS with_agent FROM telephony.calls WHERE lost`,
    );
    expect(lost.lost).toBeGreaterThan(0);
    expect(lost.with_agent).toBe(0);
    const [transferred] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM telephony.calls WHERE transferred`);
    expect(transferred.n).toBeGreaterThan(0);
  });

  it('matches lunch breaks to Mittagspause periods', async () => {
    const [row] = await db.query<{ unmatched: number; lunches: number }>(
      `SELECT count(*)::int AS lunches, count(*) FILTER (WHERE NOT EXISTS (
          SELECT 1 FROM telephony.agent_status_periods p WHERE p.agent_id = l.agent_id AND p.activity_type = 'Mittagspause'
             AND p.started_at = l.started_at AND p.ended_at = l.ended_at))::int AS unmatched
         FROM telephony.lunch_breaks l`,
    );
    expect(row.lunches).toBeGreaterThan(0);
    expect(row.unmatched).toBe(0);
  });

  it('gives answered calls a playable recording as long as the talk', async () => {
    const sample = await db.query<{ talk_seconds: number; recording_key: string }>(
      `SELECT talk_seconds, recording_key FROM telephony.calls WHERE answered ORDER BY call_id LIMIT 5`,
    );
    const [missing] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM telephony.calls WHERE answered AND recording_key IS NULL`);
    expect(missing.n).toBe(0);
    for (const call of sample) {
      expect(recordingPoolKeyLength(call.recording_key)).toBe(call.talk_seconds);
      const info = readWavInfo(new Uint8Array(await buffer(db.storage.read(call.recording_key))));
      expect(info?.durationSeconds).toBe(call.talk_seconds);
      expect(info?.sampleRate).toBe(8000);
    }
  });

  it('links the demo users to a generated agent and supervisor of their tenants', async () => {
    const linked = await db.query<{ customer_id: number; username: string; is_supervisor: boolean; email: string; calls: number }>(
      `SELECT a.customer_id, a.username, a.is_supervisor, a.email,
              (SELECT count(*)::int FROM telephony.calls c WHERE c.agent_id = a.agent_id) AS calls
         FROM telephony.agents a WHERE a.user_id IS NOT NULL ORDER BY a.customer_id, a.username`,
    );
    expect(linked.map((l) => [l.customer_id, l.username, l.is_supervisor, l.email])).toEqual([
      [db.customerIds[0], 'agent', false, 'agent@example.com'],
      [db.customerIds[0], 'supervisor', true, 'supervisor@example.com'],
      [db.customerIds[1], 'supervisor', true, 'supervisor@example.com'],
    ]);
    expect(linked[0].calls).toBeGreaterThan(0);
  });

  it('leaves a seeded tenant alone, and refuses to seed over one without replace', async () => {
    const before = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM telephony.calls`);
    await seedTelephonyDemo(db.dataSource, { customerIds: db.customerIds, days: 2, agents: 3, seed: 1 });
    expect(await db.query(`SELECT count(*)::int AS n FROM telephony.calls`)).toEqual(before);
    await expect(
      seedTelephony(db.dataSource, { customerId: db.customerIds[0], seed: 1, firstDay: '2026-01-05', days: 1, agents: 2, callCustomers: 1 }),
    ).rejects.toThrow('already has telephony data');
    await expect(seedTelephony(db.dataSource, { customerId: 999999, seed: 1, firstDay: '2026-01-05', days: 1, agents: 2, callCustomers: 1 })).rejects.toThrow(
      'Unknown customer (tenant) 999999',
    );
  }, 30_000);
});
