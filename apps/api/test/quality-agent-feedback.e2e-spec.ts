import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  crudCalls,
  ErrorCode,
  Permission,
  QualityCalls,
  QualityResources,
  SocketEvent,
  type EvaluationFeedbackMessage,
  type MyEvaluation,
  type MyEvaluationsUnreadMessage,
} from '@backoffice/contracts';
import { io, type Socket } from 'socket.io-client';
import { DataSource } from 'typeorm';
import { seedTelephonyDemo } from '../src/telephony/seed/telephony-demo.seed.js';
import { customerIdByName, dataOf, userWith } from './support/core-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { nextEvent as next } from './support/socket-events.js';

const P = Permission;
const NOW = new Date('2026-03-13T17:00:00Z');
const MY = crudCalls(QualityResources.myEvaluations);
const EVALUATIONS = crudCalls(QualityResources.evaluations);

describe('Quality: the agent acknowledges or disputes, the evaluator resolves', () => {
  let t: TestApp;
  let admin: string;
  let quality: string;
  let agent: string;
  let alpine: number;
  let nordlicht: number;
  /** Evaluations of the demo agent's calls: acknowledged, rejected, accepted, still in progress. */
  let ids: { acknowledged: number; rejected: number; accepted: number; unfinished: number; foreign: number };
  const sockets: Socket[] = [];

  const connect = async (token: string): Promise<Socket> => {
    const socket = io(t.baseUrl, { transports: ['websocket'], reconnection: false, forceNew: true });
    sockets.push(socket);
    await next(socket, 'connect');
    const validated = next(socket, SocketEvent.TokenValidation);
    socket.emit(SocketEvent.UserConnected, token);
    expect(await validated).toMatchObject({ valid: true });
    return socket;
  };
  const state = async (id: number) =>
    (await t.query<{ agent_state: string }>(`SELECT agent_state FROM quality.call_evaluations WHERE call_evaluation_id = $1`, [id]))[0].agent_state;
  const steps = async (id: number) =>
    (await t.query<{ n: number }>(`SELECT count(*)::int AS n FROM quality.evaluation_feedback WHERE call_evaluation_id = $1`, [id]))[0].n;
  const unread = async (token: string) => dataOf<{ Unread: number }>(await t.call(QualityCalls.myEvaluationsUnread.path, {}, token)).Unread;
  const finish = async (id: number, comment: string) =>
    dataOf(await t.call(EVALUATIONS.save.path, { CallEvaluationID: id, Status: 'evaluated', Comment: comment }, quality));

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login('admin');
    quality = await t.login('quality');
    agent = await t.login('agent');
    alpine = await customerIdByName(t, 'Alpine Assist GmbH');
    nordlicht = await customerIdByName(t, 'Nordlicht Versicherung AG');
    await seedTelephonyDemo(t.app.get(DataSource), { customerIds: [alpine, nordlicht], days: 7, agents: 4, seed: 5, now: NOW });
    // Four calls of the demo agent (linked to the user `agent`) and one of Nordlicht drawn for evaluation.
    const own = await t.query<{ call_id: string; agent_id: number; started_at: Date }>(
      `SELECT c.call_id, c.agent_id, c.started_at FROM telephony.calls c JOIN telephony.agents a ON a.agent_id = c.agent_id
        JOIN core.users u ON u.user_id = a.user_id WHERE u.username = 'agent' AND c.customer_id = $1 ORDER BY c.started_at LIMIT 4`,
      [alpine],
    );
    const [foreignCall] = await t.query<{ call_id: string; agent_id: number; started_at: Date }>(
      `SELECT call_id, agent_id, started_at FROM telephony.calls WHERE customer_id = $1 AND agent_id IS NOT NULL LIMIT 1`,
      [nordlicht],
    );
    const insert = async (customerId: number, call: { call_id: string; agent_id: number; started_at: Date }) =>
      (
        await t.query<{ id: number }>(
          `INSERT INTO quality.call_evaluations (customer_id, call_id, agent_id, call_started_at) VALUES ($1, $2, $3, $4) RETURNING call_evaluation_id AS id`,
          [customerId, call.call_id, call.agent_id, call.started_at],
        )
      )[0].id;
    const made = [];
    for (const call of own) made.push(await insert(alpine, call));
    ids = { acknowledged: made[0], rejected: made[1], accepted: made[2], unfinished: made[3], foreign: await insert(nordlicht, foreignCall) };
  }, 180_000);

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await t?.close();
  });

  it('shows the agent only the own evaluations an evaluator finished, and counts them on the badge live', async () => {
    expect(dataOf<MyEvaluation[]>(await t.call(MY.list.path, {}, agent))).toEqual([]);
    expect(await unread(agent)).toBe(0);

    const agentSocket = await connect(agent);
    const badge = next<MyEvaluationsUnreadMessage>(agentSocket, SocketEvent.MyEvaluationsUnread, (m) => m.Unread === 1);
    await finish(ids.acknowledged, 'Friendly and complete.');
    expect(await badge).toEqual({ CustomerID: alpine, Unread: 1 });
    await finish(ids.rejected, 'The greeting was missing.');
    await finish(ids.accepted, 'No closing.');
    await t.call(EVALUATIONS.save.path, { CallEvaluationID: ids.unfinished, Status: 'in_progress' }, quality);

    const list = dataOf<MyEvaluation[]>(await t.call(MY.list.path, {}, agent));
    expect(list.map((row) => row.CallEvaluationID).sort()).toEqual([ids.acknowledged, ids.rejected, ids.accepted].sort());
    expect(list.every((row) => row.AgentState === 'open')).toBe(true);
    expect(dataOf<number>(await t.call(MY.count.path, {}, agent))).toBe(3);
    expect(await unread(agent)).toBe(3);

    const loaded = dataOf<MyEvaluation>(await t.call(MY.load.path, { CallEvaluationID: ids.rejected }, agent));
    expect(loaded).toMatchObject({ Comment: 'The greeting was missing.', AgentState: 'open', History: [] });
    // The agent hears the own evaluated call (streamed: a Range answered 206), no other.
    const audio = (callId: number, token: string) => t.http.get(`/${QualityCalls.myEvaluationAudio.path}?CallID=${callId}&Token=${token}`);
    const [recorded] = await t.query<{ call_id: string }>(
      `SELECT e.call_id FROM quality.call_evaluations e JOIN telephony.calls c ON c.call_id = e.call_id
        WHERE e.call_evaluation_id = ANY($1) AND c.recording_key IS NOT NULL LIMIT 1`,
      [[ids.acknowledged, ids.rejected, ids.accepted]],
    );
    const part = await audio(Number(recorded.call_id), agent).set('Range', 'bytes=0-99');
    expect(part.status).toBe(206);
    expect(part.headers['content-type']).toBe('audio/wav');
    const [unfinished] = await t.query<{ call_id: string }>(`SELECT call_id FROM quality.call_evaluations WHERE call_evaluation_id = $1`, [ids.unfinished]);
    expect((await audio(Number(unfinished.call_id), agent)).status).toBe(404);
    expect((await audio(Number(recorded.call_id), quality)).status).toBe(403);
    // An evaluation still in progress, another agent's or another customer's is not the agent's to see.
    expect((await t.call(MY.load.path, { CallEvaluationID: ids.unfinished }, agent)).status).toBe(404);
    expect((await t.call(MY.load.path, { CallEvaluationID: ids.foreign }, agent)).status).toBe(404);
  });

  it('acknowledges once; a second answer is refused and changes nothing', async () => {
    const done = await t.call(QualityCalls.acknowledgeEvaluation.path, { CallEvaluationID: ids.acknowledged }, agent);
    expect(done.status).toBe(200);
    expect(done.body.message).toBe('Evaluation acknowledged');
    expect(dataOf(done)).toEqual({ CallEvaluationID: ids.acknowledged, AgentState: 'acknowledged' });

    const again = await t.call(QualityCalls.disputeEvaluation.path, { CallEvaluationID: ids.acknowledged, Comment: 'On second thought' }, agent);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe(ErrorCode.EvaluationAlreadyAnswered);
    expect(again.body.message).toBe('Cannot dispute the evaluation: This evaluation was already answered (acknowledged); it cannot be answered again.');
    expect(await state(ids.acknowledged)).toBe('acknowledged');
    expect(await steps(ids.acknowledged)).toBe(1);
    expect(await unread(agent)).toBe(2);
  });

  it('refuses a dispute without a reason, and disputes reach the evaluators live', async () => {
    const blank = await t.call(QualityCalls.disputeEvaluation.path, { CallEvaluationID: ids.rejected, Comment: '   ' }, agent);
    expect(blank.status).toBe(400);
    expect(blank.body.code).toBe(ErrorCode.FeedbackCommentRequired);
    expect(blank.body.message).toContain('a dispute and the rejection of one need a reason');
    const long = await t.call(QualityCalls.disputeEvaluation.path, { CallEvaluationID: ids.rejected, Comment: 'x'.repeat(2001) }, agent);
    expect(long.status).toBe(400);
    expect(long.body.code).toBe(ErrorCode.FeedbackCommentTooLong);
    expect(await state(ids.rejected)).toBe('open');
    expect(await steps(ids.rejected)).toBe(0);

    const evaluatorSocket = await connect(quality);
    const told = next<EvaluationFeedbackMessage>(evaluatorSocket, SocketEvent.EvaluationFeedback, (m) => m.CallEvaluationID === ids.rejected);
    const disputed = await t.call(
      QualityCalls.disputeEvaluation.path,
      { CallEvaluationID: ids.rejected, Comment: 'I greeted; the recording starts late.' },
      agent,
    );
    expect(disputed.body.message).toBe('Dispute sent to the evaluators');
    expect(await told).toEqual({ CustomerID: alpine, CallEvaluationID: ids.rejected, AgentState: 'disputed', Disputed: 1 });
    dataOf(await t.call(QualityCalls.disputeEvaluation.path, { CallEvaluationID: ids.accepted, Comment: 'I did close the call.' }, agent));

    // The evaluators' list: the disputed ones by filter, with the dispute in the history.
    const open = dataOf<{ CallEvaluationID: number; AgentState: string }[]>(
      await t.call(EVALUATIONS.list.path, { q: { and: [{ field: 'AgentState', op: 'eq', value: 'disputed' }] } }, quality),
    );
    expect(open.map((row) => row.CallEvaluationID).sort()).toEqual([ids.rejected, ids.accepted].sort());
    const evaluation = dataOf<{ History: { Step: string; Username: string; Comment: string }[] }>(
      await t.call(EVALUATIONS.load.path, { CallEvaluationID: ids.rejected }, quality),
    );
    expect(evaluation.History).toEqual([expect.objectContaining({ Step: 'disputed', Username: 'agent', Comment: 'I greeted; the recording starts late.' })]);
  });

  it('keeps agents to their own evaluations and evaluators to their customer', async () => {
    const other = await userWith(t, admin, 'otheragent', [P.Quality, P.QualityOwnEvaluations]);
    expect(dataOf<MyEvaluation[]>(await t.call(MY.list.path, {}, other.token))).toEqual([]);
    const foreign = await t.call(QualityCalls.acknowledgeEvaluation.path, { CallEvaluationID: ids.accepted }, other.token);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe(`Cannot acknowledge the evaluation: Evaluation ${ids.accepted} was not found.`);
    expect((await t.call(QualityCalls.resolveDispute.path, { CallEvaluationID: ids.foreign, Accepted: false, Comment: 'no' }, quality)).status).toBe(404);
    expect(await state(ids.foreign)).toBe('open');
    // Who may do what: agents do not resolve, evaluators do not answer for agents.
    expect((await t.call(QualityCalls.resolveDispute.path, { CallEvaluationID: ids.rejected, Accepted: true, Comment: '' }, agent)).status).toBe(403);
    expect((await t.call(MY.list.path, {}, quality)).status).toBe(403);
    expect((await t.call(QualityCalls.disputeEvaluation.path, { CallEvaluationID: 'x', Comment: 'y' }, agent)).status).toBe(400);
    expect(await state(ids.rejected)).toBe('disputed');
  });

  it('rejects a dispute with a reason; the agent sees it once, and it cannot be disputed again', async () => {
    const noReason = await t.call(QualityCalls.resolveDispute.path, { CallEvaluationID: ids.rejected, Accepted: false, Comment: '' }, quality);
    expect(noReason.status).toBe(400);
    expect(await state(ids.rejected)).toBe('disputed');

    const agentSocket = await connect(agent);
    const badge = next<MyEvaluationsUnreadMessage>(agentSocket, SocketEvent.MyEvaluationsUnread);
    const rejected = await t.call(
      QualityCalls.resolveDispute.path,
      { CallEvaluationID: ids.rejected, Accepted: false, Comment: 'The greeting is missing at 0:03.' },
      quality,
    );
    expect(rejected.body.message).toBe('Dispute resolved');
    expect(dataOf(rejected)).toEqual({ CallEvaluationID: ids.rejected, AgentState: 'dispute_rejected' });
    // The accepted one still waits (disputed), the rejection is new: one unread.
    expect(await badge).toEqual({ CustomerID: alpine, Unread: 1 });

    const row = dataOf<MyEvaluation[]>(await t.call(MY.list.path, {}, agent)).find((r) => r.CallEvaluationID === ids.rejected)!;
    expect(row).toMatchObject({ AgentState: 'dispute_rejected', Unseen: true });
    const seen = next<MyEvaluationsUnreadMessage>(agentSocket, SocketEvent.MyEvaluationsUnread, (m) => m.Unread === 0);
    const opened = dataOf<MyEvaluation>(await t.call(MY.load.path, { CallEvaluationID: ids.rejected }, agent));
    expect(opened.History!.map((step) => [step.Step, step.Username, step.Comment])).toEqual([
      ['disputed', 'agent', 'I greeted; the recording starts late.'],
      ['dispute_rejected', 'quality', 'The greeting is missing at 0:03.'],
    ]);
    expect(opened.History![0].At).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    await seen;
    expect(await unread(agent)).toBe(0);

    const again = await t.call(QualityCalls.disputeEvaluation.path, { CallEvaluationID: ids.rejected, Comment: 'Still wrong' }, agent);
    expect(again.status).toBe(409);
    const twice = await t.call(QualityCalls.resolveDispute.path, { CallEvaluationID: ids.rejected, Accepted: true, Comment: '' }, quality);
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe(ErrorCode.EvaluationNotDisputed);
    expect(await steps(ids.rejected)).toBe(2);
  });

  it('accepts a dispute after re-scoring: the new result and the whole history stay', async () => {
    await finish(ids.accepted, 'Closing present after all.');
    const accepted = await t.call(QualityCalls.resolveDispute.path, { CallEvaluationID: ids.accepted, Accepted: true, Comment: 'You are right.' }, quality);
    expect(dataOf(accepted)).toEqual({ CallEvaluationID: ids.accepted, AgentState: 'dispute_accepted' });
    const opened = dataOf<MyEvaluation>(await t.call(MY.load.path, { CallEvaluationID: ids.accepted }, agent));
    expect(opened).toMatchObject({ Comment: 'Closing present after all.', AgentState: 'dispute_accepted' });
    expect(opened.History!.map((step) => step.Step)).toEqual(['disputed', 'dispute_accepted']);
    const disputed = dataOf<number>(await t.call(EVALUATIONS.count.path, { q: { and: [{ field: 'AgentState', op: 'eq', value: 'disputed' }] } }, quality));
    expect(disputed).toBe(0);
  });

  it('sends an evaluation changed after the agent answered back to the agent, with the change in its history', async () => {
    expect(await state(ids.acknowledged)).toBe('acknowledged');
    const before = await unread(agent);
    const agentSocket = await connect(agent);
    const evaluatorSocket = await connect(quality);
    const badge = next<MyEvaluationsUnreadMessage>(agentSocket, SocketEvent.MyEvaluationsUnread, (m) => m.Unread === before + 1);
    const told = next<EvaluationFeedbackMessage>(evaluatorSocket, SocketEvent.EvaluationFeedback, (m) => m.CallEvaluationID === ids.acknowledged);
    await finish(ids.acknowledged, 'Re-scored: the closing was missing after all.');
    expect(await badge).toEqual({ CustomerID: alpine, Unread: before + 1 });
    expect(await told).toEqual({ CustomerID: alpine, CallEvaluationID: ids.acknowledged, AgentState: 'open', Disputed: 0 });

    const opened = dataOf<MyEvaluation>(await t.call(MY.load.path, { CallEvaluationID: ids.acknowledged }, agent));
    expect(opened).toMatchObject({ AgentState: 'open', Comment: 'Re-scored: the closing was missing after all.' });
    expect(opened.History!.map((step) => [step.Step, step.Username])).toEqual([
      ['acknowledged', 'agent'],
      ['reopened', 'quality'],
    ]);
    // The agent answers the evaluation as it stands now; a further save while open adds nothing.
    await finish(ids.acknowledged, 'Re-scored: the closing was missing after all (typo fixed).');
    expect(await steps(ids.acknowledged)).toBe(2);
    expect(dataOf(await t.call(QualityCalls.acknowledgeEvaluation.path, { CallEvaluationID: ids.acknowledged }, agent))).toEqual({
      CallEvaluationID: ids.acknowledged,
      AgentState: 'acknowledged',
    });
    expect(await steps(ids.acknowledged)).toBe(3);
  });
});
