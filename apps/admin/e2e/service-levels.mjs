/**
 * Browser scenario of the service levels (issue 24 item 3): an administrator sets the customer's
 * target and a queue's override, and ACD details names the thresholds it counted with.
 */
import { expectThat } from './harness.mjs';
import { importQueueLog, queueLog } from './reports.mjs';
import { keepSessionAlive, signIn } from './session.mjs';

async function see(page, text) {
  await page.getByText(text, { exact: true }).first().waitFor();
}

/** The settings as the API has them (the page's session token). */
function callApi(page, path, body) {
  return page.evaluate(
    async ([callPath, callBody]) => {
      const token = JSON.parse(localStorage.getItem('core.auth')).token;
      const response = await fetch(callPath, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify(callBody),
      });
      return (await response.json()).result?.data;
    },
    [path, body],
  );
}

export const serviceLevelScenarios = [
  {
    name: 'service-levels-target-in-acd-header',
    async run({ page, step }) {
      await keepSessionAlive(page);
      await signIn(page, 'admin');
      // A queue (2001) and its calls, as the PBX writes them.
      await importQueueLog(page, `${queueLog(Date.now())}\n`);
      const before = await callApi(page, '/telephony/service_levels/load', {});
      const queue = before.AvailableQueues[0]?.Queue;
      expectThat(Boolean(queue), `the customer has a queue to override: ${JSON.stringify(before.AvailableQueues)}`);
      try {
        await step('service-levels-in-the-core-menu', async () => {
          await page.locator('.RaSidebar-fixed').getByRole('menuitem', { name: 'Service levels' }).click();
          await page.waitForURL('**/telephony/service_levels');
          await page.getByRole('heading', { name: 'Service levels', level: 1 }).waitFor();
          await see(page, "No queue overrides the customer's values.");
        });
        await step('bad-share-refused-before-sending', async () => {
          const sent = [];
          const watch = (request) => request.url().includes('/telephony/service_levels/save') && sent.push(request.url());
          page.on('request', watch);
          await page.getByTestId('service-level-TargetShare').fill('120');
          await page.getByRole('button', { name: 'Save' }).click();
          await see(page, 'Cannot save the service levels: TargetShare must be between 0 and 100 (a percentage).');
          page.off('request', watch);
          expectThat(sent.length === 0, `nothing sent: ${sent.join(', ')}`);
        });
        await step('target-and-queue-override-saved', async () => {
          await page.getByTestId('service-level-TargetSeconds').fill('30');
          await page.getByTestId('service-level-TargetShare').fill('85,5');
          await page.getByRole('button', { name: 'Add a queue' }).click();
          await page.getByRole('combobox', { name: 'Queue' }).click();
          await page.getByRole('option', { name: new RegExp(`^${queue} \\(`) }).click();
          await page.getByLabel(`${queue}: Target time (s)`).fill('10');
          await page.getByRole('button', { name: 'Save' }).click();
          await see(page, 'Service levels saved.');
          const saved = await callApi(page, '/telephony/service_levels/load', {});
          expectThat(
            saved.TargetSeconds === 30 && saved.TargetShare === 85.5 && saved.Queues.length === 1 && saved.Queues[0].TargetSeconds === 10,
            `stored: ${JSON.stringify(saved)}`,
          );
        });
        await step('acd-details-header-names-the-thresholds', async () => {
          await page.goto('/report/acd_details');
          await page.getByRole('button', { name: 'Submit' }).click();
          await page.getByText('ACD Details loaded successfully.').first().waitFor();
          const header = page.getByTestId('acd-thresholds');
          await header.getByText(/^Service level: answered within 30 s of the offered calls, target 85\.5 %/).waitFor();
          await header.getByText(new RegExp(`^Queue ${queue}: answered within 10 s, target 85\\.5 %`)).waitFor();
          // Queues count with different target times: the column names say so.
          await page.getByTestId('acd-grid').getByText("Handled calls ≤ the queue's limit").waitFor();
        });
        await step('acd-details-of-the-queue', async () => {
          await page.getByLabel('Exten number').fill(queue);
          await page.getByRole('button', { name: 'Submit' }).click();
          const header = page.getByTestId('acd-thresholds');
          await header.getByText(new RegExp(`^Queue ${queue}: answered within 10 s, target 85\\.5 %`)).waitFor();
          await page.getByTestId('acd-grid').getByText('Handled calls ≤ 10 s').waitFor();
          await header.getByText(/No short abandons; lost calls split at the spec's 54 s\.$/).waitFor();
        });
      } finally {
        // Later scenarios read the demo's figures with the defaults.
        await callApi(page, '/telephony/service_levels/save', {
          TargetSeconds: before.TargetSeconds,
          TargetShare: before.TargetShare,
          ShortAbandonSeconds: before.ShortAbandonSeconds,
          Queues: before.Queues,
        });
      }
    },
  },
];
