import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ImportQueued, ImportRunDetail } from '@backoffice/contracts';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * A morning of a FreePBX call centre as its PBX wrote it, with the defects real files have:
 * member names in differing case, Local/ and PJSIP/ names of one phone, ADDMEMBER and
 * UNPAUSEALL in one second, a requeue, a blind transfer into a queue the caller never entered,
 * an attended transfer logged under the agent's consultation channel, the consultation leg's own
 * CONNECT and COMPLETE in another queue, an unclean shutdown (a run of NUL bytes, new uniqueids
 * after the restart), calls still going when the file ends, queues and agents no directory knows.
 * Uploaded through the API as the admin does, imported by the job, then compared with an
 * independent reading of the same text.
 */
const B = 1772434800; // 2026-03-02 07:00:00 UTC, 08:00 in Vienna
const id = (at: number, sequence: number) => `${B + at}.${sequence}`;
const u1 = id(60, 11);
const u2 = id(120, 21);
const u3 = id(180, 31);
const u4 = id(400, 41);
const u5 = id(500, 45); // Ben's consultation channel
const u6 = id(600, 51);
const u7 = id(646, 55); // the consultation leg into queue 401
const u8 = id(820, 61);
const u9 = id(840, 65);
const u10 = id(900, 71);
const r1 = id(1555, 1); // after the restart
const r2 = id(1895, 3);
const r3 = id(1945, 5);

const EVENTS: [number, string][] = [
  [0, 'NONE|NONE|NONE|QUEUESTART|'],
  [0, 'NONE|400|Anna Gruber|ADDMEMBER|'],
  [0, 'NONE|NONE|anna gruber|UNPAUSEALL|'],
  [2, 'NONE|400|Local/202@from-queue/n|ADDMEMBER|'],
  [2, 'NONE|401|Local/202@from-queue/n|ADDMEMBER|'],
  [2, 'NONE|NONE|PJSIP/202|UNPAUSEALL|'],
  [5, 'NONE|401|PJSIP/203|ADDMEMBER|'],
  [60, `${u1}|400|NONE|DID|0800123400`],
  [60, `${u1}|400|NONE|ENTERQUEUE||06641110001|1`],
  [62, `${u1}|400|ANNA GRUBER|RINGNOANSWER|12000`],
  [75, `${u1}|400|PJSIP/202|CONNECT|15|${id(62, 12)}|13`],
  [120, `${u2}|400|NONE|ENTERQUEUE||06641110002|1`],
  [165, `${u2}|400|NONE|ABANDON|1|1|45`],
  [180, `${u3}|401|NONE|ENTERQUEUE||06641110003|1`],
  [240, `${u3}|401|NONE|EXITWITHTIMEOUT|1|1|60`],
  [240, `${u3}|400|NONE|ENTERQUEUE||06641110003|1`],
  [250, `${u3}|400|Anna Gruber|CONNECT|10|${id(245, 32)}|5`],
  [315, `${u1}|400|PJSIP/202|COMPLETECALLER|15|240|1`],
  [370, `${u3}|400|Anna Gruber|BLINDTRANSFER|402|from-queue|10|120|1`],
  [372, `${u3}|402|PJSIP/203|CONNECT|2|${id(371, 33)}|1`],
  [400, `${u4}|401|NONE|ENTERQUEUE||06641110004|1`],
  [408, `${u4}|401|PJSIP/202|CONNECT|8|${id(406, 42)}|2`],
  [500, `${u3}|402|PJSIP/203|COMPLETEAGENT|2|128|1`],
  [528, `${u5}|401|PJSIP/202|ATTENDEDTRANSFER|BRIDGE|c0ffee-0001|8|120|1`],
  [600, `${u6}|400|NONE|ENTERQUEUE||06641110006|1`],
  [605, `${u6}|400|anna gruber|CONNECT|5|${id(603, 52)}|3`],
  [650, `${u7}|401|PJSIP/203|CONNECT|4|${id(648, 56)}|4`],
  [680, `${u6}|400|Anna Gruber|ATTENDEDTRANSFER|LINK|Local/201@from-queue-000000a1;1|PJSIP/203-000000a2|5|75|1`],
  [700, 'NONE|NONE|ANNA GRUBER|PAUSEALL|Mittag'],
  [760, 'NONE|NONE|Anna Gruber|UNPAUSEALL|'],
  [800, `${u7}|401|PJSIP/203|COMPLETECALLER|4|150|1`],
  [820, `${u8}|401|NONE|ENTERQUEUE||06641110008|1`],
  [830, `${u8}|401|NONE|EXITWITHKEY|5|1|1|10`],
  [840, `${u9}|400|NONE|ENTERQUEUE||06641110009|1`],
  [842, `${u9}|400|NONE|EXITEMPTY|1|1|2`],
  [900, `${u10}|400|NONE|ENTERQUEUE||06641110010|1`],
  [910, `${u10}|400|PJSIP/202|CONNECT|10|${id(905, 72)}|5`],
  // The PBX died here; it restarted at 1500 with new uniqueids.
  [1500, 'NONE|NONE|NONE|QUEUESTART|'],
  [1500, 'NONE|400|Anna Gruber|ADDMEMBER|'],
  [1500, 'NONE|400|Local/202@from-queue/n|ADDMEMBER|'],
  [1500, 'NONE|401|Local/202@from-queue/n|ADDMEMBER|'],
  [1560, `${r1}|400|NONE|ENTERQUEUE||06641110020|1`],
  [1575, `${r1}|400|Anna Gruber|CONNECT|15|${id(1570, 2)}|6`],
  [1800, `${r1}|400|Anna Gruber|COMPLETEAGENT|15|225|1`],
  [1900, `${r2}|401|NONE|ENTERQUEUE||06641110021|1`],
  [1950, `${r3}|400|NONE|ENTERQUEUE||06641110022|1`],
  [1960, `${r3}|400|PJSIP/202|CONNECT|10|${id(1955, 6)}|4`],
  [2000, 'NONE|NONE|NONE|CONFIGRELOAD|'],
];
const QUEUE_LOG = EVENTS.map(([at, rest]) => `${at === 1500 && rest.endsWith('QUEUESTART|') ? '\u0000'.repeat(2048) : ''}${B + at}|${rest}\n`).join('');

/** A Master.csv row (21 columns, newcdrcolumns on) with times in the PBX's local time, Vienna (UTC+1 in March). */
function cdr(row: {
  src: string;
  dst: string;
  channel: string;
  dstChannel?: string;
  app: string;
  data?: string;
  start: number;
  answer?: number;
  end: number;
  billsec: number;
  disposition: string;
  uniqueId: string;
}): string {
  const local = (at: number) => new Date((B + at + 3600) * 1000).toISOString().slice(0, 19).replace('T', ' ');
  const q = (text: string) => `"${text.replace(/"/g, '""')}"`;
  return [
    q(''),
    q(row.src),
    q(row.dst),
    q('ext-queues'),
    q(`"${row.src}" <${row.src}>`),
    q(row.channel),
    q(row.dstChannel ?? ''),
    q(row.app),
    q(row.data ?? ''),
    q(local(row.start)),
    row.answer === undefined ? '' : q(local(row.answer)),
    q(local(row.end)),
    row.end - row.start,
    row.billsec,
    q(row.disposition),
    q('DOCUMENTATION'),
    q(row.uniqueId),
    q(''),
    q(''),
    q(row.uniqueId),
    '1',
  ].join(',');
}
const MASTER_CSV =
  [
    cdr({
      src: '06641110001',
      dst: '400',
      channel: 'SIP/trunk-00000001',
      dstChannel: 'Local/201@from-queue-00000001;1',
      app: 'Queue',
      data: '400,t,,,300',
      start: 60,
      end: 62,
      billsec: 0,
      disposition: 'NO ANSWER',
      uniqueId: u1,
    }),
    cdr({
      src: '06641110001',
      dst: '400',
      channel: 'SIP/trunk-00000001',
      dstChannel: 'Local/202@from-queue-00000002;1',
      app: 'Queue',
      data: '400,t,,,300',
      start: 60,
      answer: 75,
      end: 315,
      billsec: 240,
      disposition: 'ANSWERED',
      uniqueId: u1,
    }),
    // The Local channel's own leg to the phone: another uniqueid, an internal destination.
    cdr({
      src: '06641110001',
      dst: '202',
      channel: 'Local/202@from-queue-00000002;2',
      dstChannel: 'PJSIP/202-00000003',
      app: 'Dial',
      data: 'PJSIP/202,,HhtrM(auto-blkvm)',
      start: 62,
      answer: 75,
      end: 315,
      billsec: 240,
      disposition: 'ANSWERED',
      uniqueId: id(62, 12),
    }),
    // The queue answered the caller who then hung up: ANSWERED, no agent leg.
    cdr({
      src: '06641110002',
      dst: '400',
      channel: 'SIP/trunk-00000004',
      app: 'Queue',
      data: '400,t,,,300',
      start: 120,
      answer: 120,
      end: 165,
      billsec: 45,
      disposition: 'ANSWERED',
      uniqueId: u2,
    }),
    cdr({
      src: '06641110003',
      dst: '401',
      channel: 'SIP/trunk-00000005',
      app: 'Queue',
      data: '401,t,,,60',
      start: 180,
      answer: 180,
      end: 240,
      billsec: 60,
      disposition: 'ANSWERED',
      uniqueId: u3,
    }),
    cdr({
      src: '06641110003',
      dst: '400',
      channel: 'SIP/trunk-00000005',
      dstChannel: 'Local/201@from-queue-00000006;1',
      app: 'Queue',
      data: '400,t,,,300',
      start: 240,
      answer: 250,
      end: 370,
      billsec: 120,
      disposition: 'ANSWERED',
      uniqueId: u3,
    }),
    cdr({
      src: '06641110004',
      dst: '401',
      channel: 'SIP/trunk-00000007',
      dstChannel: 'Local/202@from-queue-00000008;1',
      app: 'Queue',
      data: '401,t',
      start: 400,
      answer: 408,
      end: 528,
      billsec: 120,
      disposition: 'ANSWERED',
      uniqueId: u4,
    }),
    cdr({
      src: '06641110006',
      dst: '400',
      channel: 'SIP/trunk-00000009',
      dstChannel: 'Local/201@from-queue-00000010;1',
      app: 'Queue',
      data: '400,t',
      start: 600,
      answer: 605,
      end: 680,
      billsec: 75,
      disposition: 'ANSWERED',
      uniqueId: u6,
    }),
    cdr({
      src: '06641110008',
      dst: '401',
      channel: 'SIP/trunk-00000011',
      app: 'Queue',
      data: '401,t',
      start: 820,
      answer: 820,
      end: 830,
      billsec: 10,
      disposition: 'ANSWERED',
      uniqueId: u8,
    }),
    cdr({
      src: '06641110009',
      dst: '400',
      channel: 'SIP/trunk-00000012',
      app: 'Queue',
      data: '400,t',
      start: 840,
      answer: 840,
      end: 842,
      billsec: 2,
      disposition: 'ANSWERED',
      uniqueId: u9,
    }),
    // A caller who went to the voicemail of the line during the outage: queue_log has no call.
    cdr({
      src: '06641110015',
      dst: '400',
      channel: 'SIP/trunk-00000013',
      app: 'VoiceMail',
      data: '400@default',
      start: 1200,
      answer: 1201,
      end: 1260,
      billsec: 59,
      disposition: 'ANSWERED',
      uniqueId: id(1200, 91),
    }),
    cdr({
      src: '201',
      dst: '203',
      channel: 'PJSIP/201-00000014',
      dstChannel: 'PJSIP/203-00000015',
      app: 'Dial',
      data: 'PJSIP/203,,HhtrIb(func-apply-sipheaders^s^1)',
      start: 1300,
      answer: 1302,
      end: 1360,
      billsec: 58,
      disposition: 'ANSWERED',
      uniqueId: id(1300, 95),
    }),
    cdr({
      src: '06641110020',
      dst: '400',
      channel: 'SIP/trunk-00000016',
      dstChannel: 'Local/201@from-queue-00000017;1',
      app: 'Queue',
      data: '400,t',
      start: 1560,
      answer: 1575,
      end: 1800,
      billsec: 225,
      disposition: 'ANSWERED',
      uniqueId: r1,
    }),
  ].join('\n') + '\n';

interface Figures {
  calls: number;
  answered: number;
  lost: number;
  transferred: number;
  unfinished: number;
  talk: number;
  answeredWait: number;
  lostWait: number;
  byQueue: Record<string, number>;
}

/**
 * The same figures read off the text as a person would, independently of the importer: a stay
 * begins at ENTERQUEUE, is answered by its CONNECT, ends at its uniqueid's exit event (or, for a
 * transfer or completion logged under another channel, at the exit event of the agent who is
 * talking to it); waits and talk are the times between those lines.
 */
function readQueueLogByHand(text: string): Figures {
  interface Stay {
    callId: string;
    queue: string;
    enteredAt: number;
    connectedAt: number | null;
    member: string | null;
    end: { event: string; at: number } | null;
  }
  const stays: Stay[] = [];
  const open = new Map<string, Stay>();
  const talking = new Map<string, Stay>();
  for (const raw of text.split('\n')) {
    // eslint-disable-next-line no-control-regex -- the NULs a truncated queue_log starts with
    const line = raw.replace(/^\u0000+/, '');
    if (line === '') continue;
    const [time, callId, queue, agent, event] = line.split('|');
    const at = Number(time);
    const member = agent.toLowerCase();
    if (event === 'ENTERQUEUE') {
      const stay: Stay = { callId, queue, enteredAt: at, connectedAt: null, member: null, end: null };
      stays.push(stay);
      open.set(callId, stay);
    } else if (event === 'CONNECT') {
      const stay = open.get(callId);
      if (stay && stay.connectedAt === null) {
        stay.connectedAt = at;
        stay.member = member;
        talking.set(member, stay);
      }
    } else if (/^(COMPLETE|TRANSFER|BLINDTRANSFER|ATTENDEDTRANSFER|ABANDON|EXIT)/.test(event)) {
      const stay = open.get(callId) ?? (/^(COMPLETE|.*TRANSFER)/.test(event) ? talking.get(member) : undefined);
      if (!stay || stay.end) continue;
      stay.end = { event, at };
      open.delete(stay.callId);
      if (stay.member) talking.delete(stay.member);
    }
  }
  const ended = (stay: Stay) => stay.end !== null;
  const lost = stays.filter((s) => s.connectedAt === null && ended(s));
  const finishedAnswered = stays.filter((s) => s.connectedAt !== null && ended(s));
  return {
    calls: stays.length,
    answered: stays.filter((s) => s.connectedAt !== null).length,
    lost: lost.length,
    transferred: stays.filter((s) => s.end && /TRANSFER/.test(s.end.event)).length,
    unfinished: stays.filter((s) => !ended(s)).length,
    talk: finishedAnswered.reduce((sum, s) => sum + (s.end!.at - s.connectedAt!), 0),
    answeredWait: stays.filter((s) => s.connectedAt !== null).reduce((sum, s) => sum + (s.connectedAt! - s.enteredAt), 0),
    lostWait: lost.reduce((sum, s) => sum + (s.end!.at - s.enteredAt), 0),
    byQueue: stays.reduce<Record<string, number>>((counts, s) => ({ ...counts, [s.queue]: (counts[s.queue] ?? 0) + 1 }), {}),
  };
}

describe('real PBX files through the upload jobs give the figures an independent reading gives', () => {
  let t: TestApp;
  let token: string;
  let customerId: number;

  const importThroughApi = async (kind: 'queue_log' | 'cdr_csv', text: string, fileName: string): Promise<ImportRunDetail> => {
    const response = await t.http.post(`/telephony/imports/${kind}`).set('Authorization', `Bearer ${token}`).attach('file', Buffer.from(text), fileName);
    expect(response.status).toBe(200);
    const { ImportID } = response.body.result.data as ImportQueued;
    for (let i = 0; i < 300; i++) {
      const run = (await t.call('/telephony/imports/runs/load', { ImportID }, token)).body.result.data as ImportRunDetail;
      if (!['receiving', 'queued', 'running'].includes(run.Status)) return run;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`Import ${ImportID} did not finish`);
  };
  const figuresInDatabase = async (): Promise<Figures> => {
    const [row] = await t.query<Omit<Figures, 'byQueue'>>(
      `SELECT count(*)::int AS calls, count(*) FILTER (WHERE answered)::int AS answered, count(*) FILTER (WHERE lost)::int AS lost,
              count(*) FILTER (WHERE transferred)::int AS transferred, count(*) FILTER (WHERE status = 'unfinished')::int AS unfinished,
              coalesce(sum(talk_seconds) FILTER (WHERE answered AND status <> 'unfinished'), 0)::int AS talk,
              coalesce(sum(wait_routing_seconds + wait_agent_seconds) FILTER (WHERE answered), 0)::int AS "answeredWait",
              coalesce(sum(wait_routing_seconds) FILTER (WHERE lost), 0)::int AS "lostWait"
         FROM telephony.calls WHERE customer_id = $1`,
      [customerId],
    );
    const queues = await t.query<{ routing_exten: string; n: number }>(
      `SELECT routing_exten, count(*)::int AS n FROM telephony.calls WHERE customer_id = $1 GROUP BY routing_exten`,
      [customerId],
    );
    return { ...row, byQueue: Object.fromEntries(queues.map((q) => [q.routing_exten, q.n])) };
  };

  beforeAll(async () => {
    t = await startTestApp();
    const login = await t.call('/users/login', { Username: 'admin', Password: 'Demo1234!', AuthorizedUserID: 0 });
    token = login.body.result.data.token;
    customerId = login.body.result.data.activeCustomer.CustomerID;
  }, 120_000);
  afterAll(() => t?.close(), 30_000);

  it('imports the queue_log with its defects and counts every call as the hand count does', async () => {
    const run = await importThroughApi('queue_log', QUEUE_LOG, 'queue_log');
    expect(run).toMatchObject({ Status: 'imported', Errors: 0, LinesRead: EVENTS.length });
    // Named as the file first named them: one agent for Local/202 and PJSIP/202, one for every spelling of Anna Gruber.
    expect(run.Report?.Created).toEqual({ call_customers: ['400', '401'], agents: ['Local/202@from-queue/n', 'Anna Gruber', 'PJSIP/203'] });
    // The CONNECT and COMPLETE of queue 402 the caller never entered, the consultation leg's own two, and the NUL run.
    expect(run.Report?.Warnings.map((w) => w.Line).sort((a, b) => a - b)).toEqual([20, 23, 27, 31, 38]);
    expect(run.Report?.Warnings.find((w) => w.Line === 38)?.Reason).toBe('2048 NUL byte(s) in front of the line skipped (left by an unclean PBX shutdown)');
    const byHand = readQueueLogByHand(QUEUE_LOG);
    expect(byHand).toEqual({
      calls: 12,
      answered: 7,
      lost: 4,
      transferred: 3,
      unfinished: 3,
      talk: 780,
      answeredWait: 73,
      lostWait: 117,
      byQueue: { '400': 8, '401': 4 },
    });
    expect(await figuresInDatabase()).toEqual(byHand);
    const unfinished = await t.query<{ unique_id: string; answered: boolean; talk_seconds: number | null }>(
      `SELECT unique_id, answered, talk_seconds FROM telephony.calls WHERE status = 'unfinished' ORDER BY unique_id`,
    );
    expect(unfinished).toEqual(
      [
        { unique_id: r2, answered: false, talk_seconds: null },
        { unique_id: r3, answered: true, talk_seconds: null },
        { unique_id: u10, answered: true, talk_seconds: null },
      ].sort((a, b) => a.unique_id.localeCompare(b.unique_id)),
    );
  });

  it('completes those calls from the Master.csv without changing their outcome or counting any twice', async () => {
    const run = await importThroughApi('cdr_csv', MASTER_CSV, 'Master.csv');
    expect(run).toMatchObject({ Status: 'imported', Errors: 0 });
    expect(run.Report).toMatchObject({ TimesReadIn: 'Europe/Vienna', Inserted: { calls: 1 }, Updated: { calls: 8 } });
    // Independently: CDR uniqueids that queue_log knows, that go to a queue's line, and the rest.
    const uniqueIds = new Set(
      MASTER_CSV.trim()
        .split('\n')
        .map((line) => /"DOCUMENTATION","([^"]+)"/.exec(line)![1]),
    );
    const known = [...uniqueIds].filter((uniqueId) => new RegExp(`\\|${uniqueId.replace('.', '\\.')}\\|40[01]\\|NONE\\|ENTERQUEUE\\|`).test(QUEUE_LOG));
    expect(known.length).toBe(8);
    const figures = await figuresInDatabase();
    const byHand = readQueueLogByHand(QUEUE_LOG);
    // One more call (the voicemail caller, lost), the queue_log's figures otherwise as they were.
    expect(figures).toEqual({
      ...byHand,
      calls: byHand.calls + 1,
      lost: byHand.lost + 1,
      lostWait: byHand.lostWait + 60,
      byQueue: { ...byHand.byQueue, '400': 9 },
    });
    const withCdr = await t.query<{ unique_id: string; cdr_disposition: string; lost: boolean }>(
      `SELECT unique_id, cdr_disposition, lost FROM telephony.calls WHERE cdr_disposition IS NOT NULL AND split_part(unique_id, '/', 1) IN (${known.map((_, i) => `$${i + 1}`).join(', ')}) ORDER BY unique_id`,
      known,
    );
    // The requeued caller's CDR describes the stay an agent answered, its second.
    expect(withCdr.map((call) => call.unique_id)).toContain(`${u3}/2`);
    expect(withCdr).toHaveLength(8);
    // ANSWERED Queue rows of callers who gave up stay lost calls.
    expect(
      withCdr
        .filter((call) => call.lost)
        .map((call) => call.unique_id)
        .sort(),
    ).toEqual([u2, u8, u9].sort());

    const again = await importThroughApi('cdr_csv', MASTER_CSV, 'Master.csv');
    expect(again.Report).toMatchObject({ Inserted: { calls: 0 }, Updated: { calls: 0 }, Unchanged: { calls: 9 } });
    const log = await importThroughApi('queue_log', QUEUE_LOG, 'queue_log');
    expect(log.Report).toMatchObject({ Inserted: { calls: 0 } });
    expect(await figuresInDatabase()).toEqual(figures);
  });

  it('imports the attended transfer into a second queue of asterisk#759 with each stay on its own agent', async () => {
    // The issue's sample (phone numbers replaced): Asterisk logged the two stays under each other's uniqueid.
    const sample = [
      '1717397259|1717397243.239826|1501|NONE|DID|4950000000',
      '1717397259|1717397243.239826|1501|NONE|ENTERQUEUE||9030000000|1',
      '1717397271|1717397243.239826|1501|PJSIP/7009|CONNECT|12|1717397259.239827|11',
      '1717397390|1717397390.239830|1509|NONE|DID|',
      '1717397390|1717397390.239830|1509|NONE|ENTERQUEUE||7009|1',
      '1717397391|1717397390.239830|1501|PJSIP/7009|ATTENDEDTRANSFER|APP|Queue|12|120|1',
      '1717397397|1717397243.239826|1509|PJSIP/7051|CONNECT|7|1717397390.239831|6',
      '1717397570|1717397243.239826|1509|PJSIP/7051|COMPLETEAGENT|7|173|1',
    ].join('\n');
    const run = await importThroughApi('queue_log', `${sample}\n`, 'queue_log-759');
    expect(run).toMatchObject({ Status: 'imported', Errors: 0, Warnings: 0 });
    const calls = await t.query(
      `SELECT c.unique_id, c.routing_exten, c.caller_number, a.pbx_member AS agent, c.started_at, c.wait_routing_seconds + c.wait_agent_seconds AS wait,
              c.talk_seconds, c.status
         FROM telephony.calls c LEFT JOIN telephony.agents a ON a.customer_id = c.customer_id AND a.agent_id = c.agent_id
        WHERE c.customer_id = $1 AND c.unique_id IN ('1717397243.239826', '1717397390.239830') ORDER BY c.unique_id`,
      [customerId],
    );
    expect(calls).toEqual([
      {
        unique_id: '1717397243.239826',
        routing_exten: '1501',
        caller_number: '9030000000',
        agent: 'PJSIP/7009',
        started_at: new Date(1717397259_000),
        wait: 12,
        talk_seconds: 120,
        status: 'transferred',
      },
      {
        unique_id: '1717397390.239830',
        routing_exten: '1509',
        caller_number: '7009',
        agent: 'PJSIP/7051',
        started_at: new Date(1717397390_000),
        wait: 7,
        talk_seconds: 173,
        status: 'completed_agent',
      },
    ]);
  });
});
