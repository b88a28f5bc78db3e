import { Permission } from '@backoffice/contracts';
import { hasPermission } from '../permissions/effective-permissions.js';

/**
 * Which recorded calls of the active customer a user may hear (spec part 2 section 6), the one
 * rule every playback call applies (list, count, load, load by call number, download, search):
 * - `playback_listen_all` (or `*`): every call;
 * - `playback_listen_own`: the calls of the agent linked to the user;
 * - `playback_listen_own_not_transferred`: those of them that were not transferred.
 * Holding several, the widest wins. Null: no playback at all (the call is refused).
 */
export type PlaybackScope = { calls: 'all' } | { calls: 'own'; notTransferred: boolean };

export function playbackScope(permissions: readonly string[]): PlaybackScope | null {
  if (hasPermission(permissions, Permission.PlaybackListenAll)) return { calls: 'all' };
  if (permissions.includes(Permission.PlaybackListenOwn)) return { calls: 'own', notTransferred: false };
  if (permissions.includes(Permission.PlaybackListenOwnNotTransferred)) return { calls: 'own', notTransferred: true };
  return null;
}

/** What a call must be for the scope to include it: the agent's user and transfer are all that matter. */
export interface ScopedCall {
  agentUserId: number | null;
  transferred: boolean;
}

/** The same rule on one call (the SQL of the API applies it to many at once; tests compare both). */
export function scopeIncludes(scope: PlaybackScope | null, userId: number, call: ScopedCall): boolean {
  if (!scope) return false;
  if (scope.calls === 'all') return true;
  if (call.agentUserId !== userId) return false;
  return !(scope.notTransferred && call.transferred);
}

/** A talk length in seconds as HH:MM:SS, the call list's Duration (hours beyond 99 keep their digits). */
export function callDuration(seconds: number | null): string {
  const total = Math.max(0, Math.floor(seconds ?? 0));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

/**
 * A call number typed on the single playback page: the call's LogID (digits) or the PBX's
 * uniqueid (`1767261600.123`, with an optional system name before it). Null for anything else.
 */
export function parseCallNumber(text: string): { logId: string } | { uniqueId: string } | null {
  const value = text.trim();
  if (/^\d{1,18}$/.test(value)) return { logId: value };
  if (/^(?:[A-Za-z0-9_-]{1,64}-)?\d{9,11}\.\d{1,9}(?:\/\d{1,4})?$/.test(value)) return { uniqueId: value };
  return null;
}
