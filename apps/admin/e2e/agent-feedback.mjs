/**
 * The agent answers back (issue 25): an agent acknowledges one finished evaluation and disputes
 * another; the evaluator, watching in a second browser, sees the dispute arrive live, and
 * rejects it with a reason; the agent reads the resolution; the administrator finds each step in
 * the audit log. Two evaluations of the demo agent's
 * calls are finished first (as an evaluator's save would leave them).
 */
import { createRequire } from 'node:module';
import { expectThat } from './harness.mjs';
import { seedCalls } from './quality.mjs';
import { keepSessionAlive, signIn } from './session.mjs';
import { databaseUrl } from './testServer.mjs';

const require = createRequire(import.meta.url);

async function sql(database, text, params = []) {
  const { Client } = require('pg');
  const client = new Client({ connectionString: databaseUrl(database) });
  await client.connect();
  try {
    return (await client.query(text, params)).rows;
  } finally {
    await client.end();
  }
}

/** Two finished evaluations of calls of the user `agent` no evaluation holds yet (the generator's agents are linked to no user: one of its customer's is). */
async function finishedEvaluationsOfTheAgent(database) {
  await sql(
    database,
    `UPDATE telephony.agents SET user_id = u.user_id
       FROM core.users u JOIN core.user_customers uc ON uc.user_id = u.user_id
      WHERE u.username = 'agent' AND telephony.agents.customer_id = uc.customer_id
        AND NOT EXISTS (SELECT 1 FROM telephony.agents linked WHERE linked.user_id = u.user_id)
        AND telephony.agents.agent_id = (SELECT min(a.agent_id) FROM telephony.agents a WHERE a.customer_id = uc.customer_id AND NOT a.is_supervisor)`,
  );
  const rows = await sql(
    database,
    `INSERT INTO quality.call_evaluations (customer_id, call_id, agent_id, call_started_at, status, comment)
     SELECT c.customer_id, c.call_id, c.agent_id, c.started_at, 'evaluated', 'Evaluated for the agent scenario'
       FROM telephony.calls c JOIN telephony.agents a ON a.agent_id = c.agent_id JOIN core.users u ON u.user_id = a.user_id
      WHERE u.username = 'agent' AND c.answered
        AND NOT EXISTS (SELECT 1 FROM quality.call_evaluations e WHERE e.customer_id = c.customer_id AND e.call_id = c.call_id)
      ORDER BY c.started_at DESC LIMIT 2
     RETURNING call_evaluation_id AS id, call_id`,
  );
  expectThat(rows.length === 2, `two calls of the demo agent to evaluate (${rows.length})`);
  return rows;
}

const badgeCount = (page, testId) => page.getByTestId(testId).first().getAttribute('data-count');

export const agentFeedbackScenarios = [
  {
    name: 'agent-acknowledges-and-disputes-evaluator-resolves',
    async run({ page, step, database, harness }) {
      await keepSessionAlive(page);
      await step('seed-calls-and-finish-two-evaluations', async () => {
        await seedCalls(database);
        await finishedEvaluationsOfTheAgent(database);
      });

      const evaluatorContext = await harness.browser.newContext({ baseURL: harness.baseUrl, viewport: { width: 1366, height: 850 }, locale: 'en-GB' });
      const evaluator = await evaluatorContext.newPage();
      await keepSessionAlive(evaluator);
      try {
        await step('the-evaluator-watches-the-evaluation-list', async () => {
          await signIn(evaluator, 'quality');
          await evaluator.goto('/evaluation/evaluate');
          await evaluator.locator('tbody tr').first().waitFor();
          await evaluator.waitForFunction(() => document.querySelector('[data-testid="open-disputes-badge"]')?.getAttribute('data-count') === '0');
        });

        await step('the-agent-sees-two-evaluations-to-answer', async () => {
          await signIn(page, 'agent');
          await page.waitForFunction(() => document.querySelector('[data-testid="my-evaluations-badge"]')?.getAttribute('data-count') === '2');
          await page.getByRole('menuitem', { name: /My evaluations/ }).click();
          await page.waitForURL('**/my_evaluation**');
          await page.locator('tbody tr').nth(1).waitFor();
          expectThat((await page.locator('tbody tr').count()) === 2, 'the agent lists exactly the two finished evaluations');
        });

        await step('acknowledge-the-first', async () => {
          await page.locator('tbody tr').first().click();
          const dialog = page.getByTestId('my-evaluation-dialog');
          await dialog.getByText('Evaluated for the agent scenario').waitFor();
          const source = await dialog.getByTestId('my-evaluation-audio').getAttribute('src');
          expectThat(
            /\/quality\/my_evaluations\/download_audio\?.*CallID=\d+.*Token=/.test(source ?? ''),
            `the agent's player streams the own call: ${source}`,
          );
          await dialog.getByTestId('acknowledge-evaluation').click();
          await dialog.locator('[data-testid="agent-state"][data-state="acknowledged"]').waitFor();
          await dialog.getByRole('button', { name: 'Close' }).click();
        });

        await step('dispute-the-second-with-a-reason', async () => {
          await page.locator('tbody tr').nth(1).click();
          const dialog = page.getByTestId('my-evaluation-dialog');
          await dialog.getByTestId('acknowledge-evaluation').waitFor();
          expectThat(await dialog.getByTestId('dispute-evaluation').isDisabled(), 'a dispute needs a reason first');
          await dialog.getByTestId('my-evaluation-comment-input').fill('I greeted the caller; the recording starts late.');
          await dialog.getByTestId('dispute-evaluation').click();
          await dialog.locator('[data-testid="agent-state"][data-state="disputed"]').waitFor();
          await dialog.getByRole('button', { name: 'Close' }).click();
          await page.waitForFunction(() => document.querySelector('[data-testid="my-evaluations-badge"]')?.getAttribute('data-count') === '0');
        });

        await step('the-dispute-reaches-the-evaluator-live-and-is-rejected', async () => {
          // No reload: the badge and the list learn of the dispute by socket.
          await evaluator.waitForFunction(() => document.querySelector('[data-testid="open-disputes-badge"]')?.getAttribute('data-count') === '1');
          await evaluator.getByTestId('disputed-only').click();
          // Disputed only lists the one dispute.
          await evaluator.waitForFunction(() => {
            const rows = [...document.querySelectorAll('tbody tr')];
            return rows.length === 1 && rows[0].querySelector('[data-testid="agent-state"]')?.getAttribute('data-state') === 'disputed';
          });
          await evaluator.locator('tbody tr').first().getByRole('button', { name: 'Evaluate' }).click();
          const dialog = evaluator.getByTestId('evaluate-dialog');
          const panel = dialog.getByTestId('dispute-panel');
          await panel.getByText('I greeted the caller; the recording starts late.').waitFor();
          expectThat(await panel.getByTestId('reject-dispute').isDisabled(), 'a rejection needs a reason first');
          await panel.getByTestId('resolution-comment').fill('The greeting is missing at 0:03.');
          await panel.getByTestId('reject-dispute').click();
          // (The outcome, not the toast: a session dialog of this long scenario may cover a toast.)
          await dialog.waitFor({ state: 'detached' });
          await evaluator.waitForFunction(() => document.querySelector('[data-testid="open-disputes-badge"]')?.getAttribute('data-count') === '0');
        });

        await step('the-agent-reads-the-resolution', async () => {
          await page.waitForFunction(() => document.querySelector('[data-testid="my-evaluations-badge"]')?.getAttribute('data-count') === '1');
          const rejected = page.locator('tbody tr').filter({ has: page.locator('[data-testid="agent-state"][data-state="dispute_rejected"]') });
          await rejected.getByTestId('my-evaluation-new').waitFor();
          await rejected.click();
          const dialog = page.getByTestId('my-evaluation-dialog');
          const steps = dialog.getByTestId('feedback-step');
          await steps.nth(1).waitFor();
          const texts = await steps.allInnerTexts();
          expectThat(texts[0].startsWith('Disputed · agent') && texts[1].startsWith('Dispute rejected · quality'), `the history: ${JSON.stringify(texts)}`);
          expectThat(texts[1].includes('The greeting is missing at 0:03.'), 'the reason reaches the agent');
          expectThat(!(await dialog.getByTestId('dispute-evaluation').count()), 'a resolved dispute cannot be disputed again');
          await page.waitForFunction(() => document.querySelector('[data-testid="my-evaluations-badge"]')?.getAttribute('data-count') === '0');
          expectThat((await badgeCount(page, 'my-evaluations-badge')) === '0', 'opened: nothing left to read');
        });
        await step('the-administrator-finds-both-answers-in-the-audit-log', async () => {
          await signIn(page, 'admin');
          await page.locator('.RaSidebar-fixed').getByRole('menuitem', { name: 'Audit log' }).click();
          await page.waitForURL((url) => url.pathname === '/audit_log');
          await page.getByLabel('Resource').fill('quality/call_evaluations.feedback');
          // The filter applies once the typing pauses: wait until only the resource's rows are listed.
          await page.waitForFunction(() => {
            const rows = [...document.querySelectorAll('table tbody tr')].map((row) => row.textContent ?? '');
            return rows.length >= 3 && rows.every((text) => text.includes('quality/call_evaluations.feedback'));
          });
          const rows = await page.locator('table tbody tr').allInnerTexts();
          const has = (user, call) => rows.some((text) => text.includes(user) && text.includes(call));
          expectThat(has('agent', 'my_evaluations/acknowledge'), `the acknowledgement, by the agent: ${rows.join(' / ')}`);
          expectThat(has('agent', 'my_evaluations/dispute'), `the dispute, by the agent: ${rows.join(' / ')}`);
          expectThat(has('quality', 'call_evaluations/resolve_dispute'), `the resolution, by the evaluator: ${rows.join(' / ')}`);
        });
      } finally {
        await evaluatorContext.close();
      }
    },
  },
];
