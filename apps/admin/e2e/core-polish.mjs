/**
 * Core as a new user meets it (issue 10): the profile menu by permission and customers, a new
 * customer made reachable through the user form, German screens without English leftovers, search
 * suggestions while typing, the locked administrator role, a 390 px wide screen, and a user name
 * locked by guesses from everywhere (issue 21), told at sign-in and lifted on the user form.
 */
import { expectThat } from './harness.mjs';
import { DEMO_PASSWORD, keepSessionAlive, signIn } from './session.mjs';

async function signOut(page) {
  await page.evaluate(() => localStorage.removeItem('core.auth'));
  await page.goto('/logout');
  await page.waitForURL('**/login');
}

/** The entries of the profile menu (opened and closed again). */
async function profileMenu(page) {
  await page
    .locator('header')
    .getByRole('button', { name: /^Profil/ })
    .click();
  const items = (await page.getByRole('menuitem').allInnerTexts()).map((text) => text.trim());
  await page.keyboard.press('Escape');
  return items;
}

export const corePolishScenarios = [
  {
    name: 'profile-menu-by-permission',
    async run({ page, step }) {
      await keepSessionAlive(page);
      await step('administrator', async () => {
        await signIn(page, 'admin');
        const items = await profileMenu(page);
        expectThat(items.includes('Log levels') && items.includes('Change active customer'), `admin's profile menu: ${items.join(', ')}`);
        expectThat(
          (await page.getByTestId('active-customer').getAttribute('href')) === '/changeActiveCustomer',
          "the admin's customer name links to the switch",
        );
        await signOut(page);
      });
      await step('supervisor-two-customers-no-loggers', async () => {
        await signIn(page, 'supervisor');
        const items = await profileMenu(page);
        expectThat(!items.includes('Log levels') && items.includes('Change active customer'), `supervisor's profile menu: ${items.join(', ')}`);
        await signOut(page);
      });
      await step('agent-one-customer', async () => {
        await signIn(page, 'agent');
        const items = await profileMenu(page);
        expectThat(!items.includes('Log levels') && !items.includes('Change active customer'), `agent's profile menu: ${items.join(', ')}`);
        expectThat((await page.getByTestId('active-customer').getAttribute('href')) === null, "the agent's customer name is no link");
        const sidebar = await page.locator('.RaSidebar-fixed').getByRole('menuitem').allInnerTexts();
        expectThat(!sidebar.some((entry) => entry.includes('Change active customer')), `agent's sidebar: ${sidebar.join(', ')}`);
      });
    },
  },

  {
    name: 'locked-role-and-user-columns',
    async run({ page, step }) {
      await keepSessionAlive(page);
      await signIn(page, 'admin');
      await step('administrator-role-has-no-edit-or-delete', async () => {
        await page.goto('/roles');
        const locked = page.locator('table tbody tr').filter({ hasText: 'Administrator' });
        await locked.waitFor();
        expectThat((await locked.getByRole('link', { name: 'Edit' }).count()) === 0, 'no Edit on the administrator role');
        expectThat((await locked.getByRole('button', { name: 'Delete' }).count()) === 0, 'no Delete on the administrator role');
        const other = page.locator('table tbody tr').filter({ hasText: 'Supervisor' });
        await other.getByRole('link', { name: 'Edit' }).waitFor();
      });
      await step('users-status-and-roles', async () => {
        await page.goto('/users');
        const header = await page.locator('table thead').innerText();
        expectThat(header.includes('Status') && header.includes('User roles'), `users list columns: ${header}`);
        const supervisor = page.locator('table tbody tr').filter({ hasText: 'supervisor@example.com' });
        await supervisor.getByText('Supervisor', { exact: true }).waitFor();
        await supervisor.getByText('Active', { exact: true }).waitFor();
        // Hidden columns stay configurable.
        await page.getByRole('button', { name: 'Columns' }).click();
        await page.locator('.MuiPopover-paper').getByText('User roles').waitFor();
        await page.keyboard.press('Escape');
      });
    },
  },

  {
    name: 'customer-assignment-makes-a-new-customer-reachable',
    async run({ page, step }) {
      await keepSessionAlive(page);
      await signIn(page, 'admin');
      await step('create-customer', async () => {
        await page.goto('/customers/create');
        await page.getByLabel('Name').fill('Zeta Hilfe GmbH');
        await page.getByRole('button', { name: 'Save' }).click();
        await page.waitForURL((url) => url.pathname === '/customers');
      });
      await step('give-it-to-the-supervisor', async () => {
        await page.goto('/users');
        await page.locator('table tbody tr').filter({ hasText: 'supervisor@example.com' }).getByRole('link', { name: 'Edit' }).click();
        const customers = page.getByRole('combobox', { name: 'Customers' });
        await page.locator('.MuiChip-label', { hasText: 'Nordlicht Versicherung AG' }).waitFor();
        await customers.click();
        await customers.fill('Zeta');
        await page.getByRole('option', { name: 'Zeta Hilfe GmbH' }).click();
        await page.getByRole('button', { name: 'Save' }).click();
        await page.waitForURL((url) => url.pathname === '/users');
        await signOut(page);
      });
      await step('supervisor-switches-to-it', async () => {
        await signIn(page, 'supervisor');
        await page.goto('/changeActiveCustomer');
        await page.getByRole('combobox').click();
        await page.getByRole('option', { name: 'Zeta Hilfe GmbH' }).click();
        await page.getByRole('button', { name: 'Save' }).click();
        await page.getByTestId('active-customer').filter({ hasText: 'Zeta Hilfe GmbH' }).waitFor();
      });
    },
  },

  {
    name: 'german-screens',
    async run({ page, step }) {
      await keepSessionAlive(page);
      await page.goto('/login');
      await page.evaluate(() => localStorage.setItem('locale', 'de'));
      await step('login-error-in-german', async () => {
        await page.goto('/login');
        await page.getByLabel(/^Benutzername/).fill('admin');
        await page.getByLabel(/^Passwort/).fill('not the password');
        await page.getByRole('button', { name: 'Anmelden' }).click();
        await page.getByText('Ungültiger Benutzername oder ungültiges Passwort. Bitte erneut anmelden.').waitFor();
      });
      await step('menu-groups-and-columns-button', async () => {
        await signIn(page, 'admin');
        const groups = (await page.locator('.RaSidebar-fixed [data-testid^="menu-group-"]').allInnerTexts()).map((text) => text.trim());
        expectThat(groups.includes('Verwaltung') && !groups.includes('Core') && !groups.includes('Drive'), `German menu groups: ${groups.join(', ')}`);
        const sidebarText = await page.locator('.RaSidebar-fixed').innerText();
        expectThat(sidebarText.includes('Fahrdienst') && !sidebarText.includes('Option 1'), `German Drive group and entry: ${sidebarText}`);
        await page.goto('/users');
        await page.getByRole('button', { name: 'Spalten' }).waitFor();
        const header = await page.locator('table thead').innerText();
        expectThat(header.includes('Benutzerrollen'), `German users columns: ${header}`);
      });
      await step('password-rules-in-german', async () => {
        await page.goto('/users/create');
        await page.getByLabel(/^Neues Passwort/).fill('abc');
        await page
          .getByText('Das Passwort braucht mindestens 8 Zeichen, einen Großbuchstaben, einen Kleinbuchstaben, eine Ziffer und ein Sonderzeichen.')
          .waitFor();
        await page.evaluate(() => localStorage.setItem('locale', 'en'));
      });
    },
  },

  {
    name: 'search-suggestions',
    async run({ page, step }) {
      await keepSessionAlive(page);
      await signIn(page, 'admin');
      const search = page.getByRole('textbox', { name: 'Search…' });
      await step('three-characters-suggest-nothing', async () => {
        // Every search the page asks while the text grows from 3 to 4 characters: the first must be the 4-character one.
        const searched = [];
        const listen = (request) => {
          if (new URL(request.url()).pathname === '/search') searched.push(request.postDataJSON()?.Text);
        };
        page.on('request', listen);
        await search.fill('Nor');
        await search.fill('Nord');
        await page.getByTestId('search-suggestion').first().waitFor();
        page.off('request', listen);
        expectThat(searched[0] === 'Nord', `no search below 4 characters; searched ${JSON.stringify(searched)}`);
      });
      await step('a-customer-while-typing', async () => {
        await search.fill('Nord');
        const suggestion = page.getByTestId('search-suggestion').filter({ hasText: 'Nordlicht Versicherung AG' });
        await suggestion.waitFor();
        expectThat((await suggestion.innerText()).includes('Customers'), 'the suggestion says it is a customer');
        await suggestion.click();
        await page.waitForURL(/\/customers\/\d+$/);
      });
      await step('a-user-while-typing-and-enter-opens-the-results', async () => {
        await search.fill('Huber');
        await page.getByTestId('search-suggestion').filter({ hasText: 'Sofia Huber' }).waitFor();
        await search.press('Enter');
        await page.waitForURL(/\/search\?text=Huber/);
        await page
          .getByRole('link', { name: /Sofia Huber/ })
          .first()
          .waitFor();
      });
    },
  },

  {
    name: 'a-390-px-screen',
    async run({ page, step }) {
      await keepSessionAlive(page);
      await page.setViewportSize({ width: 390, height: 844 });
      await signIn(page, 'admin');
      for (const path of ['/users', '/roles', '/customers']) {
        await step(`list${path.replace('/', '-')}`, async () => {
          await page.goto(path);
          await page.locator('table tbody tr').first().waitFor();
          const width = await page.evaluate(() => document.documentElement.scrollWidth);
          expectThat(width <= 390, `${path} is ${width} px wide on a 390 px screen`);
          const box = await page.getByRole('textbox', { name: 'Search…' }).boundingBox();
          expectThat(box !== null && box.x >= 0 && box.x + box.width <= 390, `the search box lies inside the screen: ${JSON.stringify(box)}`);
        });
      }
      await step('form-readable', async () => {
        await page.setViewportSize({ width: 1600, height: 900 });
        await page.goto('/users/create');
        const field = await page.getByLabel('Email').boundingBox();
        expectThat(field !== null && field.width <= 720, `a form field is at most 720 px wide on a wide screen: ${JSON.stringify(field)}`);
      });
    },
  },

  {
    name: 'sign-in-lock',
    async run({ page, step, baseUrl, harness }) {
      await keepSessionAlive(page);
      // run.mjs starts the API with LOGIN_USER_ATTEMPTS=20: the 21st guess locks the name.
      const guess = (password) =>
        fetch(`${baseUrl}/users/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ Username: 'casehandler', Password: password }),
        });
      await step('locked-by-guesses', async () => {
        const statuses = [];
        for (let i = 0; i < 21; i += 1) statuses.push((await guess(`Wrong-${i}!`)).status);
        expectThat(statuses.filter((status) => status === 401).length === 20 && statuses[20] === 429, `guesses answered ${statuses.join(', ')}`);
      });
      await step('told-at-sign-in-in-german', async () => {
        await page.goto('/login');
        await page.evaluate(() => localStorage.setItem('locale', 'de'));
        await page.goto('/login');
        await page.getByLabel(/^Benutzername/).fill('casehandler');
        await page.getByLabel(/^Passwort/).fill(DEMO_PASSWORD);
        await page.getByRole('button', { name: 'Anmelden' }).click();
        await page
          .getByText(
            /^Dieses Konto ist nach zu vielen fehlgeschlagenen Anmeldeversuchen für 1[45] Minuten gesperrt\. Ein Administrator kann die Sperre aufheben\.$/,
          )
          .waitFor();
        await page.evaluate(() => localStorage.setItem('locale', 'en'));
      });
      await step('administrator-lifts-the-lock', async () => {
        await signIn(page, 'admin');
        const userId = await page.evaluate(async () => {
          const token = JSON.parse(localStorage.getItem('core.auth')).token;
          const response = await fetch('/users/list', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ q: { field: 'Username', op: 'eq', value: 'casehandler' }, limit: 1, Token: token }),
          });
          return (await response.json()).result.data[0].UserID;
        });
        await page.goto(`/users/${userId}`);
        const notice = page.getByText('Sign-in is locked after too many failed sign-ins. It unlocks by itself when the lock ends.');
        await notice.waitFor();
        await harness.screenshot(page, 'sign-in-lock-user-form');
        await page.getByRole('button', { name: 'Lift sign-in lock' }).click();
        await page.getByText('Sign-in lock lifted').waitFor();
        await notice.waitFor({ state: 'detached' });
        await signOut(page);
      });
      await step('user-signs-in-again', async () => {
        await signIn(page, 'casehandler');
      });
    },
  },
];
