import { describe, expect, it } from '@jest/globals';
import { QueueLogCallBuilder, type QueueLogBuilderState, type QueueLogCall, type QueueLogStatusPeriod } from './queue-log-calls.js';
import { parseQueueLogLine, type LineProblem } from './queue-log-lines.js';
import { lineTextNotices, TextLineSplitter } from './text-lines.js';

const T = 1767261600; // 2026-01-01 10:00:00 UTC
const at = (seconds: number) => (T + seconds) * 1000;

/** Reads a queue_log text as the importer does: split into lines (NUL runs cut), parse, build. */
function build(lines: string[] | string) {
  const text = typeof lines === 'string' ? lines : lines.join('\n') + '\n';
  const splitter = new TextLineSplitter();
  const builder = new QueueLogCallBuilder();
  const lineProblems: LineProblem[] = [];
  const lineWarnings: LineProblem[] = [];
  const calls: QueueLogCall[] = [];
  const periods: QueueLogStatusPeriod[] = [];
  for (const line of [...splitter.push(text), ...splitter.end()]) {
    const notices = lineTextNotices(line);
    if (notices.warning) lineWarnings.push(notices.warning);
    if (notices.problem) {
      lineProblems.push(notices.problem);
      continue;
    }
    const parsed = parseQueueLogLine(line.text, line.number);
    if (parsed.problem) lineProblems.push(parsed.problem);
    if (parsed.entry) builder.add(parsed.entry);
    const drained = builder.drain();
    calls.push(...drained.calls);
    periods.push(...drained.periods);
  }
  const rest = builder.finish();
  calls.push(...rest.calls);
  periods.push(...rest.periods);
  const byId = Object.fromEntries(calls.map((c) => [c.uniqueId, c]));
  return { calls, byId, periods, problems: [...lineProblems, ...builder.problems], warnings: [...lineWarnings, ...builder.warnings] };
}

/** Periods as [member key, type, from, to] in seconds after T, sorted. */
const periodRows = (periods: QueueLogStatusPeriod[]) =>
  periods
    .map((p) => [p.agentKey, p.activityType, (p.startedAt - T * 1000) / 1000, (p.endedAt - T * 1000) / 1000])
    .sort((a, b) => String(a[0]).localeCompare(String(b[0])) || Number(a[2]) - Number(b[2]));

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
  `${T + 100}|999.9|2001|PJSIP/3003|COMPLETEAGENT|20|100|2`,
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
  `${T + 310}|NONE|2001|PJSIP/3001|REMOVEMEMBER|`,
  `${T + 320}|NONE|2002|PJSIP/3001|REMOVEMEMBER|`,
  `${T + 330}|NONE|NONE|NONE|CONFIGRELOAD|`,
];

describe('queue_log calls and status periods', () => {
  const result = build(DAY_LOG);

  it('accepts the day without problems', () => {
    expect(result.problems).toEqual([]);
    expect(result.warnings).toEqual([]);
  });

  it('builds every call with waits, talk, outcome and agent', () => {
    const { byId } = result;
    expect(result.calls.map((c) => c.uniqueId)).toEqual(['1000.3', '999.9', '1000.4', '1000.1', '1000.4/2', '1000.6', '1000.7']);
    expect(byId['1000.1']).toMatchObject({
      queue: '2001',
      agent: 'PJSIP/3001',
      agentKey: 'exten:3001',
      callerNumber: '06641234567',
      startedAt: at(10),
      waitRoutingSeconds: 12,
      waitAgentSeconds: 3,
      talkSeconds: 180,
      answered: true,
      lost: false,
      transferred: false,
      status: 'completed_caller',
      continued: false,
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
    // Entered before the file's first line: start rebuilt from the exit event's hold and talk time.
    expect(byId['999.9']).toMatchObject({
      agent: 'PJSIP/3003',
      startedAt: at(-20),
      waitRoutingSeconds: 20,
      talkSeconds: 100,
      status: 'completed_agent',
      callerNumber: '',
      continued: true,
    });
  });

  it('keeps calls without an exit event as unfinished with what is known, inventing nothing', () => {
    expect(result.byId['1000.6']).toMatchObject({
      agent: null,
      startedAt: at(230),
      waitRoutingSeconds: null,
      waitAgentSeconds: null,
      talkSeconds: null,
      answered: false,
      lost: false,
      status: 'unfinished',
    });
    expect(result.byId['1000.7']).toMatchObject({
      agent: 'PJSIP/3002',
      startedAt: at(240),
      waitRoutingSeconds: 6,
      waitAgentSeconds: 4,
      talkSeconds: null,
      answered: true,
      lost: false,
      status: 'unfinished',
    });
  });

  it('completes them from the next file, as continuations of their earlier stays', () => {
    const next = build([`${T + 400}|1000.7|2002|PJSIP/3002|COMPLETEAGENT|10|150|1`, `${T + 401}|1000.6|2001|NONE|ABANDON|1|1|171`]);
    expect(next.problems).toEqual([]);
    expect(next.byId['1000.7']).toMatchObject({ talkSeconds: 150, status: 'completed_agent', continued: true, startedAt: at(240) });
    expect(next.byId['1000.6']).toMatchObject({ lost: true, waitRoutingSeconds: 171, status: 'abandoned', continued: true, startedAt: at(230) });
  });

  it('counts like the queue statistics tools: answered on CONNECT, lost on ABANDON/EXIT*', () => {
    expect(result.calls.filter((c) => c.answered)).toHaveLength(4);
    expect(result.calls.filter((c) => c.lost)).toHaveLength(2);
  });

  it('turns member, pause and ring events into status periods', () => {
    expect(periodRows(result.periods)).toEqual([
      ['exten:3001', 'Call', 0, 260],
      ['exten:3001', 'Besprechung', 260, 320],
      ['exten:3002', 'Call', 5, 32],
      ['exten:3002', 'Timeout bei Anruf', 32, 40],
      ['exten:3002', 'Call', 40, 100],
      ['exten:3002', 'Mittagspause', 100, 220],
      ['exten:3002', 'Call', 220, 330],
    ]);
    expect(result.periods.find((p) => p.activityType === 'Mittagspause')).toMatchObject({ agent: 'PJSIP/3002', reason: 'Mittag' });
  });
});

/**
 * The sample of asterisk/asterisk#759 (phone numbers replaced): agent 7009 answers a caller in
 * queue 1501, calls queue 1509 (the consultation call, caller id 7009), where 7051 answers, and
 * completes the attended transfer. Asterisk logs the ATTENDEDTRANSFER of 1501 under the
 * consultation call's uniqueid, and 1509's CONNECT and COMPLETEAGENT under the first caller's.
 */
const ISSUE_759 = [
  '1717397259|1717397243.239826|1501|NONE|DID|4950000000',
  '1717397259|1717397243.239826|1501|NONE|ENTERQUEUE||9030000000|1',
  '1717397271|1717397243.239826|1501|PJSIP/7009|CONNECT|12|1717397259.239827|11',
  '1717397390|1717397390.239830|1509|NONE|DID|',
  '1717397390|1717397390.239830|1509|NONE|ENTERQUEUE||7009|1',
  '1717397391|1717397390.239830|1501|PJSIP/7009|ATTENDEDTRANSFER|APP|Queue|12|120|1',
  '1717397397|1717397243.239826|1509|PJSIP/7051|CONNECT|7|1717397390.239831|6',
  '1717397570|1717397243.239826|1509|PJSIP/7051|COMPLETEAGENT|7|173|1',
];

describe('queue_log shapes of real files', () => {
  it('skips NUL runs in front of lines (unclean shutdown) with a warning and reads the rest of the line', () => {
    const result = build(
      `${T}|7000.1|2001|NONE|ENTERQUEUE||0664|1\n\x00\x00\x00\x00\x00\x00\x00\x00${T + 5}|7000.1|2001|NONE|ABANDON|1|1|5\n` +
        `\x00\x00\x00\x00\n${T + 6}|NONE|2001|PJSIP/3001|ADDMEMBER|\n`,
    );
    expect(result.problems).toEqual([]);
    expect(result.warnings).toEqual([
      { line: 2, reason: '8 NUL byte(s) in front of the line skipped (left by an unclean PBX shutdown)' },
      { line: 3, reason: '4 NUL byte(s) in front of the line skipped (left by an unclean PBX shutdown)' },
    ]);
    expect(result.byId['7000.1']).toMatchObject({ status: 'abandoned', waitRoutingSeconds: 5 });
  });

  it('refuses a line with NUL bytes inside its text, naming it', () => {
    const result = build(`${T}|7000.1|2001|NONE|ENTER\x00QUEUE||0664|1\n`);
    expect(result.problems).toEqual([{ line: 1, reason: 'the line holds NUL bytes inside its text (binary data)' }]);
  });

  it('imports status periods from a file with member events only', () => {
    const result = build([
      `${T}|NONE|support|Local/3001@from-queue/n|ADDMEMBER|`,
      `${T + 600}|NONE|support|Local/3001@from-queue/n|PAUSE|Mittag`,
      `${T + 2400}|NONE|support|Local/3001@from-queue/n|UNPAUSE|`,
      `${T + 3600}|NONE|support|Local/3001@from-queue/n|REMOVEMEMBER|`,
    ]);
    expect(result.problems).toEqual([]);
    expect(result.calls).toEqual([]);
    expect(periodRows(result.periods)).toEqual([
      ['exten:3001', 'Call', 0, 600],
      ['exten:3001', 'Mittagspause', 600, 2400],
      ['exten:3001', 'Call', 2400, 3600],
    ]);
  });

  it('takes one interface under several member names, and ADDMEMBER with UNPAUSEALL in one second, as one agent without zero-length periods', () => {
    const result = build([
      `${T}|NONE|2001|Anna Gruber|ADDMEMBER|`,
      `${T}|NONE|NONE|anna gruber|UNPAUSEALL|`,
      `${T}|NONE|2002|ANNA  GRUBER|ADDMEMBER|`,
      `${T + 60}|NONE|NONE|Anna Gruber|PAUSEALL|Mittag`,
      `${T + 100}|NONE|NONE|anna gruber|UNPAUSEALL|`,
      `${T + 200}|NONE|2001|PJSIP/3001|ADDMEMBER|`,
      `${T + 200}|NONE|NONE|pjsip/3001|UNPAUSEALL|`,
      `${T + 300}|NONE|2001|SIP/3001|PAUSE|`,
      `${T + 300}|NONE|2001|Local/3001@from-queue/n|UNPAUSE|`,
      `${T + 400}|NONE|2001|PJSIP/3001|REMOVEMEMBER|`,
      `${T + 500}|NONE|2001|Anna Gruber|REMOVEMEMBER|`,
      `${T + 500}|NONE|2002|anna gruber|REMOVEMEMBER|`,
    ]);
    expect(result.problems).toEqual([]);
    expect(periodRows(result.periods)).toEqual([
      ['exten:3001', 'Call', 200, 400],
      ['name:anna gruber', 'Call', 0, 60],
      ['name:anna gruber', 'Mittagspause', 60, 100],
      ['name:anna gruber', 'Call', 100, 500],
    ]);
    expect(result.periods.every((p) => p.endedAt > p.startedAt)).toBe(true);
    expect(new Set(result.periods.filter((p) => p.agentKey.startsWith('name:')).map((p) => p.agent))).toEqual(new Set(['Anna Gruber']));
  });

  it('reads the hold and talk time of each attended transfer shape', () => {
    const result = build([
      `${T}|8000.1|2001|NONE|ENTERQUEUE||0664|1`,
      `${T + 10}|8000.1|2001|PJSIP/3001|CONNECT|10|8000.2|2`,
      `${T + 70}|8000.1|2001|PJSIP/3001|ATTENDEDTRANSFER|LINK|PJSIP/3001-00000011|PJSIP/3005-00000012|10|60|1`,
      `${T + 80}|8000.3|2001|NONE|ENTERQUEUE||0665|1`,
      `${T + 90}|8000.3|2001|PJSIP/3002|CONNECT|10|8000.4|2`,
      `${T + 120}|8000.3|2001|PJSIP/3002|ATTENDEDTRANSFER|BRIDGE|a1b2c3d4-bridge|10|30|1`,
      `${T + 130}|8000.5|2001|NONE|ENTERQUEUE||0666|1`,
      `${T + 135}|8000.5|2001|PJSIP/3003|CONNECT|5|8000.6|1`,
      `${T + 175}|8000.5|2001|PJSIP/3003|ATTENDEDTRANSFER|APP|Voicemail|5|40|1`,
    ]);
    expect(result.problems).toEqual([]);
    expect(result.calls.map((c) => [c.uniqueId, c.status, c.waitRoutingSeconds! + c.waitAgentSeconds!, c.talkSeconds, c.transferTarget])).toEqual([
      ['8000.1', 'transferred', 10, 60, 'PJSIP/3005-00000012'],
      ['8000.3', 'transferred', 10, 30, 'bridge a1b2c3d4-bridge'],
      ['8000.5', 'transferred', 5, 40, 'app Voicemail'],
    ]);
  });

  it("gives a transfer logged under the agent's consultation channel to the call the agent is talking to", () => {
    const result = build([
      `${T}|NONE|2001|PJSIP/3001|ADDMEMBER|`,
      `${T + 10}|2000.1|2001|NONE|ENTERQUEUE||0664111|1`,
      `${T + 20}|2000.1|2001|PJSIP/3001|CONNECT|10|2000.2|2`,
      `${T + 80}|2000.9|2001|PJSIP/3001|ATTENDEDTRANSFER|BRIDGE|br-1|10|60|1`,
      `${T + 90}|2000.9|2001|PJSIP/3001|COMPLETEAGENT|10|70|1`,
    ]);
    expect(result.problems).toEqual([]);
    expect(result.calls.map((c) => [c.uniqueId, c.status, c.talkSeconds, c.agent])).toEqual([['2000.1', 'transferred', 60, 'PJSIP/3001']]);
    expect(result.warnings).toEqual([
      {
        line: 5,
        reason:
          "COMPLETEAGENT of uniqueid 2000.9, which entered no queue in this file, for a call that began after the file's first line: a leg of another call (transfer or consultation), not counted as a call",
      },
    ]);
  });

  it('keeps CONNECT and COMPLETE lines of a queue the caller never entered with the existing call', () => {
    const result = build([
      `${T}|3000.1|2001|NONE|ENTERQUEUE||0664222|1`,
      `${T + 10}|3000.1|2001|PJSIP/3002|CONNECT|10|3000.2|3`,
      `${T + 50}|3000.1|2001|PJSIP/3002|BLINDTRANSFER|2002|from-queue|10|40|1`,
      `${T + 60}|3000.1|2002|PJSIP/3003|CONNECT|50|3000.3|5`,
      `${T + 160}|3000.1|2002|PJSIP/3003|COMPLETECALLER|50|100|1`,
      `${T + 200}|4000.1|2001|NONE|ENTERQUEUE||0664333|1`,
      `${T + 220}|4000.1|2002|PJSIP/3003|CONNECT|20|4000.2|4`,
      `${T + 300}|4000.1|2002|PJSIP/3003|COMPLETEAGENT|20|80|1`,
    ]);
    expect(result.problems).toEqual([]);
    expect(result.calls.map((c) => [c.uniqueId, c.queue, c.status, c.agent, c.talkSeconds])).toEqual([
      ['3000.1', '2001', 'transferred', 'PJSIP/3002', 40],
      ['4000.1', '2001', 'completed_agent', 'PJSIP/3003', 80],
    ]);
    expect(result.warnings.map((w) => w.line)).toEqual([4, 5]);
    expect(result.warnings[0].reason).toBe('CONNECT of uniqueid 3000.1 in queue 2002 after its call ended (line 1): part of that call, not counted again');
  });

  it("never makes the consultation leg's own CONNECT and COMPLETE in another queue a second call", () => {
    const result = build([
      `${T}|5000.1|2001|NONE|ENTERQUEUE||0664444|1`,
      `${T + 10}|5000.1|2001|PJSIP/3001|CONNECT|10|5000.2|2`,
      `${T + 40}|5000.7|2002|PJSIP/3003|CONNECT|5|5000.8|5`,
      `${T + 60}|5000.1|2001|PJSIP/3001|ATTENDEDTRANSFER|LINK|PJSIP/3001-0000a|PJSIP/3003-0000b|10|50|1`,
      `${T + 200}|5000.7|2002|PJSIP/3003|COMPLETECALLER|5|160|1`,
    ]);
    expect(result.problems).toEqual([]);
    expect(result.calls.map((c) => [c.uniqueId, c.status, c.talkSeconds])).toEqual([['5000.1', 'transferred', 50]]);
    expect(result.warnings.map((w) => w.line)).toEqual([3, 5]);
  });

  it('gives each queue stay of an attended transfer logged crosswise (asterisk#759) its own agent, wait and talk', () => {
    const result = build(ISSUE_759);
    expect(result.problems).toEqual([]);
    expect(result.warnings).toEqual([]);
    const row = (c: QueueLogCall) => [
      c.uniqueId,
      c.queue,
      c.callerNumber,
      c.agent,
      c.startedAt / 1000,
      c.waitRoutingSeconds,
      c.waitAgentSeconds,
      c.talkSeconds,
      c.status,
      c.transferTarget,
    ];
    expect(result.calls.map(row)).toEqual([
      // Answered by 7009 after its 12 s hold (11 s ringing), transferred after its 120 s call.
      ['1717397243.239826', '1501', '9030000000', 'PJSIP/7009', 1717397259, 1, 11, 120, 'transferred', 'app Queue'],
      // The consultation call: answered by 7051 after its own 7 s hold (6 s ringing), 173 s talk.
      ['1717397390.239830', '1509', '7009', 'PJSIP/7051', 1717397390, 1, 6, 173, 'completed_agent', null],
    ]);
  });

  it('reads a crosswise event as logged when its figures describe no stay of the queue it names', () => {
    // The COMPLETEAGENT's call time does not fit the stay 7051 is talking to in 1509.
    const result = build([...ISSUE_759.slice(0, -1), '1717397570|1717397243.239826|1509|PJSIP/7051|COMPLETEAGENT|7|150|1']);
    expect(result.problems).toEqual([]);
    expect(result.calls.map((c) => [c.uniqueId, c.agent, c.status, c.talkSeconds])).toEqual([
      ['1717397243.239826', 'PJSIP/7009', 'transferred', 120],
      ['1717397390.239830', 'PJSIP/7051', 'unfinished', null],
    ]);
    expect(result.warnings).toEqual([
      {
        line: 8,
        reason: 'COMPLETEAGENT of uniqueid 1717397243.239826 in queue 1509 after its call ended (line 2): part of that call, not counted again',
      },
    ]);
  });

  it('keeps a CONNECT in another queue with its own call when two callers there fit it', () => {
    const result = build([
      `${T}|6000.1|2001|NONE|ENTERQUEUE||0664|1`,
      `${T + 10}|6000.1|2001|PJSIP/3001|CONNECT|10|6000.2|2`,
      `${T + 20}|6000.3|2002|NONE|ENTERQUEUE||3001|1`,
      `${T + 20}|6000.4|2002|NONE|ENTERQUEUE||0665|1`,
      `${T + 25}|6000.1|2002|PJSIP/3005|CONNECT|5|6000.5|3`,
    ]);
    expect(result.warnings).toEqual([{ line: 5, reason: 'second CONNECT of uniqueid 6000.1 (connected at line 1 or later): the call keeps its first agent' }]);
    expect(result.calls.map((c) => [c.uniqueId, c.agent, c.status])).toEqual([
      ['6000.1', 'PJSIP/3001', 'unfinished'],
      ['6000.3', null, 'unfinished'],
      ['6000.4', null, 'unfinished'],
    ]);
  });

  it('keeps a stay without exit event unfinished when the same channel enters a queue again', () => {
    const result = build([
      `${T}|9000.1|2001|NONE|ENTERQUEUE||0664|1`,
      `${T + 30}|9000.1|2001|NONE|ENTERQUEUE||0664|1`,
      `${T + 50}|9000.1|2001|NONE|ABANDON|1|1|20`,
    ]);
    expect(result.problems).toEqual([]);
    expect(result.calls.map((c) => [c.uniqueId, c.status, c.talkSeconds, c.waitRoutingSeconds])).toEqual([
      ['9000.1', 'unfinished', null, null],
      ['9000.1/2', 'abandoned', 0, 20],
    ]);
    expect(result.warnings).toEqual([
      {
        line: 2,
        reason: 'ENTERQUEUE of uniqueid 9000.1 in queue 2001 while its stay in queue 2001 (line 1) has no exit event: that stay is kept unfinished',
      },
    ]);
  });
});

describe('queue_log bad rows', () => {
  it('reports each bad line with its number and reason', () => {
    const result = build([
      `abc|1|2`,
      `notatime|1.1|2001|NONE|ENTERQUEUE||0664|1`,
      `${T}|1.1|2001|NONE|ENTERQUEUE||0664|1`,
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
      { line: 8, reason: 'ENTERQUEUE needs a uniqueid' },
      { line: 4, reason: 'CONNECT data1 (holdtime) is negative: -5' },
      { line: 9, reason: "ABANDON data3 (waittime) must be whole seconds, got 'many'" },
    ]);
    expect(result.warnings).toEqual([
      { line: 7, reason: 'COMPLETECALLER of uniqueid 1.1 in queue 2001 after its call ended (line 3): part of that call, not counted again' },
      { line: 10, reason: 'unknown event FROBNICATE skipped' },
    ]);
  });
});

describe('queue_log read in parts (continuous ingestion)', () => {
  /** Reads the lines in parts, storing the builder's memory as JSON between them and handing out what is pending after each. */
  function buildInParts(lines: string[], cut: number) {
    let state = new QueueLogCallBuilder().exportState();
    const calls = new Map<string, QueueLogCall>();
    const periods = new Map<string, QueueLogStatusPeriod>();
    const keep = (out: { calls: QueueLogCall[]; periods: QueueLogStatusPeriod[] }) => {
      for (const call of out.calls) calls.set(call.uniqueId, call);
      // A period read on grows later (the database keeps the longer one of the same start).
      for (const period of out.periods) periods.set(`${period.agentKey}@${period.startedAt}`, period);
    };
    for (const [from, to] of [
      [0, cut],
      [cut, lines.length],
    ]) {
      const builder = QueueLogCallBuilder.restore(JSON.parse(JSON.stringify(state)) as QueueLogBuilderState);
      for (let index = from; index < to; index++) {
        const parsed = parseQueueLogLine(lines[index], index + 1);
        if (parsed.entry) builder.add(parsed.entry);
      }
      keep(builder.drain());
      keep(builder.pending());
      state = builder.exportState();
    }
    return { calls: [...calls.values()].sort((a, b) => a.line - b.line), periods: [...periods.values()] };
  }

  it.each([
    ['the day', DAY_LOG],
    ['the crosswise attended transfer (asterisk#759)', ISSUE_759],
  ])('gives %s cut after any line the calls and periods of one reading', (_name, lines) => {
    const once = build(lines);
    for (let cut = 1; cut < lines.length; cut++) {
      const parts = buildInParts(lines, cut);
      expect(parts.calls).toEqual([...once.calls].sort((a, b) => a.line - b.line));
      expect(periodRows(parts.periods)).toEqual(periodRows(once.periods));
    }
  });
});
