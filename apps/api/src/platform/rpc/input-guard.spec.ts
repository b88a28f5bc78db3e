import { describe, expect, it } from '@jest/globals';
import { hostileInputProblem, MAX_INPUT_DEPTH } from './input-guard.js';

describe('hostileInputProblem', () => {
  it('passes ordinary input, including emoji and umlauts', () => {
    expect(hostileInputProblem({ Username: 'jörg', Text: 'Grüße 👋', q: { or: [{ field: 'Name', op: 'like', value: '%a%' }] }, Ids: [1, 2] })).toBeNull();
    expect(hostileInputProblem(null)).toBeNull();
    expect(hostileInputProblem('plain')).toBeNull();
  });

  it('names the field holding a NUL character', () => {
    expect(hostileInputProblem({ Username: 'ad\u0000min' })).toBe('Username must not contain NUL characters.');
    expect(hostileInputProblem({ q: { or: [{ field: 'Name', op: 'like', value: '%\u0000%' }] } })).toBe('q.or[0].value must not contain NUL characters.');
    expect(hostileInputProblem({ LogID: '1\u0000' }, 'query')).toBe('LogID must not contain NUL characters.');
  });

  it('checks field names too (they can end up as jsonb keys)', () => {
    expect(hostileInputProblem({ Columns: { 'users\u0000': { Email: true } } })).toBe('A field name in Columns must not contain NUL characters.');
  });

  it('refuses lone surrogates but accepts pairs', () => {
    expect(hostileInputProblem({ Email: 'a\uD800@example.com' })).toBe('Email contains malformed Unicode (a lone surrogate).');
    expect(hostileInputProblem({ Email: '\uDC00x' })).toBe('Email contains malformed Unicode (a lone surrogate).');
    expect(hostileInputProblem({ Email: '\uD83D\uDE00@example.com' })).toBeNull();
  });

  it(`refuses nesting deeper than ${MAX_INPUT_DEPTH} levels without overflowing itself`, () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(hostileInputProblem({ q: deep })).toBe(`The body nests deeper than ${MAX_INPUT_DEPTH} levels.`);
    let fine: unknown = 1;
    for (let i = 0; i < MAX_INPUT_DEPTH - 1; i += 1) fine = { a: fine };
    expect(hostileInputProblem(fine)).toBeNull();
  });
});
