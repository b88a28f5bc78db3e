/**
 * Quality (issue 11), as a quality user clicks it: a sample of last week's calls drawn in the
 * background with its progress, one call evaluated in the dialog while its audio plays, a PDF
 * report generated and downloaded, then archived. The calls come from the telephony generator
 * (`npm run seed`) run on the test server's database.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expectThat } from './harness.mjs';
import { databaseUrl, repoRoot } from './testServer.mjs';
import { signIn } from './session.mjs';

/**
 * Two weeks of generated calls for every demo customer; --replace because scenarios share one
 * server and an earlier one may already have imported calls for a customer.
 */
export function seedCalls(database) {
  return new Promise((resolveSeed, reject) => {
    const child = spawn(
      process.execPath,
      [
        join(repoRoot, 'apps/api/dist/cli/seed.js'),
        '--days',
        '14',
        '--agents',
        '4',
        '--seed',
        'e2e-quality',
        '--tenant',
        'all',
        '--replace',
        '--no-recordings',
      ],
      {
        cwd: repoRoot,
        env: { ...process.env, DATABASE_URL: databaseUrl(database) },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => (code === 0 ? resolveSeed() : reject(new Error(`npm run seed exited ${code}: ${output.slice(-2000)}`))));
  });
}

export const qualityScenarios = [
  {
    name: 'quality-sample-evaluate-report',
    async run({ page, step, database }) {
      await page.addLocatorHandler(page.getByRole('dialog', { name: 'Your session is about to expire' }), async (dialog) => {
        await dialog.getByRole('button', { name: 'Continue' }).click();
      });
      await step('seed-calls', () => seedCalls(database));

      await step('generate-a-sample-and-watch-its-progress', async () => {
        await signIn(page, 'quality');
        await page.goto('/quality');
        await page.waitForURL('**/evaluation/generate');
        await page.getByRole('heading', { name: 'Call generation' }).or(page.getByText('Call generation').first()).first().waitFor();
        expectThat(await page.getByTestId('generate-from').isDisabled(), 'the dates are disabled unless Custom is chosen');
        const shownFrom = await page.getByTestId('generate-from').inputValue();
        expectThat(/^\d{2}\.\d{2}\.\d{4}$/.test(shownFrom), `the period shows as DD.MM.YYYY: ${shownFrom}`);
        await page.getByRole('button', { name: 'Select all' }).first().click();
        await page.getByTestId('generate-per-agent').fill('3');
        await page.getByTestId('generate-submit').click();
        const progress = page.getByTestId('generate-progress');
        await progress.and(page.locator('[data-state="completed"]')).waitFor({ timeout: 30_000 });
        const text = await progress.innerText();
        expectThat(/Calls generated successfully! \d+ calls drawn/.test(text), `the progress says what was drawn: ${text}`);
        expectThat(text.includes('100%'), `the bar reached 100 %: ${text}`);
        await page.getByText('Calls generated successfully!').last().waitFor();
      });

      await step('evaluate-one-call-in-the-dialog-with-its-audio', async () => {
        await page.getByText('Evaluation', { exact: true }).first().click();
        await page.waitForURL('**/evaluation/evaluate**');
        const rows = page.locator('tbody tr');
        await rows.first().waitFor();
        const audioRequests = [];
        const onRequest = (request) => {
          if (new URL(request.url()).pathname.startsWith('/quality/call_evaluations/download_audio')) audioRequests.push(request);
        };
        page.on('request', onRequest);
        await rows.first().getByRole('button', { name: 'Evaluate' }).click();
        const dialog = page.getByTestId('evaluate-dialog');
        await dialog.waitFor();
        const audio = dialog.getByTestId('evaluate-audio');
        await audio.waitFor({ timeout: 20_000 });
        // The player streams from the server: its source is the audio route with the token, not a downloaded file.
        const source = await audio.getAttribute('src');
        expectThat(/\/quality\/call_evaluations\/download_audio\?.*CallID=\d+.*Token=/.test(source ?? ''), `the audio element plays the route: ${source}`);
        const duration = await audio.evaluate(
          (element) =>
            new Promise((resolveDuration) => {
              if (element.readyState >= 1) resolveDuration(element.duration);
              else element.addEventListener('loadedmetadata', () => resolveDuration(element.duration), { once: true });
            }),
        );
        expectThat(duration > 1, `the recording plays (${duration} s)`);
        const seekable = await audio.evaluate((element) => (element.seekable.length > 0 ? element.seekable.end(0) : 0));
        expectThat(seekable >= duration - 0.1, `the whole recording is seekable (${seekable} of ${duration} s): the server answers ranges`);
        const seekedTo = await audio.evaluate(
          (element) =>
            new Promise((resolveSeek) => {
              element.addEventListener('seeked', () => resolveSeek(element.currentTime), { once: true });
              element.currentTime = element.duration * 0.75;
            }),
        );
        expectThat(seekedTo > duration / 2, `the player seeks (${seekedTo} s)`);
        page.off('request', onRequest);
        const asked = await Promise.all(
          audioRequests.map(async (request) => ({ range: await request.headerValue('range'), status: (await request.response())?.status() })),
        );
        expectThat(
          asked.length > 0 && asked.every((request) => request.range && request.status === 206),
          `every audio request asks a byte range and gets it (206), no whole download first: ${JSON.stringify(asked)}`,
        );
        await dialog.getByTestId('evaluate-status').locator('..').click();
        await page.getByRole('option', { name: 'Evaluated', exact: true }).click();
        await dialog.getByTestId('evaluate-comment').fill('Friendly and complete.');
        await dialog.getByRole('checkbox', { name: 'Typo mistake' }).check();
        await dialog.getByTestId('evaluate-save').click();
        await page.getByText('Saved successfully!').waitFor();
        await dialog.waitFor({ state: 'detached' });
        await page
          .getByTestId('evaluation-status')
          .filter({ hasText: /^Evaluated$/ })
          .first()
          .waitFor();
      });

      await step('evaluation-filters-stay-in-the-url', async () => {
        const rows = page.locator('tbody tr');
        const filterOf = (url) => JSON.parse(url.searchParams.get('filter') ?? '{}');
        /** Waits until the list shows rows and every row has this status. */
        const onlyStatus = (text) =>
          page.waitForFunction((wanted) => {
            const cells = [...document.querySelectorAll('[data-testid="evaluation-status"]')];
            return cells.length > 0 && cells.every((cell) => cell.textContent === wanted);
          }, text);
        const agentColumn = (await page.locator('thead th').allInnerTexts()).findIndex((text) => text.trim() === 'Agent');
        // Status Evaluated: applied after the debounce and written into the URL.
        await page.getByTestId('evaluate-filter-status').locator('..').click();
        await page.getByRole('option', { name: 'Evaluated', exact: true }).click();
        await page.waitForURL((url) => filterOf(url).Status === 'evaluated');
        await onlyStatus('Evaluated');
        // An agent too: the one of the evaluated call.
        const agentName = (await rows.first().locator('td').nth(agentColumn).innerText()).trim();
        await page.getByTestId('evaluate-filter-agents').click();
        await page.getByRole('option', { name: new RegExp(`^${agentName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).click();
        await page.keyboard.press('Escape');
        await page.waitForURL((url) => (filterOf(url)['CallAgent.ID'] ?? []).length === 1);
        const withAgent = page.url();

        await page.reload();
        await page.getByTestId('evaluate-filters').waitFor();
        expectThat(page.url() === withAgent, `the reload keeps the filter: ${page.url()}`);
        await onlyStatus('Evaluated');
        expectThat((await page.getByTestId('evaluate-filter-status').inputValue()) === 'evaluated', 'the status field shows Evaluated after the reload');
        // The picker's chip (in the field around its input) names the agent.
        await page.getByTestId('evaluate-filter-agents').locator('..').getByText(agentName).first().waitFor();
        const agents = await rows.locator(`td:nth-child(${agentColumn + 1})`).allInnerTexts();
        expectThat(
          agents.every((text) => text.trim() === agentName),
          `only the agent's calls after the reload: ${agents.join(', ')}`,
        );

        // Another status, then Back: the previous filter again, in the list and in the field.
        await page.getByTestId('evaluate-filter-status').locator('..').click();
        await page.getByRole('option', { name: 'Not evaluated', exact: true }).click();
        await page.waitForURL((url) => filterOf(url).Status === 'not_evaluated');
        await page.goBack();
        await page.waitForURL((url) => url.toString() === withAgent);
        await page.waitForFunction(() => document.querySelector('[data-testid="evaluate-filter-status"]')?.value === 'evaluated');
        await onlyStatus('Evaluated');
      });

      await step('generate-a-report-and-download-its-pdf', async () => {
        await page.getByText('Report generation', { exact: true }).first().click();
        await page.waitForURL('**/generate_report');
        // The route changes before the lazy screen replaces the previous one, which has a Select all too.
        await page.getByTestId('report-submit').waitFor();
        // The presets of Call generation: Last week first, the dates editable only for Custom.
        expectThat((await page.getByTestId('report-preset').inputValue()) === 'last_week', 'Last week is the preset to start with');
        expectThat(await page.getByTestId('report-from').isDisabled(), 'the dates are disabled unless Custom is chosen');
        await page.getByTestId('report-preset').locator('..').click();
        const presets = await page.getByRole('option').allInnerTexts();
        expectThat(presets.join('|') === 'Last week|Last month|Current week|Current month|Custom', `the presets: ${presets.join('|')}`);
        await page.getByRole('option', { name: 'Last week' }).click();
        await page.getByRole('button', { name: 'Select all' }).first().click();
        await page.getByTestId('report-submit').click();
        await page.getByTestId('report-progress').and(page.locator('[data-state="completed"]')).waitFor({ timeout: 30_000 });
        await page.getByText('Report generated successfully').first().waitFor();
        const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('report-download').click()]);
        expectThat(
          /^quality-report-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.pdf$/.test(download.suggestedFilename()),
          `the PDF's name: ${download.suggestedFilename()}`,
        );
        const file = await download.path();
        expectThat(readFileSync(file).subarray(0, 5).toString() === '%PDF-', 'the download is a PDF');
      });

      await step('archive-the-report-and-show-archived', async () => {
        await page.getByText('Reports', { exact: true }).first().click();
        await page.waitForURL('**/report_list**');
        const row = page.locator('tbody tr').first();
        await row.waitFor();
        expectThat((await row.getByTestId('report-PerfectCalls').innerText()) === '0', 'the only evaluated call had a typo mistake: no perfect call');
        await row.getByRole('button', { name: 'Archive' }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
        await page.getByText('Report archived successfully!').waitFor();
        await page.getByTestId('empty-table').waitFor();
        await page.getByLabel('Show archived').check();
        await page.locator('tbody tr').first().getByRole('button', { name: 'Already archived' }).waitFor();
      });
    },
  },
];
