import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, memoryStore, RecordContextProvider } from 'react-admin';
import { CoreCalls, type LoginSession } from '@backoffice/contracts';
import { UserSignInLock } from './UserSignInLock';
import { writeSession } from '../../providers/session';
import { fakeApi } from '../../test/fakeApi';
import { authProvider, i18nProvider } from '../../test/admin';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderFor(permissions: string[], record: { UserID: number; SignInLocked?: boolean }) {
  writeSession({ token: 't', permissions, supportSessionActive: false, user: { Username: 'u' }, userSettings: { Columns: {} } } as unknown as LoginSession);
  return render(
    <AdminContext authProvider={authProvider} i18nProvider={i18nProvider} store={memoryStore()}>
      <RecordContextProvider value={{ id: record.UserID, ...record }}>
        <UserSignInLock />
      </RecordContextProvider>
    </AdminContext>,
  );
}

describe('the sign-in lock on the user form', () => {
  it('says that sign-in is locked and lifts the lock for a holder of core_user_edit', async () => {
    const api = fakeApi({ [CoreCalls.liftSignInLock.path]: { data: { UserID: 7, SignInLocked: false }, message: 'Sign-in lock lifted' } });
    renderFor(['core_user_view', 'core_user_edit'], { UserID: 7, SignInLocked: true });
    expect(screen.getByRole('alert').textContent).toContain('Sign-in is locked after too many failed sign-ins.');
    fireEvent.click(await screen.findByRole('button', { name: 'Lift sign-in lock' }));
    await waitFor(() => expect(api.callsTo(CoreCalls.liftSignInLock.path).map((call) => call.body.UserID)).toEqual([7]));
  });

  it('shows the lock without the button to a user viewer', async () => {
    const canAccess = vi.spyOn(authProvider, 'canAccess');
    renderFor(['core_user_view'], { UserID: 7, SignInLocked: true });
    expect(screen.getByRole('alert')).toBeTruthy();
    await waitFor(() => expect(canAccess).toHaveBeenCalledWith(expect.objectContaining({ resource: 'users', action: 'edit' })));
    await act(async () => {
      expect(await canAccess.mock.results[0].value).toBe(false);
    });
    expect(screen.queryByRole('button', { name: 'Lift sign-in lock' })).toBeNull();
  });

  it('shows nothing for a user whose sign-in is not locked', () => {
    renderFor(['*'], { UserID: 7, SignInLocked: false });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
