import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { getQueueToken } from '@nestjs/bullmq';
import { Permission, QualityQueue, TelephonyQueue, type JobLimitReached } from '@backoffice/contracts';
import type { Queue } from 'bullmq';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { seedTelephonyDemo } from '../src/telephony/seed/telephony-demo.seed.js';
import { customerIdByName, dataOf, userWith } from './support/core-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { until } from './support/until.js';

/** How long a job may take before the test calls it stuck: a busy machine runs them slowly. */
const JOB_MS = 60_000;

/** Friday 13 March 2026 in Vienna; the demo calls end there. */
const NOW = new Date('2026-03-13T17:00:00Z');

describe('limits of queued and running jobs (issue 21, item 12)', () => {
  let t: TestApp;
  let admin: string;
  let quality: string;
  let alpine: number;
  let nordlicht: number;
  let agentIds: number[];
  let sampling: Queue;
  let reports: Queue;
  let imports: Queue;

  /** A generation request; moving To by a second makes it a different job (the flood of the issue). */
  const generate = (token: string, second: number, body: Record<string, unknown> = {}) =>
    t.call(
      '/quality/call_evaluations/generate',
      {
        From: '2026-03-02 00:00:00',
        To: `2026-03-09 00:00:${String(second).padStart(2, '0')}`,
        EvaluationsPerAgent: 1,
        CallAgents: agentIds,
        RandomWeightRules: [],
        ...body,
      },
      token,
    );
  const upload = (token: string, query = '') =>
    t.http
      .post(`/telephony/imports/absences${query}`)
      .set('Authorization', `Bearer ${token}`)
      .attach('file', Buffer.from('employee_id,start,end,reason\n'), 'absences.csv');
  const importRuns = async () => (await t.query<{ count: number }>(`SELECT count(*)::int AS count FROM telephony.import_runs`))[0].count;
  const storedUploads = () => {
    const folder = join(t.config.dataDir, 'storage', 'imports');
    return existsSync(folder) ? readdirSync(folder, { recursive: true }).filter((name) => String(name).endsWith('upload')).length : 0;
  };
  const expectLimit = (
    response: { status: number; headers: Record<string, string>; body: { message: string; result: { data: unknown } } },
    limit: JobLimitReached,
  ) => {
    expect(response.status).toBe(429);
    expect(response.headers['retry-after']).toBe('30');
    expect(response.body.result.data).toEqual(limit);
    expect(response.body.message).toContain(
      limit.Scope === 'user'
        ? `You already have ${limit.Limit} jobs queued or running, the most one user may have. Please wait until one has finished.`
        : `The active customer already has ${limit.Limit} jobs queued or running, the most one customer may have. Please wait until one has finished.`,
    );
  };

  beforeAll(async () => {
    t = await startTestApp({ JOBS_PER_USER: '3', JOBS_PER_CUSTOMER: '5', JOBS_KEEP_FINISHED: '2' });
    admin = await t.login('admin');
    quality = await t.login('quality');
    alpine = await customerIdByName(t, 'Alpine Assist GmbH');
    nordlicht = await customerIdByName(t, 'Nordlicht Versicherung AG');
    await seedTelephonyDemo(t.app.get(DataSource), { customerIds: [alpine], days: 14, agents: 3, seed: 7, now: NOW });
    agentIds = (await t.query<{ agent_id: number }>(`SELECT agent_id FROM telephony.agents WHERE customer_id = $1 ORDER BY agent_id`, [alpine])).map(
      (row) => row.agent_id,
    );
    [sampling, reports, imports] = [QualityQueue.Sampling, QualityQueue.Report, TelephonyQueue.Import].map((name) => t.app.get<Queue>(getQueueToken(name)));
    // The workers take nothing until the last test: the jobs stay queued, as behind a busy worker.
    await Promise.all([sampling.pause(), reports.pause(), imports.pause()]);
  }, 180_000);

  afterAll(async () => {
    await t?.close();
  });

  it('refuses the 4th concurrent job of one user with 429 and Retry-After, queueing nothing; the same request again is its job', async () => {
    const answers = await Promise.all([1, 2, 3, 4].map((second) => generate(quality, second)));
    const accepted = answers.filter((response) => response.status === 200);
    const refused = answers.filter((response) => response.status !== 200);
    expect(accepted).toHaveLength(3);
    expect(refused).toHaveLength(1);
    expectLimit(refused[0], { Scope: 'user', Limit: 3 });
    expect(refused[0].body.message).toMatch(/^Call generation failed!/);
    expect(await sampling.count()).toBe(3);

    const again = await generate(quality, answers.indexOf(accepted[0]) + 1);
    expect(again.status).toBe(200);
    expect(dataOf<{ JobID: string }>(again).JobID).toBe(dataOf<{ JobID: string }>(accepted[0]).JobID);
    expectLimit(await generate(quality, 5), { Scope: 'user', Limit: 3 });
    expect(await sampling.count()).toBe(3);
  });

  it("counts every queue users start: a colleague still can, up to the customer's limit, imports included", async () => {
    expect((await generate(admin, 11)).status).toBe(200);
    const runsBefore = await importRuns();
    const importing = await upload(admin);
    expect(importing.status).toBe(200);
    expect(await importRuns()).toBe(runsBefore + 1);
    // Alpine now has 5 jobs (3 + 2): a third user of Alpine is refused by the customer's limit.
    const { token: sampler } = await userWith(t, admin, 'sampler', [Permission.Quality, Permission.QualityGenerateEvaluation]);
    expectLimit(await generate(sampler, 21), { Scope: 'customer', Limit: 5 });
    const uploadsBefore = storedUploads();
    expectLimit(await upload(admin), { Scope: 'customer', Limit: 5 });
    expect([await importRuns(), storedUploads()]).toEqual([runsBefore + 1, uploadsBefore]);
    // An import into another customer counts there; the admin's third job is the admin's last.
    expect((await upload(admin, `?CustomerID=${nordlicht}`)).status).toBe(200);
    expectLimit(await upload(admin, `?CustomerID=${nordlicht}`), { Scope: 'user', Limit: 3 });
    expect([await sampling.count(), await imports.count()]).toEqual([4, 2]);
  });

  it('refuses a quality period over REPORT_MAX_RANGE_DAYS (366) with 400, queueing nothing', async () => {
    // 1 March 2025 to 2 March 2026, both days counted: 367 days.
    const generation = await generate(quality, 0, { From: '2025-03-01 00:00:00', To: '2026-03-03 00:00:00' });
    expect([generation.status, generation.body.message]).toEqual([
      400,
      'Call generation failed!: The period covers 367 days; a quality period covers at most 366 days.',
    ]);
    const report = await t.call('/quality/reports/generate', { CallAgents: agentIds, From: '2025-03-01 00:00:00', To: '2026-03-02 23:59:59.999999' }, quality);
    expect([report.status, report.body.message]).toEqual([
      400,
      'Cannot generate report: The period covers 367 days; a quality period covers at most 366 days.',
    ]);
    // A year to the day is allowed (the report then finds no evaluations to report).
    const year = await t.call('/quality/reports/generate', { CallAgents: agentIds, From: '2025-03-01 00:00:00', To: '2026-03-01 23:59:59.999999' }, quality);
    expect([year.status, year.body.message]).toEqual([
      400,
      'Cannot generate report: The chosen agents have no evaluations from 2025-03-01 to 2026-03-01: there is nothing to report.',
    ]);
    expect([await sampling.count(), await reports.count()]).toEqual([4, 0]);
  });

  it('frees the slots as the jobs finish and keeps at most JOBS_KEEP_FINISHED finished jobs in Redis', async () => {
    expect(sampling.defaultJobOptions).toMatchObject({ removeOnComplete: { count: 2, age: 7 * 86_400 }, removeOnFail: { count: 2, age: 7 * 86_400 } });
    await Promise.all([sampling.resume(), imports.resume()]);
    await until(
      'the queued jobs to finish',
      async () => (await sampling.count()) + (await imports.count()) + (await sampling.getActiveCount()) + (await imports.getActiveCount()) === 0,
      JOB_MS,
    );
    const more = await generate(quality, 31);
    expect(more.status).toBe(200);
    await until(
      'the new job to finish',
      async () => ['completed', 'failed'].includes(await sampling.getJobState(dataOf<{ JobID: string }>(more).JobID)),
      JOB_MS,
    );
    // Five sampling jobs ran to completion; Redis keeps the newest two.
    expect(await sampling.getJobCounts('completed', 'failed')).toEqual({ completed: 2, failed: 0 });
  }, 90_000);
});
