import { describe, expect, it } from '@jest/globals';
import { cutText, defaultNewsDates, isCalendarDate, isListedForReader, isNewsVisible, isUnread, isValidOn, newsDraftProblems } from './news-rules.js';

const week = { From: '2026-03-02', Until: '2026-03-08' };

describe('news validity and visibility', () => {
  it('is valid from From to Until, both days included', () => {
    expect(isValidOn(week, '2026-03-01')).toBe(false);
    expect(isValidOn(week, '2026-03-02')).toBe(true);
    expect(isValidOn(week, '2026-03-05')).toBe(true);
    expect(isValidOn(week, '2026-03-08')).toBe(true);
    expect(isValidOn(week, '2026-03-09')).toBe(false);
  });

  it('shows editors everything, others only news addressed to them and valid today', () => {
    expect(isNewsVisible(week, { isEditor: true, isAddressee: false }, '2025-01-01')).toBe(true);
    expect(isNewsVisible(week, { isEditor: false, isAddressee: true }, '2026-03-05')).toBe(true);
    expect(isNewsVisible(week, { isEditor: false, isAddressee: true }, '2026-03-09')).toBe(false);
    expect(isNewsVisible(week, { isEditor: false, isAddressee: false }, '2026-03-05')).toBe(false);
  });

  it('counts as unread when addressed, valid today and not confirmed', () => {
    expect(isUnread({ ...week, Read: false }, true, '2026-03-05')).toBe(true);
    expect(isUnread({ ...week, Read: true }, true, '2026-03-05')).toBe(false);
    expect(isUnread({ ...week, Read: false }, false, '2026-03-05')).toBe(false);
    expect(isUnread({ ...week, Read: false }, true, '2026-03-10')).toBe(false);
  });

  it('lists read news for readers only with Show read news', () => {
    expect(isListedForReader({ Read: false }, false)).toBe(true);
    expect(isListedForReader({ Read: true }, false)).toBe(false);
    expect(isListedForReader({ Read: true }, true)).toBe(true);
  });

  it('defaults to today and tomorrow, across a month and a year end', () => {
    expect(defaultNewsDates('2026-03-05')).toEqual({ From: '2026-03-05', Until: '2026-03-06' });
    expect(defaultNewsDates('2026-02-28')).toEqual({ From: '2026-02-28', Until: '2026-03-01' });
    expect(defaultNewsDates('2026-12-31')).toEqual({ From: '2026-12-31', Until: '2027-01-01' });
  });
});

describe('news draft problems', () => {
  const draft = { plainText: 'Canteen closed on Friday', From: '2026-03-02', Until: '2026-03-03', userIds: [1] };

  it('accepts a complete draft, and a one-day validity', () => {
    expect(newsDraftProblems(draft)).toEqual([]);
    expect(newsDraftProblems({ ...draft, Until: draft.From })).toEqual([]);
  });

  it("names each problem with the spec's messages", () => {
    expect(newsDraftProblems({ ...draft, plainText: '  ' }).map((p) => p.message)).toEqual(['Text is required']);
    expect(newsDraftProblems({ ...draft, Until: '2026-03-01' })).toEqual([
      { field: 'Until', code: 'untilBeforeFrom', message: 'End date cannot be before start' },
    ]);
    expect(newsDraftProblems({ ...draft, userIds: [] }).map((p) => p.message)).toEqual(['You have to select at least one user.']);
    expect(newsDraftProblems({ ...draft, From: '2026-02-30', Until: 'tomorrow' }).map((p) => p.code)).toEqual(['fromInvalid', 'untilInvalid']);
  });

  it('knows calendar dates', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-3-1')).toBe(false);
    expect(isCalendarDate('2026-03-01 00:00:00')).toBe(false);
  });
});

describe('cutText', () => {
  it('cuts at 25 characters with an ellipsis, leaving shorter text alone', () => {
    expect(cutText('Short', 25)).toBe('Short');
    expect(cutText('x'.repeat(25), 25)).toBe('x'.repeat(25));
    expect(cutText('Team meeting moved to Thursday 10:00', 25)).toBe('Team meeting moved to Thu…');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(cutText('😀'.repeat(26), 25)).toBe(`${'😀'.repeat(25)}…`);
  });
});
