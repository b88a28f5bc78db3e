import { describe, expect, it } from 'vitest';
import { dayHeading, plannedBreaks, rowProblem } from './lunchDay';

describe('lunch break screens', () => {
  it("heads the list with the weekday and DD.MM.YYYY in the user's language", () => {
    expect(dayHeading('2026-03-03', 'en')).toBe('Tuesday, 03.03.2026');
    expect(dayHeading('2026-03-03', 'de')).toBe('Dienstag, 03.03.2026');
  });

  it('hides agents with neither From nor To', () => {
    const rows = [
      { AgentID: 1, Username: 'a', From: '12:00', To: '12:30' },
      { AgentID: 2, Username: 'b', From: null, To: null },
      { AgentID: 3, Username: 'c', From: '13:00', To: null },
    ];
    expect(plannedBreaks(rows).map((row) => row.AgentID)).toEqual([1, 3]);
  });

  it("names a row's problem with the domain's rule, as an i18n key", () => {
    expect(rowProblem({ From: '12:30', To: '12:00' })).toBe('lunch_break.problems.order');
    expect(rowProblem({ From: '', To: '12:00' })).toBe('lunch_break.problems.from_required');
    expect(rowProblem({ From: '1200', To: '' })).toBe('lunch_break.problems.from_format');
    expect(rowProblem({ From: '', To: '' })).toBeNull();
  });
});
