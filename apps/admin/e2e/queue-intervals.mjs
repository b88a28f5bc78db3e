/**
 * Browser scenario of the queue intervals report (issue 24, item 4): a supervisor opens the
 * report, picks a range and the hour interval, sees the average day as bars and the table per
 * interval and queue, downloads the CSV, read back from disk, and schedules the report with the
 * queue chosen, picking another from the customer's queues in the schedule form.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expectThat } from './harness.mjs';
import { dateField, fillDate } from './dates.mjs';
import { databaseUrl } from './testServer.mjs';
import { keepSessionAlive, signIn } from './session.mjs';

const require = createRequire(import.meta.url);
const ZONE = 'Europe/Vienna';
const localDay = (date) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);

/**
 * Four calls of the signed-in user's customer yesterday at 09:10, 09:20, 09:40 (queue 7001) and
 * 10:05 (queue 7002) on the customer's clock, written straight into the test database.
 */
async function insertCalls(database, customerId, day) {
  const { Client } = require('pg');
  const client = new Client({ connectionString: databaseUrl(database) });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO telephony.calls (customer_id, unique_id, routing_exten, started_at, wait_routing_seconds, wait_agent_seconds, talk_seconds, answered, lost, status)
       SELECT $1, 'qi-' || n, queue, ($2::date + at) AT TIME ZONE '${ZONE}', wait, 0, talk, answered, NOT answered, CASE WHEN answered THEN 'completed_caller' ELSE 'abandoned' END
         FROM (VALUES (1, '7001', time '09:10', 10, 100, true), (2, '7001', time '09:20', 30, 200, true), (3, '7001', time '09:40', 50, NULL, false),
                      (4, '7002', time '10:05', 5, 60, true)) v(n, queue, at, wait, talk, answered)`,
      [customerId, day],
    );
  } finally {
    await client.end();
  }
}

export const queueIntervalScenarios = [
  {
    name: 'queue-intervals-chart-table-and-csv',
    async run({ page, step, database }) {
      const yesterday = localDay(new Date(Date.now() - 86_400_000));
      await keepSessionAlive(page);
      await signIn(page, 'supervisor');
      await step('calls-of-yesterday', async () => {
        const customerId = await page.evaluate(async () => {
          const token = JSON.parse(localStorage.getItem('core.auth')).token;
          const response = await fetch('/users/session/load', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
            body: '{}',
          });
          return (await response.json()).result.data.activeCustomer.CustomerID;
        });
        await insertCalls(database, customerId, yesterday);
      });
      await step('open-pick-range-and-interval', async () => {
        await page.locator('.RaSidebar-fixed').getByRole('menuitem', { name: 'Queue intervals', exact: true }).click();
        await page.waitForURL('**/report/queue_intervals');
        await page.getByRole('heading', { name: 'Queue intervals' }).waitFor();
        await fillDate(dateField(page, { label: 'From' }), yesterday);
        await fillDate(dateField(page, { label: 'To' }), yesterday);
        await page.getByLabel('Interval').click();
        await page.getByRole('option', { name: '60 minutes' }).click();
        await page.getByRole('button', { name: 'Submit' }).click();
      });
      await step('chart-of-the-average-day', async () => {
        // The header names the thresholds counted with: the customer's defaults.
        await page
          .getByTestId('queue-intervals-thresholds')
          .getByText('Service level: answered within 20 s, target 80 %; every abandoned call offered', { exact: true })
          .waitFor();
        const chart = page.getByTestId('queue-profile-chart');
        await chart.locator('svg').first().waitFor();
        const bars = chart.locator('svg rect[aria-label]');
        // Every hour of the day has its bars; those without calls have no height.
        await chart.locator('svg rect[aria-label="09:00: Answered 2"]').waitFor();
        const labels = await bars.evaluateAll((rects) => rects.map((rect) => rect.getAttribute('aria-label')));
        expectThat(labels.includes('09:00: Answered 2') && labels.includes('09:00: Abandoned 1'), `09:00 bars: ${labels.join(' | ')}`);
        expectThat(labels.includes('10:00: Answered 1'), `10:00 bar: ${labels.join(' | ')}`);
        expectThat(labels.includes('00:00: Answered 0') && labels.includes('23:00: Answered 0'), `the whole day: ${labels.join(' | ')}`);
      });
      await step('table-per-interval-and-queue', async () => {
        const grid = page.getByTestId('queue-intervals-grid');
        const shown = yesterday.split('-').reverse().join('.');
        await grid.getByText(new RegExp(`^${shown.replace(/\./g, '\\.')} 09:00 \\+0[12]:00$`)).waitFor();
        const rows = (await grid.locator('[role="row"][data-id]').allInnerTexts()).map((row) => row.split(/\s*[\t\n]\s*/).map((cell) => cell.trim()));
        expectThat(rows.length === 2, `two rows: ${JSON.stringify(rows)}`);
        // 7001 at 09:00: offered 3, answered 2, abandoned 1, one within 20 s (33.33 %), waits 10/30/50, talk 100/200.
        expectThat(rows[0].slice(1).join('|') === '7001|3|2|1|33.33|30|50|150', `the 09:00 row of 7001: ${JSON.stringify(rows[0])}`);
        expectThat(rows[1].slice(1).join('|') === '7002|1|1|0|100|5|5|60', `the 10:00 row of 7002: ${JSON.stringify(rows[1])}`);
      });
      await step('csv-downloaded', async () => {
        const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
        const dotted = yesterday.replace(/-/g, '.');
        expectThat(download.suggestedFilename() === `QueueIntervals(${dotted}-${dotted}).csv`, `file name ${download.suggestedFilename()}`);
        const lines = readFileSync(await download.path(), 'utf8')
          .slice(1)
          .trim()
          .split(/\r?\n/);
        expectThat(
          lines[0] === 'IntervalStart,Queue,Offered,Answered,Abandoned,ServiceLevel,AverageWaitSeconds,LongestWaitSeconds,AverageTalkSeconds',
          `header ${lines[0]}`,
        );
        expectThat(lines.length === 3 && /^\d{4}-\d{2}-\d{2}T09:00:00\+0[12]:00,7001,3,2,1,33.33,30,50,150$/.test(lines[1]), `rows: ${lines.join(' / ')}`);
      });
      await step('schedule-with-the-chosen-queue', async () => {
        await page.getByRole('combobox', { name: 'Queues' }).click();
        await page.getByRole('option', { name: '7002', exact: true }).click();
        await page.keyboard.press('Escape');
        await page.getByRole('link', { name: 'Schedule' }).click();
        await page.waitForURL('**/report_schedules/create');
        // The form (a lazily loaded screen) replaces the report, whose queue picker has the same name.
        await page
          .getByRole('combobox', { name: /^Report/ })
          .filter({ hasText: 'Queue intervals' })
          .waitFor();
        // The report's queues are offered by name; the one chosen in the report is taken over.
        const queues = page.getByRole('combobox', { name: /^Queues/ });
        await page.getByRole('button', { name: '7002' }).waitFor();
        await queues.fill('7001');
        await page.getByRole('option', { name: '7001', exact: true }).waitFor({ state: 'attached' });
        await queues.press('ArrowDown');
        await queues.press('Enter');
        const chips = await page.locator('.MuiAutocomplete-root').filter({ has: queues }).locator('.MuiChip-label').allInnerTexts();
        expectThat(chips.join(',') === '7002,7001', `queues ${chips.join(',')}`);
      });
    },
  },
];
