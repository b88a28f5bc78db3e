import { describe, expect, it } from '@jest/globals';
import { isExtenNumber } from './exten.js';

describe('exten numbers', () => {
  it('are 1 to 20 digits', () => {
    expect([isExtenNumber('000'), isExtenNumber('3001'), isExtenNumber('30a'), isExtenNumber('')]).toEqual([true, true, false, false]);
    expect([isExtenNumber('1'.repeat(20)), isExtenNumber('1'.repeat(21)), isExtenNumber(' 3001'), isExtenNumber('12;3')]).toEqual([true, false, false, false]);
  });
});
