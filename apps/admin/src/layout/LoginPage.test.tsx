import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { LoginPage } from './LoginPage';
import { readSession } from '../providers/session';
import { addServerMessages } from '../providers/i18nProvider';
import { requestTranslations } from '../providers/socket';
import { fakeApi } from '../test/fakeApi';
import { authProvider, i18nProvider } from '../test/admin';

vi.mock('../providers/socket', () => ({ requestTranslations: vi.fn(), onTranslations: vi.fn(() => () => true) }));

afterEach(() => vi.unstubAllGlobals());

function renderLogin() {
  render(
    <AdminContext authProvider={authProvider} i18nProvider={i18nProvider} store={memoryStore()}>
      <LoginPage />
    </AdminContext>,
  );
  return {
    username: screen.getByLabelText(/Username/) as HTMLInputElement,
    password: screen.getByLabelText(/Password/) as HTMLInputElement,
    submit: screen.getByRole('button', { name: 'Login' }) as HTMLButtonElement,
  };
}

describe('login form', () => {
  it('enables Login only with both fields, sends the spec payload, clears the password and shows the server message', async () => {
    const api = fakeApi({
      'users/login': { status: 401, message: 'Invalid username or password. Please try to login again.' },
      config: { data: {} },
    });
    const { username, password, submit } = renderLogin();
    expect(submit.disabled).toBe(true);
    fireEvent.change(username, { target: { value: 'admin' } });
    expect(submit.disabled).toBe(true);
    fireEvent.change(password, { target: { value: 'wrong' } });
    expect(submit.disabled).toBe(false);

    fireEvent.click(submit);
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Invalid username or password. Please try to login again.');
    expect(password.value).toBe('');
    expect(api.callsTo('users/login')[0].body).toEqual({ Username: 'admin', Password: 'wrong', AuthorizedUserID: 0 });
    expect(readSession()).toBeNull();
  });

  it("says why a throttled sign-in (429) is refused and for how long, in the user's language", async () => {
    fakeApi({
      'users/login': ({ Username }) =>
        Username === 'locked'
          ? { status: 429, message: 'This account is locked for 15 minutes (server text).', data: { Reason: 'sign_in_locked', RetryAfterSeconds: 900 } }
          : { status: 429, message: 'Too many (server text).', data: { Reason: 'too_many_attempts', RetryAfterSeconds: 42 } },
    });
    const { username, password, submit } = renderLogin();
    const attempt = async (name: string) => {
      fireEvent.change(username, { target: { value: name } });
      fireEvent.change(password, { target: { value: 'guess' } });
      fireEvent.click(submit);
      await waitFor(() => expect(password.value).toBe(''));
      await waitFor(() => expect(submit.textContent).not.toBe(''));
      return (await screen.findByRole('alert')).textContent;
    };
    expect(await attempt('locked')).toBe('This account is locked for 15 minutes after too many failed sign-ins. An administrator can lift the lock.');
    await i18nProvider.changeLocale('de');
    try {
      expect(await attempt('locked')).toBe(
        'Dieses Konto ist nach zu vielen fehlgeschlagenen Anmeldeversuchen für 15 Minuten gesperrt. Ein Administrator kann die Sperre aufheben.',
      );
      expect(await attempt('someone')).toBe('Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in 1 Minute erneut.');
    } finally {
      await i18nProvider.changeLocale('en');
    }
  });

  it('stores the session on success', async () => {
    fakeApi({ 'users/login': { data: { token: 'tok', permissions: ['*'], user: { Username: 'admin' }, userSettings: { Columns: {} } } } });
    const { username, password, submit } = renderLogin();
    fireEvent.change(username, { target: { value: 'admin' } });
    fireEvent.change(password, { target: { value: 'Demo1234!' } });
    fireEvent.click(submit);
    await waitFor(() => expect(readSession()?.token).toBe('tok'));
    expect(password.value).toBe('');
  });

  it("shows an inactive account the server's message, in the language chosen before sign-in", async () => {
    const inactive = 'Your account is not active. Please contact your administrator.';
    fakeApi({ 'users/login': { status: 401, code: 'account_inactive', message: inactive } });
    const { username, password, submit } = renderLogin();
    await waitFor(() => expect(requestTranslations).toHaveBeenLastCalledWith('en'));
    fireEvent.change(username, { target: { value: 'sleeper' } });
    fireEvent.change(password, { target: { value: 'Right1234!' } });
    fireEvent.click(submit);
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', inactive);

    // The language selector of the login page, as a user picks it.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Language/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Deutsch' }));
    try {
      await waitFor(() => expect(requestTranslations).toHaveBeenLastCalledWith('de'));
      // What the socket's answer adds (the server's own German words).
      addServerMessages('de', { 'login.inactive': 'Ihr Konto ist nicht aktiv (Server).' });
      fireEvent.change(screen.getByLabelText(/Benutzername/), { target: { value: 'sleeper' } });
      fireEvent.change(screen.getByLabelText(/Passwort/), { target: { value: 'Right1234!' } });
      fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
      await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Ihr Konto ist nicht aktiv (Server).'));
    } finally {
      await i18nProvider.changeLocale('en');
    }
  });
});
