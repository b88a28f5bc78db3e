/**
 * My profile and expired passwords (issue 21): a user whose password has expired meets the
 * change-password page (at sign-in, or when it expires while they work) with the rule ticking off
 * as they type, and gets back the page they were on; My profile lists the user's sessions and
 * "sign out everywhere else" ends the session of another browser.
 */
import { createRequire } from 'node:module';
import { expectThat } from './harness.mjs';
import { databaseUrl } from './testServer.mjs';
import { DEMO_PASSWORD, keepSessionAlive } from './session.mjs';

const require = createRequire(import.meta.url);
const PASSWORD = 'Fresh!Start1';
const NEW_PASSWORD = 'N3w!Password';

/** One call of the API as another client would make it. */
async function api(baseUrl, path, body, token) {
  const response = await fetch(`${baseUrl}/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const envelope = await response.json();
  if (!response.ok) throw new Error(`${path}: ${response.status} ${envelope.message}`);
  return envelope.result.data;
}

async function sql(database, text, params = []) {
  const { Client } = require('pg');
  const client = new Client({ connectionString: databaseUrl(database) });
  await client.connect();
  try {
    return (await client.query(text, params)).rows;
  } finally {
    await client.end();
  }
}

/** A new user of the admin's first customer, with the demo supervisor's role (Users among their screens). */
async function createSupervisor(baseUrl, username) {
  const admin = (await api(baseUrl, 'users/login', { Username: 'admin', Password: DEMO_PASSWORD })).token;
  const [role] = await api(baseUrl, 'roles/list', { limit: 1, q: { field: 'Name', op: 'eq', value: 'supervisor' } }, admin);
  await api(
    baseUrl,
    'users/create',
    { FirstName: 'Pat', LastName: username, Username: username, Email: `${username}@example.com`, Password: PASSWORD, Status: 1, RoleIDs: [role.RoleID] },
    admin,
  );
}

async function fillSignIn(page, username, password = PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** The rules of the checklist that are ticked. */
async function metRules(page) {
  return page.getByTestId('password-rules').locator('li[data-met="true"]').count();
}

/** Fills the change-password form, watching the rule tick off while the new password is typed. */
async function changePassword(page, current, next) {
  const rules = page.getByTestId('password-rules');
  await rules.waitFor();
  const total = await rules.locator('li').count();
  expectThat(total === 5, `the rule lists five requirements, saw ${total}`);
  expectThat((await metRules(page)) === 0, 'no rule is met before typing');
  await page.getByLabel(/^Current password/).fill(current);
  await page.getByLabel(/^New password/).pressSequentially('abc');
  expectThat((await metRules(page)) === 1, `"abc" meets only the lowercase rule, saw ${await metRules(page)}`);
  const save = page.getByRole('button', { name: 'Change password' });
  expectThat(await save.isDisabled(), 'Change password stays disabled while the rule is not met');
  await page.getByLabel(/^New password/).fill(next);
  expectThat((await metRules(page)) === 5, 'the new password meets every rule');
  await page.getByLabel(/^Confirm new password/).fill(`${next}x`);
  await page.getByText('Passwords not matching!').waitFor();
  expectThat(await save.isDisabled(), 'Change password stays disabled while the passwords differ');
  await page.getByLabel(/^Confirm new password/).fill(next);
  await save.click();
}

export const profileScenarios = [
  {
    name: 'expired-password-is-changed-first',
    async run({ page, step, baseUrl, database }) {
      await keepSessionAlive(page);
      await step('expired-at-sign-in', async () => {
        await createSupervisor(baseUrl, 'expired_at_login');
        await sql(database, `UPDATE core.users SET password_expires = now() - interval '1 day' WHERE username = 'expired_at_login'`);
        await fillSignIn(page, 'expired_at_login');
        await page.getByRole('heading', { name: 'Change your password' }).waitFor();
        await page.getByText('Your password has expired. Choose a new one to continue.').waitFor();
        expectThat((await page.locator('.RaSidebar-fixed').count()) === 0, 'no menu while the password has expired');
      });
      await step('wrong-current-password', async () => {
        await changePassword(page, 'Not!MyPassw0rd', NEW_PASSWORD);
        await page.getByRole('alert').filter({ hasText: 'The current password is not correct.' }).waitFor();
        await page.getByRole('heading', { name: 'Change your password' }).waitFor();
      });
      await step('changed-and-back-on-the-home-page', async () => {
        await page.getByLabel(/^New password/).fill('');
        await changePassword(page, PASSWORD, NEW_PASSWORD);
        await page.getByTestId('current-username').filter({ hasText: 'expired_at_login' }).waitFor();
        expectThat(new URL(page.url()).pathname === '/dashboard/asset-overview', `back on the home page, at ${page.url()}`);
        await page.getByText('Password changed', { exact: true }).first().waitFor();
      });
      await step('expires-while-on-the-users-list', async () => {
        await page.evaluate(() => localStorage.removeItem('core.auth'));
        await createSupervisor(baseUrl, 'expires_at_work');
        // Expires a few seconds after sign-in, while the user works in the list.
        await sql(database, `UPDATE core.users SET password_expires = now() + interval '12 seconds' WHERE username = 'expires_at_work'`);
        await fillSignIn(page, 'expires_at_work');
        await page.waitForURL('**/dashboard/asset-overview');
        await page.goto('/users');
        await page.getByText('expires_at_work', { exact: true }).first().waitFor();
        // Refresh the list until a call is answered "password expired" (the server's clock decides when).
        const heading = page.getByRole('heading', { name: 'Change your password' });
        const deadline = Date.now() + 40_000;
        while (!(await heading.isVisible()) && Date.now() < deadline) {
          await page
            .getByRole('button', { name: 'Refresh' })
            .click()
            .catch(() => undefined);
          await heading.waitFor({ timeout: 1_000 }).catch(() => undefined);
        }
        await heading.waitFor({ timeout: 1_000 });
        expectThat(new URL(page.url()).pathname === '/users', `the address stays /users, at ${page.url()}`);
      });
      await step('changed-and-back-on-the-users-list', async () => {
        await changePassword(page, PASSWORD, NEW_PASSWORD);
        await page.getByRole('heading', { name: 'Change your password' }).waitFor({ state: 'detached' });
        await page.locator('table tbody tr').first().waitFor();
        expectThat(new URL(page.url()).pathname === '/users', `back on the users list, at ${page.url()}`);
      });
    },
  },
  {
    name: 'my-profile-sessions-and-sign-out-everywhere',
    async run({ page, step, baseUrl, harness }) {
      await keepSessionAlive(page);
      await createSupervisor(baseUrl, 'two_browsers');
      const otherContext = await harness.browser.newContext({ baseURL: baseUrl, viewport: { width: 1366, height: 850 }, locale: 'en-GB' });
      try {
        const other = await otherContext.newPage();
        await keepSessionAlive(other);
        await step('signed-in-in-two-browsers', async () => {
          await fillSignIn(other, 'two_browsers');
          await other.waitForURL('**/dashboard/asset-overview');
          await fillSignIn(page, 'two_browsers');
          await page.waitForURL('**/dashboard/asset-overview');
        });
        await step('my-profile-from-the-account-menu', async () => {
          await page
            .locator('header')
            .getByRole('button', { name: /^Profil/ })
            .click();
          await page.getByRole('menuitem', { name: 'My profile' }).click();
          await page.waitForURL('**/myProfile');
          const rows = page.getByTestId('own-sessions').locator('tbody tr');
          await rows.nth(1).waitFor();
          expectThat((await rows.count()) === 2, `two sessions listed, saw ${await rows.count()}`);
          expectThat((await rows.first().innerText()).includes('This session'), 'the first row is this session');
          expectThat(!(await rows.nth(1).innerText()).includes('This session'), 'the other row is not');
          await page.getByRole('heading', { name: 'Password' }).waitFor();
          await page.getByTestId('password-rules').waitFor();
        });
        await step('language', async () => {
          await page.getByRole('combobox', { name: 'Language' }).click();
          await page.getByRole('option', { name: 'Deutsch' }).click();
          await page.getByRole('heading', { name: 'Sitzungen' }).waitFor();
          await page.getByRole('combobox', { name: 'Sprache' }).click();
          await page.getByRole('option', { name: 'English' }).click();
          await page.getByRole('heading', { name: 'Sessions' }).waitFor();
        });
        await step('sign-out-everywhere-else', async () => {
          await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
          await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
          await page.getByText('1 other session was signed out').first().waitFor();
          await page.getByText('You have no other open sessions.').waitFor();
          expectThat((await page.getByTestId('own-sessions').locator('tbody tr').count()) === 1, 'only this session is left');
        });
        await step('the-other-browser-is-signed-out', async () => {
          await other.waitForURL('**/login');
          await other.getByLabel('Username').waitFor();
          // This browser is still signed in.
          await page.reload();
          await page.getByTestId('own-sessions').waitFor();
        });
      } finally {
        await otherContext.close().catch(() => undefined);
      }
    },
  },
];
