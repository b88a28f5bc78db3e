import { describe, expect, it } from '@jest/globals';
import { ACTIVITY_TYPES } from '@backoffice/contracts';
import { ACTIVITY_COLOURS, agentShareBars, queueProfileBars } from './report-charts.js';

describe('report charts', () => {
  it('draws an agent without detail as 100 % Leerzeit, others as percentages', () => {
    expect(
      agentShareBars([
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

  it('draws the average day as answered, abandoned and other calls per hour, never a negative rest', () => {
    const row = { ServiceLevel: 0, AverageWaitSeconds: 0, LongestWaitSeconds: 0, AverageTalkSeconds: 0 };
    expect(
      queueProfileBars([
        { ...row, Hour: 7, Offered: 3.33, Answered: 2, Abandoned: 1 },
        { ...row, Hour: 14, Offered: 1, Answered: 1, Abandoned: 0 },
        { ...row, Hour: 15, Offered: 0.99, Answered: 1, Abandoned: 0 },
      ]),
    ).toEqual([
      { hour: '07:00', Answered: 2, Abandoned: 1, Other: 0.33 },
      { hour: '14:00', Answered: 1, Abandoned: 0, Other: 0 },
      { hour: '15:00', Answered: 1, Abandoned: 0, Other: 0 },
    ]);
  });

  it('gives every activity type its own colour', () => {
    const colours = ACTIVITY_TYPES.map((type) => ACTIVITY_COLOURS[type]);
    expect(colours.every((colour) => /^#[0-9a-f]{6}$/.test(colour))).toBe(true);
    expect(new Set(colours).size).toBe(ACTIVITY_TYPES.length);
  });
});
