import { describe, expect, it } from '@jest/globals';
import { createTelephonyPlan, generateTelephonyBatches, type TelephonyBatch } from './generator.js';
import { QueueLogCallBuilder, parseQueueLogLine, type QueueLogCall, type QueueLogStatusPeriod } from '@backoffice/domain/server';
import { queueLogLinesOfDay } from './queue-log-writer.js';

describe('generated data written as queue_log and read back', () => {
  const plan = createTelephonyPlan({ seed: 3, firstDay: '2026-03-02', days: 2, agents: 8, callCustomers: 3 });
  const byDay = new Map<string, TelephonyBatch[]>();
  for (const batch of generateTelephonyBatches(plan)) byDay.set(batch.day, [...(byDay.get(batch.day) ?? []), batch]);
  const lines = [...byDay.values()].flatMap((batches) => queueLogLinesOfDay(plan, batches));
  const builder = new QueueLogCallBuilder();
  const calls: QueueLogCall[] = [];
  const periods: QueueLogStatusPeriod[] = [];
  lines.forEach((text, index) => {
    const parsed = parseQueueLogLine(text, index + 1);
    if (parsed.entry) builder.add(parsed.entry);
  });
  const out = builder.finish();
  calls.push(...out.calls);
  periods.push(...out.periods);
  const generated = [...byDay.values()].flat().flatMap((b) => b.calls);

  it('parses without problems', () => {
    expect(builder.problems).toEqual([]);
    expect(builder.warnings).toEqual([]);
  });

  it('gives back every call with the same outcome, waits and talk', () => {
    const member = new Map(plan.agents.map((a) => [a.employeeId, a.pbxMember]));
    const expected = generated
      .map((c) => ({
        uniqueId: c.uniqueId,
        startedAt: c.startedAt,
        waitRoutingSeconds: c.waitRoutingSeconds,
        waitAgentSeconds: c.waitAgentSeconds,
        talkSeconds: c.talkSeconds,
        answered: c.answered,
        lost: c.lost,
        transferred: c.transferred,
        status: c.status,
        agent: c.employeeId ? member.get(c.employeeId) : null,
        queue: c.routingExten,
        callerNumber: c.callerNumber,
      }))
      .sort((a, b) => a.uniqueId.localeCompare(b.uniqueId));
    const actual = calls
      .map(({ line: _line, transferTarget: _target, agentKey: _key, continued: _continued, ...rest }) => rest)
      .sort((a, b) => a.uniqueId.localeCompare(b.uniqueId));
    expect(actual.length).toBe(generated.length);
    expect(actual).toEqual(expected);
  });

  it('starts a status period wherever the generator changed the activity type', () => {
    const starts = new Set(periods.map((p) => `${p.agent}|${p.activityType}|${p.startedAt}`));
    const member = new Map(plan.agents.map((a) => [a.employeeId, a.pbxMember]));
    const generatedPeriods = [...byDay.values()].flat().flatMap((b) => b.statusPeriods);
    expect(generatedPeriods.length).toBeGreaterThan(50);
    // Two Call periods in a row are one state on the PBX (UNPAUSE while available changes nothing).
    const changes = generatedPeriods.filter((p, i) => {
      const previous = generatedPeriods[i - 1];
      return !previous || previous.employeeId !== p.employeeId || previous.activityType !== p.activityType || previous.endedAt !== p.startedAt;
    });
    expect(changes.length).toBeGreaterThan(50);
    for (const p of changes) expect(starts.has(`${member.get(p.employeeId)}|${p.activityType}|${p.startedAt}`)).toBe(true);
  });
});
