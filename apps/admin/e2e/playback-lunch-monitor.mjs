/**
 * Browser scenarios of Playback, Lunch break and Monitor (issue 12), on an API of their own with
 * a day of demo calls (recordings from the pooled WAVs) and a scripted PBX simulator
 * (PBX_SIMULATOR_STATE_FILE) whose counts the scenario changes: filter the call list and listen
 * until the audio plays, a wrong call number's warning, the lunch plan edited and shown, and the
 * queue counters moving on screen by themselves.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expectThat } from './harness.mjs';
import { startTestServer } from './testServer.mjs';
import { dateField, fillDate, fillTime, shownDate } from './dates.mjs';
import { SESSION_DIALOG, signIn } from './session.mjs';

const ZONE = 'Europe/Vienna';
/**
 * The demo's calls end at this instant, whatever the time of the run: a whole afternoon of calls
 * on one day, where "today" would hold none in the early hours.
 */
const DEMO_NOW = '2026-11-18T15:00:00Z';
const localDay = (date) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);

let server = null;
let stateFolder = null;
let stateFile = null;

/** One API for the scenarios below: two days of calls for 4 agents per customer, ending at DEMO_NOW. */
async function ownServer() {
  if (server) return server;
  stateFolder = mkdtempSync(join(tmpdir(), 'bo-pbx-'));
  stateFile = join(stateFolder, 'state.json');
  server = await startTestServer({ label: 'issue12', env: { DEMO_DAYS: '2', DEMO_AGENTS: '4', DEMO_NOW, PBX_SIMULATOR_STATE_FILE: stateFile } });
  return server;
}

async function stopOwnServer() {
  await server?.stop().catch(() => undefined);
  server = null;
  if (stateFolder) rmSync(stateFolder, { recursive: true, force: true });
}

/** A page of its own on this area's API. */
async function openPage(harness) {
  const context = await harness.browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1366, height: 850 }, locale: 'en-GB' });
  context.setDefaultTimeout(20_000);
  const page = await context.newPage();
  await page.addLocatorHandler(page.getByRole('dialog', { name: SESSION_DIALOG }), async (dialog) => {
    await dialog.getByRole('button', { name: 'Continue' }).click();
  });
  return { context, page };
}

/** Runs `body` on a page of this area's API; each step leaves a screenshot of that page. */
function onOwnServer(body) {
  return async ({ harness }) => {
    await ownServer();
    const { context, page } = await openPage(harness);
    const shot = async (name, action) => {
      try {
        await action();
      } finally {
        await harness.screenshot(page, name);
      }
    };
    try {
      await body({ page, step: shot });
    } finally {
      await context.close().catch(() => undefined);
    }
  };
}

export const playbackLunchMonitorScenarios = [
  {
    name: 'playback-filter-and-listen',
    run: onOwnServer(async ({ page, step }) => {
      await step('supervisor-filters-the-demo-day', async () => {
        await signIn(page, 'supervisor');
        await page.goto('/playback');
        await page.locator('#react-admin-title', { hasText: 'Call list' }).waitFor();
        const demoDay = localDay(new Date(DEMO_NOW));
        await fillDate(dateField(page, { testId: 'playback-from' }), demoDay);
        await fillDate(dateField(page, { testId: 'playback-to' }), demoDay);
        await page.getByLabel('Agents').click();
        await page.getByRole('option').first().click();
        await page.keyboard.press('Escape');
        await page.getByTestId('playback-submit').click();
        await page.waitForURL(/Timestamp/);
        await page.getByRole('button', { name: 'Listen' }).first().waitFor();
      });
      await step('the-form-shows-the-list-filter-after-reload-and-back', async () => {
        const form = page.getByTestId('playback-filter');
        const agent = await form.locator('.MuiChip-label').first().innerText();
        const shown = `${localDay(new Date(DEMO_NOW)).split('-').reverse().join('.')}`;
        const formShowsTheFilter = async (when) => {
          await page.getByRole('button', { name: 'Listen' }).first().waitFor();
          await form.locator('.MuiChip-label').filter({ hasText: agent }).waitFor();
          for (const testId of ['playback-from', 'playback-to']) {
            const day = await shownDate(dateField(page, { testId }));
            expectThat(day === shown, `${when}: ${testId} shows ${day}, the list uses ${shown}`);
          }
        };
        await page.reload();
        await formShowsTheFilter('after a reload');
        await page.goto('/playback_single');
        await page.getByTestId('call-number').waitFor();
        await page.goBack();
        await page.waitForURL(/Timestamp/);
        await formShowsTheFilter('after Back');
      });
      await step('listen-until-the-audio-plays', async () => {
        await page.getByRole('button', { name: 'Listen' }).first().click();
        const dialog = page.getByTestId('listen-dialog');
        await dialog.getByText('Listen audio').waitFor();
        for (const label of ['Number', 'Duration', 'Status', 'Customer ID', 'Employee ID']) await dialog.getByText(label, { exact: true }).waitFor();
        const audio = page.getByTestId('listen-audio');
        await audio.evaluate((element) => {
          element.muted = true;
          return element.play();
        });
        await page.waitForFunction(() => {
          const element = document.querySelector('[data-testid="listen-audio"]');
          return element && !element.paused && element.currentTime > 0.3;
        });
        // Seeking works: the server answers Range requests.
        const seeked = await audio.evaluate(async (element) => {
          element.currentTime = Math.max(0, element.duration - 1);
          await new Promise((done) => element.addEventListener('seeked', done, { once: true }));
          return element.currentTime;
        });
        expectThat(seeked > 0.5, `seeked to ${seeked}`);
        await dialog.getByRole('button', { name: 'Close' }).click();
        await dialog.waitFor({ state: 'detached' });
      });
      await step('download-asks-first-and-shows-progress', async () => {
        await page.getByRole('button', { name: 'Download', exact: true }).first().click();
        await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).waitFor();
        const download = page.waitForEvent('download');
        await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
        expectThat((await download).suggestedFilename().startsWith('call-'), 'the server names the file');
      });
    }),
  },
  {
    name: 'playback-agent-hears-only-own-calls',
    run: onOwnServer(async ({ page, step }) => {
      await step('agent-list', async () => {
        await signIn(page, 'agent');
        await page.goto('/playback');
        await page.getByRole('button', { name: 'Listen' }).first().waitFor();
        const agents = await page.locator('td.column-CallcenterUser\\.Username').allInnerTexts();
        expectThat(agents.length > 0 && new Set(agents).size === 1, `one agent in the list: ${[...new Set(agents)].join(', ')}`);
        // Playback single needs playback_listen_all: not in the agent's menu.
        expectThat((await page.getByRole('menuitem', { name: 'Playback single' }).count()) === 0, 'no Playback single entry');
      });
    }),
  },
  {
    name: 'playback-pages-on-by-keyset',
    run: onOwnServer(async ({ page, step }) => {
      /** Does `action` and answers the list call it causes: its body and the LogIDs it answered. */
      const listCall = async (action) => {
        const [response] = await Promise.all([page.waitForResponse((answer) => answer.url().endsWith('/playback/calls/list')), action()]);
        const ids = ((await response.json()).result?.data ?? []).map((call) => call.LogID);
        await page.getByRole('button', { name: 'Listen' }).first().waitFor();
        return { body: JSON.parse(response.request().postData() ?? '{}'), ids };
      };
      const nextPage = () => page.getByRole('button', { name: 'Go to next page' }).click();
      let first;
      await step('page-1-by-offset', async () => {
        await signIn(page, 'supervisor');
        first = await listCall(() => page.goto('/playback'));
        expectThat(first.body.offset === 0 && first.body.after === undefined, `page 1 by offset: ${JSON.stringify(first.body)}`);
        expectThat(first.ids.length === 10, `ten calls on page 1: ${first.ids.length}`);
      });
      let second;
      await step('next-page-after-the-last-call-shown', async () => {
        second = await listCall(nextPage);
        expectThat(second.body.after === first.ids.at(-1), `page 2 after ${first.ids.at(-1)}: ${JSON.stringify(second.body)}`);
        expectThat(second.body.offset === 10, 'the offset goes along');
        expectThat(second.ids.length > 0 && !second.ids.some((id) => first.ids.includes(id)), 'page 2 holds other calls');
      });
      await step('previous-page-before-the-first-call-shown', async () => {
        const third = await listCall(nextPage);
        expectThat(third.body.after === second.ids.at(-1), `page 3 after ${second.ids.at(-1)}: ${JSON.stringify(third.body)}`);
        const back = await listCall(() => page.getByRole('button', { name: 'Go to previous page' }).click());
        expectThat(back.body.before === third.ids[0], `page 2 before ${third.ids[0]}: ${JSON.stringify(back.body)}`);
        expectThat(JSON.stringify(back.ids) === JSON.stringify(second.ids), `page 2 again, the same calls: ${back.ids} / ${second.ids}`);
      });
    }),
  },
  {
    name: 'playback-single-wrong-number',
    run: onOwnServer(async ({ page, step }) => {
      await step('warning-for-an-unknown-call', async () => {
        await signIn(page, 'supervisor');
        await page.goto('/playback_single');
        await page.getByText('Please insert Call number').waitFor();
        const listen = page.getByRole('button', { name: 'Listen' });
        expectThat(await listen.isDisabled(), 'Listen disabled while empty');
        await page.getByTestId('call-number').fill('999999999');
        await listen.click();
        await page.getByText('Call not found, please check your call number.').waitFor();
      });
    }),
  },
  {
    name: 'lunch-break-edit-and-list',
    run: onOwnServer(async ({ page, step }) => {
      await step('lunchBreak-leads-to-the-edit-page', async () => {
        await signIn(page, 'supervisor');
        await page.goto('/lunchBreak');
        await page.waitForURL('**/lunch_breaks/edit');
        await page.locator('h1', { hasText: 'Edit lunch breaks' }).waitFor();
      });
      let username = '';
      await step('set-a-break-and-refuse-a-reversed-one', async () => {
        const row = page.locator('[data-testid^="lunch-row-"]').first();
        await row.waitFor();
        username = (await row.getAttribute('data-testid')).replace('lunch-row-', '');
        // The times are the shared 24-hour time inputs: typed as HHmm, shown HH:mm.
        await fillTime(dateField(page, { testId: `lunch-from-${username}` }), '13:30');
        await fillTime(dateField(page, { testId: `lunch-to-${username}` }), '13:00');
        await row.getByText('From must be before To').waitFor();
        expectThat(await page.getByRole('button', { name: 'Save' }).isDisabled(), 'Save disabled while a row is wrong');
        await fillTime(dateField(page, { testId: `lunch-to-${username}` }), '14:05');
        await page.getByRole('button', { name: 'Save' }).click();
        await page.getByText('Lunch breaks saved successfully').waitFor();
      });
      await step('the-list-shows-it', async () => {
        await page.goto('/lunch_breaks');
        await page.locator('h1', { hasText: 'Mittagspause' }).waitFor();
        const row = page.getByTestId('lunch-table').getByRole('row', { name: new RegExp(username) });
        await row.getByText('13:30').waitFor();
        await row.getByText('14:05').waitFor();
      });
      await step('leaving-with-an-unsaved-time-asks', async () => {
        await page.goto('/lunch_breaks/edit');
        const to = dateField(page, { testId: `lunch-to-${username}` });
        await fillTime(to, '14:10');
        const asked = new Promise((resolve) => {
          const answer = (dialog) => {
            clearTimeout(none);
            resolve(dialog.message());
            void dialog.dismiss();
          };
          const none = setTimeout(() => {
            page.off('dialog', answer);
            resolve('(no question)');
          }, 15_000);
          page.once('dialog', answer);
        });
        await page.locator('.RaSidebar-fixed').getByRole('menuitem', { name: 'Lunch break', exact: true }).click();
        const question = await asked;
        expectThat(/changes weren't saved/.test(question), `asked before leaving: ${question}`);
        expectThat((await shownDate(to)) === '14:10', `the unsaved time is still there: ${await shownDate(to)}`);
        expectThat(new URL(page.url()).pathname === '/lunch_breaks/edit', `still on the edit page: ${page.url()}`);
      });
    }),
  },
  {
    name: 'quick-state-moves-by-itself',
    run: onOwnServer(async ({ page, step }) => {
      const script = (state) => writeFileSync(stateFile, JSON.stringify({ 1: state, 2: state }));
      await step('counts-shown', async () => {
        script({ waiting: 3, connected: 5 });
        await signIn(page, 'supervisor');
        await page.goto('/monitor');
        await page.waitForURL('**/monitors');
        await page.goto('/pbx_quick_state');
        await page.getByTestId('quick-state-waiting').filter({ hasText: /^3$/ }).waitFor();
        await page.getByTestId('quick-state-connected').filter({ hasText: /^5$/ }).waitFor();
      });
      await step('counts-move-without-reload', async () => {
        script({ waiting: 11, connected: 17 });
        await page.getByTestId('quick-state-waiting').filter({ hasText: /^11$/ }).waitFor();
        await page.getByTestId('quick-state-connected').filter({ hasText: /^17$/ }).waitFor();
      });
      await step('pbx-down-is-said', async () => {
        script('down');
        await page.getByTestId('quick-state-unreachable').waitFor();
        expectThat((await page.getByTestId('quick-state-live').count()) === 0, 'not shown as live');
        script({ waiting: 2, connected: 4 });
        await page.getByTestId('quick-state-live').waitFor();
      });
      await step('german', async () => {
        await page.evaluate(() => localStorage.setItem('locale', 'de'));
        await page.reload();
        await page.getByText('Wartend').first().waitFor();
        await page.getByText('Verbunden').first().waitFor();
      });
    }),
  },
  {
    // Monitor texts through the editor: only the tools the server keeps, a link that opens a new
    // tab without reaching back (the platform's rich-text sanitiser), Content required on edit.
    name: 'monitor-texts-rich-text',
    run: onOwnServer(async ({ page, step }) => {
      const name = `Queue notice ${Date.now().toString(36)}`;
      const row = () => page.locator('tbody tr').filter({ hasText: name });
      await step('texts-list-and-form', async () => {
        await signIn(page, 'supervisor');
        await page.goto('/monitor/texts');
        for (const column of ['Actions', 'ID', 'Name', 'Active']) await page.getByRole('columnheader').getByText(column, { exact: true }).waitFor();
        await page.getByRole('link', { name: 'Create' }).click();
        await page.waitForURL('**/monitor/texts/create');
        await page.getByRole('button', { name: 'Bold' }).waitFor();
        for (const tool of ['Image', 'Color', 'Highlight', 'Align left']) {
          expectThat((await page.getByRole('button', { name: tool, exact: true }).count()) === 0, `no ${tool} tool (the server would drop it)`);
        }
      });
      await step('a-text-with-a-link-is-saved', async () => {
        await page.getByLabel('Name').fill(name);
        await page.locator('.ProseMirror').click();
        await page.keyboard.type('Queue status');
        await page.keyboard.press('Control+A');
        page.once('dialog', (dialog) => void dialog.accept('https://status.example.com/queue'));
        await page.getByRole('button', { name: 'Add a link' }).click();
        await page.locator('.ProseMirror a[href="https://status.example.com/queue"]').waitFor();
        await page.getByRole('button', { name: 'Save' }).click();
        await page.waitForURL((url) => url.pathname === '/monitor/texts');
        await page.getByText('Text created successfully').waitFor();
        await row().waitFor();
      });
      await step('the-wall-monitor-opens-the-link-in-a-new-tab', async () => {
        await page.goto('/monitors');
        const link = page.getByTestId('monitor-texts').getByRole('link', { name: 'Queue status' });
        await link.waitFor();
        expectThat((await link.getAttribute('target')) === '_blank', 'the link opens a new tab');
        expectThat((await link.getAttribute('rel')) === 'noopener noreferrer', 'the new tab cannot reach back');
      });
      await step('content-is-required-on-edit-then-deleted', async () => {
        await page.goto('/monitor/texts');
        await row().getByRole('link', { name: 'Edit' }).click();
        await page.waitForURL('**/monitor/texts/*');
        await page.locator('.ProseMirror').getByText('Queue status').waitFor();
        await page.locator('.ProseMirror').click();
        await page.keyboard.press('Control+A');
        await page.keyboard.press('Delete');
        await page.getByText('Required').first().waitFor();
        expectThat(await page.getByRole('button', { name: 'Save' }).isDisabled(), 'Save is disabled without content');
        // Leaving with the emptied text asks first (unsaved changes); the scenario lets it go.
        page.once('dialog', (dialog) => dialog.accept());
        await page.getByRole('button', { name: 'Cancel' }).click();
        await page.waitForURL((url) => url.pathname === '/monitor/texts');
        await row().getByRole('button', { name: 'Delete' }).click();
        await page
          .getByRole('dialog', { name: 'Delete text' })
          .getByRole('button', { name: /Confirm/ })
          .click();
        await row().waitFor({ state: 'detached' });
      });
      await step('the-editor-in-german', async () => {
        await page.evaluate(() => localStorage.setItem('locale', 'de'));
        await page.goto('/monitor/texts/create');
        await page.getByRole('button', { name: 'Fett' }).waitFor();
        await page.getByRole('button', { name: 'Link einfügen' }).waitFor();
        await page.evaluate(() => localStorage.setItem('locale', 'en'));
      });
    }),
  },
  {
    name: 'issue12-server-stops',
    async run() {
      await stopOwnServer();
    },
  },
];
