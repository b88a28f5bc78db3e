import { describe, expect, it } from '@jest/globals';
import { isPerfectCall, perfectRate, reportTotals } from './report-totals.js';

describe('report totals', () => {
  it('a perfect call is evaluated, without issue and without typo mistake', () => {
    expect(isPerfectCall({ status: 'evaluated', issueCount: 0, typoMistake: false })).toBe(true);
    expect(isPerfectCall({ status: 'evaluated', issueCount: 1, typoMistake: false })).toBe(false);
    expect(isPerfectCall({ status: 'evaluated', issueCount: 0, typoMistake: true })).toBe(false);
    expect(isPerfectCall({ status: 'in_progress', issueCount: 0, typoMistake: false })).toBe(false);
    expect(isPerfectCall({ status: 'not_evaluated', issueCount: 0, typoMistake: false })).toBe(false);
  });

  it('counts perfect calls over every listed call', () => {
    const totals = reportTotals([
      { status: 'evaluated', issueCount: 0, typoMistake: false },
      { status: 'evaluated', issueCount: 2, typoMistake: false },
      { status: 'not_evaluated', issueCount: 0, typoMistake: false },
      { status: 'evaluated', issueCount: 0, typoMistake: false },
    ]);
    expect(totals).toEqual({ perfect: 2, total: 4 });
    expect(perfectRate(totals)).toBe(50);
    expect(perfectRate({ perfect: 1, total: 3 })).toBe(33.3);
    expect(perfectRate({ perfect: 0, total: 0 })).toBeNull();
  });
});
