/**
 * The demo's Quality data, per tenant with telephony data: issue types, a sample of last week's
 * calls (drawn as the sampling job draws), some of them evaluated, and one report with its PDF,
 * created by the demo's quality user. A tenant that already has issue types is left alone.
 */
import { addDays, dayRange, generationRange, isoWeekStart, localDateTime, samplingSeed, todayIn, wireDateToInstant } from '@backoffice/domain';
import type { DataSource } from 'typeorm';
import type { StorageService } from '../../platform/storage/storage.service.js';
import { CALL_DRAW_INSERT, callDrawParams } from '../evaluations/jobs/call-draw.query.js';
import { renderReportPdf } from '../reports/report-pdf.js';
import { reportLines } from '../reports/report-lines.query.js';
import { clock } from '../../platform/clock/clock.js';

export const DEMO_ISSUE_TYPES = ['Greeting missing', 'Wrong information', 'Impolite tone', 'No closing', 'Long hold without notice'];
export const DEMO_QUALITY_USERNAME = 'quality';
const DEMO_GENERATION = 'demo';
const DEMO_PER_AGENT = 5;

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
