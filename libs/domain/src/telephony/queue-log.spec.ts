import { describe, expect, it } from '@jest/globals';
import {
  QueueLogCallBuilder,
  activityTypeForPauseReason,
  parseQueueLogLine,
  parseQueueLogTime,
  type LineProblem,
  type QueueLogCall,
  type QueueLogStatusPeriod,
} from './queue-log.js';

const T = 1767261600; // 2026-01-01 10:00:00 UTC
const at = (seconds: number) => (T + seconds) * 1000;

function build(lines: string[]) {
  const builder = new QueueLogCallBuilder();
  const parseProblems: LineProblem[] = [];
  const calls: QueueLogCall[] = [];
  const periods: QueueLogStatusPeriod[] = [];
  lines.forEach((text, index) => {
    const parsed = parseQueueLogLine(text, index + 1);
    if (parsed.problem) parseProblems.push(parsed.problem);
    if (parsed.entry) builder.add(parsed.entry);
    const drained = builder.drain();
    calls.push(...drained.calls);
    periods.push(...drained.periods);
  });
  const rest = builder.finish();
  calls.push(...rest.calls);
  periods.push(...rest.periods);
  return { calls, periods, problems: [...parseProblems, ...builder.problems], warnings: builder.warnings };
}

const DAY_LOG = [
  `${T}|NONE|NONE|NONE|QUEUESTART|`,
  `${T}|NONE|2001|PJSIP/3001|ADDMEMBER|`,
  `${T}|NONE|2002|PJSIP/3001|ADDMEMBER|`,
  `${T + 5}|NONE|2001|PJSIP/3002|ADDMEMBER|`,
  `${T + 10}|1000.1|2001|NONE|ENTERQUEUE||06641234567|1`,
  `${T + 25}|1000.1|2001|PJSIP/3001|CONNECT|15|1000.2|3`,
  `${T + 30}|1000.3|2001|NONE|ENTERQUEUE||015551234|1`,
  `${T + 40}|1000.3|2001|PJSIP/3002|RINGNOANSWER|8000`,
  `${T + 75}|1000.3|2001|NONE|ABANDON|1|1|45`,
  `${T + 100}|NONE|2001|PJSIP/3002|PAUSE|Mittag`,
  `${T + 120}|1000.4|2002|NONE|ENTERQUEUE||0316777888|1`,
  `${T + 180}|1000.4|2002|NONE|EXITWITHTIMEOUT|1|1|60`,
  `${T + 180}|1000.4|2001|NONE|ENTERQUEUE||0316777888|1`,
  `${T + 205}|1000.1|2001|PJSIP/3001|COMPLETECALLER|15|180|1`,
  `${T + 210}|1000.4|2001|PJSIP/3001|CONNECT|30|1000.5|2`,
  `${T + 220}|NONE|2001|PJSIP/3002|UNPAUSE|`,
  `${T + 230}|1000.6|2001|NONE|ENTERQUEUE||06991112223|1`,
  `${T + 240}|1000.7|2002|NONE|ENTERQUEUE||06645556667|1`,
  `${T + 250}|1000.7|2002|PJSIP/3002|CONNECT|10|1000.8|4`,
  `${T + 260}|NONE|2001|PJSIP/3001|PAUSE|Besprechung`,
  `${T + 270}|1000.4|2001|PJSIP/3001|TRANSFER|4000|from-internal|30|60|1`,
  `${T + 300}|999.9|2001|PJSIP/3001|COMPLETEAGENT|20|100|2`,
  `${T + 310}|NONE|2001|PJSIP/3001|REMOVEMEMBER|`,
  `${T + 320}|NONE|2002|PJSIP/3001|REMOVEMEMBER|`,
  `${T + 330}|NONE|NONE|NONE|CONFIGRELOAD|`,
];

describe('queue_log lines', () => {
  it('reads epoch and date-time timestamps and rejects others', () => {
    expect(parseQueueLogTime('1767261600')).toBe(1767261600000);
    expect(parseQueueLogTime('1767261600.25')).toBe(1767261600250);
    expect(parseQueueLogTime('2026-01-01 10:00:00')).toBe(1767261600000);
    expect(parseQueueLogTime('2026-02-30 10:00:00')).toBeNull();
    expect(parseQueueLogTime('yesterday')).toBeNull();
  });

  it('splits fields and skips blank lines', () => {
    expect(parseQueueLogLine(`${T}|1.2|2001|PJSIP/3001|CONNECT|5|1.3|2\r`, 4).entry).toEqual({
      line: 4,
      time: T * 1000,
      uniqueId: '1.2',
      queue: '2001',
      agent: 'PJSIP/3001',
      event: 'CONNECT',
      data: ['5', '1.3', '2'],
    });
    expect(parseQueueLogLine('   ', 5)).toEqual({});
  });

  it('maps pause reasons to activity types', () => {
    expect(activityTypeForPauseReason('Mittag')).toBe('Mittagspause');
    expect(activityTypeForPauseReason('Schulung')).toBe('Schulung');
    expect(activityTypeForPauseReason('Rückfrage bei IT')).toBe('Rückfrage bei IT');
    expect(activityTypeForPauseReason('Wrapup')).toBe('Nachbearbeitung');
    expect(activityTypeForPauseReason('')).toBe('Kurzpause');
    expect(activityTypeForPauseReason('whatever')).toBe('Kurzpause');
  });
});

describe('queue_log calls and status periods', () => {
  const result = build(DAY_LOG);

  it('accepts the day without problems', () => {
    expect(result.problems).toEqual([]);
    expect(result.warnings).toEqual([]);
  });

  it('builds every call with waits, talk, outcome and agent', () => {
    const byId = Object.fromEntries(result.calls.map((c) => [c.uniqueId, c]));
    expect(result.calls.map((c) => c.uniqueId)).toEqual(['1000.3', '1000.4', '1000.1', '1000.4/2', '999.9', '1000.6', '1000.7']);
    expect(byId['1000.1']).toMatchObject({
      queue: '2001',
      agent: 'PJSIP/3001',
      callerNumber: '06641234567',
      startedAt: at(10),
      waitRoutingSeconds: 12,
      waitAgentSeconds: 3,
      talkSeconds: 180,
      answered: true,
      lost: false,
      transferred: false,
      status: 'completed_caller',
    });
    expect(byId['1000.3']).toMatchObject({
      agent: null,
      startedAt: at(30),
      waitRoutingSeconds: 45,
      talkSeconds: 0,
      answered: false,
      lost: true,
      status: 'abandoned',
    });
    expect(byId['1000.4']).toMatchObject({ queue: '2002', agent: null, startedAt: at(120), waitRoutingSeconds: 60, lost: true, status: 'timeout' });
    expect(byId['1000.4/2']).toMatchObject({
      queue: '2001',
      agent: 'PJSIP/3001',
      startedAt: at(180),
      waitRoutingSeconds: 28,
      waitAgentSeconds: 2,
      talkSeconds: 60,
      answered: true,
      transferred: true,
      transferTarget: '4000@from-internal',
      status: 'transferred',
    });
    // Entered in an earlier file: start rebuilt from the exit event's hold and talk time.
    expect(byId['999.9']).toMatchObject({
      agent: 'PJSIP/3001',
      startedAt: at(180),
      waitRoutingSeconds: 20,
      talkSeconds: 100,
      status: 'completed_agent',
      callerNumber: '',
    });
  });

  it('keeps calls without an exit event as unfinished, measured to the last line', () => {
    const byId = Object.fromEntries(result.calls.map((c) => [c.uniqueId, c]));
    expect(byId['1000.6']).toMatchObject({
      agent: null,
      startedAt: at(230),
      waitRoutingSeconds: 100,
      talkSeconds: 0,
      answered: false,
      lost: false,
      status: 'unfinished',
    });
    expect(byId['1000.7']).toMatchObject({
      agent: 'PJSIP/3002',
      startedAt: at(240),
      waitRoutingSeconds: 6,
      waitAgentSeconds: 4,
      talkSeconds: 80,
      answered: true,
      lost: false,
      status: 'unfinished',
    });
  });

  it('counts like the queue statistics tools: answered on CONNECT, lost on ABANDON/EXIT*', () => {
    expect(result.calls.filter((c) => c.answered)).toHaveLength(4);
    expect(result.calls.filter((c) => c.lost)).toHaveLength(2);
  });

  it('turns member, pause and ring events into status periods', () => {
    const periods = result.periods
      .map((p) => [p.agent, p.activityType, p.reason, (p.startedAt - T * 1000) / 1000, (p.endedAt - T * 1000) / 1000])
      .sort((a, b) => String(a[0]).localeCompare(String(b[0])) || Number(a[3]) - Number(b[3]));
    expect(periods).toEqual([
      ['PJSIP/3001', 'Call', null, 0, 260],
      ['PJSIP/3001', 'Besprechung', 'Besprechung', 260, 320],
      ['PJSIP/3002', 'Call', null, 5, 32],
      ['PJSIP/3002', 'Timeout bei Anruf', null, 32, 40],
      ['PJSIP/3002', 'Call', null, 40, 100],
      ['PJSIP/3002', 'Mittagspause', 'Mittag', 100, 220],
      ['PJSIP/3002', 'Call', null, 220, 330],
    ]);
  });
});

describe('queue_log bad rows', () => {
  it('reports each bad line with its number and reason', () => {
    const result = build([
      `abc|1|2`,
      `notatime|1.1|2001|NONE|ENTERQUEUE||0664|1`,
      `${T}|1.1|2001|NONE|ENTERQUEUE||0664|1`,
      `${T + 1}|1.1|2001|NONE|ENTERQUEUE||0664|1`,
      `${T + 5}|1.1|2001|PJSIP/3001|CONNECT|-5|1.2|1`,
      `${T + 6}|1.1|2001|PJSIP/3001|CONNECT|6|1.2|1`,
      `${T + 50}|1.1|2001|PJSIP/3001|COMPLETECALLER|6|44|1`,
      `${T + 51}|1.1|2001|PJSIP/3001|COMPLETECALLER|6|45|1`,
      `${T + 52}|NONE|2001|NONE|ENTERQUEUE||0664|1`,
      `${T + 53}|2.1|2001|NONE|ABANDON|1|1|many`,
      `${T + 54}|NONE|2001|PJSIP/3001|FROBNICATE|x`,
    ]);
    expect(result.problems).toEqual([
      { line: 1, reason: 'expected at least 5 fields (timestamp|uniqueid|queue|agent|event), got 3' },
      { line: 2, reason: "bad timestamp 'notatime' (epoch seconds or YYYY-MM-DD HH:MM:SS)" },
      { line: 9, reason: 'ENTERQUEUE needs a uniqueid' },
      { line: 4, reason: 'duplicate ENTERQUEUE for uniqueid 1.1 in queue 2001 (still waiting since line 3)' },
      { line: 5, reason: 'CONNECT data1 (holdtime) is negative: -5' },
      { line: 8, reason: 'COMPLETECALLER for uniqueid 1.1 in queue 2001 after the call ended (line 3)' },
      { line: 10, reason: "ABANDON data3 (waittime) must be whole seconds, got 'many'" },
    ]);
    expect(result.warnings).toEqual([{ line: 11, reason: 'unknown event FROBNICATE skipped' }]);
  });
});
