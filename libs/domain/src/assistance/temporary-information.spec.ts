import { describe, expect, it } from '@jest/globals';
import { correctedUntil, defaultUntil, isTemporaryInformationActive, temporaryInformationToSend } from './temporary-information.js';

describe('temporary information', () => {
  it('defaults Until to From plus 30 minutes, across midnight and month ends', () => {
    expect(defaultUntil('2026-11-23 10:00')).toBe('2026-11-23 10:30');
    expect(defaultUntil('2026-12-31 23:45')).toBe('2027-01-01 00:15');
    expect(defaultUntil('nonsense')).toBeNull();
  });

  it('resets an Until before From to From plus 30 minutes and keeps a later one', () => {
    expect(correctedUntil('2026-11-23 10:00', '2026-11-23 09:00')).toBe('2026-11-23 10:30');
    expect(correctedUntil('2026-11-23 10:00', '2026-11-24 09:00')).toBe('2026-11-24 09:00');
    expect(correctedUntil('2026-11-23 10:00', '2026-11-23 10:00')).toBe('2026-11-23 10:00');
    expect(correctedUntil('2026-11-23 10:00', null)).toBe('2026-11-23 10:30');
  });

  it('is sent only when note, From and Until are all present', () => {
    expect(temporaryInformationToSend({ Note: 'Closed for renovation', From: '2026-11-23 10:00', Until: '2026-11-30 18:00' })).toEqual({
      Note: 'Closed for renovation',
      From: '2026-11-23 10:00',
      Until: '2026-11-30 18:00',
    });
    expect(temporaryInformationToSend({ Note: '  ', From: '2026-11-23 10:00', Until: '2026-11-30 18:00' })).toBeNull();
    expect(temporaryInformationToSend({ Note: 'x', From: '2026-11-23 10:00', Until: null })).toBeNull();
    expect(temporaryInformationToSend({ Note: 'x', From: null, Until: '2026-11-23 10:00' })).toBeNull();
    expect(temporaryInformationToSend(null)).toBeNull();
    expect(temporaryInformationToSend({ Note: 'x', From: '2026-11-23 10:00:59', Until: '2026-11-23 08:00' })).toEqual({
      Note: 'x',
      From: '2026-11-23 10:00',
      Until: '2026-11-23 10:30',
    });
  });

  it('is shown only while now is inside it, both ends included', () => {
    const info = { Note: 'x', From: '2026-11-23 10:00', Until: '2026-11-23 12:00' };
    expect(isTemporaryInformationActive(info, '2026-11-23 09:59')).toBe(false);
    expect(isTemporaryInformationActive(info, '2026-11-23 10:00')).toBe(true);
    expect(isTemporaryInformationActive(info, '2026-11-23 12:00:30')).toBe(true);
    expect(isTemporaryInformationActive(info, '2026-11-23 12:01')).toBe(false);
    expect(isTemporaryInformationActive(null, '2026-11-23 11:00')).toBe(false);
  });
});
