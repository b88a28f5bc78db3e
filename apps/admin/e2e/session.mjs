/**
 * Signing in for the browser scenarios, in either language of the login page. The demo password
 * and the session dialog live here once.
 */
export const DEMO_PASSWORD = 'Demo1234!';
export const SESSION_DIALOG = /^(Your session is about to expire|Ihre Sitzung läuft bald ab)$/;

/** Scenarios that outlive the test server's short session answer its dialog with Continue. */
export async function keepSessionAlive(page) {
  await page.addLocatorHandler(page.getByRole('dialog', { name: SESSION_DIALOG }), async (dialog) => {
    await dialog.getByRole('button', { name: /^(Continue|Weiter)$/ }).click();
  });
}

export async function signIn(page, username, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel(/^(Username|Benutzername)/).fill(username);
  await page.getByLabel(/^(Password|Passwort)/).fill(password);
  await page.getByRole('button', { name: /^(Login|Anmelden)$/ }).click();
  await page.waitForURL('**/dashboard/asset-overview');
  // Attached, not visible: below 700 px the top bar hides the user name.
  await page.getByTestId('current-username').filter({ hasText: username }).waitFor({ state: 'attached' });
}
