import { describe, expect, it } from 'vitest';
import { blankRepeats } from './AbsenceReport';
import { intervalText } from './QueueIntervalsReport';

describe('report screens', () => {
  it('shows the agent name and date only where they change', () => {
    const row = (agent: string, date: string, start: string) => ({ agent, date, start, ende: '', dauer: '', status_grund: 'Urlaub' });
    expect(
      blankRepeats([
        row('anna', '2026-03-02', '08:00'),
        row('anna', '2026-03-02', '13:00'),
        row('anna', '2026-03-03', '08:00'),
        row('ben', '2026-03-03', '08:00'),
      ]).map((r) => [r.agent, r.date]),
    ).toEqual([
      ['anna', '2026-03-02'],
      ['', ''],
      ['', '2026-03-03'],
      ['ben', '2026-03-03'],
    ]);
  });

  it('shows an interval with its offset, so the repeated hour of October reads twice apart', () => {
    const show = (value: string) => (value.startsWith('2026-10-25T02:00') ? '25.10.2026 02:00' : value);
    expect(intervalText(show, '2026-10-25T02:00:00+02:00')).toBe('25.10.2026 02:00 +02:00');
    expect(intervalText(show, '2026-10-25T02:00:00+01:00')).toBe('25.10.2026 02:00 +01:00');
  });
});
