import { describe, expect, it } from '@jest/globals';
import { SeededRandom } from './prng.js';

describe('SeededRandom', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = new SeededRandom(42);
    const b = new SeededRandom(42);
    const first = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(first);
    expect(new SeededRandom(43).next()).not.toBe(first[0]);
  });

  it('forks independent streams that do not depend on later draws', () => {
    const a = new SeededRandom('x');
    const forkBefore = a.fork('agent-1').next();
    expect(new SeededRandom('x').fork('agent-1').next()).toBe(forkBefore);
    expect(a.fork('agent-2').next()).not.toBe(forkBefore);
  });

  it('stays inside its ranges and has sensible means', () => {
    const random = new SeededRandom(7);
    let sum = 0;
    let poissonSum = 0;
    for (let i = 0; i < 20000; i++) {
      const value = random.int(3, 5);
      expect(value).toBeGreaterThanOrEqual(3);
      expect(value).toBeLessThanOrEqual(5);
      sum += random.exponential(10);
      poissonSum += random.poisson(4);
    }
    expect(sum / 20000).toBeGreaterThan(9.5);
    expect(sum / 20000).toBeLessThan(10.5);
    expect(poissonSum / 20000).toBeGreaterThan(3.9);
    expect(poissonSum / 20000).toBeLessThan(4.1);
  });

  it('picks by weight', () => {
    const random = new SeededRandom(1);
    let heavy = 0;
    for (let i = 0; i < 10000; i++)
      if (
        random.weighted([
          ['a', 9],
          ['b', 1],
        ] as const) === 'a'
      )
        heavy++;
    expect(heavy).toBeGreaterThan(8700);
    expect(heavy).toBeLessThan(9300);
  });
});
