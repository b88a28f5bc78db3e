#!/usr/bin/env node
/**
 * Browser e2e of the admin: `npm run test:browser -w apps/admin`.
 *
 * Builds nothing: expects apps/admin/dist and apps/api/dist. Creates a fresh PostgreSQL database
 * (E2E_PG_ADMIN_URL, default postgres://postgres@127.0.0.1:5432/postgres), starts the API on a
 * free port with a short session (E2E_SESSION_SECONDS, default 180: the countdown dialog opens
 * after 60 s, so a scenario slowed by a loaded machine is rarely interrupted by it), drives Debian's chromium (CHROMIUM_PATH, default /usr/bin/chromium) through the
 * scenarios, keeps a screenshot per step in e2e/artifacts/, stops everything and exits non-zero
 * on failure. Last line: "N passed, N failed".
 */
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { Harness } from './harness.mjs';
import { scenarios as coreScenarios } from './scenarios.mjs';
import { homeScenarios } from './home.mjs';
import { reportScenarios } from './reports.mjs';
import { queueIntervalScenarios } from './queue-intervals.mjs';
import { assistanceScenarios, mapScenarios } from './assistance.mjs';
import { newsScenarios } from './news.mjs';
import { qualityScenarios } from './quality.mjs';
import { agentFeedbackScenarios } from './agent-feedback.mjs';
import { scorecardScenarios } from './scorecards.mjs';
import { playbackLunchMonitorScenarios } from './playback-lunch-monitor.mjs';
import { corePolishScenarios } from './core-polish.mjs';
import { profileScenarios } from './profile.mjs';
import { guardsAndUnsavedScenarios } from './guards-and-unsaved.mjs';
import { dateDisplayScenarios } from './date-display.mjs';
import { telephonySourceScenarios } from './telephony-sources.mjs';
import { wallboardScenarios } from './wallboard.mjs';
import { serviceLevelScenarios } from './service-levels.mjs';
import { auditScenarios } from './audit.mjs';
import { scheduleScenarios, startMailServer } from './schedules.mjs';
import { CHROMIUM_ARGS, chromiumPath, startTestServer } from './testServer.mjs';
import { startTileServer } from './tileServer.mjs';

/** Every scenario file's list (an area adds its file's import above and its list here). */
const scenarios = [
  ...coreScenarios,
  ...homeScenarios,
  ...reportScenarios,
  ...queueIntervalScenarios,
  ...assistanceScenarios,
  ...mapScenarios,
  ...newsScenarios,
  ...qualityScenarios,
  ...agentFeedbackScenarios,
  ...scorecardScenarios,
  ...playbackLunchMonitorScenarios,
  ...corePolishScenarios,
  ...profileScenarios,
  ...guardsAndUnsavedScenarios,
  ...dateDisplayScenarios,
  ...telephonySourceScenarios,
  ...wallboardScenarios,
  ...serviceLevelScenarios,
  ...auditScenarios,
  ...scheduleScenarios,
];
const here = dirname(fileURLToPath(import.meta.url));
const sessionSeconds = Number(process.env.E2E_SESSION_SECONDS ?? 180);
const only = process.argv.slice(2);
const log = (line) => console.log(`[e2e] ${line}`);

/** Stands in for the workstation-management service: records what the API forwards. */
function startWorkstationService() {
  const received = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push({ path: request.url, body: body ? JSON.parse(body) : null });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return new Promise((resolveStart) =>
    server.listen(0, '127.0.0.1', () => resolveStart({ url: `http://127.0.0.1:${server.address().port}/`, received, close: () => server.close() })),
  );
}

async function main() {
  const workstation = await startWorkstationService();
  // The maps load their tiles from here, never from the internet.
  const tiles = await startTileServer();
  // Scheduled reports are mailed here (schedules.mjs reads them).
  const mailServer = await startMailServer();
  let server = null;
  let browser = null;
  let summary = { passed: 0, failed: 1 };
  try {
    // Chromium starts while the API boots.
    const [api, chrome] = await Promise.allSettled([
      startTestServer({
        sessionSeconds,
        label: 'admin_e2e',
        env: {
          GLOBAL_SEARCH_ENABLED: 'true',
          WORKSTATION_MANAGEMENT_URL: workstation.url,
          HELPDESK_URL: 'https://helpdesk.example.test/',
          // Every scenario signs in from 127.0.0.1; sign-in-lock locks a name after 20 failures.
          LOGIN_ADDRESS_ATTEMPTS: '1000',
          LOGIN_USER_ATTEMPTS: '20',

          MAP_TILE_URL: tiles.template,
          SMTP_URL: mailServer.url,
          MAIL_FROM: 'Reports <reports@backoffice.test>',
          REPORT_SCHEDULE_TICK_MS: '1000',
        },
      }),
      chromium.launch({ executablePath: chromiumPath, headless: true, args: CHROMIUM_ARGS }),
    ]);
    server = api.value ?? null;
    browser = chrome.value ?? null;
    for (const started of [api, chrome]) if (started.status === 'rejected') throw started.reason;
    log(`API at ${server.baseUrl} (database ${server.database}, sessions of ${sessionSeconds} s)`);
    const harness = new Harness({
      browser,
      baseUrl: server.baseUrl,
      artifacts: join(here, 'artifacts'),
      extra: {
        sessionSeconds,
        workstationRequests: workstation.received,
        database: server.database,
        tiles,
        mailServer,
        // The same API started again with more environment (schedules.mjs sets its clock ahead).
        restartApi: (env) => server.restart(env),
      },
    });
    const selected = only.length > 0 ? scenarios.filter((scenario) => only.includes(scenario.name)) : scenarios;
    for (const scenario of selected) await harness.run(scenario);
    summary = harness.summary();
  } finally {
    await browser?.close().catch(() => undefined);
    await server?.stop().catch((error) => log(`stopping the API: ${error.message}`));
    workstation.close();
    tiles.close();
    await mailServer.close();
  }
  console.log(`${summary.passed} passed, ${summary.failed} failed`);
  // `npm test` adds these to its closing totals.
  if (process.env.BROWSER_REPORT) writeFileSync(process.env.BROWSER_REPORT, JSON.stringify(summary));
  process.exitCode = summary.failed > 0 ? 1 : 0;
}

main().catch((error) => {
  console.error(`[e2e] ${error.stack ?? error}`);
  console.log('0 passed, 1 failed');
  process.exit(1);
});
