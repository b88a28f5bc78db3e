import { describe, expect, it } from '@jest/globals';
import { EMPTY_FLOOR, SeededRandom, reduceFloor, stateOf } from '@backoffice/domain';
import { QueueLogCallBuilder, parseQueueLogLine, queueLogLinesOfFloorEvent, startFloorQueueLog } from '@backoffice/domain/server';
import { SimulatedFloor, SimulatedPbxAdapter, simulatedQueueCounts } from './simulated-pbx.adapter.js';

function averageOver(agents: number, isoStart: string, minutes: number) {
  let waiting = 0;
  let connected = 0;
  for (let m = 0; m < minutes; m++) {
    const counts = simulatedQueueCounts(agents, new Date(Date.parse(isoStart) + m * 60_000));
    waiting += counts.waiting;
    connected += counts.connected;
  }
  return { waiting: waiting / minutes, connected: connected / minutes };
}

describe('simulated PBX', () => {
  it('follows the day pattern: busy mid-morning, empty at night, quiet on Sundays', () => {
    const mondayMorning = averageOver(40, '2026-03-02T09:30:00Z', 60);
    const mondayNight = averageOver(40, '2026-03-02T02:00:00Z', 60);
    const sundayMorning = averageOver(40, '2026-03-01T09:30:00Z', 60);
    expect(mondayMorning.connected).toBeGreaterThan(8);
    expect(mondayMorning.connected).toBeLessThanOrEqual(22);
    expect(mondayNight.connected).toBeLessThan(1);
    expect(sundayMorning.connected).toBeLessThan(mondayMorning.connected / 2);
    expect(mondayMorning.waiting).toBeGreaterThan(mondayNight.waiting);
  });

  it('gives every instance the same numbers at the same moment, sized per tenant', async () => {
    const at = new Date('2026-03-02T10:00:02Z');
    const a = new SimulatedPbxAdapter(
      async () => 40,
      () => at,
    );
    const b = new SimulatedPbxAdapter(
      async () => 40,
      () => at,
    );
    expect(await a.readQueueState(1)).toEqual(await b.readQueueState(1));
    expect(
      await new SimulatedPbxAdapter(
        async () => 0,
        () => at,
      ).readQueueState(1),
    ).toMatchObject({ waiting: 0, connected: 0 });
  });
});

describe("the simulator's wallboard floor (the demo)", () => {
  it('moves: callers join and are answered or give up, agents ring, talk and pause, always one consistent floor', () => {
    const members = Array.from({ length: 12 }, (_, i) => `PJSIP/${3001 + i}`);
    const simulated = new SimulatedFloor({ customerId: 1, queues: ['2001', '2002'], members }, new SeededRandom('spec'));
    const start = Date.parse('2026-03-02T09:00:00Z');
    let floor = reduceFloor(EMPTY_FLOOR, simulated.start(start));
    const seen = new Set<string>();
    for (let second = 1; second <= 1800; second++) {
      for (const event of simulated.step(start + second * 1000)) {
        seen.add(event.type === 'member_device' ? `device:${event.device}` : event.type);
        floor = reduceFloor(floor, event);
      }
      expect(new Set(floor.callers.map((c) => c.id)).size).toBe(floor.callers.length);
      expect(floor.callers.every((c) => ['2001', '2002'].includes(c.queue))).toBe(true);
    }
    expect([...seen].sort()).toEqual(['caller_join', 'caller_leave', 'device:available', 'device:ringing', 'device:talking', 'member_pause']);
    expect(floor.members).toHaveLength(12);
    expect(new Set(floor.members.map(stateOf)).size).toBeGreaterThan(1);
  });

  it('is written as a queue_log the importer reads without a problem: every caller who joined is a call, answered or lost as on the floor', () => {
    const members = Array.from({ length: 12 }, (_, i) => `PJSIP/${3001 + i}`);
    const simulated = new SimulatedFloor({ customerId: 1, queues: ['2001', '2002'], members }, new SeededRandom('queue_log'));
    const start = Date.parse('2026-03-02T09:00:00Z');
    let log = startFloorQueueLog(start);
    const lines: string[] = [];
    const joined = new Set<string>();
    let answered = 0;
    const take = (event: Parameters<typeof queueLogLinesOfFloorEvent>[1]) => {
      if (event.type === 'snapshot') for (const caller of event.callers) joined.add(caller.id);
      if (event.type === 'caller_join') joined.add(event.id);
      if (event.type === 'member_device' && event.device === 'talking' && event.caller) answered++;
      const next = queueLogLinesOfFloorEvent(log, event);
      log = next.state;
      lines.push(...next.lines);
    };
    take(simulated.start(start));
    for (let second = 1; second <= 1800; second++) for (const event of simulated.step(start + second * 1000)) take(event);
    const builder = new QueueLogCallBuilder();
    lines.forEach((text, index) => {
      const parsed = parseQueueLogLine(text, index + 1);
      expect(parsed.problem).toBeUndefined();
      builder.add(parsed.entry!);
    });
    const calls = [...builder.drain().calls, ...builder.finish().calls];
    expect(builder.problems).toEqual([]);
    expect(builder.warnings).toEqual([]);
    expect(calls).toHaveLength(joined.size);
    expect(calls.filter((call) => call.answered)).toHaveLength(answered);
    expect(answered).toBeGreaterThan(10);
    expect(calls.some((call) => call.lost)).toBe(true);
  });
});
