import { describe, expect, it } from '@jest/globals';
import { ACTIVITY_TYPES, CALL_RESULT_TYPES } from '@backoffice/contracts';
import { createTelephonyPlan, generateTelephonyBatches, type TelephonyBatch } from './generator.js';
import { isPooledRecordingLength, recordingPoolKeyLength } from '@backoffice/domain';

const options = { seed: 7, firstDay: '2026-03-02', days: 14, agents: 20, callCustomers: 5, agentsPerBatch: 8 };

function collect(): TelephonyBatch[] {
  return [...generateTelephonyBatches(createTelephonyPlan(options))];
}

describe('telephony generator', () => {
  const batches = collect();
  const calls = batches.flatMap((b) => b.calls);
  const periods = batches.flatMap((b) => b.statusPeriods);

  it('is deterministic for a seed', () => {
    const again = collect();
    expect(again.flatMap((b) => b.calls).slice(0, 50)).toEqual(calls.slice(0, 50));
    expect(again.flatMap((b) => b.calls).length).toBe(calls.length);
    const other = [...generateTelephonyBatches(createTelephonyPlan({ ...options, seed: 8 }))].flatMap((b) => b.calls);
    expect(other.length).not.toBe(calls.length);
  });

  it('plans call customers, agents with supervisors, PCs and holidays', () => {
    const plan = createTelephonyPlan({ ...options, firstDay: '2026-04-01', days: 10 });
    expect(plan.callCustomers.map((c) => c.routingExten)).toEqual(['2001', '2002', '2003', '2004', '2005']);
    expect(plan.agents.filter((a) => a.isSupervisor)).toHaveLength(2);
    expect(new Set(plan.agents.map((a) => a.username)).size).toBe(20);
    expect(new Set(plan.agents.map((a) => a.exten)).size).toBe(20);
    expect(plan.pcs.length).toBeGreaterThan(20);
    expect(plan.holidays.map((h) => h.name)).toEqual(['Ostermontag']);
    expect(() => createTelephonyPlan({ ...options, agents: 0 })).toThrow('agents must be a positive integer');
  });

  it('puts every answered call inside a Call period of its agent', () => {
    const callPeriods = new Map<string, { startedAt: number; endedAt: number }[]>();
    for (const p of periods) if (p.activityType === 'Call') callPeriods.set(p.employeeId, [...(callPeriods.get(p.employeeId) ?? []), p]);
    const answered = calls.filter((c) => c.answered);
    expect(answered.length).toBeGreaterThan(3000);
    for (const call of answered) {
      const busyFrom = call.startedAt + call.waitRoutingSeconds * 1000;
      const busyTo = busyFrom + (call.waitAgentSeconds + call.talkSeconds + call.postHandlingSeconds) * 1000;
      const inside = (callPeriods.get(call.employeeId!) ?? []).some((p) => p.startedAt <= busyFrom && busyTo <= p.endedAt);
      expect(inside).toBe(true);
    }
  });

  it('gives lost calls no agent, and answered calls a pooled recording of their talk length', () => {
    const lost = calls.filter((c) => c.lost);
    expect(lost.length).toBeGreaterThan(100);
    expect(lost.length / calls.length).toBeLessThan(0.15);
    for (const call of lost) {
      expect(call.employeeId).toBeNull();
      expect(call.agentExten).toBeNull();
      expect(call.recordingKey).toBeNull();
      expect(call.answered).toBe(false);
    }
    for (const call of calls.filter((c) => c.answered)) {
      expect(isPooledRecordingLength(call.talkSeconds)).toBe(true);
      expect(recordingPoolKeyLength(call.recordingKey!)).toBe(call.talkSeconds);
      expect(CALL_RESULT_TYPES).toContain(call.resultType);
    }
  });

  it('has unique call ids, transfers, and result types from the spec list', () => {
    expect(new Set(calls.map((c) => c.uniqueId)).size).toBe(calls.length);
    const transferred = calls.filter((c) => c.transferred);
    expect(transferred.length / calls.length).toBeGreaterThan(0.02);
    expect(transferred.every((c) => c.resultType === 'weiterverbunden' && c.status === 'transferred')).toBe(true);
  });

  it('keeps each agent’s periods in order without overlap, using only the 13 activity types', () => {
    const byAgent = new Map<string, typeof periods>();
    for (const p of periods) byAgent.set(`${p.employeeId}`, [...(byAgent.get(p.employeeId) ?? []), p]);
    for (const list of byAgent.values()) {
      for (let i = 1; i < list.length; i++) expect(list[i].startedAt).toBeGreaterThanOrEqual(list[i - 1].endedAt);
    }
    for (const p of periods) {
      expect(ACTIVITY_TYPES).toContain(p.activityType);
      expect(p.endedAt).toBeGreaterThan(p.startedAt);
    }
    expect(new Set(periods.map((p) => p.activityType)).size).toBeGreaterThanOrEqual(10);
  });

  it('matches lunch breaks to Mittagspause periods', () => {
    const lunches = batches.flatMap((b) => b.lunchBreaks);
    const lunchPeriods = periods.filter((p) => p.activityType === 'Mittagspause');
    expect(lunches.length).toBe(lunchPeriods.length);
    expect(lunches.map((l) => `${l.employeeId}@${l.startedAt}-${l.endedAt}`).sort()).toEqual(
      lunchPeriods.map((p) => `${p.employeeId}@${p.startedAt}-${p.endedAt}`).sort(),
    );
  });

  it('gives absent agents no work that day, and has mails and extension switches', () => {
    const absences = batches.flatMap((b) => b.absences);
    expect(absences.length).toBeGreaterThan(0);
    for (const absence of absences) {
      const overlapping = periods.filter((p) => p.employeeId === absence.employeeId && p.startedAt < absence.endedAt && p.endedAt > absence.startedAt);
      expect(overlapping).toEqual([]);
    }
    expect(batches.flatMap((b) => b.mailActivities).length).toBeGreaterThan(100);
    const switches = batches.flatMap((b) => b.extensionSwitches);
    expect(switches.length).toBeGreaterThan(0);
    for (const s of switches) {
      const day = periods.filter(
        (p) => p.employeeId === s.employeeId && new Date(p.startedAt).toISOString().slice(0, 10) === new Date(s.switchedAt).toISOString().slice(0, 10),
      );
      expect(day.every((p) => p.exten === s.toExten)).toBe(true);
    }
  });

  it('looks like a call centre: weekday peaks, quiet weekends and nights', () => {
    const perHour = new Array(24).fill(0);
    const perWeekday = new Array(7).fill(0);
    for (const call of calls) {
      const at = new Date(call.startedAt);
      perHour[at.getUTCHours()]++;
      perWeekday[at.getUTCDay()]++;
    }
    expect(perHour[10]).toBeGreaterThan(perHour[7] * 1.5);
    expect(perHour[10]).toBeGreaterThan(perHour[18] * 2);
    expect(perHour[2]).toBe(0);
    expect(perWeekday[1]).toBeGreaterThan(perWeekday[0] * 4);
    expect(perWeekday[1]).toBeGreaterThan(perWeekday[6] * 2);
  });
});
