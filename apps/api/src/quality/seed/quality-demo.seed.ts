/**
 * The demo's Quality data, per tenant with telephony data: issue types, a scorecard, a sample of
 * last week's calls (drawn as the sampling job draws), some of them evaluated and scored on the
 * scorecard, and one report with its PDF, created by the demo's quality user. A tenant that
 * already has issue types is left alone.
 */
import type { ScorecardAnswerValue, ScorecardSection } from '@backoffice/contracts';
import { addDays, dayRange, generationRange, isoWeekStart, localDateTime, samplingSeed, scoreEvaluation, todayIn, wireDateToInstant } from '@backoffice/domain';
import type { DataSource } from 'typeorm';
import type { StorageService } from '../../platform/storage/storage.service.js';
import { CALL_DRAW_INSERT, callDrawParams } from '../evaluations/jobs/call-draw.queries.js';
import { renderReportPdf } from '../reports/report-pdf.js';
import { reportLines } from '../reports/report-lines.queries.js';
import { clock } from '../../platform/clock/clock.js';
import { insertVersion, replaceAnswers, setCurrentVersion, versionForm, writeVersionForm } from '../scorecards/scorecards.queries.js';

export const DEMO_ISSUE_TYPES = ['Greeting missing', 'Wrong information', 'Impolite tone', 'No closing', 'Long hold without notice'];
export const DEMO_QUALITY_USERNAME = 'quality';
const DEMO_GENERATION = 'demo';
const DEMO_PER_AGENT = 5;

export const DEMO_SCORECARD_NAME = 'Inbound call';
const DEMO_SCORECARD: ScorecardSection[] = [
  {
    Name: 'Greeting',
    Questions: [
      { Text: 'Greets with the company name', Weight: 10, AnswerType: 'yes_no_na', Critical: false },
      { Text: 'Says their own name', Weight: 5, AnswerType: 'yes_no_na', Critical: false },
    ],
  },
  {
    Name: 'Solution',
    Questions: [
      { Text: 'Understands the request', Weight: 25, AnswerType: 'scale_1_5', Critical: false },
      { Text: 'Gives correct information', Weight: 30, AnswerType: 'yes_no_na', Critical: true },
    ],
  },
  {
    Name: 'Closing',
    Questions: [
      { Text: 'Offers further help', Weight: 10, AnswerType: 'yes_no_na', Critical: false },
      { Text: 'Friendly tone throughout', Weight: 20, AnswerType: 'scale_1_5', Critical: false },
    ],
  },
];

/** An answer varied by the evaluation's id, mostly good: the demo's scores spread from 0 (a failed critical question) to 100. */
function demoAnswer(evaluationId: number, index: number, type: string, critical: boolean): ScorecardAnswerValue {
  const roll = (evaluationId * 7 + index * 13) % 10;
  if (type === 'scale_1_5') return (roll < 2 ? 3 : roll < 6 ? 4 : 5) as ScorecardAnswerValue;
  if (critical) return evaluationId % 11 === 0 ? 'no' : 'yes';
  return roll === 0 ? 'no' : roll === 1 ? 'na' : 'yes';
}

/** The demo scorecard and its scores of the customer's evaluated calls (as an evaluator's saves would have stored them). */
async function seedDemoScorecard(dataSource: DataSource, customerId: number, now: Date): Promise<void> {
  await dataSource.transaction(async (manager) => {
    const [{ id }] = await manager.query<{ id: number }[]>(
      `INSERT INTO quality.scorecards (customer_id, name, created_at, updated_at) VALUES ($1, $2, $3, $3) RETURNING scorecard_id AS id`,
      [customerId, DEMO_SCORECARD_NAME, now],
    );
    const versionId = await insertVersion(manager, customerId, id, DEMO_SCORECARD_NAME, 1);
    await writeVersionForm(manager, customerId, versionId, DEMO_SCORECARD_NAME, DEMO_SCORECARD);
    await setCurrentVersion(manager, id, versionId, now);
    const { sections } = await versionForm(manager, versionId);
    const questions = sections.flatMap((section) => section.Questions);
    const evaluated = await manager.query<{ call_evaluation_id: number }[]>(
      `SELECT call_evaluation_id FROM quality.call_evaluations WHERE customer_id = $1 AND generation_job = $2 AND status = 'evaluated' ORDER BY 1`,
      [customerId, DEMO_GENERATION],
    );
    for (const { call_evaluation_id: evaluationId } of evaluated) {
      const answers = questions.map((question, index) => ({
        QuestionID: question.QuestionID,
        Answer: demoAnswer(evaluationId, index, question.AnswerType, question.Critical),
      }));
      const scored = scoreEvaluation(sections, answers);
      await manager.query(`UPDATE quality.call_evaluations SET scorecard_version_id = $2, score = $3, section_scores = $4 WHERE call_evaluation_id = $1`, [
        evaluationId,
        versionId,
        scored.Score,
        JSON.stringify(scored.Sections),
      ]);
      await replaceAnswers(manager, customerId, evaluationId, answers);
    }
  });
}

export async function seedQualityDemo(dataSource: DataSource, storage: StorageService, now: Date = clock.now()): Promise<void> {
  const customers = await dataSource.query<{ customer_id: number; name: string; time_zone: string }[]>(
    `SELECT c.customer_id, c.name, c.time_zone FROM core.customers c
      WHERE EXISTS (SELECT 1 FROM telephony.agents a WHERE a.customer_id = c.customer_id)
        AND NOT EXISTS (SELECT 1 FROM quality.issue_types i WHERE i.customer_id = c.customer_id)
      ORDER BY c.customer_id`,
  );
  const [user] = await dataSource.query<{ user_id: number; username: string; first_name: string; last_name: string }[]>(
    `SELECT user_id, username, first_name, last_name FROM core.users WHERE lower(username) = $1`,
    [DEMO_QUALITY_USERNAME],
  );
  for (const customer of customers) {
    const zone = customer.time_zone;
    const issues = await dataSource.query<{ issue_id: number }[]>(
      `INSERT INTO quality.issue_types (customer_id, name) SELECT $1, unnest($2::text[]) RETURNING issue_id`,
      [customer.customer_id, DEMO_ISSUE_TYPES],
    );
    const monday = addDays(isoWeekStart(todayIn(zone, now)), -7);
    const range = generationRange({ from: monday, to: addDays(monday, 6) });
    const agents = await dataSource.query<{ agent_id: number }[]>(`SELECT agent_id FROM telephony.agents WHERE customer_id = $1 ORDER BY agent_id`, [
      customer.customer_id,
    ]);
    await dataSource.query(
      CALL_DRAW_INSERT,
      callDrawParams({
        customerId: customer.customer_id,
        agentIds: agents.map((agent) => agent.agent_id),
        perAgent: DEMO_PER_AGENT,
        rules: [],
        from: wireDateToInstant(range.From, zone)!,
        to: wireDateToInstant(range.To, zone)!,
        generation: DEMO_GENERATION,
        seed: samplingSeed(`demo:${customer.customer_id}`).toString(),
      }),
    );
    // About half evaluated (a few with issues or a typo mistake), some in progress, the rest open.
    await dataSource.query(
      `UPDATE quality.call_evaluations
          SET status = CASE WHEN call_evaluation_id % 5 IN (0, 1, 2) THEN 'evaluated' WHEN call_evaluation_id % 5 = 3 THEN 'in_progress' ELSE 'not_evaluated' END,
              typo_mistake = call_evaluation_id % 7 = 0,
              comment = CASE WHEN call_evaluation_id % 5 IN (0, 1, 2) THEN 'Checked in the demo.' ELSE '' END,
              evaluated_by = $2
        WHERE customer_id = $1 AND generation_job = $3`,
      [customer.customer_id, user?.user_id ?? null, DEMO_GENERATION],
    );
    await dataSource.query(
      `INSERT INTO quality.evaluation_issues (customer_id, call_evaluation_id, issue_id)
       SELECT $1, e.call_evaluation_id, ($2::int[])[1 + e.call_evaluation_id % array_length($2::int[], 1)]
         FROM quality.call_evaluations e WHERE e.customer_id = $1 AND e.generation_job = $3 AND e.status = 'evaluated' AND e.call_evaluation_id % 4 = 0`,
      [customer.customer_id, issues.map((issue) => issue.issue_id), DEMO_GENERATION],
    );
    await seedDemoScorecard(dataSource, customer.customer_id, now);

    if (!user) continue;
    const from = dayRange(monday, zone).from;
    const to = new Date(dayRange(addDays(monday, 7), zone).from.getTime() - 1);
    const scope = { customerId: customer.customer_id, agentIds: agents.map((agent) => agent.agent_id), from, to, timeZone: zone, perAgent: true };
    const names = await dataSource.query<{ name: string }[]>(
      `SELECT trim(first_name || ' ' || last_name) AS name FROM telephony.agents WHERE customer_id = $1 ORDER BY lower(last_name), lower(first_name)`,
      [customer.customer_id],
    );
    const storageKey = `quality/reports/${customer.customer_id}/${DEMO_GENERATION}.pdf`;
    const rendered = await renderReportPdf(
      {
        customerName: customer.name,
        periodFrom: monday.replaceAll('-', '.'),
        periodTo: addDays(monday, 6).replaceAll('-', '.'),
        agents: names.map((row) => row.name),
        creator: `${user.first_name} ${user.last_name} (${user.username})`,
        createdAt: localDateTime(now, zone).slice(0, 16).replaceAll('-', '.'),
        perAgent: true,
        // Both demo customers are German-speaking call centres.
        language: 'de',
      },
      // A seed is an operator's action: no statement limit (0).
      reportLines(dataSource, scope, 0),
      (pdf) => storage.write(storageKey, pdf),
    );
    if (rendered.totals.total === 0) {
      await storage.remove(storageKey);
      continue;
    }
    await dataSource.query(
      `INSERT INTO quality.reports (customer_id, period_from, period_to, report_user_id, report_user, agent_ids, per_agent, perfect_calls, total_calls,
                                    file_name, storage_key, file_bytes, job_id, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, true, $7, $8, $9, $10, $11, $12, $13)`,
      [
        customer.customer_id,
        from,
        to,
        user.user_id,
        user.username,
        scope.agentIds,
        rendered.totals.perfect,
        rendered.totals.total,
        `quality-report-${monday}-${addDays(monday, 6)}.pdf`,
        storageKey,
        (await storage.size(storageKey)) ?? 0,
        DEMO_GENERATION,
        now,
      ],
    );
  }
}
