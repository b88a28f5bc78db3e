import { describe, expect, it } from 'vitest';
import { blankRepeats } from './AbsenceReport';
import { chartRows } from './AgentProductivityReport';
import { intervalText, profileBars } from './QueueIntervalsReport';

describe('report screens', () => {
  it('draws an agent without detail as 100 % Leerzeit, others as percentages', () => {
    expect(
      chartRows([
        { AgentID: 1, DisplayName: 'Anna', Detail: [] },
        {
          AgentID: 2,
          DisplayName: 'Ben',
          Detail: [
            { Type: 'Call', Value: 2 / 3 },
            { Type: 'Mittagspause', Value: 1 / 3 },
          ],
        },
      ]),
    ).toEqual([
      { agent: 'Anna', Leerzeit: 100 },
      { agent: 'Ben', Call: 66.67, Mittagspause: 33.33 },
    ]);
  });

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

  it('draws the average day as answered, abandoned and other calls per hour', () => {
    const row = { ServiceLevel: 0, AverageWaitSeconds: 0, LongestWaitSeconds: 0, AverageTalkSeconds: 0 };
    expect(
      profileBars([
        { ...row, Hour: 7, Offered: 3.33, Answered: 2, Abandoned: 1 },
        { ...row, Hour: 14, Offered: 1, Answered: 1, Abandoned: 0 },
      ]),
    ).toEqual([
      { hour: '07:00', Answered: 2, Abandoned: 1, Other: 0.33 },
      { hour: '14:00', Answered: 1, Abandoned: 0, Other: 0 },
    ]);
  });

  it('shows an interval with its offset, so the repeated hour of October reads twice apart', () => {
    const show = (value: string) => (value.startsWith('2026-10-25T02:00') ? '25.10.2026 02:00' : value);
    expect(intervalText(show, '2026-10-25T02:00:00+02:00')).toBe('25.10.2026 02:00 +02:00');
    expect(intervalText(show, '2026-10-25T02:00:00+01:00')).toBe('25.10.2026 02:00 +01:00');
  });
});
