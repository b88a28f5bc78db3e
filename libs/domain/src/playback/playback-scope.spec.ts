import { describe, expect, it } from '@jest/globals';
import { callDuration, parseCallNumber, playbackScope, scopeIncludes } from './playback-scope.js';

describe('playbackScope', () => {
  it('gives every call to listen_all and the wildcard', () => {
    expect(playbackScope(['playback_listen_all'])).toEqual({ calls: 'all' });
    expect(playbackScope(['*'])).toEqual({ calls: 'all' });
  });

  it('gives the own calls to listen_own, without transferred ones to listen_own_not_transferred', () => {
    expect(playbackScope(['playback', 'playback_listen_own'])).toEqual({ calls: 'own', notTransferred: false });
    expect(playbackScope(['playback_listen_own_not_transferred'])).toEqual({ calls: 'own', notTransferred: true });
  });

  it('takes the widest of several', () => {
    expect(playbackScope(['playback_listen_own_not_transferred', 'playback_listen_own'])).toEqual({ calls: 'own', notTransferred: false });
    expect(playbackScope(['playback_listen_own', 'playback_listen_all'])).toEqual({ calls: 'all' });
  });

  it('gives nothing without a listen permission (the module permission alone is not enough)', () => {
    expect(playbackScope(['playback', 'report'])).toBeNull();
    expect(playbackScope([])).toBeNull();
  });
});

describe('scopeIncludes', () => {
  const own = { agentUserId: 7, transferred: false };
  const ownTransferred = { agentUserId: 7, transferred: true };
  const other = { agentUserId: 8, transferred: false };
  const unlinked = { agentUserId: null, transferred: false };

  it('applies each scope to a call', () => {
    const all = playbackScope(['playback_listen_all']);
    expect([own, ownTransferred, other, unlinked].map((call) => scopeIncludes(all, 7, call))).toEqual([true, true, true, true]);
    const mine = playbackScope(['playback_listen_own']);
    expect([own, ownTransferred, other, unlinked].map((call) => scopeIncludes(mine, 7, call))).toEqual([true, true, false, false]);
    const mineNotTransferred = playbackScope(['playback_listen_own_not_transferred']);
    expect([own, ownTransferred, other, unlinked].map((call) => scopeIncludes(mineNotTransferred, 7, call))).toEqual([true, false, false, false]);
    expect(scopeIncludes(null, 7, own)).toBe(false);
  });
});

describe('callDuration', () => {
  it('writes HH:MM:SS', () => {
    expect(callDuration(0)).toBe('00:00:00');
    expect(callDuration(65)).toBe('00:01:05');
    expect(callDuration(3725)).toBe('01:02:05');
    expect(callDuration(null)).toBe('00:00:00');
  });
});

describe('parseCallNumber', () => {
  it('reads a LogID or a PBX uniqueid', () => {
    expect(parseCallNumber(' 12345 ')).toEqual({ logId: '12345' });
    expect(parseCallNumber('1767261600.123')).toEqual({ uniqueId: '1767261600.123' });
    expect(parseCallNumber('pbx01-1767261600.12/2')).toEqual({ uniqueId: 'pbx01-1767261600.12/2' });
  });

  it('refuses anything else', () => {
    expect(parseCallNumber('')).toBeNull();
    expect(parseCallNumber('abc')).toBeNull();
    expect(parseCallNumber("1'; DROP TABLE x")).toBeNull();
    expect(parseCallNumber('1'.repeat(19))).toBeNull();
  });
});
