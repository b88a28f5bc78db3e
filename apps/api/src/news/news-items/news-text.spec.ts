import { describe, expect, it } from '@jest/globals';
import { plainTextOf, sanitizeNewsHtml } from './news-text.js';

describe('news text', () => {
  it('keeps formatting and drops scripts, handlers, images and script links', () => {
    const clean = sanitizeNewsHtml(
      '<p onclick="x()">Hi <b>all</b></p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">bad</a><a href="https://example.com" style="color:red">good</a>',
    );
    expect(clean).toBe(
      '<p>Hi <b>all</b></p><a target="_blank" rel="noopener noreferrer">bad</a><a href="https://example.com" target="_blank" rel="noopener noreferrer">good</a>',
    );
  });

  it('escapes plain text so it is safe HTML, and reads it back as the same text', () => {
    const clean = sanitizeNewsHtml('a < b & "c"');
    expect(clean).toBe('a &lt; b &amp; "c"');
    expect(plainTextOf(clean)).toBe('a < b & "c"');
  });

  it('reads blocks as words separated by spaces', () => {
    expect(plainTextOf(sanitizeNewsHtml('<p>Canteen</p><p>closed&nbsp;Friday</p><ul><li>one</li><li>two</li></ul>'))).toBe('Canteen closed Friday one two');
  });

  it('leaves nothing of a text that was only a script', () => {
    expect(sanitizeNewsHtml('<script>alert(1)</script>')).toBe('');
    expect(plainTextOf(sanitizeNewsHtml('<p> </p><br>'))).toBe('');
  });
});
