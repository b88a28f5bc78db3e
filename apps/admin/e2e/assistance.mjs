/**
 * Assistance (issue 15): a case handler creates a KFZ partner with a place from the autocomplete
 * (an empty save first shows the required messages, in English and later in German),
 * finds it in the list and exports PartnerList.csv, finds it on the map with its distance, and
 * opens its details from the popup in a new tab.
 * Issue 23: the map shows tiles (the run's tile server) or, when they cannot load, the built-in
 * base layer; the form's map places and drags the pin; the form sets and removes the logo; a
 * failed location search says that no distance can be given.
 */
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { expectThat } from './harness.mjs';
import { keepSessionAlive, signIn } from './session.mjs';

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
      await keepSessionAlive(page);
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
        await keepSessionAlive(details);
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

/** Reads the form's coordinates. */
async function formCoordinates(page) {
  const value = async (name) => Number(await page.locator(`input[name="Address.${name}"]`).inputValue());
  return { latitude: await value('Latitude'), longitude: await value('Longitude') };
}

/** Waits until the form's coordinates differ from `before`; answers the new ones. */
/** The element's box once the map around it has stopped moving (pigeon-maps animates zoom and centre). */
async function settledBox(page, locator) {
  let last = null;
  for (;;) {
    const box = await locator.boundingBox();
    if (box && last && ['x', 'y', 'width', 'height'].every((key) => Math.abs(box[key] - last[key]) < 0.5)) return box;
    last = box;
    // Two animation frames apart: an animation moves the element between them.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  }
}

async function coordinatesChangedFrom(page, before) {
  await page.waitForFunction(
    ([latitude, longitude]) =>
      Number(document.querySelector('input[name="Address.Latitude"]')?.value) !== latitude ||
      Number(document.querySelector('input[name="Address.Longitude"]')?.value) !== longitude,
    [before.latitude, before.longitude],
  );
  return formCoordinates(page);
}

export const mapScenarios = [
  {
    name: 'assistance-map-shows-tiles-or-the-built-in-base-layer',
    async run({ page, step, tiles }) {
      await keepSessionAlive(page);
      await step('tiles-from-the-configured-tile-server-with-their-attribution', async () => {
        await signIn(page, 'casehandler');
        const before = tiles.state.requests;
        await page.goto('/assistance/partner_search');
        const map = page.getByTestId('partner-map');
        await map.and(page.locator('[data-tiles="ok"]')).waitFor();
        const loaded = await map
          .locator('img.map-tile')
          .evaluateAll(
            (images, origin) => images.filter((image) => image.src.startsWith(origin) && image.complete && image.naturalWidth === 256).length,
            tiles.origin,
          );
        expectThat(loaded > 0, `tiles drawn from ${tiles.origin}: ${loaded}`);
        expectThat(tiles.state.requests > before, 'the tile server was asked');
        const attribution = map.getByTestId('map-attribution-tiles');
        expectThat((await attribution.innerText()).trim() === '© OpenStreetMap contributors', `attribution: ${await attribution.innerText()}`);
        expectThat(
          (await attribution.getByRole('link', { name: 'OpenStreetMap' }).getAttribute('href')) === 'https://www.openstreetmap.org/copyright',
          'the attribution links the copyright page',
        );
        expectThat((await map.getByTestId('map-base-layer').count()) === 0, 'no drawn base layer over working tiles');
      });
      await step('without-tiles-the-built-in-base-layer-with-borders-and-towns', async () => {
        // An installation without internet: the tile server cannot be reached from the browser.
        await page.route(`${tiles.origin}/**`, (route) => route.abort('internetdisconnected'));
        await page.reload();
        const map = page.getByTestId('partner-map');
        await map.and(page.locator('[data-tiles="failed"]')).waitFor();
        const layer = map.locator('[data-testid="map-base-layer"][data-loaded="true"]');
        await layer.waitFor();
        // The default view (Vienna, zoom 13) lies in Austria: its land is drawn, and Vienna is named.
        await layer.locator('path[data-testid="base-country"][data-country="AUT"]').waitFor({ state: 'attached' });
        await layer.getByTestId('base-town').filter({ hasText: 'Vienna' }).first().waitFor();
        await map.getByTestId('map-attribution-base').filter({ hasText: 'Natural Earth' }).waitFor();
        expectThat((await map.getByTestId('map-attribution-tiles').count()) === 0, 'no tile attribution without tiles');
        // Zoomed out, the neighbours and the borders between them and between the Bundesländer show.
        // One step at a time: a click during pigeon-maps' zoom animation starts from the animated zoom.
        const zoomOf = async () => Number(await layer.getAttribute('data-zoom'));
        for (let zoom = Math.round(await zoomOf()); zoom > 8; zoom--) {
          await map.locator('.pigeon-zoom-out').click();
          await page.waitForFunction(
            (target) =>
              Math.abs(Number(document.querySelector('[data-testid="partner-map"] [data-testid="map-base-layer"]')?.getAttribute('data-zoom')) - target) < 0.01,
            zoom - 1,
          );
        }
        for (const country of ['DEU', 'CZE', 'SVK', 'HUN'])
          await layer.locator(`path[data-testid="base-country"][data-country="${country}"]`).waitFor({ state: 'attached' });
        expectThat((await layer.getByTestId('base-country-borders').getAttribute('d'))?.length > 100, 'country borders drawn');
        expectThat((await layer.getByTestId('base-region-borders').getAttribute('d'))?.length > 100, 'region borders drawn');
        await layer.getByTestId('base-town').filter({ hasText: 'Linz' }).first().waitFor();
      });
      await step('the-partner-form-map-uses-the-base-layer-too', async () => {
        await page.goto('/assistance/partners/create');
        const map = page.getByTestId('location-map');
        // Tiles are asked for once the map is on screen.
        await map.scrollIntoViewIfNeeded();
        await map.and(page.locator('[data-tiles="failed"]')).waitFor();
        await map.locator('[data-testid="map-base-layer"] path[data-country="AUT"]').waitFor({ state: 'attached' });
        await page.unroute(`${tiles.origin}/**`);
      });
    },
  },
  {
    name: 'assistance-form-pin-logo-and-the-distance-message',
    async run({ page, step }) {
      await keepSessionAlive(page);
      const company = 'E2E Pannenhilfe Wien Mitte';
      let placed;
      await step('place-the-pin-by-a-click-and-drag-it-with-the-address-typed-by-hand', async () => {
        await signIn(page, 'casehandler');
        await page.goto('/assistance/partners/create');
        // The offline place search finds towns: the form says how to get the exact place.
        await page.getByText('Finds towns. Click the map or drag the pin to the exact place; enter street and postal code by hand.').waitFor();
        await page.getByRole('combobox', { name: /^Group/ }).click();
        await page.getByRole('option', { name: 'KFZ', exact: true }).click();
        await page.getByLabel(/^CompanyName/).fill(company);
        await page.getByLabel(/^OpeningHours/).fill('Mo-Fr 7-19');
        await page.getByLabel(/^TelephoneNumber/).fill('+43 1 7654321');
        await page.getByLabel(/^Email/).fill('office@pannenhilfe-wien.example');
        await page.getByLabel(/^Homepage/).fill('https://pannenhilfe-wien.example');
        await page.getByLabel(/^Area of operations/).fill('Wien');
        await pickPlace(page, 'location-autocomplete', 'Wien', /^Vienna \(Wien\), Austria/);
        const town = await coordinatesChangedFrom(page, { latitude: 0, longitude: 0 });
        expectThat(Math.abs(town.latitude - 48.21) < 0.05 && Math.abs(town.longitude - 16.37) < 0.05, `the town centre: ${JSON.stringify(town)}`);
        const map = page.getByTestId('location-map');
        const pin = page.getByTestId('location-pin');
        await pin.waitFor();
        await map.scrollIntoViewIfNeeded();
        // A click on the map, right of and below the pin, puts the pin there.
        await settledBox(page, pin);
        const box = await map.boundingBox();
        await page.mouse.click(box.x + box.width / 2 + 120, box.y + box.height / 2 + 60);
        const clicked = await coordinatesChangedFrom(page, town);
        expectThat(clicked.longitude > town.longitude && clicked.latitude < town.latitude, `east and south of the centre: ${JSON.stringify(clicked)}`);
        // Dragging the pin left and up moves it there.
        const pinBox = await settledBox(page, pin);
        await page.mouse.move(pinBox.x + pinBox.width / 2, pinBox.y + pinBox.height / 2);
        await page.mouse.down();
        await page.mouse.move(pinBox.x + pinBox.width / 2 - 60, pinBox.y + pinBox.height / 2 - 30, { steps: 8 });
        await page.mouse.up();
        placed = await coordinatesChangedFrom(page, clicked);
        expectThat(placed.longitude < clicked.longitude && placed.latitude > clicked.latitude, `dragged west and north: ${JSON.stringify(placed)}`);
        await page.getByLabel('Street').fill('Landstraßer Hauptstraße 1');
        await page.getByLabel('Postal code').fill('1030');
      });
      await step('set-the-logo-in-the-form-and-save', async () => {
        await page.getByTestId('form-logo-input').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
        await page.getByTestId('form-logo-preview').waitFor();
        await page.getByText('logo.png: saved with the partner').waitFor();
        await page.getByRole('button', { name: 'Save' }).click();
        await page.getByText('Partner created successfully').waitFor();
        await page.waitForURL((url) => url.pathname === '/assistance/partners');
        const logo = page.getByRole('row', { name: new RegExp(company) }).getByRole('img');
        await logo.waitFor();
        // The stored logo is served and shown, not just an empty image element.
        await logo.evaluate((image) => (image.complete && image.naturalWidth > 0) || new Promise((resolve) => image.addEventListener('load', resolve)));
      });
      await step('the-saved-partner-has-the-coordinates-of-the-pin-then-the-logo-is-removed', async () => {
        await page
          .getByRole('row', { name: new RegExp(company) })
          .getByRole('link', { name: 'Edit' })
          .click();
        await page.waitForURL(/\/assistance\/partners\/\d+\/edit$/);
        await page.getByTestId('location-pin').waitFor();
        const saved = await formCoordinates(page);
        expectThat(
          saved.latitude === placed.latitude && saved.longitude === placed.longitude,
          `saved ${JSON.stringify(saved)}, placed ${JSON.stringify(placed)}`,
        );
        expectThat((await page.getByLabel('Street').inputValue()) === 'Landstraßer Hauptstraße 1', 'the street typed by hand');
        await page.getByTestId('form-logo').getByRole('img').waitFor();
        await page.getByRole('button', { name: 'Remove logo' }).click();
        await page.getByText('Removed when the partner is saved').waitFor();
        await page.getByRole('button', { name: 'Save' }).click();
        await page.getByText('Partner updated successfully').waitFor();
        await page.waitForURL((url) => url.pathname === '/assistance/partners');
        await page
          .getByRole('row', { name: new RegExp(company) })
          .getByTestId('logo-placeholder')
          .waitFor();
      });
      await step('no-distance-text-before-a-search-and-the-info-message-after-a-failed-one', async () => {
        await page.goto('/assistance/partner_search');
        await page.getByText('Search a location to see the distances to it.').waitFor();
        // The partner sits in the default view (Vienna).
        const pin = page.locator('.partner-pin').first();
        await pin.waitFor();
        await pin.click();
        const popup = page.getByTestId('partner-popup');
        await popup.getByTestId('popup-company').filter({ hasText: company }).waitFor();
        expectThat((await popup.getByTestId('popup-distance').count()) === 0, 'no distance before a place is searched');
        expectThat((await page.getByText('Could not retrieve distance for this location.').count()) === 0, 'no message before a search');
        await popup.getByRole('button', { name: 'Close' }).click();
        // The place's coordinates cannot be had (the connection drops): the spec's info message.
        await page.route('**/assistance/partners/coordinates/**', (route) => route.abort('connectionreset'));
        await pickPlace(page, 'map-location', 'Graz', /^Graz, Styria, Austria/);
        await page.getByText('Could not retrieve distance for this location.').waitFor();
        await page.unroute('**/assistance/partners/coordinates/**');
      });
    },
  },
];
