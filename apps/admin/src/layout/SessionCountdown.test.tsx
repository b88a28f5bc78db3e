import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import type { LoginSession } from '@backoffice/contracts';
import { SessionCountdown } from './SessionCountdown';
import { readSession, writeSession } from '../providers/session';
import { fakeApi } from '../test/fakeApi';
import { i18nProvider } from '../test/admin';

afterEach(() => vi.unstubAllGlobals());

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

function renderWithSessionEnding(secondsLeft: number) {
  writeSession({
    token: 't',
    permissions: [],
    expiresAt: inSeconds(secondsLeft),
    user: { Username: 'ada' },
    userSettings: { Columns: {} },
  } as unknown as LoginSession);
  render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
      <SessionCountdown />
    </AdminContext>,
  );
}

describe('session countdown', () => {
  it('shows the time left quietly while more than 600 s remain', () => {
    renderWithSessionEnding(3000);
    expect(screen.getByTestId('session-countdown').textContent).toMatch(/^(49:59|50:00)$/);
    expect(screen.queryByText('Your session is about to expire')).toBeNull();
  });

  it('asks in the last 120 s, and Continue extends the session', async () => {
    const extended = inSeconds(3600);
    const api = fakeApi({ 'users/extend_session': { data: { expiresAt: extended }, message: 'Session extended successfully!' } });
    renderWithSessionEnding(100);
    expect(await screen.findByText('Your session is about to expire')).toBeTruthy();
    expect(screen.getByText(/Your session ends in 01:(39|40)\. Continue to stay signed in\./)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(readSession()?.expiresAt).toBe(extended));
    expect(api.callsTo('users/extend_session')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('Your session is about to expire')).toBeNull());
  });
});
