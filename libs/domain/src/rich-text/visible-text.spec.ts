import { describe, expect, it } from '@jest/globals';
import { visibleText } from './visible-text.js';

describe('visibleText', () => {
  it('is the text between the tags, one space between words', () => {
    expect(visibleText('<p>Hello <b>team</b></p><ul><li>one</li></ul>')).toBe('Hello team one');
  });
  it('is empty for markup and non-breaking spaces only', () => {
    expect(visibleText('<p>&nbsp;</p><p><br></p>')).toBe('');
    expect(visibleText('')).toBe('');
  });
});
