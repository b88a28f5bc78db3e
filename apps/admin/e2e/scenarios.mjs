/**
 * Browser scenarios of the admin shell and Core screens (issue 3), run against the real API.
 * Each reads the page as a user would: visible texts, roles and labels.
 */
import { expectThat } from './harness.mjs';
import { DEMO_PASSWORD, keepSessionAlive, SESSION_DIALOG, signIn } from './session.mjs';

/** Polls `check` (in the test) until it holds; fails after `ms`. */
async function waitUntil(check, what, ms = 10_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function signOut(page) {
  // react-admin names the account button after ra.auth.user_menu (Profile / Profil)
  await page
    .locator('header')
    .getByRole('button', { name: /^Profil/ })
    .click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL('**/login');
}

async function sidebar(page) {
  const nav = page.locator('.RaSidebar-fixed');
  await nav.getByTestId('menu-group-profile').waitFor();
  const groups = await nav.locator('[data-testid^="menu-group-"]').allInnerTexts();
  const entries = await nav.getByRole('menuitem').allInnerTexts();
  return { groups: groups.map((text) => text.trim()), entries: entries.map((text) => text.trim()) };
}

async function see(page, text, options = {}) {
  await page
    .getByText(text, { exact: true, ...options })
    .first()
    .waitFor({ state: 'visible' });
}

async function rowsOf(page) {
  await page.locator('table tbody').first().waitFor();
  return page.locator('table tbody tr');
}

async function usernamesShown(page) {
  const rows = await rowsOf(page);
  await rows.first().waitFor();
  // Columns: checkbox, Actions, First name, Last name, Username, Email
  return rows.locator('td:nth-child(5)').allInnerTexts();
}

/** Creates users through the API with the signed-in session, as another admin would. */
async function createUsersThroughApi(page, users) {
  await page.evaluate(async (list) => {
    const token = JSON.parse(localStorage.getItem('core.auth')).token;
    for (const user of list) {
      const response = await fetch('/users/create', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...user, Status: 1, Token: token }),
      });
      if (!response.ok) throw new Error(`create ${user.Username}: ${response.status} ${await response.text()}`);
    }
  }, users);
}

export const scenarios = [
  {
    name: 'login-and-sidebars-per-user',
    async run({ page, step }) {
      await keepSessionAlive(page);
      /** Sockets the server accepted a session's token on (the login page has one of its own, for translations). */
      const sessionSockets = new Set();
      /** Sockets on which the server said the session's token is no longer valid. */
      const tokenRefusals = new Set();
      page.on('websocket', (socket) => {
        socket.on('framereceived', ({ payload }) => {
          if (String(payload).includes('"tokenValidation",{"valid":true')) sessionSockets.add(socket);
          if (String(payload).includes('"tokenValidation",{"valid":false')) tokenRefusals.add(socket);
        });
      });
      await step('unauthenticated-path-goes-to-login', async () => {
        await page.goto('/users');
        await page.waitForURL('**/login');
        const login = page.getByRole('button', { name: 'Login' });
        expectThat(await login.isDisabled(), 'Login should be disabled while the fields are empty');
        await page.getByLabel('Username').fill('admin');
        expectThat(await login.isDisabled(), 'Login should stay disabled without a password');
        await page.getByLabel('Password').fill('wrong-password');
        expectThat(await login.isEnabled(), 'Login should be enabled with both fields filled');
      });
      await step('wrong-password', async () => {
        await page.getByRole('button', { name: 'Login' }).click();
        await see(page, 'Invalid username or password. Please try to login again.');
        expectThat((await page.getByLabel('Password').inputValue()) === '', 'the password field is cleared after submit');
      });
      await step('admin-sidebar', async () => {
        await signIn(page, 'admin');
        const { groups, entries } = await sidebar(page);
        for (const entry of ['Users', 'Permissions', 'Roles', 'Customers', 'Log levels']) {
          expectThat(entries.includes(entry), `admin should see ${entry}; saw ${entries.join(', ')}`);
        }
        expectThat(groups.includes('Core') && groups.includes('Drive'), `admin groups: ${groups.join(', ')}`);
        await see(page, 'Option 1');
      });
      await step('logout-stays-in-the-page', async () => {
        // The server tells the ended session's sockets; the tab that logged out must not reload /login on top of its own navigation.
        await page.evaluate(() => {
          window.signedOutWithoutReload = true;
        });
        const signedIn = [...sessionSockets];
        await signOut(page);
        await page.getByLabel('Username').waitFor();
        // The server's word to the ended session's sockets (token no longer valid), or their closing:
        // after either, nothing more of that session can arrive and reload the tab.
        expectThat(signedIn.length > 0, 'the signed-in tab opened its socket');
        await waitUntil(
          () => signedIn.every((socket) => socket.isClosed() || tokenRefusals.has(socket)),
          'the ended session to be refused on its sockets, or the sockets to close',
        );
        expectThat(await page.evaluate(() => window.signedOutWithoutReload === true), 'logging out reloaded the page');
      });
      await step('supervisor-sidebar', async () => {
        await signIn(page, 'supervisor');
        const { entries } = await sidebar(page);
        expectThat(entries.includes('Users'), `supervisor should see Users; saw ${entries.join(', ')}`);
        for (const hidden of ['Roles', 'Permissions', 'Customers', 'Log levels']) {
          expectThat(!entries.includes(hidden), `supervisor should not see ${hidden}`);
        }
      });
      await step('quality-sidebar', async () => {
        await signOut(page);
        await signIn(page, 'quality');
        const { groups, entries } = await sidebar(page);
        expectThat(!groups.includes('Core') && !entries.includes('Users'), `quality should not see Core; saw ${groups.join(', ')}`);
      });
    },
  },

  {
    name: 'create-user-with-password-check',
    async run({ page, step }) {
      await keepSessionAlive(page);
      await signIn(page, 'admin');
      await step('create-form', async () => {
        await page.goto('/users');
        await see(page, 'User list');
        await page.getByRole('link', { name: 'Create' }).click();
        await page.waitForURL('**/users/create');
        await see(page, 'Enter data to create new user');
        await page.getByLabel('First name').fill('Erika');
        await page.getByLabel('Last name').fill('Endtoend');
        await page.getByLabel('Username').fill('e2e.erika');
        await page.getByLabel('Email').fill('erika@e2e.example');
        await page.getByLabel('New password').fill('weak');
        await page.getByLabel('Email').click();
        await page.getByText(/^Password needs at least 8 characters/).waitFor();
        await page.getByLabel('New password').fill('E2e-Pass123!');
        await page.getByLabel('Confirm password').fill('E2e-Other999!');
      });
      await step('passwords-not-matching', async () => {
        await page.getByLabel('First name').click();
        await see(page, 'Passwords not matching!');
        expectThat(await page.getByRole('button', { name: 'Save' }).isDisabled(), 'Save must be disabled while the passwords differ');
      });
      await step('saved', async () => {
        await page.getByLabel('Confirm password').fill('E2e-Pass123!');
        await page.getByText('Passwords not matching!').waitFor({ state: 'detached' });
        await page.getByRole('button', { name: 'Save' }).click();
        await see(page, 'User created successfully');
        await page.waitForURL((url) => url.pathname === '/users');
      });
    },
  },

  {
    name: 'edit-search-sort-page',
    async run({ page, step }) {
      await keepSessionAlive(page);
      await signIn(page, 'admin');
      await createUsersThroughApi(page, [
        { FirstName: 'Paula', LastName: 'Pager', Username: 'e2e.paula', Email: 'paula@e2e.example', Password: 'E2e-Pass123!' },
      ]);
      await step('search', async () => {
        await page.goto('/users');
        await page.getByPlaceholder('Search', { exact: true }).fill('paula');
        await page.waitForURL(/filter=.*paula/);
        await page.waitForFunction(() => document.querySelectorAll('table tbody tr').length === 1);
        expectThat((await usernamesShown(page)).join() === 'e2e.paula', 'search finds the one user');
      });
      await step('edit', async () => {
        await page.locator('table tbody tr').first().getByRole('link', { name: 'Edit' }).click();
        await page.waitForURL(/\/users\/\d+$/);
        await see(page, 'User General edit');
        const save = page.getByRole('button', { name: 'Save' });
        expectThat(await save.isDisabled(), 'Save is disabled until something changes');
        await page.getByLabel('First name').fill('Paulina');
        await page.getByRole('button', { name: 'Save' }).click();
        await see(page, 'User edited successfully');
        await page.waitForURL((url) => url.pathname === '/users');
        await see(page, 'Paulina');
      });
      await step('sort', async () => {
        // react-admin restores the last search on /users; start from an empty one
        await page.goto('/users?filter=%7B%7D&page=1');
        await page.getByRole('columnheader', { name: 'Username' }).getByRole('button').click();
        await page.waitForURL(/sort=Username/);
        await page.waitForURL(/order=ASC/);
        let names = await usernamesShown(page);
        expectThat(names[0] === 'admin', `ascending starts with admin, got ${names.join(', ')}`);
        await page.getByRole('columnheader', { name: 'Username' }).getByRole('button').click();
        await page.waitForURL(/order=DESC/);
        await page.waitForFunction(() => document.querySelector('table tbody tr td:nth-child(5)')?.textContent !== 'admin');
        names = await usernamesShown(page);
        const sorted = [...names].sort().reverse();
        expectThat(names.join() === sorted.join(), `descending order, got ${names.join(', ')}`);
      });
      await step('page', async () => {
        await page.getByRole('combobox', { name: /Rows per page/ }).click();
        await page.getByRole('option', { name: '5', exact: true }).click();
        await page.waitForURL(/perPage=5/);
        await page.waitForFunction(() => document.querySelectorAll('table tbody tr').length === 5);
        const firstOnPageOne = (await usernamesShown(page))[0];
        await page.getByRole('button', { name: 'Go to next page' }).click();
        await page.waitForURL(/page=2/);
        await page.getByText(/^6-\d+ of \d+$/).waitFor();
        // react-admin keeps the previous rows on screen until the next page arrives
        await page.waitForFunction((first) => document.querySelector('table tbody tr td:nth-child(5)')?.textContent !== first, firstOnPageOne);
        const onPageTwo = await usernamesShown(page);
        await page.reload();
        await page.waitForFunction((first) => document.querySelector('table tbody tr td:nth-child(5)')?.textContent === first, onPageTwo[0]);
        expectThat(page.url().includes('page=2') && page.url().includes('perPage=5'), 'page and rows per page restored from the query string');
        await page.getByRole('combobox', { name: /Rows per page/ }).click();
        for (const option of ['5', '10', '20', '50', '75', '100', 'All']) {
          await page.getByRole('option', { name: option, exact: true }).waitFor();
        }
        await page.keyboard.press('Escape');
      });
    },
  },

  {
    name: 'bulk-delete-with-confirm',
    async run({ page, step }) {
      await keepSessionAlive(page);
      await signIn(page, 'admin');
      await createUsersThroughApi(page, [
        { FirstName: 'Bulk', LastName: 'One', Username: 'e2e.bulkdel1', Email: 'bulk1@e2e.example', Password: 'E2e-Pass123!' },
        { FirstName: 'Bulk', LastName: 'Two', Username: 'e2e.bulkdel2', Email: 'bulk2@e2e.example', Password: 'E2e-Pass123!' },
        { FirstName: 'Single', LastName: 'Three', Username: 'e2e.bulkdel3', Email: 'bulk3@e2e.example', Password: 'E2e-Pass123!' },
      ]);
      await step('single-delete-dialog', async () => {
        await page.goto('/users?filter=' + encodeURIComponent(JSON.stringify({ q: 'bulkdel3' })));
        await page.waitForFunction(() => document.querySelectorAll('table tbody tr').length === 1);
        await page.locator('table tbody tr').first().getByRole('button', { name: 'Delete' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByText('Delete user', { exact: true }).waitFor();
        await dialog.getByText('Are you sure to delete this user?').waitFor();
        await dialog.getByRole('button', { name: 'Confirm' }).click();
        await see(page, 'User deleted successfully');
        await see(page, 'Sorry, no matching records found');
      });
      await step('bulk-delete-dialog', async () => {
        await page.goto('/users?filter=' + encodeURIComponent(JSON.stringify({ q: 'bulkdel' })));
        await page.waitForFunction(() => document.querySelectorAll('table tbody tr').length === 2);
        await page.locator('table thead').getByRole('checkbox').check();
        await page.locator('.RaBulkActionsToolbar-toolbar').getByRole('button', { name: 'Delete' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByText('Delete all users', { exact: true }).waitFor();
        await dialog.getByText('Are you sure to delete all selected users?').waitFor();
      });
      await step('bulk-deleted', async () => {
        await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
        await see(page, '2 users deleted successfully');
        await see(page, 'Sorry, no matching records found');
      });
    },
  },

  {
    name: 'hidden-column-follows-the-user',
    async run({ page, step, harness }) {
      await keepSessionAlive(page);
      await signIn(page, 'admin');
      await step('hide-email', async () => {
        await page.goto('/users');
        await page.getByRole('columnheader', { name: 'Email' }).waitFor();
        await page.getByRole('button', { name: 'Columns' }).click();
        await page.locator('[id$="-columnsSelector"]').getByText('Email', { exact: true }).click();
        await page.keyboard.press('Escape');
        await page.getByRole('columnheader', { name: 'Email' }).waitFor({ state: 'detached' });
      });
      await step('still-hidden-after-reload', async () => {
        await page.reload();
        await page.getByRole('columnheader', { name: 'Username' }).waitFor();
        expectThat((await page.getByRole('columnheader', { name: 'Email' }).count()) === 0, 'Email stays hidden after a reload');
      });
      await step('still-hidden-in-another-browser', async () => {
        const other = await harness.browser.newContext({ baseURL: harness.baseUrl, viewport: { width: 1366, height: 850 } });
        const otherPage = await other.newPage();
        try {
          await signIn(otherPage, 'admin');
          await otherPage.goto('/users');
          await otherPage.getByRole('columnheader', { name: 'Username' }).waitFor();
          await harness.screenshot(otherPage, 'hidden-column-other-browser');
          expectThat((await otherPage.getByRole('columnheader', { name: 'Email' }).count()) === 0, 'Email hidden for the same user in another browser');
        } finally {
          await other.close();
        }
      });
      await step('show-again', async () => {
        await page.getByRole('button', { name: 'Columns' }).click();
        await page.locator('[id$="-columnsSelector"]').getByText('Email', { exact: true }).click();
        await page.keyboard.press('Escape');
        await page.getByRole('columnheader', { name: 'Email' }).waitFor();
      });
    },
  },

  {
    name: 'user-access-and-password',
    async run({ page, step }) {
      await keepSessionAlive(page);
      await signIn(page, 'admin');
      await createUsersThroughApi(page, [
        { FirstName: 'Access', LastName: 'Tab', Username: 'e2e.access', Email: 'access@e2e.example', Password: 'E2e-Pass123!' },
      ]);
      await step('access-tab', async () => {
        await page.goto('/users?filter=' + encodeURIComponent(JSON.stringify({ q: 'e2e.access' })));
        await page.waitForFunction(() => document.querySelectorAll('table tbody tr').length === 1);
        await page.locator('table tbody tr').first().getByRole('link', { name: 'Edit' }).click();
        await page.getByRole('tab', { name: 'User access edit' }).click();
        await see(page, 'User permissions');
        const save = page.getByRole('button', { name: 'Save' });
        expectThat(await save.isDisabled(), 'Save is disabled until the access changes');
        await page.getByTestId('user-roles').getByRole('combobox').click();
        await page.getByRole('option', { name: 'Supervisor' }).click();
        await page.keyboard.press('Escape');
        await page.getByTestId('user-effective-permissions').getByText('core_user_view').waitFor();
        await save.click();
        await see(page, 'User roles saved successfully!');
      });
      await step('include-then-exclude', async () => {
        await page.getByTestId('user-included-permissions').getByRole('combobox').fill('news_edit');
        await page.getByRole('option', { name: 'news_edit', exact: true }).click();
        await page.keyboard.press('Escape');
        await page.getByTestId('user-excluded-permissions').getByRole('combobox').fill('news_edit');
        await page.getByRole('option', { name: 'news_edit', exact: true }).click();
        await page.keyboard.press('Escape');
        expectThat((await page.getByTestId('user-included-permissions').getByText('news_edit').count()) === 0, 'excluding removes it from the included list');
        await page.getByRole('button', { name: 'Save' }).click();
        await see(page, 'User excluded permissions saved successfully!');
      });
      await step('change-password', async () => {
        await page.goto('/users?filter=' + encodeURIComponent(JSON.stringify({ q: 'e2e.access' })));
        await page.waitForFunction(() => document.querySelectorAll('table tbody tr').length === 1);
        await page.locator('table tbody tr').first().getByRole('link', { name: 'Change password' }).click();
        await see(page, 'Change Password');
        await page.getByLabel('New password').fill('E2e-Newpass456!');
        await page.getByLabel('Confirm password').fill('E2e-Newpass457!');
        await page.getByLabel('New password').click();
        await see(page, 'Passwords not matching!');
        await page.getByLabel('Confirm password').fill('E2e-Newpass456!');
        await page.getByRole('button', { name: 'Save' }).click();
        await page.waitForURL((url) => url.pathname === '/users');
      });
    },
  },

  {
    name: 'core-tables-and-log-levels',
    async run({ page, step }) {
      await keepSessionAlive(page);
      await signIn(page, 'admin');
      await step('roles', async () => {
        await page.goto('/roles');
        await see(page, 'Role list');
        await page.getByRole('columnheader', { name: 'Fancy name' }).waitFor();
        await see(page, 'Supervisor');
      });
      await step('permissions', async () => {
        await page.goto('/permissions');
        await see(page, 'Permission list');
        await page.getByRole('columnheader', { name: 'Permission ID' }).waitFor();
        await page.getByPlaceholder('Search', { exact: true }).fill('core_user');
        await page.waitForFunction(() => document.querySelectorAll('table tbody tr').length === 2);
      });
      await step('customers', async () => {
        await page.goto('/customers');
        await see(page, 'Customer list');
        await see(page, 'Alpine Assist GmbH');
        await see(page, 'Active');
      });
      await step('log-levels', async () => {
        await page.goto('/logLevels');
        await page.waitForURL('**/loggers');
        await see(page, 'Log levels');
        await page.getByRole('columnheader', { name: 'Settings' }).waitFor();
        const row = page.locator('table tbody tr').filter({ hasText: 'quality' }).first();
        await row.getByRole('combobox').click();
        await page.getByRole('option', { name: 'debug', exact: true }).click();
        await see(page, 'Plugin level saved successfully');
        await row.getByText('debug').first().waitFor();
      });
    },
  },

  {
    name: 'role-permission-customer-forms',
    async run({ page, step }) {
      await keepSessionAlive(page);
      await signIn(page, 'admin');
      await step('permission-create', async () => {
        await page.goto('/permissions/create');
        await see(page, 'Enter data to create new permission');
        expectThat(await page.getByRole('button', { name: 'Save' }).isDisabled(), 'Save waits for a name');
        await page.getByLabel('Name').fill('e2e_custom_permission');
        await page.getByRole('button', { name: 'Save' }).click();
        await see(page, 'Permission created successfully');
        await page.waitForURL((url) => url.pathname === '/permissions');
      });
      await step('role-needs-a-permission', async () => {
        await page.goto('/roles/create');
        await see(page, 'Enter data to create new role');
        await page.getByLabel(/^Name/).fill('e2e_role');
        await page.getByLabel('Fancy name').fill('E2E role');
        await page.getByLabel(/^Name/).click();
        expectThat(await page.getByRole('button', { name: 'Save' }).isDisabled(), 'Save waits for a permission');
        await page.getByRole('combobox', { name: 'Permissions' }).fill('e2e_custom');
        await page.getByRole('option', { name: 'e2e_custom_permission' }).click();
        await page.keyboard.press('Escape');
      });
      await step('role-created-and-edited', async () => {
        await page.getByRole('button', { name: 'Save' }).click();
        await see(page, 'Role created successfully');
        await page.waitForURL((url) => url.pathname === '/roles');
        await page.getByPlaceholder('Search', { exact: true }).fill('E2E role');
        await page.waitForFunction(() => document.querySelectorAll('table tbody tr').length === 1);
        await page.locator('table tbody tr').first().getByRole('link', { name: 'Edit' }).click();
        await see(page, 'Edit role');
        await page.getByLabel('Fancy name').fill('E2E role renamed');
        await page.getByRole('button', { name: 'Save' }).click();
        await see(page, 'Role edited successfully');
        await see(page, 'E2E role renamed');
      });
      await step('customer-create-and-status', async () => {
        await page.goto('/customers/create');
        await see(page, 'Enter data to create new customer');
        await page.getByLabel('Name').fill('E2E Kunde GmbH');
        await page.getByLabel('Country').fill('Germany');
        await page.getByRole('combobox', { name: 'Status' }).click();
        await page.getByRole('option', { name: 'Inactive' }).click();
        await page.getByRole('button', { name: 'Save' }).click();
        await see(page, 'Customer created successfully');
        await page.waitForURL((url) => url.pathname === '/customers');
        const row = page.locator('table tbody tr').filter({ hasText: 'E2E Kunde GmbH' });
        await row.getByText('Inactive', { exact: true }).waitFor();
      });
    },
  },

  {
    name: 'customer-switch-and-search',
    async run({ page, step }) {
      await keepSessionAlive(page);
      await signIn(page, 'admin');
      await step('switch-customer', async () => {
        await page.getByTestId('active-customer').filter({ hasText: 'Alpine Assist GmbH' }).waitFor();
        await page.goto('/changeActiveCustomer');
        await page.getByRole('combobox').click();
        await page.getByRole('option', { name: 'Nordlicht Versicherung AG' }).click();
        await page.getByRole('button', { name: 'Save' }).click();
        await page.getByTestId('active-customer').filter({ hasText: 'Nordlicht Versicherung AG' }).waitFor();
      });
      await step('search-too-short', async () => {
        const search = page.getByRole('textbox', { name: 'Search…' });
        await search.fill('abc');
        await search.press('Enter');
        await see(page, 'Search input require min 4 characters.');
      });
      await step('search-results', async () => {
        const search = page.getByRole('textbox', { name: 'Search…' });
        await search.fill('Berger');
        await search.press('Enter');
        await page.waitForURL(/\/search\?text=Berger/);
        await page
          .getByRole('link', { name: /Berger/ })
          .first()
          .waitFor();
      });
    },
  },

  {
    name: 'support-session',
    async run({ page, step }) {
      await keepSessionAlive(page);
      await signIn(page, 'admin');
      await step('start', async () => {
        await page.goto('/users?filter=' + encodeURIComponent(JSON.stringify({ q: 'supervisor' })));
        await page.waitForFunction(() => document.querySelectorAll('table tbody tr').length === 1);
        await page.locator('table tbody tr').first().getByRole('button', { name: 'Start support session' }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
        await see(page, 'Support session started');
        const { entries } = await sidebar(page);
        expectThat(!entries.includes('Roles'), 'acting as the supervisor hides Roles');
        await page.getByTestId('current-username').filter({ hasText: 'supervisor' }).waitFor();
      });
      await step('end', async () => {
        await page.locator('.RaSidebar-fixed').getByRole('menuitem', { name: 'End support session' }).click();
        await see(page, 'Support session stopped');
        await page.getByTestId('current-username').filter({ hasText: 'admin' }).waitFor();
        const { entries } = await sidebar(page);
        expectThat(entries.includes('Roles'), 'back to the admin sidebar');
      });
    },
  },

  {
    name: 'german-and-logout',
    async run({ page, step }) {
      await keepSessionAlive(page);
      await step('german-login', async () => {
        await page.goto('/login');
        await page.getByRole('combobox', { name: 'Language' }).click();
        await page.getByRole('option', { name: 'Deutsch' }).click();
        await page.getByRole('button', { name: 'Anmelden' }).waitFor();
        await page.getByLabel('Benutzername').fill('admin');
        await page.getByLabel('Passwort').fill(DEMO_PASSWORD);
        await page.getByRole('button', { name: 'Anmelden' }).click();
        await page.waitForURL('**/dashboard/asset-overview');
        const { entries } = await sidebar(page);
        expectThat(entries.includes('Benutzer') && entries.includes('Rollen'), `German sidebar, saw ${entries.join(', ')}`);
        await page.goto('/users');
        await see(page, 'Benutzerliste');
      });
      await step('logout', async () => {
        await page
          .locator('header')
          .getByRole('button', { name: /^Profil/ })
          .click();
        await page.getByRole('menuitem', { name: /Abmelden|Logout/ }).click();
        await page.waitForURL('**/login');
        await page.goto('/users');
        await page.waitForURL('**/login');
        const stored = await page.evaluate(() => localStorage.getItem('core.auth'));
        expectThat(stored === null, 'logout clears the stored session');
      });
    },
  },

  {
    name: 'top-bar-help-desk-and-workstation',
    async run({ page, step, workstationRequests }) {
      await keepSessionAlive(page);
      await signIn(page, 'admin');
      await step('help-desk-and-logo', async () => {
        await page.goto('/users');
        const helpDesk = page.getByRole('link', { name: 'Help desk' });
        expectThat((await helpDesk.getAttribute('href')) === 'https://helpdesk.example.test/', 'the help desk link comes from the configuration');
        await page.getByRole('link', { name: 'Home' }).click();
        await page.waitForURL('**/dashboard/asset-overview');
      });
      await step('reboot-confirm', async () => {
        await page.getByRole('button', { name: 'Reboot' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByText('Confirm workstation action').waitFor();
        await dialog.getByText('Do you really want to reboot this workstation?').waitFor();
      });
      await step('reboot-sent', async () => {
        await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
        await see(page, 'Workstation action sent');
        const forwarded = workstationRequests.find((request) => request.path === '/reboot');
        expectThat(forwarded && forwarded.body.username === 'admin', `the API forwards the reboot naming the user; got ${JSON.stringify(workstationRequests)}`);
      });
    },
  },

  {
    name: 'session-ended-elsewhere-and-service-worker',
    async run({ page, step }) {
      await keepSessionAlive(page);
      await signIn(page, 'admin');
      await step('service-worker', async () => {
        const registered = await page.evaluate(async () => {
          const registration = await navigator.serviceWorker.ready;
          return registration.active?.scriptURL ?? null;
        });
        expectThat(String(registered).endsWith('/service-worker.js'), `the app shell service worker is active, got ${registered}`);
        const cached = await page.evaluate(async () => (await caches.keys()).length > 0);
        expectThat(cached, 'the service worker cached the app shell');
      });
      await step('token-invalidated', async () => {
        await page.goto('/users');
        await see(page, 'User list');
        // The session ends outside this tab (here: its token is logged out directly); the page may
        // already navigate away while the call returns.
        await page
          .evaluate(async () => {
            const token = JSON.parse(localStorage.getItem('core.auth')).token;
            await fetch('/users/logout', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ Token: token }) });
          })
          .catch((error) => {
            if (!/context was destroyed/.test(error.message)) throw error;
          });
        await page.waitForURL('**/login', { timeout: 20_000 });
        const stored = await page.evaluate(() => localStorage.getItem('core.auth'));
        expectThat(stored === null, 'an invalid token clears the stored session');
      });
    },
  },

  {
    name: 'responsive-sidebar',
    async run({ page, step }) {
      await keepSessionAlive(page);
      await page.setViewportSize({ width: 900, height: 800 });
      await signIn(page, 'admin');
      await step('closed-below-990', async () => {
        await page.waitForFunction(() => Math.round(document.querySelector('.RaSidebar-fixed')?.getBoundingClientRect().width ?? 0) === 60);
      });
      await step('opens-on-hover-after-a-second', async () => {
        // The home page's figures loaded: the layout no longer mounts again under the pointer.
        await page.getByTestId('count-users-value').waitFor();
        await page.mouse.move(800, 400);
        const hoveredAt = Date.now();
        await page.locator('.RaSidebar-fixed').hover();
        await page.waitForFunction(() => Math.round(document.querySelector('.RaSidebar-fixed')?.getBoundingClientRect().width ?? 0) > 60, null, {
          polling: 50,
        });
        const openedAfter = Date.now() - hoveredAt;
        expectThat(openedAfter >= 900, `still closed before a second has passed; opened after ${openedAfter} ms`);
        await page.waitForFunction(() => Math.round(document.querySelector('.RaSidebar-fixed')?.getBoundingClientRect().width ?? 0) === 240);
        await page.mouse.move(800, 400);
        await page.waitForFunction(() => Math.round(document.querySelector('.RaSidebar-fixed')?.getBoundingClientRect().width ?? 0) === 60);
      });
      await step('open-at-990', async () => {
        await page.setViewportSize({ width: 1200, height: 800 });
        await page.reload();
        await page.waitForFunction(() => Math.round(document.querySelector('.RaSidebar-fixed')?.getBoundingClientRect().width ?? 0) === 240);
      });
      await step('mobile-below-700', async () => {
        await page.setViewportSize({ width: 600, height: 800 });
        await page.reload();
        await page.getByTestId('current-username').waitFor({ state: 'attached' });
        expectThat((await page.locator('.RaSidebar-fixed').count()) === 0, 'no docked sidebar on a phone');
        await page.locator('header button').first().click();
        await page.getByRole('menuitem', { name: 'Users' }).click();
        await page.waitForURL('**/users');
      });
    },
  },

  {
    name: 'session-countdown',
    async run({ page, step }) {
      // The page's clock is Playwright's: it runs with real time until the step moves it to the last
      // two minutes of the session, instead of waiting a minute for them.
      await page.clock.install();
      await signIn(page, 'admin');
      await step('countdown-dialog', async () => {
        await page.getByTestId('session-countdown').waitFor();
        const expiresAt = await page.evaluate(() => JSON.parse(localStorage.getItem('core.auth')).expiresAt);
        // 119 s before the end, paused there: the dialog opens and stays while the step looks at it.
        await page.clock.pauseAt(Date.parse(expiresAt) - 119_000);
        await page.getByRole('dialog', { name: SESSION_DIALOG }).waitFor();
      });
      await step('continue-extends', async () => {
        await page.getByRole('dialog', { name: SESSION_DIALOG }).getByRole('button', { name: 'Continue' }).click();
        await see(page, 'Session extended successfully!');
        // Back to the server's time (which extended the session from its own now), running again.
        await page.clock.setSystemTime(new Date());
        await page.clock.resume();
        await page.getByRole('dialog', { name: SESSION_DIALOG }).waitFor({ state: 'hidden' });
        const left = await page.getByTestId('session-countdown').innerText();
        const [minutes, seconds] = left.trim().split(':').map(Number);
        expectThat(minutes * 60 + seconds > 120, `the countdown restarted, shows ${left}`);
      });
    },
  },
  {
    name: 'telephony-imports-and-customer-time-zone',
    async run({ page, step }) {
      await keepSessionAlive(page);
      await signIn(page, 'admin');
      const T = 1767261600;
      const queueLog = [
        `${T}|NONE|2001|PJSIP/3001|ADDMEMBER|`,
        `${T}|NONE|NONE|pjsip/3001|UNPAUSEALL|`,
        `${T + 10}|${T + 10}.1|2001|NONE|ENTERQUEUE||06641234567|1`,
        `${T + 20}|${T + 10}.1|2001|PJSIP/3001|CONNECT|10|${T + 20}.2|2`,
        `${T + 100}|${T + 10}.1|2001|PJSIP/3001|COMPLETEAGENT|10|80|1`,
        `${T + 200}|NONE|2001|PJSIP/3001|REMOVEMEMBER|`,
      ].join('\n');
      const upload = async (name, content) => {
        await page.locator('input[type=file]').setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(content) });
        await page.getByTestId('import-file-name').filter({ hasText: name }).waitFor();
        await page.getByRole('button', { name: 'Upload', exact: true }).click();
      };
      await step('imports-in-the-core-menu', async () => {
        await page.locator('.RaSidebar-fixed').getByRole('menuitem', { name: 'Imports' }).click();
        await page.waitForURL('**/telephony_imports');
        await see(page, 'Upload a file');
      });
      await step('queue-log-imported-as-a-job', async () => {
        await upload('queue_log', `${queueLog}\n`);
        await see(page, 'queue_log is being imported: its progress shows in the downloads menu.');
        const row = page.locator('table tbody tr').filter({ hasText: 'queue_log' }).first();
        await row.getByText('Imported', { exact: true }).waitFor();
        expectThat((await row.innerText()).includes('Asterisk queue_log'), `the run names its kind: ${await row.innerText()}`);
      });
      await step('report-of-the-run', async () => {
        await page.locator('table tbody tr').filter({ hasText: 'Imported' }).first().click();
        await see(page, 'Agents created: PJSIP/3001');
        await see(page, 'Queues created: 2001');
        const calls = page.getByRole('table', { name: 'Rows per table' }).getByRole('row').filter({ hasText: 'calls' });
        expectThat((await calls.innerText()).replace(/\s+/g, ' ').trim() === 'calls 1 0 0', `calls inserted: ${await calls.innerText()}`);
        await page.goBack();
      });
      await step('rejected-file-fails-in-the-downloads-menu', async () => {
        await upload('bad.log', `${T}|x.1|2001|NONE|ENTERQUEUE||0664|1\n${T + 5}|x.1|2001|NONE|ABANDON|1|1|many\n`);
        const row = page.locator('table tbody tr').filter({ hasText: 'bad.log' }).first();
        await row.getByText('Rejected', { exact: true }).waitFor();
        await page.getByRole('button', { name: 'Downloads' }).click();
        await see(page, "bad.log was not imported: 1 problem, nothing written; line 2: ABANDON data3 (waittime) must be whole seconds, got 'many'");
        await page.keyboard.press('Escape');
      });
      await step('binary-refused-at-once', async () => {
        await page.getByRole('combobox', { name: 'Kind' }).click();
        await page.getByRole('option', { name: 'Asterisk Master.csv (cdr_csv)' }).click();
        await page
          .locator('input[type=file]')
          .setInputFiles({ name: 'Master.zip', mimeType: 'application/zip', buffer: Buffer.from([0x50, 0x4b, 3, 4, 20, 0, 0, 0, 8, 0]) });
        await page.getByRole('button', { name: 'Upload', exact: true }).click();
        await see(page, 'Cannot import the file: Master.zip was not accepted: it is not a text file (binary data in its first 8 KiB).');
        await page.locator('table tbody tr').filter({ hasText: 'Master.zip' }).first().getByText('Refused', { exact: true }).waitFor();
      });
      await step('customer-time-zone', async () => {
        await page.goto('/customers');
        await page.locator('table tbody tr').filter({ hasText: 'Nordlicht Versicherung AG' }).getByRole('link', { name: 'Edit' }).click();
        await see(page, 'Edit customer');
        const zone = page.getByRole('combobox', { name: 'Time zone' });
        expectThat((await zone.inputValue()) === 'Europe/Vienna', `the default zone: ${await zone.inputValue()}`);
        await zone.fill('Europe/Berl');
        await page.getByRole('option', { name: 'Europe/Berlin' }).click();
        await page.getByRole('button', { name: 'Save' }).click();
        await see(page, 'Customer edited successfully');
        await page.locator('table tbody tr').filter({ hasText: 'Nordlicht Versicherung AG' }).getByRole('link', { name: 'Edit' }).click();
        await page.getByRole('combobox', { name: 'Time zone' }).and(page.locator('[value="Europe/Berlin"]')).waitFor();
      });
    },
  },
];
