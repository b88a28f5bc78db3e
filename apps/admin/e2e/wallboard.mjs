/**
 * Browser scenarios of the wallboard (issue 24, item 2), on an API of its own whose PBX is the
 * scripted simulator (PBX_SIMULATOR_STATE_FILE): a waiting call appears, its wait counts up in the
 * browser, an agent changes state, the PBX stops answering; an administrator issues a kiosk, the TV
 * shows the board, and revoking ends it.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expectThat } from './harness.mjs';
import { queryTestDatabase, startTestServer } from './testServer.mjs';
import { SESSION_DIALOG, signIn } from './session.mjs';

let server = null;
let folder = null;
let stateFile = null;
/** Customer Alpine Assist's first queue (PBX name and routing exten) and an agent with a PBX member. */
let floor = null;

async function ownServer() {
  if (server) return server;
  folder = mkdtempSync(join(tmpdir(), 'bo-wallboard-'));
  stateFile = join(folder, 'pbx.json');
  writeFileSync(stateFile, '{}');
  server = await startTestServer({ label: 'wallboard', env: { DEMO_DAYS: '1', DEMO_AGENTS: '4', PBX_SIMULATOR_STATE_FILE: stateFile } });
  const [row] = await queryTestDatabase(
    server.database,
    `SELECT c.customer_id, q.queue_name, q.routing_exten, a.agent_id, a.pbx_member
       FROM core.customers c
       JOIN LATERAL (SELECT * FROM telephony.call_customers q WHERE q.customer_id = c.customer_id ORDER BY routing_exten LIMIT 1) q ON true
       JOIN LATERAL (SELECT * FROM telephony.agents a WHERE a.customer_id = c.customer_id AND a.pbx_member IS NOT NULL ORDER BY agent_id LIMIT 1) a ON true
      WHERE c.name = 'Alpine Assist GmbH'`,
  );
  floor = row;
  return server;
}

/** The PBX as the scripted simulator tells it for Alpine Assist: callers waiting `waits` seconds, the agent in `state`. */
function script({ waits = [], state = 'available', pauseReason = null, down = false }) {
  const now = Date.now();
  const entry = down
    ? 'down'
    : {
        floor: {
          callers: waits.map((seconds, i) => ({ id: `e2e-${i}`, queue: floor.queue_name, since: new Date(now - seconds * 1000).toISOString() })),
          members: [{ member: floor.pbx_member, queues: [floor.queue_name], state, pauseReason, since: new Date(now).toISOString() }],
        },
      };
  writeFileSync(stateFile, JSON.stringify({ [floor.customer_id]: entry }));
}

const seconds = (text) => {
  const parts = text.trim().split(':').map(Number);
  return parts.reduce((sum, part) => sum * 60 + part, 0);
};

function onOwnServer(body) {
  return async ({ harness }) => {
    await ownServer();
    const context = await harness.browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1600, height: 900 }, locale: 'en-GB' });
    context.setDefaultTimeout(20_000);
    const page = await context.newPage();
    await page.addLocatorHandler(page.getByRole('dialog', { name: SESSION_DIALOG }), async (dialog) => {
      await dialog.getByRole('button', { name: 'Continue' }).click();
    });
    const step = async (name, action, on = page) => {
      try {
        await action();
      } finally {
        await harness.screenshot(on, name);
      }
    };
    try {
      await body({ page, context, step });
    } finally {
      await context.close().catch(() => undefined);
    }
  };
}

export const wallboardScenarios = [
  {
    name: 'wallboard-follows-the-pbx',
    run: onOwnServer(async ({ page, step }) => {
      const tile = () => page.getByTestId(`wallboard-queue-${floor.routing_exten}`);
      const agentRow = () => page.getByTestId(`wallboard-agent-${floor.agent_id}`);
      await step('agent-paused', async () => {
        script({ state: 'paused', pauseReason: 'Lunch' });
        await signIn(page, 'supervisor');
        await page.goto('/wallboard');
        await page.getByRole('heading', { name: 'Wallboard', level: 1 }).waitFor();
        await tile().waitFor();
        await page.locator(`[data-testid="wallboard-agent-${floor.agent_id}"][data-state="paused"]`).waitFor();
        expectThat((await agentRow().innerText()).includes('Lunch'), 'the pause reason is shown');
        await page.getByTestId(`wallboard-queue-${floor.routing_exten}-waiting`).filter({ hasText: /^0$/ }).waitFor();
      });
      await step('a-call-waits-and-its-wait-counts-up', async () => {
        script({ waits: [58], state: 'available' });
        await page.getByTestId(`wallboard-queue-${floor.routing_exten}-waiting`).filter({ hasText: /^1$/ }).waitFor();
        const longest = page.getByTestId(`wallboard-queue-${floor.routing_exten}-longest`);
        const first = seconds(await longest.innerText());
        expectThat(first >= 58 && first < 70, `the wait shown at first: ${first}`);
        // No push comes while the floor does not change: the browser counts on, and past 60 s the tile turns red.
        await page.waitForFunction(
          ([id, from]) => {
            const text = document.querySelector(`[data-testid="${id}"]`)?.textContent ?? '';
            const [m, s] = text.split(':').map(Number);
            return m * 60 + s >= from + 3;
          },
          [`wallboard-queue-${floor.routing_exten}-longest`, first],
        );
        await page.locator(`[data-testid="wallboard-queue-${floor.routing_exten}"][data-tone="alert"]`).waitFor();
        expectThat((await longest.getAttribute('data-alert')) === 'true', 'the longest wait is over its alert');
      });
      await step('the-agent-takes-the-call', async () => {
        script({ state: 'talking' });
        await page.locator(`[data-testid="wallboard-agent-${floor.agent_id}"][data-state="talking"]`).waitFor();
        await page.getByTestId(`wallboard-queue-${floor.routing_exten}-waiting`).filter({ hasText: /^0$/ }).waitFor();
        expectThat((await agentRow().innerText()).includes('Talking'), 'the agent is talking');
      });
      await step('the-pbx-stops-answering', async () => {
        script({ down: true });
        const alert = page.getByTestId('wallboard-unreachable');
        await alert.waitFor();
        expectThat(/^PBX not answering since \d\d:\d\d$/.test((await alert.innerText()).trim()), `said: ${await alert.innerText()}`);
        script({ state: 'available' });
        await alert.waitFor({ state: 'detached' });
        await page.locator(`[data-testid="wallboard-agent-${floor.agent_id}"][data-state="available"]`).waitFor();
      });
    }),
  },
  {
    name: 'wallboard-kiosk-issued-and-revoked',
    run: onOwnServer(async ({ page, context, step }) => {
      let tv = null;
      await step('administrator-issues-a-kiosk', async () => {
        script({ waits: [5], state: 'available' });
        await signIn(page, 'admin');
        await page.goto('/wallboard_kiosks');
        await page.getByTestId('kiosk-name').fill('TV hall 2');
        await page.getByTestId('kiosk-create').click();
        await page.getByTestId('kiosk-link').waitFor();
      });
      const link = await page.getByTestId('kiosk-link').locator('a').getAttribute('href');
      tv = await context.browser().newContext({ baseURL: server.baseUrl, viewport: { width: 1920, height: 1080 }, locale: 'en-GB' });
      const tvPage = await tv.newPage();
      try {
        await step(
          'the-tv-shows-the-wallboard',
          async () => {
            await tvPage.goto(link);
            await tvPage.getByTestId('wallboard-kiosk').waitFor();
            await tvPage.getByTestId(`wallboard-queue-${floor.routing_exten}-waiting`).filter({ hasText: /^1$/ }).waitFor();
            expectThat(!new URL(tvPage.url()).hash, 'the token left the address bar');
          },
          tvPage,
        );
        await step('revoked-the-tv-stops', async () => {
          await page.getByTestId('kiosk-revoke-TV hall 2').click();
          await page.getByText('Kiosk revoked successfully').first().waitFor();
          const message = tvPage.getByTestId('wallboard-kiosk-message');
          await message.waitFor();
          expectThat((await message.innerText()).includes('revoked'), `the TV says: ${await message.innerText()}`);
          await tvPage.reload();
          await tvPage.getByTestId('wallboard-kiosk-message').waitFor();
        });
      } finally {
        await tv.close().catch(() => undefined);
      }
    }),
  },
  {
    name: 'wallboard-server-stops',
    async run() {
      await server?.stop().catch(() => undefined);
      server = null;
      if (folder) rmSync(folder, { recursive: true, force: true });
    },
  },
];
