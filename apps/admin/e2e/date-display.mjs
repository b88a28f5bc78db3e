/**
 * One date and time display everywhere (issue 23 item 1): a user whose browser speaks American
 * English (AM/PM, month first) and lives in New York walks the screens of a Vienna customer. Every
 * list, dialog, report table and time input shows DD.MM.YYYY and HH:mm (24 h) on Vienna's clock:
 * no ISO date, no AM/PM, and in German the same.
 */
import { expectThat } from './harness.mjs';
import { dateField, fillDate, fillDateTime, fillTime, shownDate } from './dates.mjs';
import { seedCalls } from './quality.mjs';
import { importQueueLog, insertExtenSwitches, queueLog, queueLogStart } from './reports.mjs';
import { keepSessionAlive, signIn as signInAs } from './session.mjs';

const ZONE = 'Europe/Vienna';
const ISO_DATE = /\d{4}-\d{2}-\d{2}/;
const AM_PM = /\b(AM|PM|a\.m\.|p\.m\.)\b/i;
const DATE = /^\d{2}\.\d{2}\.\d{4}$/;
const TIME = /^\d{2}:\d{2}$/;
const DATE_TIME = /^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/;

/** An instant as Vienna's wall clock shows it, in the admin's display. */
function viennaText(instant, withTime = true) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  const day = `${parts.day}.${parts.month}.${parts.year}`;
  return withTime ? `${day} ${parts.hour}:${parts.minute}` : day;
}

/** YYYY-MM-DD of an instant in Vienna. */
const viennaDay = (instant) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);

/** Fails when a text shows an ISO date or AM/PM. */
function expectNoIsoNoAmPm(text, where) {
  expectThat(!ISO_DATE.test(text), `${where} shows an ISO date: ${text.match(ISO_DATE)?.[0]} in ${text.slice(0, 400)}`);
  expectThat(!AM_PM.test(text), `${where} shows AM/PM: ${text.slice(0, 400)}`);
}

/** The cells of a column (1-based) of the page's first table body. */
async function columnTexts(table, column) {
  return (await table.locator(`tbody tr td:nth-child(${column})`).allInnerTexts()).map((text) => text.trim());
}

async function openReport(page, path, heading) {
  await page.goto(path);
  await page.getByRole('heading', { name: heading }).waitFor();
}

/** This file's scenarios outlive the test server's short session. */
async function signIn(page, username) {
  await keepSessionAlive(page);
  await signInAs(page, username);
}

export const dateDisplayScenarios = [
  {
    name: 'dates-and-times-everywhere-24h',
    // A browser that would show 11/27/2026 and 5:30 PM, five or six hours behind the customer.
    contextOptions: { locale: 'en-US', timezoneId: 'America/New_York' },
    async run({ page, step, database }) {
      const now = Date.now();
      const today = viennaDay(new Date(now));
      const first = viennaDay(new Date(now - 3 * 3600 * 1000));
      const weekAgo = viennaDay(new Date(now - 7 * 86_400_000));
      await step('seed-calls-import-a-queue-log', async () => {
        // The generator's fortnight of calls, absences and switches; then a queue_log of the last two hours.
        await seedCalls(database);
        await signIn(page, 'admin');
        await importQueueLog(page, `${queueLog(now)}\n`);
        await insertExtenSwitches(database, `${queueLogStart(now) + 60}.1`);
      });

      await step('evaluation-list-and-dialog', async () => {
        await page.goto('/evaluation/generate');
        await page.getByRole('button', { name: 'Select all' }).first().click();
        await page.getByTestId('generate-per-agent').fill('2');
        await page.getByTestId('generate-submit').click();
        await page.getByTestId('generate-progress').and(page.locator('[data-state="completed"]')).waitFor({ timeout: 30_000 });
        const listed = page.waitForResponse((response) => new URL(response.url()).pathname === '/quality/call_evaluations/list');
        await page.goto('/evaluation/evaluate');
        const listBody = await (await listed).json();
        const wire = listBody.result?.data;
        expectThat(Array.isArray(wire) && wire.length > 0, `the list answered evaluations: ${JSON.stringify(listBody).slice(0, 300)}`);
        const table = page.locator('table').first();
        await table.locator('tbody tr').first().waitFor();
        const headers = (await table.locator('thead th').allInnerTexts()).map((text) => text.trim());
        const column = headers.indexOf('Time') + 1;
        expectThat(column > 0, `a Time column: ${headers.join('|')}`);
        const shown = await columnTexts(table, column);
        expectThat(shown.length > 0 && shown.every((text) => DATE_TIME.test(text)), `the call times show as DD.MM.YYYY HH:mm: ${shown.join(' | ')}`);
        // The wire's "YYYY-MM-DD HH:mm:ss" (Vienna's wall time) is shown rearranged, not moved to New York.
        expectThat(wire[0].Call?.Timestamp, `a call time on the wire: ${JSON.stringify(wire[0]).slice(0, 400)}`);
        const [date, time] = wire[0].Call.Timestamp.split(' ');
        const expected = `${date.split('-').reverse().join('.')} ${time.slice(0, 5)}`;
        expectThat(shown[0] === expected, `the first call shows ${expected} (wire ${wire[0].Call.Timestamp}): ${shown[0]}`);
        expectNoIsoNoAmPm(await table.innerText(), 'the evaluation list');

        await table.locator('tbody tr').first().getByRole('button', { name: 'Evaluate' }).click();
        const dialog = page.getByTestId('evaluate-dialog');
        await dialog.waitFor();
        const dialogText = await dialog.innerText();
        expectThat(dialogText.includes(expected), `the dialog shows the call's time ${expected}: ${dialogText.slice(0, 300)}`);
        expectNoIsoNoAmPm(dialogText, 'the evaluation dialog');
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
      });

      await step('exten-switch-dates', async () => {
        await openReport(page, '/report/exten_switch', 'Exten switch');
        await fillDate(dateField(page, { label: 'From' }), first);
        await fillDate(dateField(page, { label: 'To' }), today);
        await page.getByLabel('Exten', { exact: true }).fill('4711');
        await page.getByRole('button', { name: 'Submit' }).click();
        const table = page.locator('table').first();
        await table.locator('tbody tr').nth(1).waitFor();
        const dates = await columnTexts(table, 1);
        const expected = [...new Set([first, today])].map((day) => day.split('-').reverse().join('.'));
        expectThat(
          dates.every((text) => expected.includes(text)),
          `the switch days show as ${expected.join(' or ')}: ${dates.join(' | ')}`,
        );
        expectNoIsoNoAmPm(await table.innerText(), 'the Exten switch table');
      });

      await step('absence-dates-and-times', async () => {
        await openReport(page, '/report/absence', 'Absence');
        await fillDate(dateField(page, { label: 'From' }), weekAgo);
        await fillDate(dateField(page, { label: 'To' }), today);
        const causes = page.getByRole('group', { name: 'Cause' }).getByRole('checkbox');
        await causes.first().waitFor();
        for (const cause of await causes.all()) await cause.check();
        await page.getByRole('button', { name: 'Submit' }).click();
        await page.getByText('Absence detail loaded successfully.').first().waitFor();
        const table = page.getByRole('table', { name: 'Absence details' });
        await table.locator('tbody tr').first().waitFor();
        const rows = (await table.locator('tbody tr').allInnerTexts()).map((row) => row.split('\t').map((cell) => cell.trim()));
        expectThat(rows.length > 0 && rows[0].length === 6, `absence rows: ${JSON.stringify(rows.slice(0, 3))}`);
        expectThat(
          rows.every(([, date, start, end]) => (date === '' || DATE.test(date)) && TIME.test(start) && (TIME.test(end) || DATE_TIME.test(end))),
          `Date DD.MM.YYYY, Start and End HH:mm: ${JSON.stringify(rows.slice(0, 5))}`,
        );
        expectNoIsoNoAmPm(await table.innerText(), 'the Absence table');
      });

      await step('call-log-times', async () => {
        await openReport(page, '/report/call_log', 'Call log');
        await fillDate(dateField(page, { label: 'From' }), first);
        await fillDate(dateField(page, { label: 'To' }), today);
        await page.getByRole('button', { name: 'Submit' }).click();
        await page.getByText('Calls loaded successfully.').first().waitFor();
        const grid = page.getByTestId('call-log-grid');
        await grid.getByText('06641234567').first().waitFor();
        const times = (await grid.locator('[role="gridcell"][data-field="zeit"]').allInnerTexts()).map((text) => text.trim());
        expectThat(times.length > 0 && times.every((text) => DATE_TIME.test(text)), `call log times as DD.MM.YYYY HH:mm: ${times.slice(0, 5).join(' | ')}`);
        expectNoIsoNoAmPm(await grid.innerText(), 'the call log');
      });

      await step('acd-dates', async () => {
        await openReport(page, '/report/acd_details', 'ACD details');
        await fillDate(dateField(page, { label: 'From' }), weekAgo);
        await fillDate(dateField(page, { label: 'To' }), today);
        await page.getByRole('button', { name: 'Submit' }).click();
        await page.getByText('ACD Details loaded successfully.').first().waitFor();
        const grid = page.getByTestId('acd-grid');
        await grid.getByText(today.split('-').reverse().join('.')).waitFor();
        const dates = (await grid.locator('[role="gridcell"][data-field="datum"]').allInnerTexts()).map((text) => text.trim());
        expectThat(dates.length > 1 && dates.every((text) => DATE.test(text)), `ACD days as DD.MM.YYYY: ${dates.join(' | ')}`);
        expectNoIsoNoAmPm(await grid.innerText(), 'the ACD table');
      });

      await step('import-run-time-on-the-customer-clock', async () => {
        // The upload's time is an instant on the wire: shown on Vienna's clock, not New York's.
        await page.goto('/telephony_imports');
        const table = page.locator('table').first();
        await table.locator('tbody tr').first().waitFor();
        const text = await table.innerText();
        const candidates = Array.from({ length: 30 }, (_, minutes) => viennaText(new Date(Date.now() - minutes * 60_000)));
        expectThat(
          candidates.some((candidate) => text.includes(candidate)),
          `the upload of the last minutes shows on Vienna's clock (one of ${candidates[0]} … ${candidates.at(-1)}): ${text.slice(0, 300)}`,
        );
        expectNoIsoNoAmPm(text, 'the import runs');
      });

      await step('agent-productivity-time-inputs-24h', async () => {
        await openReport(page, '/report/agent_productivity', 'Agent productivity');
        const from = dateField(page, { label: 'Start time' });
        const to = dateField(page, { label: 'End time' });
        await to.getByRole('spinbutton').first().waitFor();
        expectThat(
          (await shownDate(from)) === '07:00' && (await shownDate(to)) === '20:00',
          `defaults 07:00 and 20:00: ${await shownDate(from)} ${await shownDate(to)}`,
        );
        await fillTime(to, '17:30');
        expectNoIsoNoAmPm(await page.locator('form').first().innerText(), 'the agent productivity form');
        const sent = page.waitForRequest((request) => new URL(request.url()).pathname.startsWith('/report/agent_productivity/list'));
        await page.getByRole('button', { name: 'Submit' }).click();
        const body = (await sent).postDataJSON();
        expectThat(body.HourFrom === '07:00' && body.HourTo === '17:30', `the wire keeps HH:mm: ${JSON.stringify(body)}`);
      });

      await step('partner-notice-time-inputs-24h', async () => {
        await page.goto('/assistance/partners/create');
        await page.getByLabel('Note', { exact: true }).fill('Closed for the afternoon');
        const from = dateField(page, { testId: 'notice-from' });
        await from.getByRole('spinbutton').first().waitFor();
        await fillDateTime(from, '2026-11-28 17:30');
        const until = dateField(page, { testId: 'notice-until' });
        // Until follows From by 30 minutes, on the same 24-hour clock.
        for (let tries = 0; tries < 50 && (await shownDate(until)) !== '28.11.2026 18:00'; tries += 1) await page.waitForTimeout(100);
        expectThat((await shownDate(until)) === '28.11.2026 18:00', `Until shows 28.11.2026 18:00: ${await shownDate(until)}`);
        expectNoIsoNoAmPm(`${await from.innerText()} ${await until.innerText()}`, 'the partner notice inputs');
      });

      await step('german-the-same', async () => {
        await page.evaluate(() => localStorage.setItem('locale', 'de'));
        await page.goto('/evaluation/evaluate');
        const table = page.locator('table').first();
        await table.locator('tbody tr').first().waitFor();
        expectNoIsoNoAmPm(await table.innerText(), 'the German evaluation list');
        expectThat(
          DATE_TIME.test((await table.locator('tbody tr td').allInnerTexts()).find((text) => /\d{2}:\d{2}/.test(text))?.trim() ?? ''),
          'a DD.MM.YYYY HH:mm call time in German',
        );
        await page.goto('/report/agent_productivity');
        const to = dateField(page, { label: 'Endzeit' });
        await to.getByRole('spinbutton').first().waitFor();
        expectThat((await shownDate(to)) === '20:00', `Endzeit 20:00: ${await shownDate(to)}`);
        await page.evaluate(() => localStorage.setItem('locale', 'en'));
      });
    },
  },
];
