import { describe, expect, it } from '@jest/globals';
import type { FloorEvent } from '../../monitor/wallboard.js';
import { queueLogLinesOfFloorEvent, startFloorQueueLog, type FloorQueueLogState } from './floor-queue-log.js';
import { QueueLogCallBuilder } from './queue-log-calls.js';
import { parseQueueLogLine } from './queue-log-lines.js';

const T = 1767261600; // 2026-01-01 10:00:00 UTC
const at = (seconds: number) => (T + seconds) * 1000;
const SEQUENCE = 1767261599001;

/** The lines of a run of events, from a fresh state. */
function linesOf(events: FloorEvent[], state: FloorQueueLogState = startFloorQueueLog(SEQUENCE)): { state: FloorQueueLogState; lines: string[] } {
  const lines: string[] = [];
  for (const event of events) {
    const next = queueLogLinesOfFloorEvent(state, event);
    state = next.state;
    lines.push(...next.lines);
  }
  return { state, lines };
}

/** The calls the importer's builder makes of the lines. */
function callsOf(lines: string[]) {
  const builder = new QueueLogCallBuilder();
  lines.forEach((text, index) => {
    const parsed = parseQueueLogLine(text, index + 1);
    expect(parsed.problem).toBeUndefined();
    if (parsed.entry) builder.add(parsed.entry);
  });
  const { calls } = builder.finish();
  return { calls: [...builder.drain().calls, ...calls], problems: builder.problems, warnings: builder.warnings };
}

const answered: FloorEvent[] = [
  { type: 'caller_join', at: at(0), queue: 'sales', id: 'sim-1-1' },
  { type: 'member_device', at: at(12), queue: 'sales', member: 'PJSIP/3001', device: 'ringing', caller: 'sim-1-1' },
  { type: 'caller_leave', at: at(15), queue: 'sales', id: 'sim-1-1' },
  { type: 'member_device', at: at(15), queue: 'sales', member: 'PJSIP/3001', device: 'talking', caller: 'sim-1-1' },
  { type: 'member_device', at: at(135), queue: 'sales', member: 'PJSIP/3001', device: 'available' },
];
const abandoned: FloorEvent[] = [
  { type: 'caller_join', at: at(20), queue: 'support', id: 'sim-1-2' },
  { type: 'caller_leave', at: at(65), queue: 'support', id: 'sim-1-2' },
];

describe('queueLogLinesOfFloorEvent: the demo floor as Asterisk queue_log lines', () => {
  it('writes ENTERQUEUE, CONNECT (hold and ring) and COMPLETECALLER (hold and talk) for an answered caller', () => {
    expect(linesOf(answered).lines).toEqual([
      `${T}|${T}.${SEQUENCE}|sales|NONE|ENTERQUEUE||+436601599001|1`,
      `${T + 15}|${T}.${SEQUENCE}|sales|PJSIP/3001|CONNECT|15|${T}.${SEQUENCE}.1|3`,
      `${T + 135}|${T}.${SEQUENCE}|sales|PJSIP/3001|COMPLETECALLER|15|120|1`,
    ]);
  });

  it('writes ABANDON with the wait for a caller who leaves while nobody rings, and forgets the caller', () => {
    const { lines, state } = linesOf(abandoned);
    expect(lines[1]).toBe(`${T + 65}|${T + 20}.${SEQUENCE}|support|NONE|ABANDON|1|1|45`);
    expect(state.callers).toEqual({});
    expect(state.calls).toEqual({});
  });

  it('gives every caller its own uniqueid and lets every fourth call end with COMPLETEAGENT', () => {
    const events: FloorEvent[] = [];
    for (let i = 0; i < 8; i++) {
      const id = `c${i}`;
      const member = `PJSIP/30${i}`;
      events.push(
        { type: 'caller_join', at: at(0), queue: 'sales', id },
        { type: 'member_device', at: at(1), queue: 'sales', member, device: 'ringing', caller: id },
        { type: 'caller_leave', at: at(3), queue: 'sales', id },
        { type: 'member_device', at: at(3), queue: 'sales', member, device: 'talking', caller: id },
        { type: 'member_device', at: at(60), queue: 'sales', member, device: 'available' },
      );
    }
    const { lines } = linesOf(events);
    const ids = new Set(lines.map((line) => line.split('|')[1]));
    expect(ids.size).toBe(8);
    expect(lines.filter((line) => line.includes('|COMPLETEAGENT|'))).toHaveLength(2);
  });

  it('enters a snapshot’s new callers at the time they joined, keeps known ones, and writes nothing for what it never saw', () => {
    const first = linesOf([{ type: 'snapshot', at: at(30), callers: [{ id: 'a', queue: 'sales', since: at(10) }], members: [] }]);
    expect(first.lines).toEqual([expect.stringMatching(new RegExp(`^${T + 10}\\|${T + 10}\\.${SEQUENCE}\\|sales\\|NONE\\|ENTERQUEUE\\|`))]);
    const again = linesOf(
      [
        {
          type: 'snapshot',
          at: at(40),
          callers: [
            { id: 'a', queue: 'sales', since: at(10) },
            { id: 'b', queue: 'sales', since: at(35) },
          ],
          members: [],
        },
        // A member the first snapshot showed talking ends a call this state never saw; an unknown caller leaves.
        { type: 'member_device', at: at(45), queue: 'sales', member: 'PJSIP/3001', device: 'available' },
        { type: 'caller_leave', at: at(46), queue: 'sales', id: 'nobody' },
        { type: 'member_device', at: at(47), queue: 'sales', member: 'PJSIP/3002', device: 'talking' },
        { type: 'down', at: at(48) },
      ],
      first.state,
    );
    expect(again.lines).toEqual([expect.stringMatching(new RegExp(`^${T + 35}\\|${T + 35}\\.${SEQUENCE + 1}\\|sales\\|NONE\\|ENTERQUEUE\\|`))]);
  });

  it('is read by the importer’s builder as the floor had it: one answered call with its waits and talk, one lost call', () => {
    const { lines } = linesOf([...answered, ...abandoned]);
    const ordered = [...lines].sort((a, b) => Number(a.split('|')[0]) - Number(b.split('|')[0]));
    const { calls, problems, warnings } = callsOf(ordered);
    expect(problems).toEqual([]);
    expect(warnings).toEqual([]);
    const [first, second] = [...calls].sort((a, b) => a.startedAt - b.startedAt);
    expect(first).toMatchObject({
      queue: 'sales',
      agent: 'PJSIP/3001',
      answered: true,
      lost: false,
      startedAt: at(0),
      talkSeconds: 120,
      status: 'completed_caller',
    });
    expect((first.waitRoutingSeconds ?? 0) + (first.waitAgentSeconds ?? 0)).toBe(15);
    expect(second).toMatchObject({ queue: 'support', answered: false, lost: true, startedAt: at(20), waitRoutingSeconds: 45 });
  });
});
