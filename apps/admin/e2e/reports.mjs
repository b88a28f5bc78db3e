/**
 * Browser scenarios of the Reports area (issue 13): a supervisor's morning, on calls and status
 * periods the admin imported as a queue_log through the real import job: agent productivity as
 * bars, the call log with its CSV download read back from disk, ACD details, and the messages.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expectThat } from './harness.mjs';
import { dateField, fillDate, fillTime } from './dates.mjs';
import { databaseUrl } from './testServer.mjs';
import { keepSessionAlive, signIn as signInAs } from './session.mjs';

const require = createRequire(import.meta.url);

const ZONE = 'Europe/Vienna';

const localDay = (date) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);

/** The first second of queueLog(now): its answered call's uniqueid is `${T + 60}.1`. */
/** This file's scenarios outlive the test server's short session. */
async function signIn(page, username) {
  await keepSessionAlive(page);
  await signInAs(page, username);
}

export const queueLogStart = (now) => Math.floor(now / 1000) - 2 * 3600;

/** A queue_log of the last two hours: agent 3001 works, takes a lunch break, answers one call; one caller gives up. */
export function queueLog(now) {
  const T = queueLogStart(now);
  return [
    `${T}|NONE|2001|PJSIP/3001|ADDMEMBER|`,
    `${T}|NONE|NONE|PJSIP/3001|UNPAUSEALL|`,
    `${T + 60}|${T + 60}.1|2001|NONE|ENTERQUEUE||06641234567|1`,
    `${T + 75}|${T + 60}.1|2001|PJSIP/3001|CONNECT|15|${T + 75}.2|3`,
    `${T + 195}|${T + 60}.1|2001|PJSIP/3001|COMPLETEAGENT|15|120|1`,
    `${T + 300}|${T + 300}.3|2001|NONE|ENTERQUEUE||=HYPERLINK("x")|1`,
    `${T + 340}|${T + 300}.3|2001|NONE|ABANDON|1|1|40`,
    `${T + 1800}|NONE|2001|PJSIP/3001|PAUSE|Mittag`,
    `${T + 3600}|NONE|2001|PJSIP/3001|UNPAUSE|`,
    `${T + 5400}|NONE|2001|PJSIP/3001|REMOVEMEMBER|`,
  ].join('\n');
}

export async function importQueueLog(page, content) {
  await page.evaluate(async (text) => {
    const token = JSON.parse(localStorage.getItem('core.auth')).token;
    const form = new FormData();
    form.append('file', new Blob([text], { type: 'text/plain' }), 'queue_log');
    const queued = await fetch('/telephony/imports/queue_log', { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
    if (!queued.ok) throw new Error(`upload: ${queued.status} ${await queued.text()}`);
    const { ImportID } = (await queued.json()).result.data;
    for (let i = 0; i < 200; i += 1) {
      const run = await fetch('/telephony/imports/runs/load', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ ImportID }),
      });
      const status = (await run.json()).result.data.Status;
      if (status === 'imported') return;
      if (['rejected', 'failed', 'refused'].includes(status)) throw new Error(`import ${status}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('import did not finish');
  }, content);
}

/** The day before a YYYY-MM-DD day. */
const dayBefore = (day) => new Date(Date.parse(`${day}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/**
 * Two hot-desk switches to exten 4711 by the imported agent, one for the imported call's queue
 * and one without a call customer, written straight into the test database: no import kind writes
 * extension switches (the demo generator does, with random ones).
 */
export async function insertExtenSwitches(database, uniqueId) {
  const { Client } = require('pg');
  const client = new Client({ connectionString: databaseUrl(database) });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT c.customer_id, c.agent_id, c.call_customer_id, cc.name FROM telephony.calls c
         JOIN telephony.call_customers cc ON cc.call_customer_id = c.call_customer_id
        WHERE c.caller_number = '06641234567' AND c.source = 'import' AND c.unique_id = $1`,
      [uniqueId],
    );
    expectThat(rows.length === 1, `the imported call: ${rows.length} rows`);
    const [call] = rows;
    await client.query(
      `INSERT INTO telephony.extension_switches (customer_id, agent_id, call_customer_id, switched_at, from_exten, to_exten, source)
       VALUES ($1, $2, $3, now() - interval '100 minutes', '3001', '4711', 'import'), ($1, $2, NULL, now() - interval '90 minutes', '3001', '4711', 'import')`,
      [call.customer_id, call.agent_id, call.call_customer_id],
    );
    return call.name;
  } finally {
    await client.end();
  }
}

async function openReport(page, entry, path) {
  await page.locator('.RaSidebar-fixed').getByRole('menuitem', { name: entry, exact: true }).click();
  await page.waitForURL(`**${path}`);
}

async function fillRange(page, from, to) {
  await fillDate(dateField(page, { label: 'From' }), from);
  await fillDate(dateField(page, { label: 'To' }), to);
}

export const reportScenarios = [
  {
    name: 'reports-productivity-bars-and-call-log-csv',
    async run({ page, step, database }) {
      const now = Date.now();
      const today = localDay(new Date(now));
      const first = localDay(new Date(now - 3 * 3600 * 1000));
      await signIn(page, 'admin');
      await step('queue-log-imported', async () => {
        await importQueueLog(page, `${queueLog(now)}\n`);
      });
      await step('home-tile-counts-today', async () => {
        await page.goto('/dashboard/asset-overview');
        const tile = page.getByTestId('widget-reports');
        await tile.getByRole('heading', { name: 'Today in the queues' }).waitFor();
        // Both calls entered the queue in the last two hours; one was answered within 20 s.
        if (first === today) {
          await tile.getByTestId('reports-widget-incoming').filter({ hasText: /^2$/ }).waitFor();
          await tile.getByTestId('reports-widget-lost').filter({ hasText: /^1$/ }).waitFor();
          await tile
            .getByTestId('reports-widget-service_level')
            .filter({ hasText: /^50 %$/ })
            .waitFor();
        }
      });
      await step('agent-productivity-bars', async () => {
        await openReport(page, 'Agent productivity', '/report/agent_productivity');
        await fillDate(dateField(page, { label: 'Start date' }), first);
        await fillDate(dateField(page, { label: 'End date' }), today);
        await fillTime(dateField(page, { label: 'Start time' }), '00:00');
        await fillTime(dateField(page, { label: 'End time' }), '23:59');
        for (const day of ['Monday', 'Sunday', 'Holiday']) expectThat(await page.getByLabel(day, { exact: true }).isChecked(), `${day} is checked by default`);
        await page.getByRole('button', { name: 'Submit' }).click();
        await page.getByText('Agent productivity loaded successfully').first().waitFor();
        const chart = page.getByTestId('agent-productivity-chart');
        await chart.locator('svg').first().waitFor();
        const bars = chart.locator('[role="img"] rect[aria-label], svg rect[aria-label]');
        await bars.first().waitFor();
        const labels = await bars.evaluateAll((rects) => rects.map((rect) => rect.getAttribute('aria-label')));
        expectThat(
          labels.some((label) => /3001: Call \d/.test(label)),
          `a Call bar of agent 3001: ${labels.join(' | ')}`,
        );
        expectThat(
          labels.some((label) => /3001: Mittagspause \d/.test(label)),
          `a Mittagspause bar: ${labels.join(' | ')}`,
        );
        // German locale in the chart: 33,3 % style numbers.
        expectThat(
          labels.some((label) => /\d,\d\s?%/.test(label) || /\d\s?%/.test(label)),
          `percent labels: ${labels.join(' | ')}`,
        );
        await chart.getByText('Mittagspause', { exact: true }).first().waitFor();
        await bars.first().hover();
        await page.getByRole('tooltip').first().waitFor();
      });
      await step('call-log-list', async () => {
        await openReport(page, 'Call log', '/report/call_log');
        await fillRange(page, first, today);
        await page.getByRole('button', { name: 'Submit' }).click();
        await page.getByText('Calls loaded successfully.').first().waitFor();
        const grid = page.getByTestId('call-log-grid');
        await grid.getByText('06641234567').waitFor();
        // The grid renders the columns in view; it announces all of them.
        const columns = await grid.locator('[role="grid"]').getAttribute('aria-colcount');
        expectThat(columns === '12', `12 columns: ${columns}`);
        expectThat((await grid.locator('[role="row"][data-id]').count()) === 2, 'two calls listed');
      });
      await step('call-log-csv-downloaded', async () => {
        const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
        const name = download.suggestedFilename();
        expectThat(name === `CallLog(${first.replace(/-/g, '.')}-${today.replace(/-/g, '.')}).csv`, `file name ${name}`);
        const text = readFileSync(await download.path(), 'utf8');
        expectThat(text.charCodeAt(0) === 0xfeff, 'a byte-order mark for spreadsheet programs');
        const lines = text.slice(1).trim().split(/\r?\n/);
        expectThat(
          lines[0] === 'zeit,dnis,clip,benutzername,klappe_routing,klappe_agent,wartezeit_routing,wartezeit_agent,ergebnis,dauer,nummer,status',
          `header ${lines[0]}`,
        );
        expectThat(lines.length === 3, `two calls in the file: ${lines.length - 1}`);
        expectThat(
          lines.some((line) => line.includes(',06641234567,') && line.includes(',2001,') && line.includes(',120,')),
          `the answered call: ${lines.join(' / ')}`,
        );
        // The caller id that looks like a formula is neutralised (quoted, with a leading apostrophe).
        expectThat(
          lines.some((line) => line.includes(`"'=HYPERLINK(""x"")"`)),
          `formula cell neutralised: ${lines.join(' / ')}`,
        );
      });
      await step('acd-details', async () => {
        await openReport(page, 'ACD details', '/report/acd_details');
        await fillRange(page, today, today);
        const exten = page.getByLabel('Exten number');
        await exten.fill('12a');
        await page.getByRole('button', { name: 'Submit' }).click();
        await page.getByText('Invalid exten value').first().waitFor();
        await exten.fill('');
        await page.getByRole('button', { name: 'Submit' }).click();
        await page.getByText('ACD Details loaded successfully.').first().waitFor();
        const grid = page.getByTestId('acd-grid');
        await grid.getByText(today.split('-').reverse().join('.')).waitFor();
        const columns = await grid.locator('[role="grid"]').getAttribute('aria-colcount');
        expectThat(columns === '15', `15 columns: ${columns}`);
        const first = await grid.locator('[role="columnheader"]').allInnerTexts();
        expectThat(first[0] === 'Date' && first[1] === 'Incoming calls', `first columns: ${first.join(', ')}`);
      });
      await step('exten-switch-needs-an-exten', async () => {
        await openReport(page, 'Exten switch', '/report/exten_switch');
        // On a slow machine the session countdown can open during this step: Continue's 'Session
        // extended' notice then replaces the one looked for, so Submit is tried again.
        for (let attempt = 1; ; attempt += 1) {
          await page.getByRole('button', { name: 'Submit' }).click();
          try {
            await page.getByText('Exten is required').first().waitFor({ timeout: 5_000 });
            break;
          } catch (error) {
            if (attempt === 3) throw error;
          }
        }
        // Digits only, at most 20 (the server refuses longer numbers).
        const exten = page.getByLabel('Exten', { exact: true });
        await exten.fill('1234567890123456789012345');
        const kept = await exten.inputValue();
        expectThat(kept === '12345678901234567890', `the exten field keeps 20 digits: ${kept}`);
      });
      await step('reversed-range-refused-before-any-call', async () => {
        // Another scenario imports a call from the same number: this one is ours by its uniqueid.
        const customerName = await insertExtenSwitches(database, `${queueLogStart(now) + 60}.1`);
        const sent = [];
        page.on('request', (request) => {
          if (new URL(request.url()).pathname.startsWith('/report/exten_switch/')) sent.push(request.postDataJSON());
        });
        await page.getByLabel('Exten', { exact: true }).fill('4711');
        await fillRange(page, today, dayBefore(today));
        await page.getByText('End date cannot be before start').waitFor();
        const submit = page.getByRole('button', { name: 'Submit' });
        expectThat(await submit.isDisabled(), 'Submit is disabled while the end lies before the start');
        await page.getByLabel('Exten', { exact: true }).press('Enter');
        // Put right, the range is sent once: the reversed one never was.
        await fillRange(page, first, today);
        await page.getByText('End date cannot be before start').waitFor({ state: 'detached' });
        await submit.click();
        const rows = page.locator('table tbody tr');
        await rows.nth(1).waitFor();
        expectThat(sent.length === 1 && sent[0].From <= sent[0].To && sent[0].Exten === '4711', `one call, with the range put right: ${JSON.stringify(sent)}`);

        // Exten switch: the call customer of each row, and the Exten the report was run for.
        const headers = await page.locator('table thead th').allInnerTexts();
        expectThat(headers.join('|') === 'Date|Customer|Exten|Count', `columns: ${headers.join('|')}`);
        await page.getByLabel('Exten', { exact: true }).fill('99');
        const texts = (await rows.allInnerTexts()).map((row) => row.split('\t').map((cell) => cell.trim()));
        expectThat(texts.length === 2, `two rows: ${JSON.stringify(texts)}`);
        expectThat(
          texts.some((cells) => cells[1] === customerName) && texts.some((cells) => cells[1] === ''),
          `a row for the call customer ${customerName} and one without: ${JSON.stringify(texts)}`,
        );
        expectThat(
          texts.every((cells) => cells[2] === '4711' && cells[3] === '1'),
          `each row names the exten the report ran for, not the field's text: ${JSON.stringify(texts)}`,
        );
      });
      await step('average-handling-time-as-hh-mm-ss', async () => {
        await openReport(page, 'Average handling time', '/report/call_duration');
        // The route changes before the lazy screen replaces the previous one, which has dates too.
        await page.getByRole('heading', { name: 'Average handling time' }).waitFor();
        await fillRange(page, first, today);
        await page.getByRole('button', { name: 'Submit' }).click();
        await page.getByText('Call duration loaded successfully.').first().waitFor();
        const agents = page.getByRole('table', { name: 'Agents' });
        const headers = await agents.locator('thead th').allInnerTexts();
        expectThat(headers.join('|') === 'Agent|Call duration|Waiting time|Count', `columns: ${headers.join('|')}`);
        const rows = (await agents.locator('tbody tr').allInnerTexts()).map((row) => row.split('\t').map((cell) => cell.trim()));
        // The one answered call: 120 s talk after 15 s wait; the totals row says the same.
        expectThat(
          rows.length === 2 && rows.every((cells) => cells[1] === '00:02:00' && cells[2] === '00:00:15' && cells[3] === '1'),
          `durations as HH:MM:SS: ${JSON.stringify(rows)}`,
        );
      });
      await step('german', async () => {
        await page.evaluate(() => localStorage.setItem('locale', 'de'));
        await page.goto('/report/acd_details');
        await page.getByRole('heading', { name: 'ACD-Details' }).waitFor();
        await fillDate(dateField(page, { label: 'Von' }), today);
        await fillDate(dateField(page, { label: 'Bis' }), today);
        await page.getByRole('button', { name: 'Absenden' }).click();
        await page.getByText('ACD-Details erfolgreich geladen.').first().waitFor();
        await page.getByTestId('acd-grid').getByText('Eingehende Anrufe').waitFor();
        await page.locator('.RaSidebar-fixed').getByRole('menuitem', { name: 'Agentenproduktivität' }).waitFor();
        await page.evaluate(() => localStorage.setItem('locale', 'en'));
      });
    },
  },
];
