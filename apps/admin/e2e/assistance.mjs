/**
 * Assistance (issue 15): a case handler creates a KFZ partner with a place from the autocomplete
 * (an empty save first shows the required messages, in English and later in German),
 * finds it in the list and exports PartnerList.csv, finds it on the map with its distance, and
 * opens its details from the popup in a new tab.
 */
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { expectThat } from './harness.mjs';
import { DEMO_PASSWORD } from './scenarios.mjs';

async function signIn(page, username) {
  await page.goto('/login');
  await page.getByLabel(/Username|Benutzername/).fill(username);
  await page.getByLabel(/Password|Passwort/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /Login|Anmelden/ }).click();
  await page.waitForURL('**/dashboard/asset-overview');
}

/** Types into a place search and picks the first suggestion that matches. */
async function pickPlace(page, testId, text, suggestion) {
  await page.getByTestId(`${testId}-input`).fill(text);
  // The API builds its town index at start in a worker; on a busy machine the first search may wait for it.
  await page.getByRole('option', { name: suggestion }).first().click({ timeout: 60_000 });
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = await sharp({ create: { width: 64, height: 32, channels: 3, background: '#005e84' } })
  .png()
  .toBuffer();

export const assistanceScenarios = [
  {
    name: 'assistance-partner-create-map-details-export',
    async run({ page, context, step }) {
      await page.addLocatorHandler(page.getByRole('dialog', { name: 'Your session is about to expire' }), async (dialog) => {
        await dialog.getByRole('button', { name: 'Continue' }).click();
      });
      const company = 'E2E Abschlepp Graz GmbH';
      await step('the-assistance-dashboard-leads-to-the-partner-search', async () => {
        await signIn(page, 'casehandler');
        await page.goto('/assistance');
        await page.waitForURL('**/assistance/dashboard');
        await page.getByTestId('partner-search-tile').waitFor();
      });
      await step('create-a-kfz-partner-with-a-place-from-the-autocomplete', async () => {
        await page.goto('/assistance/partners/create');
        // Saving an empty form names every missing required field, and stays on the form.
        await page.getByRole('button', { name: 'Save' }).click();
        for (const message of [
          'Group is a required field',
          'Company Name is a required field',
          'Opening Hours is a required field',
          'Telephone Number is a required field',
          'Email is a required field',
          'Homepage is a required field',
        ])
          await page.getByText(message, { exact: true }).waitFor();
        expectThat(new URL(page.url()).pathname === '/assistance/partners/create', `still on the form: ${page.url()}`);
        await page.getByRole('combobox', { name: /^Group/ }).click();
        await page.getByRole('option', { name: 'KFZ', exact: true }).click();
        await page.getByRole('combobox', { name: 'Type' }).click();
        await page.getByRole('option', { name: 'Abschleppdienst' }).click();
        await page.keyboard.press('Escape');
        await page.getByLabel(/^CompanyName/).fill(company);
        await page.getByLabel(/^OpeningHours/).fill('0-24');
        await page.getByLabel(/^TelephoneNumber/).fill('+43 316 123456');
        await page.getByLabel(/^Email/).fill('office@e2e-graz.example');
        await page.getByLabel(/^Homepage/).fill('https://e2e-graz.example');
        await page.getByText('Area of operations is a required field for this group', { exact: true }).waitFor();
        await page.getByLabel(/^Area of operations/).fill('Graz und Umgebung');
        await page.getByText('Company Name is a required field', { exact: true }).waitFor({ state: 'detached' });
        await pickPlace(page, 'location-autocomplete', 'Graz', /^Graz, Styria, Austria/);
        // The picked place's coordinates and town fill the address.
        await page.waitForFunction(() => document.querySelector('input[name="Address.Latitude"]')?.value.startsWith('47.0'));
        expectThat((await page.locator('input[name="Address.Location"]').inputValue()) === 'Graz', 'the town comes from the picked place');
        await page.getByLabel(/^Towing service/).click();
        await page.getByRole('option', { name: 'Yes' }).click();
        await page.getByRole('button', { name: 'Save' }).click();
        await page.getByText('Partner created successfully').waitFor();
        await page.waitForURL((url) => url.pathname === '/assistance/partners');
        await page.getByRole('cell', { name: company }).waitFor();
      });
      await step('edit-it-with-a-price-list-and-a-logo', async () => {
        await page
          .getByRole('row', { name: new RegExp(company) })
          .getByRole('link', { name: 'Edit' })
          .click();
        await page.waitForURL(/\/assistance\/partners\/\d+\/edit$/);
        await page.getByRole('combobox', { name: 'Priority' }).click();
        await page.getByRole('option', { name: 'Prio1' }).click();
        await page.getByTestId('price-list-input').setInputFiles({ name: 'Preisliste 2026.pdf', mimeType: 'application/pdf', buffer: PDF });
        await page.getByTestId('price-list-name').filter({ hasText: 'Preisliste 2026.pdf' }).waitFor();
        await page.getByRole('button', { name: 'Save' }).click();
        await page.getByText('Partner updated successfully').waitFor();
        await page.waitForURL((url) => url.pathname === '/assistance/partners');
        const row = page.getByRole('row', { name: new RegExp(company) });
        await row.getByRole('cell', { name: 'Prio1' }).waitFor();
        await row.locator('input[type=file]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
        await page.getByText('Logo has been updated successfully').waitFor();
        await row.getByRole('img').waitFor();
      });
      await step('export-the-list-as-partnerlist-csv', async () => {
        const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-partners').click()]);
        expectThat(download.suggestedFilename() === 'PartnerList.csv', `file name ${download.suggestedFilename()}`);
        const text = readFileSync(await download.path(), 'utf8').replace(/^\ufeff/, '');
        expectThat(text.startsWith('Group,Type,Company Name,Email,Priority,Address'), `header: ${text.split('\n')[0]}`);
        expectThat(text.includes(`KFZ,Abschleppdienst,${company},office@e2e-graz.example,Prio1,`), `row: ${text}`);
      });
      await step('export-only-what-the-searched-list-shows', async () => {
        const exported = async () => {
          const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-partners').click()]);
          return readFileSync(await download.path(), 'utf8')
            .replace(/^\ufeff/, '')
            .trim()
            .split('\n');
        };
        const search = page.getByPlaceholder('Search', { exact: true });
        await search.fill('Graz GmbH');
        await page.waitForURL((url) => url.search.includes('Graz'));
        await page.getByRole('row', { name: new RegExp(company) }).waitFor();
        const found = await exported();
        expectThat(found.length === 2 && found[1].includes(company), `the searched partner only: ${found.join(' | ')}`);
        await search.fill('no partner is called this');
        await page.getByTestId('empty-table').waitFor();
        const none = await exported();
        expectThat(none.length === 1, `an empty list exports the header only: ${none.join(' | ')}`);
        await search.fill('');
      });
      await step('find-it-on-the-map-with-its-distance', async () => {
        await page.goto('/assistance/partner_search');
        // No filter is shown as ALL.
        for (const filter of ['Priority', 'Group', 'Type']) await page.getByRole('combobox', { name: filter }).filter({ hasText: 'ALL' }).waitFor();
        // German names are found too.
        await page.getByTestId('map-location-input').fill('München');
        await page.getByRole('option', { name: /^Munich \(München\), Bavaria, Germany/ }).waitFor({ timeout: 60_000 });
        await pickPlace(page, 'map-location', 'Graz', /^Graz, Styria, Austria/);
        const pin = page.locator('.partner-pin').first();
        await pin.waitFor();
        await pin.click();
        const popup = page.getByTestId('partner-popup');
        await popup.getByTestId('popup-company').filter({ hasText: company }).waitFor();
        const distance = await popup.getByTestId('popup-distance').innerText();
        expectThat(/Distance: approx\. 0[.,]00 km/.test(distance), `distance: ${distance}`);
      });
      await step('open-its-details-from-the-popup-in-a-new-tab', async () => {
        const [details] = await Promise.all([context.waitForEvent('page'), page.getByTestId('popup-show-more').click()]);
        await details.waitForLoadState();
        // The new tab has its own session countdown dialog, which hides the page from role queries.
        await details.addLocatorHandler(details.getByRole('dialog', { name: 'Your session is about to expire' }), async (dialog) => {
          await dialog.getByRole('button', { name: 'Continue' }).click();
        });
        expectThat(/\/assistance\/partners\/\d+\/details$/.test(new URL(details.url()).pathname), `details at ${details.url()}`);
        await details.getByTestId('details-company').filter({ hasText: company }).waitFor();
        await details.getByTestId('data-invalid').waitFor();
        await details.getByRole('button', { name: 'Preisliste 2026.pdf' }).waitFor();
        await details.close();
      });
      await step('the-name-filter-and-german-labels', async () => {
        await page.getByTestId('map-name').fill('zzz-nobody');
        await page.locator('.partner-pin').first().waitFor({ state: 'detached' });
        await page.getByTestId('map-name').fill('');
        await page.locator('.partner-pin').first().waitFor();
        await page.evaluate(() => localStorage.setItem('locale', 'de'));
        await page.reload();
        await page.getByText('NEUEN PARTNER ANLEGEN').waitFor();
        await page.goto('/assistance/partners/create');
        await page.getByRole('button', { name: 'Speichern' }).click();
        await page.getByText('Firmenname ist ein Pflichtfeld', { exact: true }).waitFor();
        await page.getByText('Öffnungszeiten sind ein Pflichtfeld', { exact: true }).waitFor();
        await page.getByText('Telefonnummer ist ein Pflichtfeld', { exact: true }).waitFor();
      });
    },
  },
];
