import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { CoreCalls, ErrorCode, type LoginSession } from '@backoffice/contracts';
import { ChangePasswordForm, changePasswordReady } from './ChangePasswordForm';
import { OwnSessions } from './OwnSessions';
import { callApi } from '../../providers/http';
import { readSession, writeSession } from '../../providers/session';
import { fakeApi } from '../../test/fakeApi';
import { i18nProvider } from '../../test/admin';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18nProvider.changeLocale('en');
});

function signedIn(passwordExpired = false) {
  writeSession({ token: 't', permissions: [], user: { Username: 'ada' }, userSettings: { Columns: {} }, passwordExpired } as unknown as LoginSession);
}

function renderForm(onChanged = vi.fn()) {
  render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
      <ChangePasswordForm onChanged={onChanged} />
    </AdminContext>,
  );
  const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
  return {
    onChanged,
    current: field(/^Current password/),
    next: field(/^New password/),
    confirmation: field(/^Confirm new password/),
    submit: screen.getByRole('button', { name: 'Change password' }) as HTMLButtonElement,
    metRules: () =>
      within(screen.getByTestId('password-rules'))
        .getAllByRole('listitem')
        .filter((item) => item.dataset.met === 'true')
        .map((item) => item.textContent?.replace(/\(.*\)$/, '')),
  };
}

describe('change-password form', () => {
  it('ticks each rule as the user types and enables Save only when every rule is met, both match and differ from the current one', () => {
    signedIn();
    const form = renderForm();
    expect(form.metRules()).toEqual([]);
    fireEvent.change(form.next, { target: { value: 'abc1' } });
    expect(form.metRules()).toEqual(['a lowercase letter', 'a digit']);
    fireEvent.change(form.next, { target: { value: 'Abcdef1!' } });
    expect(form.metRules()).toHaveLength(5);
    fireEvent.change(form.current, { target: { value: 'Abcdef1!' } });
    fireEvent.change(form.confirmation, { target: { value: 'Abcdef1!' } });
    expect(screen.getByText('The new password must differ from the current one.')).toBeTruthy();
    expect(form.submit.disabled).toBe(true);
    fireEvent.change(form.current, { target: { value: 'Old!Passw0rd' } });
    fireEvent.change(form.confirmation, { target: { value: 'Abcdef1?' } });
    expect(screen.getByText('Passwords not matching!')).toBeTruthy();
    expect(form.submit.disabled).toBe(true);
    fireEvent.change(form.confirmation, { target: { value: 'Abcdef1!' } });
    expect(form.submit.disabled).toBe(false);
  });

  it('sends the current and the new password, clears the expired flag and reports the change', async () => {
    signedIn(true);
    const api = fakeApi({ [CoreCalls.changeOwnPassword.path]: { data: { PasswordExpires: null, EndedSessions: 2 } } });
    const form = renderForm();
    fireEvent.change(form.current, { target: { value: 'Old!Passw0rd' } });
    fireEvent.change(form.next, { target: { value: 'N3w!Passw0rd' } });
    fireEvent.change(form.confirmation, { target: { value: 'N3w!Passw0rd' } });
    fireEvent.click(form.submit);
    await waitFor(() => expect(form.onChanged).toHaveBeenCalledWith({ PasswordExpires: null, EndedSessions: 2 }));
    expect(api.callsTo(CoreCalls.changeOwnPassword.path)[0].body).toEqual({ CurrentPassword: 'Old!Passw0rd', NewPassword: 'N3w!Passw0rd', Token: 't' });
    expect(readSession()?.passwordExpired).toBe(false);
    expect(form.current.value).toBe('');
  });

  it('words a wrong current password in the user language and keeps the session as it was', async () => {
    signedIn(true);
    await i18nProvider.changeLocale('de');
    fakeApi({
      [CoreCalls.changeOwnPassword.path]: {
        status: 400,
        code: ErrorCode.WrongCurrentPassword,
        message: 'Cannot change password: The current password is not correct.',
      },
    });
    const onChanged = vi.fn();
    render(
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        <ChangePasswordForm onChanged={onChanged} />
      </AdminContext>,
    );
    fireEvent.change(screen.getByLabelText(/^Aktuelles Passwort/), { target: { value: 'Wrong!Passw0rd' } });
    fireEvent.change(screen.getByLabelText(/^Neues Passwort\s*\*?$/), { target: { value: 'N3w!Passw0rd' } });
    fireEvent.change(screen.getByLabelText(/^Neues Passwort bestätigen/), { target: { value: 'N3w!Passw0rd' } });
    fireEvent.click(screen.getByRole('button', { name: 'Passwort ändern' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Das aktuelle Passwort ist nicht korrekt.');
    expect(onChanged).not.toHaveBeenCalled();
    expect(readSession()?.passwordExpired).toBe(true);
  });

  it('is ready by the same rule the form shows', () => {
    expect(changePasswordReady({ current: 'x', next: 'Abcdef1!', confirmation: 'Abcdef1!' })).toBe(true);
    expect(changePasswordReady({ current: '', next: 'Abcdef1!', confirmation: 'Abcdef1!' })).toBe(false);
    expect(changePasswordReady({ current: 'x', next: 'abcdef1!', confirmation: 'abcdef1!' })).toBe(false);
  });
});

describe('expired password on any call', () => {
  it('marks the stored session when a call answers password_expired, and only then', async () => {
    signedIn(false);
    fakeApi({
      'users/list': { status: 403, code: ErrorCode.PasswordExpired, message: 'Your password has expired. Please change it before you continue.' },
      'roles/list': { status: 403, message: 'You do not have permission for this action (needs core_role_view).' },
    });
    await expect(callApi('roles/list')).rejects.toMatchObject({ status: 403 });
    expect(readSession()?.passwordExpired).toBe(false);
    await expect(callApi('users/list')).rejects.toMatchObject({ status: 403 });
    expect(readSession()?.passwordExpired).toBe(true);
  });
});

describe('own sessions', () => {
  it('lists the sessions with the current one marked, and signs out the others after confirmation', async () => {
    signedIn();
    let open = [
      { StartedAt: '2026-01-02T08:00:00Z', ExpiresAt: '2026-01-02T09:00:00Z', Address: '10.0.0.1', UserAgent: 'Firefox', Current: true, ActingAs: null },
      { StartedAt: '2026-01-02T07:00:00Z', ExpiresAt: '2026-01-02T08:30:00Z', Address: '10.0.0.2', UserAgent: 'Chromium', Current: false, ActingAs: null },
    ];
    const api = fakeApi({
      [CoreCalls.ownSessions.path]: () => ({ data: open }),
      [CoreCalls.endOtherSessions.path]: () => {
        open = open.filter((session) => session.Current);
        return { data: { EndedSessions: 1 } };
      },
    });
    render(
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        <OwnSessions version={0} />
      </AdminContext>,
    );
    const table = await screen.findByTestId('own-sessions');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('This session').closest('tr')?.textContent).toContain('Firefox');
    fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    expect(api.callsTo(CoreCalls.endOtherSessions.path)).toHaveLength(0);
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(within(screen.getByTestId('own-sessions')).getAllByRole('row')).toHaveLength(2));
    expect(api.callsTo(CoreCalls.endOtherSessions.path)).toHaveLength(1);
    expect(screen.getByText('You have no other open sessions.')).toBeTruthy();
  });
});
