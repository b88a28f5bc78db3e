/**
 * The home page (issue 10): each area's tile by permission, Core's live counts linking to the
 * lists, the title in both languages.
 */
import { expectThat } from './harness.mjs';
import { signIn } from './session.mjs';

async function signOut(page) {
  await page.evaluate(() => localStorage.removeItem('core.auth'));
  await page.goto('/logout');
  await page.waitForURL('**/login');
}

/** The figure a Core line shows, once it has loaded. */
async function countShown(page, resource) {
  const value = page.getByTestId(`count-${resource}-value`);
  await value.waitFor();
  return Number((await value.innerText()).replace(/\D/g, ''));
}

/** The total of a list's pagination ("1-10 of 23"). */
async function listTotal(page) {
  const label = page.locator('.MuiTablePagination-displayedRows');
  await label.waitFor();
  const text = await label.innerText();
  return Number(
    text
      .split(/of|von/)
      .pop()
      .replace(/\D/g, ''),
  );
}

export const homeScenarios = [
  {
    name: 'home-page-by-permission',
    async run({ page, step }) {
      await page.addLocatorHandler(page.getByRole('dialog', { name: 'Your session is about to expire' }), async (dialog) => {
        await dialog.getByRole('button', { name: 'Continue' }).click();
      });
      let roles = 0;
      await step('admin-sees-core-counts-that-match-the-lists', async () => {
        await signIn(page, 'admin');
        await page.getByRole('heading', { name: 'Welcome, Alex Admin' }).waitFor();
        const tile = page.getByTestId('widget-core');
        await tile.getByRole('heading', { name: 'Core' }).waitFor();
        const users = await countShown(page, 'users');
        roles = await countShown(page, 'roles');
        const customers = await countShown(page, 'customers');
        expectThat(users > 0 && roles > 0 && customers > 0, `counts ${users}/${roles}/${customers}`);
        await page.getByTestId('count-users').click();
        await page.waitForURL('**/users');
        expectThat((await listTotal(page)) === users, `the users list has ${users} rows as the home page said`);
        await page.goto('/customers');
        expectThat((await listTotal(page)) === customers, `the customers list has ${customers} rows as the home page said`);
      });
      await step('a-new-role-counts-at-once', async () => {
        await page.goto('/roles/create');
        await page.getByLabel(/^Name/).fill('e2e_home_role');
        await page.getByLabel('Fancy name').fill('Home role');
        await page.getByRole('combobox', { name: 'Permissions' }).fill('core_user_view');
        await page.getByRole('option', { name: 'core_user_view' }).click();
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: 'Save' }).click();
        await page.waitForURL((url) => url.pathname === '/roles');
        await page.getByRole('link', { name: 'Home' }).first().click();
        await page.waitForURL('**/dashboard/asset-overview');
        await page
          .getByTestId('count-roles-value')
          .filter({ hasText: String(roles + 1) })
          .waitFor();
      });
      await step('supervisor-sees-only-the-users-count', async () => {
        await signOut(page);
        await signIn(page, 'supervisor');
        await countShown(page, 'users');
        expectThat((await page.getByTestId('count-roles').count()) === 0, 'supervisor sees no roles count');
        expectThat((await page.getByTestId('count-customers').count()) === 0, 'supervisor sees no customers count');
      });
      await step('quality-sees-no-core-tile', async () => {
        await signOut(page);
        await signIn(page, 'quality');
        await page.getByRole('heading', { name: /^Welcome/ }).waitFor();
        expectThat((await page.getByTestId('widget-core').count()) === 0, 'quality sees no Core tile');
      });
      await step('title-in-english-and-german', async () => {
        expectThat((await page.title()).includes('Home') || (await page.locator('header').innerText()).includes('Home'), 'the page is titled Home');
        await page.evaluate(() => localStorage.setItem('locale', 'de'));
        await page.reload();
        await page.getByRole('heading', { name: /^Willkommen/ }).waitFor();
        expectThat((await page.locator('header').innerText()).includes('Übersicht'), 'the German page is titled Übersicht');
        await page.evaluate(() => localStorage.setItem('locale', 'en'));
      });
    },
  },
];
