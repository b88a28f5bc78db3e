import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import type { LoginSession } from '@backoffice/contracts';
import { writeSession, SESSION_STORAGE_KEY } from '../providers/session';
import { WireDateField } from './dates';

const signedInFor = (timeZone: string) => writeSession({ token: 't', activeCustomer: { TimeZone: timeZone } } as unknown as LoginSession);

function shown(record: Record<string, unknown>, props: Parameters<typeof WireDateField>[0]) {
  const { container, unmount } = render(
    <RecordContextProvider value={record}>
      <WireDateField {...props} />
    </RecordContextProvider>,
  );
  const text = container.textContent;
  unmount();
  return text;
}

describe('WireDateField: the admin shows dates on the customer clock', () => {
  afterEach(() => localStorage.removeItem(SESSION_STORAGE_KEY));

  it('shows an instant in the active customer zone, DD.MM.YYYY HH:mm', () => {
    signedInFor('Europe/Vienna');
    expect(shown({ CreatedAt: '2026-01-15T23:30:00.000Z' }, { source: 'CreatedAt' })).toBe('16.01.2026 00:30');
    signedInFor('America/New_York');
    expect(shown({ CreatedAt: '2026-01-15T23:30:00.000Z' }, { source: 'CreatedAt' })).toBe('15.01.2026 18:30');
  });

  it('shows the server wall times as they are, in the part asked for, from a dotted source', () => {
    signedInFor('America/New_York');
    const evaluation = { Call: { Timestamp: '2026-03-07 17:05:59' } };
    expect(shown(evaluation, { source: 'Call.Timestamp' })).toBe('07.03.2026 17:05');
    expect(shown(evaluation, { source: 'Call.Timestamp', part: 'date' })).toBe('07.03.2026');
    expect(shown(evaluation, { source: 'Call.Timestamp', part: 'time' })).toBe('17:05');
  });

  it('shows the empty text for no date', () => {
    expect(shown({ FinishedAt: null }, { source: 'FinishedAt', emptyText: '–' })).toBe('–');
    render(
      <RecordContextProvider value={{ From: 'soon' }}>
        <WireDateField source="From" />
      </RecordContextProvider>,
    );
    expect(screen.queryByText('soon')).toBeNull();
  });
});
