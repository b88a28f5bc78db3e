import { afterEach, describe, expect, it } from '@jest/globals';
import { Clock } from './clock.js';

describe('Clock', () => {
  const clock = new Clock();
  afterEach(() => clock.reset());

  it("reads the machine's time until it is set", () => {
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(50);
  });

  it('runs on from the instant it is set to, and each zone reads its own day of it', () => {
    clock.runFrom('2026-03-03T23:30:00Z');
    expect(Math.abs(clock.now().getTime() - Date.parse('2026-03-03T23:30:00Z'))).toBeLessThan(50);
    expect(clock.todayIn('UTC')).toBe('2026-03-03');
    expect(clock.todayIn('Europe/Vienna')).toBe('2026-03-04');
    expect(clock.todayIn('Pacific/Pago_Pago')).toBe('2026-03-03');
    clock.reset();
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(50);
  });
});
