import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { getQueueToken } from '@nestjs/bullmq';
import { Permission, QualityQueue, SocketEvent, type JobProgress } from '@backoffice/contracts';
import { drawWeightedSample, samplingSeed } from '@backoffice/domain';
import type { Queue } from 'bullmq';
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PDFParse } from 'pdf-parse';
import { io, type Socket } from 'socket.io-client';
import { DataSource } from 'typeorm';
import { CALL_DRAW_SELECT, callDrawParams } from '../src/quality/evaluations/jobs/call-draw.queries.js';
import { seedQualityDemo } from '../src/quality/seed/quality-demo.seed.js';
import { StorageService } from '../src/platform/storage/storage.service.js';
import { seedTelephonyDemo } from '../src/telephony/seed/telephony-demo.seed.js';
import { customerIdByName, dataOf, userWith } from './support/core-fixtures.js';
import { startWorkerProcess, stopProcess } from './support/more-processes.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { until } from './support/until.js';

/** How long a job may take before the test calls it stuck: a busy machine runs them slowly. */
const JOB_MS = 60_000;

const P = Permission;
/** Friday 13 March 2026, 18:00 in Vienna: last week is 2-8 March, this week 9-15 March. */
const NOW = new Date('2026-03-13T17:00:00Z');
const LAST_WEEK = { From: '2026-03-02 00:00:00', To: '2026-03-09 00:00:00' };
const THIS_WEEK = { From: '2026-03-09 00:00:00', To: '2026-03-16 00:00:00' };

interface Agent {
  ID: number;
  FirstName: string;
  LastName: string;
  CallcenterUser: { Username: string }[];
}

describe('Quality', () => {
  let t: TestApp;
  let admin: string;
  let quality: string;
  let alpine: number;
  let nordlicht: number;
  let agents: Agent[];
  let callCustomers: { CallCustomerID: number; Name: string }[];
  let socket: Socket;
  const progress: JobProgress[] = [];
  const generatedEvents: unknown[] = [];

  const finished = (jobId: string) =>
    until(`job ${jobId} to finish`, () => progress.find((message) => message.jobId === jobId && message.state !== 'active'), JOB_MS);
  const evaluationCount = async () => (await t.query<{ count: number }>(`SELECT count(*)::int AS count FROM quality.call_evaluations`))[0].count;
  const reportRows = () =>
    t.query<{ report_id: number; archived: boolean; storage_key: string }>(`SELECT report_id, archived, storage_key FROM quality.reports ORDER BY report_id`);

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login('admin');
    quality = await t.login('quality');
    alpine = await customerIdByName(t, 'Alpine Assist GmbH');
    nordlicht = await customerIdByName(t, 'Nordlicht Versicherung AG');
    await seedTelephonyDemo(t.app.get(DataSource), { customerIds: [alpine, nordlicht], days: 14, agents: 5, seed: 11, now: NOW });
    agents = dataOf<Agent[]>(await t.call('/quality/call_evaluations/list_agents/', {}, quality));
    callCustomers = dataOf(await t.call('/quality/call_evaluations/list_customers', {}, quality));
    socket = io(t.baseUrl, { transports: ['websocket'], reconnection: false, forceNew: true });
    socket.on(SocketEvent.JobProgress, (message: JobProgress) => progress.push(message));
    socket.on(SocketEvent.EvaluationsGenerated, (message: unknown) => generatedEvents.push(message));
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const validated = new Promise((resolve) => socket.once(SocketEvent.TokenValidation, resolve));
    socket.emit(SocketEvent.UserConnected, quality);
    await validated;
  }, 180_000);

  afterAll(async () => {
    socket?.disconnect();
    await t?.close();
  });

  describe('agents, call customers and excluded agents', () => {
    it('lists the active customer’s agents with their user name, and its call customers', async () => {
      const own = await t.query<{ agent_id: number; username: string }>(`SELECT agent_id, username FROM telephony.agents WHERE customer_id = $1`, [alpine]);
      expect(agents.map((agent) => agent.ID).sort()).toEqual(own.map((row) => row.agent_id).sort());
      expect(agents[0].CallcenterUser[0].Username).toBe(own.find((row) => row.agent_id === agents[0].ID)!.username);
      expect(callCustomers.length).toBeGreaterThan(1);
    });

    it('saves the excluded agents; an agent of another customer refuses the whole list', async () => {
      expect(dataOf(await t.call('/quality/call_evaluations/list_excluded_agents', {}, quality))).toEqual([]);
      const saved = await t.call('/quality/call_evaluations/save_excluded_agents', { Agents: [agents[4].ID] }, quality);
      expect(saved.body.message).toBe('Excluded agents saved successfully');
      expect(dataOf(saved)).toEqual([{ AgentID: agents[4].ID }]);

      const [{ agent_id: foreign }] = await t.query<{ agent_id: number }>(`SELECT agent_id FROM telephony.agents WHERE customer_id = $1 LIMIT 1`, [nordlicht]);
      const refused = await t.call('/quality/call_evaluations/save_excluded_agents', { Agents: [agents[3].ID, foreign] }, quality);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(`Cannot save excluded agents: Unknown agents: ${foreign}.`);
      expect((await t.call('/quality/call_evaluations/save_excluded_agents', { Agents: 'all' }, quality)).status).toBe(400);
      expect(dataOf(await t.call('/quality/call_evaluations/list_excluded_agents', {}, quality))).toEqual([{ AgentID: agents[4].ID }]);
    });
  });

  describe('issue types', () => {
    it('create, list, load, save and delete; Name is required; dates in the customer’s calendar', async () => {
      const created = await t.call('/quality/call_evaluation_issues/create', { Name: '  Greeting missing ' }, quality);
      expect(created.body.message).toBe('Issue created successfully');
      const issue = dataOf<{ IssueID: number; Name: string; CreatedAt: string }>(created);
      expect(issue.Name).toBe('Greeting missing');
      expect(issue.CreatedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

      const blank = await t.call('/quality/call_evaluation_issues/create', { Name: '   ' }, quality);
      expect(blank.status).toBe(400);
      expect(blank.body.message).toContain('Name is required');

      dataOf(await t.call('/quality/call_evaluation_issues/create', { Name: 'Wrong information' }, quality));
      const temporary = dataOf<{ IssueID: number }>(await t.call('/quality/call_evaluation_issues/create', { Name: 'Temporary' }, quality));
      const edited = dataOf<{ Name: string }>(
        await t.call('/quality/call_evaluation_issues/save', { IssueID: temporary.IssueID, Name: 'Impolite tone' }, quality),
      );
      expect(edited.Name).toBe('Impolite tone');
      const list = dataOf<{ Name: string }[]>(
        await t.call('/quality/call_evaluation_issues/list', { limit: 10, offset: 0, order: [{ field: 'Name', direction: 'asc' }], q: null }, quality),
      );
      expect(list.map((row) => row.Name)).toEqual(['Greeting missing', 'Impolite tone', 'Wrong information']);
      expect(dataOf(await t.call('/quality/call_evaluation_issues/count', { q: { field: 'Name', op: 'like', value: '%tone%' } }, quality))).toBe(1);
      const extra = dataOf<{ IssueID: number }>(await t.call('/quality/call_evaluation_issues/create', { Name: 'Extra' }, quality));
      expect((await t.call('/quality/call_evaluation_issues/delete', { IssueID: extra.IssueID }, quality)).body.message).toBe('Issue deleted successfully');
      expect((await t.call('/quality/call_evaluation_issues/load', { IssueID: extra.IssueID }, quality)).status).toBe(404);
    });
  });

  describe('generation', () => {
    const generate = (body: Record<string, unknown>, token = quality) =>
      t.call(
        '/quality/call_evaluations/generate',
        { ...LAST_WEEK, EvaluationsPerAgent: 7, CallAgents: agents.map((agent) => agent.ID), RandomWeightRules: [], ...body },
        token,
      );

    it('refuses bad input with a 4xx naming the problem, and enqueues nothing', async () => {
      const [{ agent_id: foreignAgent }] = await t.query<{ agent_id: number }>(`SELECT agent_id FROM telephony.agents WHERE customer_id = $1 LIMIT 1`, [
        nordlicht,
      ]);
      const [{ call_customer_id: foreignCustomer }] = await t.query<{ call_customer_id: number }>(
        `SELECT call_customer_id FROM telephony.call_customers WHERE customer_id = $1 LIMIT 1`,
        [nordlicht],
      );
      const cases: [Record<string, unknown>, string][] = [
        [{ From: '2026-03-09 00:00:00', To: '2026-03-02 00:00:00' }, 'From must be before To.'],
        [{ From: 'last week' }, 'From must be a date'],
        [{ EvaluationsPerAgent: 0 }, 'EvaluationsPerAgent must be at least 1'],
        [{ EvaluationsPerAgent: -3 }, 'EvaluationsPerAgent must be at least 1'],
        [{ EvaluationsPerAgent: 1001 }, 'EvaluationsPerAgent must be at most 1000'],
        [{ EvaluationsPerAgent: 2.5 }, 'EvaluationsPerAgent must be a whole number'],
        [{ CallAgents: [] }, 'CallAgents must name at least one agent'],
        [{ CallAgents: [agents[0].ID, foreignAgent] }, `Unknown agents: ${foreignAgent}.`],
        [{ RandomWeightRules: [{ customer: foreignCustomer, random: 2 }] }, `Unknown call customers: ${foreignCustomer}.`],
        [
          { RandomWeightRules: [{ customer: callCustomers[0].CallCustomerID, random: 5 }] },
          'RandomWeightRules.random must be one of 0, 0.5, 1.5, 2, 2.5, 3, 3.5, 4',
        ],
        [{ RandomWeightRules: [{ customer: 'all', random: 2 }] }, 'the "all" entry has no weight of its own'],
        [
          {
            RandomWeightRules: [
              { customer: callCustomers[0].CallCustomerID, random: 2 },
              { customer: callCustomers[0].CallCustomerID, random: 3 },
            ],
          },
          `customer ${callCustomers[0].CallCustomerID} has more than one weight`,
        ],
      ];
      for (const [body, message] of cases) {
        const response = await generate(body);
        expect({ body, status: response.status }).toEqual({ body, status: 400 });
        expect(response.body.message).toContain('Call generation failed!');
        expect(response.body.message).toContain(message);
      }
      const queue = t.app.get<Queue>(getQueueToken(QualityQueue.Sampling));
      expect(await queue.getJobCounts('waiting', 'active', 'completed', 'failed')).toEqual({ waiting: 0, active: 0, completed: 0, failed: 0 });
      expect(await evaluationCount()).toBe(0);
    });

    it('the draw in SQL and the pure function of libs/domain pick the same calls', async () => {
      const weighted = callCustomers.slice(0, 2).map((customer, i) => ({ customer: customer.CallCustomerID, random: i === 0 ? 3.5 : 0.5 }));
      const seed = samplingSeed('agreement');
      const from = new Date('2026-03-02T00:00:00+01:00');
      const to = new Date('2026-03-14T00:00:00+01:00');
      for (const agent of agents) {
        const candidates = await t.query<{ call_id: string; call_customer_id: number | null }>(
          `SELECT call_id, call_customer_id FROM telephony.calls WHERE customer_id = $1 AND agent_id = $2 AND answered AND started_at >= $3 AND started_at < $4`,
          [alpine, agent.ID, from, to],
        );
        const pure = drawWeightedSample(
          candidates.map((call) => ({ callId: call.call_id, weight: weighted.find((rule) => rule.customer === call.call_customer_id)?.random ?? 1 })),
          25,
          seed,
        ).map((call) => call.callId);
        const sql = (
          await t.query<{ call_id: string }>(
            CALL_DRAW_SELECT,
            callDrawParams({
              customerId: alpine,
              agentIds: [agent.ID],
              perAgent: 25,
              rules: weighted,
              from,
              to,
              generation: 'agreement',
              seed: seed.toString(),
            }),
          )
        ).map((row) => row.call_id);
        expect(candidates.length).toBeGreaterThan(25);
        expect(sql).toEqual(pure);
      }
    });

    it('draws up to N answered calls per agent in the background: weights, exclusions, progress and one job per double click', async () => {
      const zero = callCustomers[0].CallCustomerID;
      const body = {
        RandomWeightRules: [
          { customer: zero, random: 0 },
          { customer: callCustomers[1].CallCustomerID, random: 4 },
        ],
      };
      const [first, second] = await Promise.all([generate(body), generate(body)]);
      const { JobID } = dataOf<{ JobID: string }>(first);
      expect(dataOf<{ JobID: string }>(second).JobID).toBe(JobID);

      const done = await finished(JobID);
      expect(done.state).toBe('completed');
      expect(done.queue).toBe('quality-sampling');
      const steps = progress.filter((message) => message.jobId === JobID && message.state === 'active');
      expect(steps.some((message) => message.progress > 0 && message.progress < 100 && /of 4 agents sampled/.test(message.message ?? ''))).toBe(true);
      expect(steps.at(-1)!.message).toMatch(/^Calls generated successfully! \d+ calls drawn \(1 excluded agent skipped\)\.$/);
      await until('the EvaluationsGenerated event', () => generatedEvents.length > 0, JOB_MS);

      const rows = await t.query<{
        agent_id: number;
        call_id: string;
        answered: boolean;
        call_customer_id: number;
        started_at: Date;
        from_aw: boolean;
        transferred: boolean;
      }>(
        `SELECT e.agent_id, e.call_id, c.answered, c.call_customer_id, c.started_at, e.from_aw, c.transferred
           FROM quality.call_evaluations e JOIN telephony.calls c ON c.call_id = e.call_id WHERE e.customer_id = $1`,
        [alpine],
      );
      expect(new Set(rows.map((row) => row.call_id)).size).toBe(rows.length);
      expect(rows.every((row) => row.answered && row.call_customer_id !== zero && row.from_aw === row.transferred)).toBe(true);
      expect(rows.every((row) => row.started_at >= new Date('2026-03-01T23:00:00Z') && row.started_at < new Date('2026-03-08T23:00:00Z'))).toBe(true);
      expect(rows.some((row) => row.agent_id === agents[4].ID)).toBe(false);
      for (const agent of agents.slice(0, 4)) {
        const [{ eligible }] = await t.query<{ eligible: number }>(
          `SELECT count(*)::int AS eligible FROM telephony.calls WHERE customer_id = $1 AND agent_id = $2 AND answered AND call_customer_id IS DISTINCT FROM $3
              AND started_at >= '2026-03-01T23:00:00Z' AND started_at < '2026-03-08T23:00:00Z'`,
          [alpine, agent.ID, zero],
        );
        expect(rows.filter((row) => row.agent_id === agent.ID)).toHaveLength(Math.min(7, eligible));
      }
      expect(rows.length).toBeGreaterThan(0);
    });

    it('a job that failed half-way is retried and leaves no duplicate evaluation', async () => {
      // The second statement of the job fails once (a sequence is not rolled back with it).
      await t.query(`CREATE SEQUENCE quality_test_failures`);
      await t.query(`
        CREATE FUNCTION quality_test_fail_once() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF nextval('quality_test_failures') = 2 THEN RAISE EXCEPTION 'simulated worker failure'; END IF;
          RETURN NULL;
        END $$`);
      await t.query(
        `CREATE TRIGGER quality_test_fail_once BEFORE INSERT ON quality.call_evaluations FOR EACH STATEMENT EXECUTE FUNCTION quality_test_fail_once()`,
      );
      try {
        const { JobID } = dataOf<{ JobID: string }>(await generate({ ...THIS_WEEK, EvaluationsPerAgent: 3 }));
        const done = await finished(JobID);
        expect(done.state).toBe('completed');
        const job = await t.app.get<Queue>(getQueueToken(QualityQueue.Sampling)).getJob(JobID);
        expect(job!.attemptsMade).toBe(2);
        const perAgent = await t.query<{ agent_id: number; count: number; calls: number }>(
          `SELECT agent_id, count(*)::int AS count, count(DISTINCT call_id)::int AS calls FROM quality.call_evaluations
            WHERE customer_id = $1 AND call_started_at >= '2026-03-08T23:00:00Z' GROUP BY agent_id`,
          [alpine],
        );
        expect(perAgent).toHaveLength(4);
        for (const row of perAgent) expect(row).toMatchObject({ count: 3, calls: 3 });
      } finally {
        await t.query(`DROP TRIGGER quality_test_fail_once ON quality.call_evaluations`);
        await t.query(`DROP FUNCTION quality_test_fail_once(); DROP SEQUENCE quality_test_failures`);
      }
    });
  });

  describe('evaluation', () => {
    let issueIds: number[];
    let evaluation: Record<string, unknown> & {
      CallEvaluationID: number;
      CallID: number;
      Call: { Number: string; Timestamp: string };
      CallAgent: { ID: number };
    };

    beforeAll(async () => {
      issueIds = dataOf<{ IssueID: number }[]>(await t.call('/quality/call_evaluation_issues/list', { limit: 10 }, quality)).map((issue) => issue.IssueID);
    });

    it('lists with the CallAgent.ID in-list and Call.Timestamp range of the spec’s filter', async () => {
      const filter = {
        limit: 100,
        offset: 0,
        order: [{ field: 'Call.Timestamp', direction: 'asc' }],
        q: {
          and: [
            { field: 'CallAgent.ID', op: 'in', value: [agents[0].ID, agents[1].ID] },
            { field: 'Call.Timestamp', op: 'gte', value: '2026-03-02 00:00:00' },
            { field: 'Call.Timestamp', op: 'lte', value: '2026-03-08 23:59:59' },
          ],
        },
      };
      const rows = dataOf<(typeof evaluation)[]>(await t.call('/quality/call_evaluations/list', filter, quality));
      const [{ expected }] = await t.query<{ expected: number }>(
        `SELECT count(*)::int AS expected FROM quality.call_evaluations
          WHERE customer_id = $1 AND agent_id = ANY($2) AND call_started_at >= '2026-03-01T23:00:00Z' AND call_started_at < '2026-03-08T23:00:00Z'`,
        [alpine, [agents[0].ID, agents[1].ID]],
      );
      expect(expected).toBeGreaterThan(0);
      expect(rows).toHaveLength(expected);
      expect(dataOf(await t.call('/quality/call_evaluations/count', filter, quality))).toBe(expected);
      expect(rows.every((row) => [agents[0].ID, agents[1].ID].includes(row.CallAgent.ID))).toBe(true);
      expect(rows.every((row) => row.Call.Timestamp >= '2026-03-02 00:00:00' && row.Call.Timestamp <= '2026-03-08 23:59:59')).toBe(true);
      expect(rows[0]).toMatchObject({ Status: 'not_evaluated', Comment: '', TypoMistake: false, SelectedIssues: [] });
      expect(typeof rows[0].FromAW).toBe('boolean');
      evaluation = rows[0];
    });

    it('saves the loaded record with status, comment, typo mistake and issues', async () => {
      const loaded = dataOf<typeof evaluation>(await t.call('/quality/call_evaluations/load', { CallEvaluationID: evaluation.CallEvaluationID }, quality));
      const saved = await t.call(
        '/quality/call_evaluations/save',
        { ...loaded, Status: 'evaluated', Comment: 'Friendly, but no closing.', TypoMistake: true, SelectedIssues: [issueIds[0], issueIds[1]] },
        quality,
      );
      expect(saved.body.message).toBe('Saved successfully!');
      expect(dataOf(saved)).toMatchObject({
        Status: 'evaluated',
        Comment: 'Friendly, but no closing.',
        TypoMistake: true,
        SelectedIssues: [issueIds[0], issueIds[1]].sort((a, b) => a - b),
      });
    });

    it('refuses a bad status, an unknown issue and an unknown evaluation, changing nothing', async () => {
      const before = dataOf(await t.call('/quality/call_evaluations/load', { CallEvaluationID: evaluation.CallEvaluationID }, quality));
      const badStatus = await t.call('/quality/call_evaluations/save', { CallEvaluationID: evaluation.CallEvaluationID, Status: 'done' }, quality);
      expect(badStatus.status).toBe(400);
      expect(badStatus.body.message).toContain('Status must be one of evaluated, not_evaluated, in_progress');
      const badIssue = await t.call(
        '/quality/call_evaluations/save',
        { CallEvaluationID: evaluation.CallEvaluationID, Comment: 'changed', SelectedIssues: [999999] },
        quality,
      );
      expect(badIssue.status).toBe(400);
      expect(badIssue.body.message).toBe('Cannot edit evaluation: Unknown issues: 999999.');
      expect((await t.call('/quality/call_evaluations/save', { CallEvaluationID: 999999, Status: 'evaluated' }, quality)).status).toBe(404);
      expect(dataOf(await t.call('/quality/call_evaluations/load', { CallEvaluationID: evaluation.CallEvaluationID }, quality))).toEqual(before);
    });

    it('filters by status (one or several); an unknown status is refused naming the statuses', async () => {
      const byStatus = async (value: string | string[]) =>
        dataOf<(typeof evaluation)[]>(
          await t.call('/quality/call_evaluations/list', { limit: 1000, q: { field: 'Status', op: Array.isArray(value) ? 'in' : 'eq', value } }, quality),
        );
      const [{ evaluated, open }] = await t.query<{ evaluated: number; open: number }>(
        `SELECT count(*) FILTER (WHERE status = 'evaluated')::int AS evaluated, count(*) FILTER (WHERE status <> 'evaluated')::int AS open
           FROM quality.call_evaluations WHERE customer_id = $1`,
        [alpine],
      );
      const done = await byStatus('evaluated');
      expect(done.map((row) => row.CallEvaluationID)).toContain(evaluation.CallEvaluationID);
      expect(done).toHaveLength(evaluated);
      expect(done.every((row) => row.Status === 'evaluated')).toBe(true);
      const notDone = await byStatus(['not_evaluated', 'in_progress']);
      expect(notDone).toHaveLength(open);
      expect(notDone.every((row) => row.Status !== 'evaluated')).toBe(true);
      const unknown = await t.call('/quality/call_evaluations/list', { q: { field: 'Status', op: 'eq', value: 'done' } }, quality);
      expect(unknown.status).toBe(400);
      expect(unknown.body.message).toBe(
        "Cannot fetch evaluations: Filter value for 'Status' must be one of evaluated, not_evaluated, in_progress; got 'done'.",
      );
    });

    it('sends the audio of an evaluated call with Range and its file name; any other call is 404', async () => {
      const whole = await t.http.get(`/quality/call_evaluations/download_audio/?CallID=${evaluation.CallID}&Token=${quality}&Mode=download`);
      expect(whole.status).toBe(200);
      expect(whole.headers['content-type']).toBe('audio/wav');
      expect(whole.headers['content-disposition']).toBe(`attachment; filename="call-${evaluation.CallID}.wav"`);
      expect(whole.headers['accept-ranges']).toBe('bytes');
      expect(Buffer.from(whole.body).subarray(0, 4).toString()).toBe('RIFF');
      const size = Buffer.from(whole.body).length;
      const part = await t.http.get(`/quality/call_evaluations/download_audio?CallID=${evaluation.CallID}&Token=${quality}`).set('Range', 'bytes=0-99');
      expect(part.status).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 0-99/${size}`);
      // Where the player seeks to: the bytes of the whole file at that place, and only those.
      const seek = await t.http
        .get(`/quality/call_evaluations/download_audio?CallID=${evaluation.CallID}&Token=${quality}`)
        .set('Range', `bytes=${size - 1000}-`);
      expect(seek.status).toBe(206);
      expect(seek.headers['content-range']).toBe(`bytes ${size - 1000}-${size - 1}/${size}`);
      expect(seek.headers['content-length']).toBe('1000');
      expect(Buffer.compare(Buffer.from(seek.body), Buffer.from(whole.body).subarray(size - 1000))).toBe(0);
      const beyond = await t.http.get(`/quality/call_evaluations/download_audio?CallID=${evaluation.CallID}&Token=${quality}`).set('Range', `bytes=${size}-`);
      expect(beyond.status).toBe(416);
      expect(beyond.headers['content-range']).toBe(`bytes */${size}`);
      const malformed = await t.http.get(`/quality/call_evaluations/download_audio?CallID=${evaluation.CallID}&Token=${quality}`).set('Range', 'pages=1');
      expect(malformed.status).toBe(400);
      expect(malformed.body.message).toContain("The Range header 'pages=1' is not a byte range");

      const [{ call_id: notEvaluated }] = await t.query<{ call_id: string }>(
        `SELECT call_id FROM telephony.calls c WHERE customer_id = $1 AND answered AND recording_key IS NOT NULL
            AND NOT EXISTS (SELECT 1 FROM quality.call_evaluations e WHERE e.call_id = c.call_id) LIMIT 1`,
        [alpine],
      );
      expect((await t.http.get(`/quality/call_evaluations/download_audio?CallID=${notEvaluated}&Token=${quality}`)).status).toBe(404);
      expect((await t.http.get(`/quality/call_evaluations/download_audio?CallID=abc&Token=${quality}`)).status).toBe(400);
    });

    it('finds evaluations by call number in the global search', async () => {
      const hits = dataOf<{ kind: string; id: number; label: string }[]>(await t.call('/search', { Text: evaluation.Call.Number }, quality));
      expect(hits).toContainEqual(expect.objectContaining({ kind: 'evaluation', id: evaluation.CallEvaluationID, label: evaluation.Call.Number }));
    });

    it('deletes evaluations with quality_delete_evaluation', async () => {
      const [victim] = await t.query<{ call_evaluation_id: number }>(
        `SELECT call_evaluation_id FROM quality.call_evaluations WHERE customer_id = $1 AND call_started_at >= '2026-03-08T23:00:00Z' ORDER BY 1 LIMIT 2`,
        [alpine],
      );
      const response = await t.call('/quality/call_evaluations/delete', { CallEvaluationID: victim.call_evaluation_id }, quality);
      expect(response.body.message).toBe('Evaluation deleted successfully');
      expect((await t.call('/quality/call_evaluations/load', { CallEvaluationID: victim.call_evaluation_id }, quality)).status).toBe(404);
    });
  });

  describe('reports', () => {
    const reportRequest = () => ({
      CallAgents: agents.slice(0, 4).map((agent) => agent.ID),
      From: '2026-03-02 00:00:00',
      To: '2026-03-08 23:59:59.999999',
      PerAgent: true,
    });
    let reportId: number;

    it('refuses a period without evaluations with a clear message and no report', async () => {
      const response = await t.call(
        '/quality/reports/generate',
        { ...reportRequest(), From: '2026-02-01 00:00:00', To: '2026-02-28 23:59:59.999999' },
        quality,
      );
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(
        'Cannot generate report: The chosen agents have no evaluations from 2026-02-01 to 2026-02-28: there is nothing to report.',
      );
      expect((await t.call('/quality/reports/generate', { ...reportRequest(), From: '2026-03-09 00:00:00', To: '2026-03-01 00:00:00' }, quality)).status).toBe(
        400,
      );
      expect((await t.call('/quality/reports/generate', { ...reportRequest(), CallAgents: [] }, quality)).status).toBe(400);
      const language = await t.call('/quality/reports/generate', { ...reportRequest(), Language: 'fr' }, quality);
      expect([language.status, language.body.message]).toEqual([400, 'Cannot generate report: Invalid input: Language must be one of en, de.']);
      expect(await reportRows()).toEqual([]);
    });

    it('renders the PDF as a job, lists the report, and the PDF states the right totals', async () => {
      // Evaluate the week: two perfect calls, one with an issue, one with a typo mistake, one in progress.
      const rows = dataOf<{ CallEvaluationID: number; Status: string }[]>(
        await t.call(
          '/quality/call_evaluations/list',
          {
            limit: 100,
            order: [{ field: 'CallEvaluationID', direction: 'asc' }],
            q: {
              and: [
                { field: 'Call.Timestamp', op: 'lte', value: '2026-03-08 23:59:59' },
                { field: 'Status', op: 'eq', value: 'not_evaluated' },
              ],
            },
          },
          quality,
        ),
      );
      const [issue] = dataOf<{ IssueID: number }[]>(await t.call('/quality/call_evaluation_issues/list', { limit: 1 }, quality));
      const changes = [
        { Status: 'evaluated' },
        { Status: 'evaluated', Comment: 'Textbook call' },
        { Status: 'evaluated', SelectedIssues: [issue.IssueID] },
        { Status: 'evaluated', TypoMistake: true },
        { Status: 'in_progress' },
      ];
      for (const [i, change] of changes.entries())
        dataOf(await t.call('/quality/call_evaluations/save', { CallEvaluationID: rows[i].CallEvaluationID, ...change }, quality));
      const [expected] = await t.query<{ total: number; perfect: number }>(
        `SELECT count(*)::int AS total,
                count(*) FILTER (WHERE status = 'evaluated' AND NOT typo_mistake
                                   AND NOT EXISTS (SELECT 1 FROM quality.evaluation_issues ei WHERE ei.call_evaluation_id = e.call_evaluation_id))::int AS perfect
           FROM quality.call_evaluations e WHERE customer_id = $1 AND call_started_at < '2026-03-08T23:00:00Z'`,
        [alpine],
      );
      expect(expected.perfect).toBe(2);

      const { JobID } = dataOf<{ JobID: string }>(await t.call('/quality/reports/generate', reportRequest(), quality));
      const done = await finished(JobID);
      expect(done).toMatchObject({ state: 'completed', queue: 'quality-report' });
      const [row] = await reportRows();
      reportId = row.report_id;
      expect(done.downloadUrl).toBe(`/quality/reports/download?ReportID=${reportId}&Mode=direct`);
      expect(progress.filter((message) => message.jobId === JobID).at(-2)?.message).toBe(
        `Report generated successfully: ${expected.perfect} perfect calls of ${expected.total}.`,
      );

      const listed = dataOf<Record<string, unknown>[]>(
        await t.call('/quality/reports/list', { limit: 10, q: { field: 'Archived', op: 'eq', value: false } }, quality),
      );
      expect(listed).toEqual([
        {
          ReportID: reportId,
          PeriodFrom: '2026-03-02 00:00:00',
          PeriodTo: '2026-03-08 23:59:59',
          ReportUser: 'quality',
          PerfectCalls: expected.perfect,
          TotalCalls: expected.total,
          CreatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
          Archived: false,
          FileName: 'quality-report-2026-03-02-2026-03-08.pdf',
        },
      ]);

      const pdf = await t.http
        .get(`${done.downloadUrl}&Token=${quality}`)
        .buffer(true)
        .parse((response, callback) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => callback(null, Buffer.concat(chunks)));
        });
      expect(pdf.status).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toBe('attachment; filename=quality-report-2026-03-02-2026-03-08.pdf');
      const body = pdf.body as Buffer;
      expect(body.subarray(0, 5).toString()).toBe('%PDF-');
      const parser = new PDFParse({ data: new Uint8Array(body) });
      const text = (await parser.getText()).text;
      await parser.destroy();
      expect(text).toContain('Quality report');
      expect(text).toContain('Period: 2026.03.02 – 2026.03.08');
      expect(text).toContain('Created by: Quinn Berger (quality)');
      expect(text).toContain(`${agents[0].FirstName} ${agents[0].LastName}`);
      expect(text).toContain('Textbook call');
      expect(text).toContain(`Perfect calls: ${expected.perfect} of ${expected.total}`);
      expect(text).toContain(`All agents ${expected.perfect} ${expected.total}`);
    });

    it('archives once: the second archive is refused; Show archived lists it again', async () => {
      const archived = await t.call('/quality/reports/archive', { ReportID: reportId }, quality);
      expect(archived.body.message).toBe('Report archived successfully!');
      const again = await t.call('/quality/reports/archive', { ReportID: reportId }, quality);
      expect(again.status).toBe(409);
      expect(again.body.message).toBe(`Cannot archive report: Report ${reportId} is already archived.`);
      expect(dataOf(await t.call('/quality/reports/count', { q: { field: 'Archived', op: 'eq', value: false } }, quality))).toBe(0);
      expect(dataOf<{ Archived: boolean }[]>(await t.call('/quality/reports/list', {}, quality))).toEqual([
        expect.objectContaining({ ReportID: reportId, Archived: true }),
      ]);
    });

    it('a report job that failed after storing its file is retried and lists the report once', async () => {
      await t.query(`CREATE SEQUENCE quality_test_report_failures`);
      await t.query(`
        CREATE FUNCTION quality_test_report_fail_once() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF nextval('quality_test_report_failures') = 1 THEN RAISE EXCEPTION 'simulated worker failure'; END IF;
          RETURN NEW;
        END $$`);
      await t.query(
        `CREATE TRIGGER quality_test_report_fail_once BEFORE INSERT ON quality.reports FOR EACH ROW EXECUTE FUNCTION quality_test_report_fail_once()`,
      );
      try {
        const { JobID } = dataOf<{ JobID: string }>(await t.call('/quality/reports/generate', { ...reportRequest(), PerAgent: false }, quality));
        expect((await finished(JobID)).state).toBe('completed');
        const rows = await reportRows();
        expect(rows).toHaveLength(2);
        expect(existsSync(join(t.config.dataDir, 'storage', rows[1].storage_key))).toBe(true);
      } finally {
        await t.query(`DROP TRIGGER quality_test_report_fail_once ON quality.reports`);
        await t.query(`DROP FUNCTION quality_test_report_fail_once(); DROP SEQUENCE quality_test_report_failures`);
      }
    });

    it('bulk archive refuses archived reports; delete and bulk delete remove the stored files', async () => {
      const [, second] = await reportRows();
      const refused = await t.call('/quality/reports/bulk_archive', { ReportIDs: [reportId, second.report_id] }, quality);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toContain('Cannot bulk archive reports');
      expect((await reportRows())[1].archived).toBe(false);
      expect((await t.call('/quality/reports/bulk_archive', { ReportIDs: [second.report_id] }, quality)).body.message).toBe('Reports archived successfully!');

      const files = (await reportRows()).map((row) => join(t.config.dataDir, 'storage', row.storage_key));
      const deleted = await t.call('/quality/reports/delete', { ReportID: reportId }, quality);
      expect(deleted.body.message).toBe('Report deleted successfully');
      expect(existsSync(files[0])).toBe(false);
      expect((await t.http.get(`/quality/reports/download?ReportID=${reportId}&Token=${quality}&Mode=direct`)).status).toBe(404);
      expect((await t.call('/quality/reports/bulk_delete', { ReportIDs: [second.report_id] }, quality)).body.message).toBe('Reports deleted successfully');
      expect(existsSync(files[1])).toBe(false);
      expect(await reportRows()).toEqual([]);
    });
  });

  it('summarises the week and the last reports for the dashboard widget', async () => {
    const summary = dataOf<{ OpenThisWeek: number; DoneThisWeek: number; PerfectRate: number | null; ReportsCounted: number }>(
      await t.call('/quality/summary', {}, quality),
    );
    const [{ open, done }] = await t.query<{ open: number; done: number }>(
      `SELECT count(*) FILTER (WHERE status <> 'evaluated')::int AS open, count(*) FILTER (WHERE status = 'evaluated')::int AS done FROM quality.call_evaluations WHERE customer_id = $1`,
      [alpine],
    );
    expect(summary).toEqual({ OpenThisWeek: open, DoneThisWeek: done, PerfectRate: null, ReportsCounted: 0, AverageScoreThisWeek: null, ScoredThisWeek: 0 });
  });

  it('the second customer sees none of the first customer’s rows (404)', async () => {
    const [evaluation] = await t.query<{ call_evaluation_id: number; call_id: string }>(
      `SELECT call_evaluation_id, call_id FROM quality.call_evaluations LIMIT 1`,
    );
    const [issue] = await t.query<{ issue_id: number }>(`SELECT issue_id FROM quality.issue_types LIMIT 1`);
    const other = await t.login('quality');
    dataOf(await t.call('/users/active_customer/save', { CustomerID: nordlicht }, other));
    expect(dataOf(await t.call('/quality/call_evaluations/count', {}, other))).toBe(0);
    expect(dataOf(await t.call('/quality/call_evaluation_issues/count', {}, other))).toBe(0);
    expect((await t.call('/quality/call_evaluations/load', { CallEvaluationID: evaluation.call_evaluation_id }, other)).status).toBe(404);
    expect((await t.call('/quality/call_evaluations/save', { CallEvaluationID: evaluation.call_evaluation_id, Status: 'evaluated' }, other)).status).toBe(404);
    expect((await t.call('/quality/call_evaluations/delete', { CallEvaluationID: evaluation.call_evaluation_id }, other)).status).toBe(404);
    expect((await t.call('/quality/call_evaluation_issues/load', { IssueID: issue.issue_id }, other)).status).toBe(404);
    expect((await t.http.get(`/quality/call_evaluations/download_audio?CallID=${evaluation.call_id}&Token=${other}`)).status).toBe(404);
    expect((await t.call('/quality/call_evaluations/save_excluded_agents', { Agents: [agents[0].ID] }, other)).status).toBe(400);
    expect(dataOf<Agent[]>(await t.call('/quality/call_evaluations/list_agents', {}, other)).some((agent) => agent.ID === agents[0].ID)).toBe(false);
    const report = await t.call(
      '/quality/reports/generate',
      { CallAgents: [agents[0].ID], From: '2026-03-02 00:00:00', To: '2026-03-08 23:59:59.999999' },
      other,
    );
    expect(report.status).toBe(400);
    const [{ count }] = await t.query<{ count: number }>(`SELECT count(*)::int AS count FROM quality.call_evaluations WHERE customer_id = $1`, [nordlicht]);
    expect(count).toBe(0);
  });

  describe('permissions', () => {
    /** Every Quality call, the permissions that open it, and a request that changes nothing. */
    const calls: { name: string; anyOf: string[]; send: (token: string) => ReturnType<TestApp['call']> }[] = [];
    const post =
      (path: string, body: Record<string, unknown> = {}) =>
      (token: string) =>
        t.call(path, body, token);
    const get = (path: string) => (token: string) =>
      t.http.get(`${path}${path.includes('?') ? '&' : '?'}Token=${token}`) as unknown as ReturnType<TestApp['call']>;
    const LIST = [P.QualityListEvaluation, P.QualityEvaluateEvaluation];
    const ISSUES_VIEW = [P.QualityViewIssues, P.QualityEditIssues, P.QualityListEvaluation, P.QualityEvaluateEvaluation];
    calls.push(
      { name: 'issues count', anyOf: ISSUES_VIEW, send: post('/quality/call_evaluation_issues/count') },
      { name: 'issues list', anyOf: ISSUES_VIEW, send: post('/quality/call_evaluation_issues/list') },
      { name: 'issues load', anyOf: ISSUES_VIEW, send: post('/quality/call_evaluation_issues/load', { IssueID: 999999 }) },
      { name: 'issues create', anyOf: [P.QualityEditIssues], send: post('/quality/call_evaluation_issues/create', { Name: '' }) },
      { name: 'issues save', anyOf: [P.QualityEditIssues], send: post('/quality/call_evaluation_issues/save', { IssueID: 999999, Name: 'x' }) },
      { name: 'issues delete', anyOf: [P.QualityEditIssues], send: post('/quality/call_evaluation_issues/delete', { IssueID: 999999 }) },
      { name: 'issues bulk delete', anyOf: [P.QualityEditIssues], send: post('/quality/call_evaluation_issues/bulk_delete', { IssueIDs: [999999] }) },
      { name: 'evaluations count', anyOf: LIST, send: post('/quality/call_evaluations/count') },
      { name: 'evaluations list', anyOf: LIST, send: post('/quality/call_evaluations/list') },
      { name: 'evaluations load', anyOf: LIST, send: post('/quality/call_evaluations/load', { CallEvaluationID: 999999 }) },
      { name: 'evaluations save', anyOf: [P.QualityEvaluateEvaluation], send: post('/quality/call_evaluations/save', { CallEvaluationID: 999999 }) },
      { name: 'evaluations delete', anyOf: [P.QualityDeleteEvaluation], send: post('/quality/call_evaluations/delete', { CallEvaluationID: 999999 }) },
      {
        name: 'evaluations bulk delete',
        anyOf: [P.QualityDeleteEvaluation],
        send: post('/quality/call_evaluations/bulk_delete', { CallEvaluationIDs: [999999] }),
      },
      { name: 'generate', anyOf: [P.QualityGenerateEvaluation], send: post('/quality/call_evaluations/generate', { EvaluationsPerAgent: 0 }) },
      { name: 'download audio', anyOf: [P.QualityDownloadAudio], send: get('/quality/call_evaluations/download_audio?CallID=999999') },
      {
        name: 'list agents',
        anyOf: [P.QualityGenerateEvaluation, P.QualityGenerateReport, P.QualityEditExcludedAgents, P.QualityListEvaluation, P.QualityEvaluateEvaluation],
        send: post('/quality/call_evaluations/list_agents'),
      },
      { name: 'list customers', anyOf: [P.QualityGenerateEvaluation], send: post('/quality/call_evaluations/list_customers') },
      {
        name: 'list excluded agents',
        anyOf: [P.QualityEditExcludedAgents, P.QualityGenerateEvaluation],
        send: post('/quality/call_evaluations/list_excluded_agents'),
      },
      {
        name: 'save excluded agents',
        anyOf: [P.QualityEditExcludedAgents],
        send: post('/quality/call_evaluations/save_excluded_agents', { Agents: [999999] }),
      },
      { name: 'reports count', anyOf: [P.QualityListReport], send: post('/quality/reports/count') },
      { name: 'reports list', anyOf: [P.QualityListReport], send: post('/quality/reports/list') },
      { name: 'reports load', anyOf: [P.QualityListReport], send: post('/quality/reports/load', { ReportID: 999999 }) },
      { name: 'reports generate', anyOf: [P.QualityGenerateReport], send: post('/quality/reports/generate', { CallAgents: [] }) },
      { name: 'reports archive', anyOf: [P.QualityDeleteReport], send: post('/quality/reports/archive', { ReportID: 999999 }) },
      { name: 'reports bulk archive', anyOf: [P.QualityDeleteReport], send: post('/quality/reports/bulk_archive', { ReportIDs: [999999] }) },
      { name: 'reports delete', anyOf: [P.QualityDeleteReport], send: post('/quality/reports/delete', { ReportID: 999999 }) },
      { name: 'reports bulk delete', anyOf: [P.QualityDeleteReport], send: post('/quality/reports/bulk_delete', { ReportIDs: [999999] }) },
      { name: 'reports download', anyOf: [P.QualityDownloadReport], send: get('/quality/reports/download?ReportID=999999&Mode=direct') },
      { name: 'summary', anyOf: [P.QualityListEvaluation, P.QualityEvaluateEvaluation, P.QualityListReport], send: post('/quality/summary') },
    );
    const QUALITY_PERMISSIONS = [
      P.QualityGenerateEvaluation,
      P.QualityListEvaluation,
      P.QualityEvaluateEvaluation,
      P.QualityDeleteEvaluation,
      P.QualityDownloadAudio,
      P.QualityGenerateReport,
      P.QualityListReport,
      P.QualityDownloadReport,
      P.QualityDeleteReport,
      P.QualityViewIssues,
      P.QualityEditIssues,
      P.QualityEditExcludedAgents,
    ];

    it('each call opens to exactly its permissions (403 otherwise) and changes nothing when refused', async () => {
      const before = await t.query(`SELECT (SELECT count(*) FROM quality.issue_types) AS issues, (SELECT count(*) FROM quality.call_evaluations) AS evaluations,
                                           (SELECT count(*) FROM quality.excluded_agents) AS excluded, (SELECT count(*) FROM quality.reports) AS reports`);
      const holders = new Map<string, string>();
      holders.set('(none)', (await userWith(t, admin, 'quality_none', [P.Quality])).token);
      for (const [i, permission] of QUALITY_PERMISSIONS.entries())
        holders.set(permission, (await userWith(t, admin, `quality_p${i}`, [P.Quality, permission])).token);
      const wrong: string[] = [];
      for (const call of calls) {
        for (const [permission, token] of holders) {
          const status = (await call.send(token)).status;
          const allowed = call.anyOf.includes(permission);
          if (allowed ? status === 403 || status === 401 || status >= 500 : status !== 403) wrong.push(`${call.name} with ${permission}: ${status}`);
        }
      }
      expect(wrong).toEqual([]);
      expect(
        await t.query(`SELECT (SELECT count(*) FROM quality.issue_types) AS issues, (SELECT count(*) FROM quality.call_evaluations) AS evaluations,
                              (SELECT count(*) FROM quality.excluded_agents) AS excluded, (SELECT count(*) FROM quality.reports) AS reports`),
      ).toEqual(before);
    }, 120_000);
  });

  it('the demo seed gives a tenant a sample, some evaluations done and one report', async () => {
    await seedQualityDemo(t.app.get(DataSource), t.app.get(StorageService), NOW);
    const demo = await t.login('quality');
    dataOf(await t.call('/users/active_customer/save', { CustomerID: nordlicht }, demo));
    const rows = dataOf<{ Status: string; Call: { Timestamp: string } }[]>(await t.call('/quality/call_evaluations/list', { limit: 1000 }, demo));
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.every((row) => row.Call.Timestamp >= '2026-03-02' && row.Call.Timestamp < '2026-03-09')).toBe(true);
    expect(rows.some((row) => row.Status === 'evaluated')).toBe(true);
    expect(rows.some((row) => row.Status === 'not_evaluated')).toBe(true);
    const reports = dataOf<{ ReportID: number; TotalCalls: number; ReportUser: string }[]>(await t.call('/quality/reports/list', {}, demo));
    expect(reports).toEqual([expect.objectContaining({ TotalCalls: rows.length, ReportUser: 'quality' })]);
    const pdf = await t.http.get(`/quality/reports/download?ReportID=${reports[0].ReportID}&Token=${demo}&Mode=direct`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    // Alpine already had issue types: the seed leaves it alone.
    expect((await t.query<{ count: number }>(`SELECT count(*)::int AS count FROM quality.reports WHERE customer_id = $1`, [alpine]))[0].count).toBe(0);
  });
});

describe('Quality with the workers in a process of their own (npm run worker)', () => {
  let t: TestApp;
  let worker: ChildProcess | null = null;
  const sockets: Socket[] = [];

  const connect = async (token: string, heard: { event: string; message: unknown }[]) => {
    const socket = io(t.baseUrl, { transports: ['websocket'], reconnection: false, forceNew: true });
    sockets.push(socket);
    socket.onAny((event: string, message: unknown) => heard.push({ event, message }));
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const validated = new Promise((resolve) => socket.once(SocketEvent.TokenValidation, resolve));
    socket.emit(SocketEvent.UserConnected, token);
    await validated;
  };

  beforeAll(async () => {
    t = await startTestApp({ WORKERS_IN_PROCESS: 'false' });
    const alpine = await customerIdByName(t, 'Alpine Assist GmbH');
    await seedTelephonyDemo(t.app.get(DataSource), { customerIds: [alpine], days: 14, agents: 3, seed: 5, now: NOW });
    worker = await startWorkerProcess(t);
  }, 180_000);

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    if (worker) await stopProcess(worker);
    await t?.close();
  }, 60_000);

  it("announces new evaluations to the customer's other users too, not only progress to the requester", async () => {
    const quality = await t.login('quality');
    const requesterHeard: { event: string; message: unknown }[] = [];
    const colleagueHeard: { event: string; message: unknown }[] = [];
    const supervisorHeard: { event: string; message: unknown }[] = [];
    await connect(quality, requesterHeard);
    // A colleague who may list evaluations hears of them; a supervisor, who may not, does not.
    await connect(await t.login('admin'), colleagueHeard);
    await connect(await t.login('supervisor'), supervisorHeard);
    const agents = dataOf<Agent[]>(await t.call('/quality/call_evaluations/list_agents/', {}, quality));
    const { JobID } = dataOf<{ JobID: string }>(
      await t.call(
        '/quality/call_evaluations/generate',
        { ...LAST_WEEK, EvaluationsPerAgent: 2, CallAgents: agents.map((agent) => agent.ID), RandomWeightRules: [] },
        quality,
      ),
    );
    const deadline = Date.now() + 60_000;
    const announced = () => colleagueHeard.find((heard) => heard.event === SocketEvent.EvaluationsGenerated);
    while (!announced() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    const [{ count }] = await t.query<{ count: number }>(`SELECT count(*)::int AS count FROM quality.call_evaluations`);
    expect(count).toBeGreaterThan(0);
    expect(announced()?.message).toEqual({ Generated: count, JobID });
    expect(supervisorHeard.filter((heard) => heard.event !== SocketEvent.TokenValidation)).toEqual([]);
    expect(requesterHeard.some((heard) => heard.event === SocketEvent.EvaluationsGenerated)).toBe(true);
    expect(requesterHeard.some((heard) => heard.event === SocketEvent.JobProgress && (heard.message as JobProgress).state === 'completed')).toBe(true);
  }, 90_000);
});
