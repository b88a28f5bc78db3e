/**
 * Browser scenarios of issue 23 items 2, 3 and 4 on the shared e2e API: sign-in tells an inactive
 * account why (in the language chosen before sign-in), pages a user may not use show the
 * access-denied page instead of failing calls, and unsaved changes ask before they are lost.
 */
import { expectThat } from './harness.mjs';
import { keepSessionAlive, signIn } from './session.mjs';

const UNSAVED = "Some of your changes weren't saved. Are you sure you want to ignore them?";
const ACCESS_DENIED = 'Access denied';

/** A call with the signed-in session, as the admin would make it from another screen. */
async function callApi(page, path, body) {
  return page.evaluate(
    async ({ path: callPath, body: callBody }) => {
      const token = JSON.parse(localStorage.getItem('core.auth')).token;
      const response = await fetch(`/${callPath}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...callBody, Token: token }),
      });
      const envelope = await response.json();
      if (!response.ok) throw new Error(`${callPath}: ${response.status} ${envelope.message}`);
      return envelope.result.data;
    },
    { path, body },
  );
}

/** Answers the next window.confirm (react-admin's unsaved-changes question) and returns its text; fails when none comes. */
function nextConfirm(page, accept) {
  return new Promise((resolve, reject) => {
    const answer = async (dialog) => {
      clearTimeout(none);
      const text = dialog.message();
      await (accept ? dialog.accept() : dialog.dismiss());
      resolve(text);
    };
    const none = setTimeout(() => {
      page.off('dialog', answer);
      reject(new Error('no question before the changes were dropped'));
    }, 15_000);
    page.once('dialog', answer);
  });
}

/** The error toasts shown so far (a page a user may not use must not produce any). */
async function errorToasts(page) {
  return page.locator('.MuiSnackbarContent-root, .RaNotification-error').allInnerTexts();
}

export const guardsAndUnsavedScenarios = [
  {
    name: 'inactive-account-told-in-the-chosen-language',
    async run({ page, step }) {
      await keepSessionAlive(page);
      const askedForGerman = new Promise((resolve) => {
        page.on('websocket', (socket) =>
          socket.on('framesent', (frame) => {
            const text = String(frame.payload);
            if (text.includes('getTranslations') && text.includes('"LanguageKey":"de"')) resolve(text);
          }),
        );
      });
      await step('an-inactive-user', async () => {
        await signIn(page, 'admin');
        await callApi(page, 'users/create', {
          FirstName: 'Ina',
          LastName: 'Inactive',
          Username: 'e2e.inactive',
          Email: 'ina@e2e.example',
          Password: 'E2e-Pass123!',
          Status: 0,
        });
        await page.evaluate(() => localStorage.removeItem('core.auth'));
      });
      await step('english-message-of-the-server', async () => {
        await page.goto('/login');
        await page.getByLabel('Username').fill('e2e.inactive');
        await page.getByLabel('Password').fill('E2e-Pass123!');
        await page.getByRole('button', { name: 'Login' }).click();
        await page.getByRole('alert').filter({ hasText: 'Your account is not active. Please contact your administrator.' }).waitFor();
      });
      await step('german-chosen-before-sign-in', async () => {
        await page.getByRole('combobox', { name: 'Language' }).click();
        await page.getByRole('option', { name: 'Deutsch' }).click();
        await page.getByRole('button', { name: 'Anmelden' }).waitFor();
        // The login page asks the server for its German messages (spec: getTranslations when the login language changes).
        await askedForGerman;
        await page.getByLabel('Benutzername').fill('e2e.inactive');
        await page.getByLabel('Passwort').fill('E2e-Pass123!');
        await page.getByRole('button', { name: 'Anmelden' }).click();
        await page.getByRole('alert').filter({ hasText: 'Ihr Konto ist nicht aktiv. Bitte wenden Sie sich an Ihren Administrator.' }).waitFor();
      });
      await step('a-wrong-password-still-says-nothing-more', async () => {
        await page.getByLabel('Passwort').fill('Wrong-Pass123!');
        await page.getByRole('button', { name: 'Anmelden' }).click();
        await page
          .getByRole('alert')
          .filter({ hasText: /^Ungültiger Benutzername/ })
          .waitFor();
      });
    },
  },

  {
    name: 'pages-guarded-like-their-menu-entries',
    async run({ page, step }) {
      await keepSessionAlive(page);
      await step('supervisor-meets-access-denied-on-quality-pages', async () => {
        await signIn(page, 'supervisor');
        for (const path of ['/evaluation/generate', '/generate_report', '/quality_excluded_agents/edit']) {
          const refused = [];
          const listen = (response) => response.status() === 403 && refused.push(response.url());
          page.on('response', listen);
          await page.goto(path);
          await page.getByText(ACCESS_DENIED, { exact: true }).waitFor();
          await page.getByText("You don't have the right permissions to access this page").waitFor();
          page.off('response', listen);
          expectThat(refused.length === 0, `${path} made no refused calls: ${refused.join(', ')}`);
          expectThat((await errorToasts(page)).length === 0, `${path} shows no error toast: ${await errorToasts(page)}`);
        }
      });
      await step('quality-staff-still-open-them', async () => {
        await page.evaluate(() => localStorage.removeItem('core.auth'));
        await signIn(page, 'quality');
        await page.goto('/generate_report');
        await page.getByTestId('report-submit').waitFor();
        expectThat((await page.getByText(ACCESS_DENIED, { exact: true }).count()) === 0, 'quality may generate reports');
      });
      await step('agent-lunchBreak-shows-the-list', async () => {
        await page.evaluate(() => localStorage.removeItem('core.auth'));
        await signIn(page, 'agent');
        await page.goto('/lunchBreak');
        await page.waitForURL('**/lunch_breaks');
        await page.getByTestId('lunch-day').waitFor();
        await page.goto('/lunch_breaks/edit');
        await page.getByText(ACCESS_DENIED, { exact: true }).waitFor();
      });
    },
  },

  {
    name: 'permission-and-access-tab-offered-only-where-allowed',
    async run({ page, step }) {
      await keepSessionAlive(page);
      await signIn(page, 'admin');
      await step('built-in-permissions-have-no-edit-or-delete', async () => {
        await callApi(page, 'permissions/create', { Name: 'e2e_night_shift' });
        await page.goto('/permissions?filter=' + encodeURIComponent(JSON.stringify({ q: 'e2e_night_shift' })));
        const own = page.locator('table tbody tr').filter({ hasText: 'e2e_night_shift' });
        await own.getByRole('link', { name: 'Edit' }).waitFor();
        await own.getByRole('button', { name: 'Delete' }).waitFor();
        await page.goto('/permissions?filter=' + encodeURIComponent(JSON.stringify({ q: 'core_user_view' })));
        const builtIn = page.locator('table tbody tr').filter({ hasText: 'core_user_view' }).first();
        await builtIn.waitFor();
        expectThat((await builtIn.getByRole('link', { name: 'Edit' }).count()) === 0, 'no Edit on a built-in permission');
        expectThat((await builtIn.getByRole('button', { name: 'Delete' }).count()) === 0, 'no Delete on a built-in permission');
      });
      await step('a-role-editor-without-role-view', async () => {
        const ids = [];
        for (const name of ['core', 'core_user_view', 'core_user_edit', 'core_role_edit']) {
          const [permission] = await callApi(page, 'permissions/list', { q: { field: 'Name', op: 'eq', value: name }, limit: 1, offset: 0 });
          ids.push(permission.PermissionID);
        }
        const role = await callApi(page, 'roles/create', { Name: 'e2e_role_editor', FancyName: 'Role editor (e2e)', PermissionIDs: ids });
        await callApi(page, 'users/create', {
          FirstName: 'Rolf',
          LastName: 'Editor',
          Username: 'e2e.roleeditor',
          Email: 'rolf@e2e.example',
          Password: 'E2e-Pass123!',
          Status: 1,
          RoleIDs: [role.RoleID],
        });
        await page.evaluate(() => localStorage.removeItem('core.auth'));
        await signIn(page, 'e2e.roleeditor', 'E2e-Pass123!');
        await page.goto('/users?filter=' + encodeURIComponent(JSON.stringify({ q: 'agent@example' })));
        await page.locator('table tbody tr').filter({ hasText: 'agent@example.com' }).getByRole('link', { name: 'Edit' }).click();
        await page.getByText('User General edit').waitFor();
        expectThat((await page.getByRole('tab', { name: 'User access edit' }).count()) === 0, 'the access tab is hidden, not broken');
        expectThat((await errorToasts(page)).length === 0, `no error toast: ${await errorToasts(page)}`);
      });
    },
  },

  {
    name: 'unsaved-changes-ask-first',
    async run({ page, step }) {
      await keepSessionAlive(page);
      await signIn(page, 'admin');
      const firstName = page.getByLabel('First name');
      let userForm = '';
      await step('tab-switch-asks', async () => {
        await page.goto('/users?filter=' + encodeURIComponent(JSON.stringify({ q: 'agent@example' })));
        await page.locator('table tbody tr').filter({ hasText: 'agent@example.com' }).getByRole('link', { name: 'Edit' }).click();
        await page.getByText('User General edit').waitFor();
        userForm = page.url();
        await firstName.fill('Armin changed');
        const asked = nextConfirm(page, false);
        await page.getByRole('tab', { name: 'User access edit' }).click();
        expectThat((await asked) === UNSAVED, `the question: ${await asked}`);
        expectThat((await firstName.inputValue()) === 'Armin changed', 'declining keeps the change on the general tab');
      });
      await step('leaving-the-form-asks', async () => {
        const asked = nextConfirm(page, false);
        await page.locator('.RaSidebar-fixed').getByRole('menuitem', { name: 'Roles' }).click();
        expectThat((await asked) === UNSAVED, `the question: ${await asked}`);
        expectThat(/\/users\/\d+$/.test(new URL(page.url()).pathname), `still on the form: ${page.url()}`);
        expectThat((await firstName.inputValue()) === 'Armin changed', 'declining keeps the change');
        const again = nextConfirm(page, true);
        await page.locator('.RaSidebar-fixed').getByRole('menuitem', { name: 'Roles' }).click();
        await again;
        await page.waitForURL('**/roles');
      });
      await step('access-tab-changes-ask-too', async () => {
        await page.goto(userForm);
        await page.getByRole('tab', { name: 'User General edit' }).waitFor();
        await page.getByRole('tab', { name: 'User access edit' }).click();
        const roles = page.getByTestId('user-roles');
        await roles.getByRole('combobox').click();
        await page.getByRole('option', { name: 'News editor' }).click();
        await page.keyboard.press('Escape');
        const asked = nextConfirm(page, false);
        await page.getByRole('tab', { name: 'User General edit' }).click();
        expectThat((await asked) === UNSAVED, `the question: ${await asked}`);
        await roles.getByText('News editor').waitFor();
      });
      await step('leaving-the-access-tab-asks', async () => {
        // The access tab keeps its edits in component state (shared/WarnWhenDirty), not in a react-admin form.
        const asked = nextConfirm(page, false);
        await page.locator('.RaSidebar-fixed').getByRole('menuitem', { name: 'Roles' }).click();
        expectThat((await asked) === UNSAVED, `the question: ${await asked}`);
        expectThat(/\/users\/\d+$/.test(new URL(page.url()).pathname), `still on the form: ${page.url()}`);
        await page.getByTestId('user-roles').getByText('News editor').waitFor();
      });
    },
  },
];
