import { describe, expect, it } from 'vitest';
import { newsFormErrors, newsPreview, plainTextOfHtml, toNewsPayload } from './newsText';

describe('news text in the admin', () => {
  it('reads the text of the sanitised HTML, blocks as words', () => {
    expect(plainTextOfHtml('<p>Canteen <b>closed</b></p><p>on&nbsp;Friday &amp; Monday</p>')).toBe('Canteen closed on Friday & Monday');
    expect(plainTextOfHtml('<p></p>')).toBe('');
    expect(plainTextOfHtml(undefined)).toBe('');
  });

  it('cuts the list preview at 25 characters with an ellipsis', () => {
    expect(newsPreview('<p>Team meeting moved to <strong>Thursday 10:00</strong></p>')).toBe('Team meeting moved to Thu…');
    expect(newsPreview('<p>Short</p>')).toBe('Short');
  });
});

describe('news form errors', () => {
  const valid = { Text: '<p>Fire drill</p>', From: '2026-03-02', Until: '2026-03-03', UserIDs: [4], RoleIDs: [] };

  it('has none for a complete form', () => {
    expect(newsFormErrors(valid)).toEqual({});
  });

  it("names the spec's problems by field, as translation keys", () => {
    expect(newsFormErrors({ ...valid, Text: '<p> </p>' })).toEqual({ Text: 'news.validation.text_required' });
    expect(newsFormErrors({ ...valid, Until: '2026-03-01' })).toEqual({ Until: 'news.validation.until_before_from' });
    expect(newsFormErrors({ ...valid, UserIDs: [] })).toEqual({ UserIDs: 'news.validation.no_users' });
    expect(newsFormErrors({ ...valid, From: '' })).toEqual({ From: 'news.validation.date' });
  });

  it('sends the fields of create and save', () => {
    expect(toNewsPayload({ ...valid, RoleIDs: [2] })).toEqual({
      Text: '<p>Fire drill</p>',
      From: '2026-03-02',
      Until: '2026-03-03',
      UserIDs: [4],
      RoleIDs: [2],
    });
    expect(toNewsPayload({})).toEqual({ Text: '', From: '', Until: '', UserIDs: [], RoleIDs: [] });
  });
});
