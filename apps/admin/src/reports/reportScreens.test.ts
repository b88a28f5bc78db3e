import { describe, expect, it } from 'vitest';
import { blankRepeats } from './AbsenceReport';
import { chartRows } from './AgentProductivityReport';

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
});
