/**
 * Scorecards (issue 25), as quality staff click them: a form made with a critical yes/no question
 * and a 1-5 scale, a call scored on it in the evaluate dialog (live score, no N/A for the critical
 * question), the score in the list and the list filtered by score.
 */
import { expectThat } from './harness.mjs';
import { seedCalls } from './quality.mjs';
import { signIn } from './session.mjs';

export const scorecardScenarios = [
  {
    name: 'quality-scorecard-score-a-call',
    async run({ page, step, database }) {
      await page.addLocatorHandler(page.getByRole('dialog', { name: 'Your session is about to expire' }), async (dialog) => {
        await dialog.getByRole('button', { name: 'Continue' }).click();
      });
      await step('seed-calls-and-draw-a-sample', async () => {
        await seedCalls(database);
        await signIn(page, 'quality');
        await page.goto('/evaluation/generate');
        await page.getByTestId('generate-submit').waitFor();
        await page.getByRole('button', { name: 'Select all' }).first().click();
        await page.getByTestId('generate-per-agent').fill('2');
        await page.getByTestId('generate-submit').click();
        await page.getByTestId('generate-progress').and(page.locator('[data-state="completed"]')).waitFor({ timeout: 30_000 });
      });

      await step('make-a-scorecard', async () => {
        await page.getByText('Scorecards', { exact: true }).first().click();
        await page.waitForURL('**/scorecard**');
        await page
          .getByRole('link', { name: 'Create' })
          .or(page.getByRole('button', { name: 'Create' }))
          .first()
          .click();
        await page.waitForURL('**/scorecard/create');
        await page.locator('input[name="Name"]').fill('Outbound check');
        await page.locator('input[name="Sections.0.Name"]').fill('Conversation');
        await page.locator('input[name="Sections.0.Questions.0.Text"]').fill('Asks for consent');
        await page.locator('input[name="Sections.0.Questions.0.Critical"]').check();
        // The questions' Add comes before the sections' Add (it sits inside the section).
        await page.locator('.RaSimpleFormIterator-add button, button.button-add').first().click();
        await page.locator('input[name="Sections.0.Questions.1.Text"]').fill('Explains the offer');
        await page.locator('input[name="Sections.0.Questions.1.Weight"]').waitFor();
        await page.locator('input[name="Sections.0.Questions.1.AnswerType"]').locator('..').click();
        await page.getByRole('option', { name: 'Scale 1-5' }).click();
        await page.getByRole('button', { name: 'Save' }).click();
        await page.getByText('Scorecard created successfully').first().waitFor();
        await page.locator('tbody tr').filter({ hasText: 'Outbound check' }).first().waitFor();
      });

      await step('score-a-call-in-the-evaluate-dialog', async () => {
        await page.getByText('Evaluation', { exact: true }).first().click();
        await page.waitForURL('**/evaluation/evaluate**');
        const rows = page.locator('tbody tr');
        await rows.first().waitFor();
        await rows.first().getByRole('button', { name: 'Evaluate' }).click();
        const dialog = page.getByTestId('evaluate-dialog');
        await dialog.waitFor();
        await dialog.getByTestId('evaluate-scorecard').locator('..').click();
        await page.getByRole('option', { name: 'Outbound check' }).click();
        await dialog.getByTestId('scorecard-answers').waitFor();
        const score = dialog.getByTestId('evaluate-score');
        expectThat((await score.innerText()) === 'Score: answer every question', `no score before every answer: ${await score.innerText()}`);
        expectThat(await dialog.getByTestId('evaluate-save').isDisabled(), 'saving waits for every answer');
        expectThat((await dialog.getByTestId(/^answer-\d+-na$/).count()) === 0, 'a critical question offers no N/A');
        await dialog
          .getByTestId(/^answer-\d+-yes$/)
          .first()
          .click();
        await dialog
          .getByTestId(/^answer-\d+-4$/)
          .first()
          .click();
        // Consent (weight 10) yes, the offer (weight 10) at 4 of 5: 10 + 7.5 of 20.
        await score.filter({ hasText: 'Score: 87.5 %' }).waitFor();
        await dialog
          .getByTestId(/^answer-\d+-no$/)
          .first()
          .click();
        await score.filter({ hasText: 'Score: 0.0 %' }).waitFor();
        await dialog
          .getByTestId(/^answer-\d+-yes$/)
          .first()
          .click();
        await dialog.getByTestId('evaluate-status').locator('..').click();
        await page.getByRole('option', { name: 'Evaluated', exact: true }).click();
        await dialog.getByTestId('evaluate-save').click();
        await page.getByText('Saved successfully!').first().waitFor();
        await dialog.waitFor({ state: 'detached' });
        await page
          .getByTestId('evaluation-score')
          .filter({ hasText: /^87\.5 %$/ })
          .first()
          .waitFor();
      });

      await step('filter-the-list-by-score', async () => {
        const filterOf = (url) => JSON.parse(url.searchParams.get('filter') ?? '{}');
        await page.getByTestId('evaluate-filter-score-from').fill('80');
        await page.waitForURL((url) => filterOf(url)['Score@gte'] === 80);
        await page.waitForFunction(() => {
          const cells = [...document.querySelectorAll('[data-testid="evaluation-score"]')];
          return cells.length === 1 && cells[0].textContent === '87.5 %';
        });
        // Opened again, the dialog shows the stored answers and score.
        await page.locator('tbody tr').first().getByRole('button', { name: 'Evaluate' }).click();
        const dialog = page.getByTestId('evaluate-dialog');
        await dialog.getByTestId('evaluate-score').filter({ hasText: 'Score: 87.5 %' }).waitFor();
        await dialog.getByRole('button', { name: 'Cancel' }).click();
      });
    },
  },
];
