/**
 * The audit log (issue 25 item 3): an administrator changes a record and finds the change in the
 * audit log, filtered by resource, with its changed fields in the entry's details.
 */
import { expectThat } from './harness.mjs';
import { keepSessionAlive, signIn } from './session.mjs';

export const auditScenarios = [
  {
    name: 'audit-log-shows-a-change-and-its-fields',
    async run({ page, step }) {
      await keepSessionAlive(page);
      await signIn(page, 'admin');
      await step('create-a-customer', async () => {
        await page.goto('/customers/create');
        await page.getByLabel('Name').fill('Audit Probe GmbH');
        await page.getByRole('button', { name: 'Save' }).click();
        await page.waitForURL((url) => url.pathname === '/customers');
      });
      await step('find-it-in-the-audit-log', async () => {
        await page.locator('.RaSidebar-fixed').getByRole('menuitem', { name: 'Audit log' }).click();
        await page.waitForURL((url) => url.pathname === '/audit_log');
        await page.getByLabel('Resource').fill('core/customers');
        // The filter applies once the typing pauses: wait until only the resource's rows are listed.
        const rows = page.locator('table tbody tr');
        const end = Date.now() + 15_000;
        let shown = [];
        while (Date.now() < end) {
          shown = await rows.allInnerTexts();
          if (shown.length > 0 && shown.every((line) => line.includes('core/customers'))) break;
          await page.waitForTimeout(100);
        }
        expectThat(shown.length > 0 && shown.every((line) => line.includes('core/customers')), `only the resource's rows: ${shown.join(' / ')}`);
        const row = rows.filter({ hasText: 'Created' }).first();
        const text = await row.innerText();
        expectThat(text.includes('admin') && text.includes('customers/create'), `the row names the user and the call: ${text}`);
        await row.click();
        await page.waitForURL((url) => /^\/audit_log\/\d+\/show$/.test(url.pathname));
      });
      await step('its-details-list-the-changed-fields', async () => {
        const changes = page.getByTestId('audit-changes');
        await changes.waitFor();
        const name = changes.locator('tbody tr').filter({ hasText: 'Audit Probe GmbH' });
        await name.waitFor();
        expectThat((await name.locator('td').first().innerText()) === 'name', 'the changed field is the name');
        await page.getByText('customers/create', { exact: true }).waitFor();
      });
    },
  },
];
