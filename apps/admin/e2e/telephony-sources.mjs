/**
 * Browser scenario of the continuous telephony sources (issue 24): an administrator adds a queue_log
 * file as a source and watches its lines read grow as the PBX writes, and a bad line reported.
 */
import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expectThat } from './harness.mjs';
import { startTestServer } from './testServer.mjs';
import { SESSION_DIALOG, signIn } from './session.mjs';

const T = 1767261600;

export const telephonySourceScenarios = [
  {
    name: 'telephony-source-lines-read-grow',
    async run({ harness }) {
      const folder = mkdtempSync(join(tmpdir(), 'bo-e2e-sources-'));
      const file = join(folder, 'queue_log');
      writeFileSync(file, `${T}|NONE|2001|PJSIP/3001|ADDMEMBER|\n${T + 10}|e2e.1|2001|NONE|ENTERQUEUE||06641234567|1\n`);
      const server = await startTestServer({ label: 'sources', env: { TELEPHONY_SOURCES_DIR: folder, TELEPHONY_SOURCES_POLL_MS: '200' } });
      const context = await harness.browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1366, height: 850 }, locale: 'en-GB' });
      context.setDefaultTimeout(20_000);
      const page = await context.newPage();
      await page.addLocatorHandler(page.getByRole('dialog', { name: SESSION_DIALOG }), async (dialog) => {
        await dialog.getByRole('button', { name: 'Continue' }).click();
      });
      const step = async (name, action) => {
        try {
          await action();
        } finally {
          await harness.screenshot(page, name);
        }
      };
      /** The Lines read cell of the one source's row. */
      const linesRead = () => page.locator('table tbody tr').first().locator('td.column-LinesRead');
      try {
        await step('admin-adds-a-file-source', async () => {
          await signIn(page, 'admin');
          await page.goto('/telephony_sources');
          await page.locator('#react-admin-title', { hasText: 'Telephony sources' }).waitFor();
          await page.getByRole('link', { name: 'Create' }).click();
          await page.getByRole('textbox', { name: /^File/ }).fill('queue_log');
          await page.getByRole('button', { name: 'Save' }).click();
          await page.locator('#react-admin-title', { hasText: 'Telephony sources' }).waitFor();
          await page.getByText(file, { exact: true }).waitFor();
        });
        await step('lines-read-grow-as-the-pbx-writes', async () => {
          await linesRead().filter({ hasText: /^2$/ }).waitFor();
          appendFileSync(file, `${T + 25}|e2e.1|2001|PJSIP/3001|CONNECT|15|e2e.2|3\n${T + 205}|e2e.1|2001|PJSIP/3001|COMPLETECALLER|15|180|1\n`);
          // The list reloads by itself: nobody clicks.
          await linesRead().filter({ hasText: /^4$/ }).waitFor();
        });
        await step('a-bad-line-is-reported-with-its-number', async () => {
          appendFileSync(file, 'not a queue_log line\n');
          const error = page.getByTestId('source-last-error');
          await error.waitFor();
          const text = await error.innerText();
          expectThat(text.startsWith('line 5: expected at least 5 fields'), `the last error names line 5: ${text}`);
          expectThat(text.includes('not a queue_log line'), `the last error quotes the line: ${text}`);
        });
      } finally {
        await context.close().catch(() => undefined);
        await server.stop().catch(() => undefined);
        rmSync(folder, { recursive: true, force: true });
      }
    },
  },
];
