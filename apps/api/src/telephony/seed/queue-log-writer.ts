/**
 * Writes generated telephony as Asterisk queue_log lines: the benchmark's import input, and a
 * round-trip check of the parser (generate, write, import, compare). One day at a time, sorted
 * by time as Asterisk appends them.
 *
 * Calls: ENTERQUEUE at the start; answered calls CONNECT (holdtime = wait at routing + at the
 * agent, ringtime = wait at the agent) and end with COMPLETECALLER / COMPLETEAGENT / TRANSFER
 * (calltime = talk); lost calls end with ABANDON / EXITWITHTIMEOUT / EXITEMPTY (waittime).
 * Status periods: the first of an agent's day is ADDMEMBER, then UNPAUSE for Call and PAUSE with
 * the activity type as reason for the others, and REMOVEMEMBER at the end of the day's last one.
 */
import type { GeneratedAgent, GeneratedCall, GeneratedStatusPeriod, TelephonyBatch, TelephonyPlan } from './generator.js';

interface TimedLine {
  time: number;
  order: number;
  text: string;
}

export function queueLogLinesOfDay(plan: TelephonyPlan, batches: TelephonyBatch[]): string[] {
  const agents = new Map(plan.agents.map((a) => [a.employeeId, a]));
  const queueNames = new Map(plan.callCustomers.map((c) => [c.key, c.queueName]));
  const queueNameOf = (key: string) => queueNames.get(key) ?? key;
  const lines: TimedLine[] = [];
  let order = 0;
  const add = (time: number, text: string) => lines.push({ time, order: order++, text: `${Math.round(time / 1000)}|${text}` });
  const periodsByAgent = new Map<string, GeneratedStatusPeriod[]>();
  for (const batch of batches)
    for (const period of batch.statusPeriods) periodsByAgent.set(period.employeeId, [...(periodsByAgent.get(period.employeeId) ?? []), period]);
  for (const [employeeId, periods] of periodsByAgent) {
    const member = agents.get(employeeId)!.pbxMember;
    periods.sort((a, b) => a.startedAt - b.startedAt);
    const queue = agents.get(employeeId)!.callCustomerKeys[0];
    periods.forEach((period, index) => {
      if (index === 0) add(period.startedAt, `NONE|${queueNameOf(queue)}|${member}|ADDMEMBER|`);
      if (period.activityType === 'Call') {
        if (index > 0) add(period.startedAt, `NONE|${queueNameOf(queue)}|${member}|UNPAUSE|`);
      } else {
        add(period.startedAt, `NONE|${queueNameOf(queue)}|${member}|PAUSE|${period.activityType}`);
      }
    });
    add(periods[periods.length - 1].endedAt, `NONE|${queueNameOf(queue)}|${member}|REMOVEMEMBER|`);
  }
  for (const batch of batches) for (const call of batch.calls) writeCall(call, agents, add);
  lines.sort((a, b) => a.time - b.time || a.order - b.order);
  return lines.map((line) => line.text);
}

function writeCall(call: GeneratedCall, agents: Map<string, GeneratedAgent>, add: (time: number, text: string) => void): void {
  const queue = call.routingExten;
  const id = call.uniqueId;
  add(call.startedAt, `${id}|${queue}|NONE|ENTERQUEUE||${call.callerNumber}|1`);
  if (call.answered) {
    const member = agents.get(call.employeeId!)!.pbxMember;
    const hold = call.waitRoutingSeconds + call.waitAgentSeconds;
    const connectedAt = call.startedAt + hold * 1000;
    add(connectedAt, `${id}|${queue}|${member}|CONNECT|${hold}|${id}.1|${call.waitAgentSeconds}`);
    const endedAt = connectedAt + call.talkSeconds * 1000;
    if (call.transferred) add(endedAt, `${id}|${queue}|${member}|TRANSFER|4000|from-internal|${hold}|${call.talkSeconds}|1`);
    else add(endedAt, `${id}|${queue}|${member}|${call.status === 'completed_agent' ? 'COMPLETEAGENT' : 'COMPLETECALLER'}|${hold}|${call.talkSeconds}|1`);
  } else {
    const event = call.status === 'timeout' ? 'EXITWITHTIMEOUT' : call.status === 'exit_empty' ? 'EXITEMPTY' : 'ABANDON';
    add(call.startedAt + call.waitRoutingSeconds * 1000, `${id}|${queue}|NONE|${event}|1|1|${call.waitRoutingSeconds}`);
  }
}
