import { PBX_QUICK_STATE_STALE_MS, type PbxQuickState } from '@backoffice/contracts';

/**
 * Whether a new reading is news for the customer's room: the counts or the PBX's reachability
 * changed. The read times change on every reading and are not news by themselves.
 */
export function quickStateChanged(previous: PbxQuickState | null, next: PbxQuickState): boolean {
  if (!previous) return true;
  return previous.Connected !== next.Connected || previous.Queued !== next.Queued || previous.Reachable !== next.Reachable;
}

/** The state after a failed reading: the last known counts, marked as not live. */
export function unreachableQuickState(previous: PbxQuickState | null, checkedAt: Date): PbxQuickState {
  return {
    Connected: previous?.Connected ?? 0,
    Queued: previous?.Queued ?? 0,
    Reachable: false,
    ReadAt: previous?.ReadAt ?? null,
    CheckedAt: checkedAt.toISOString(),
  };
}

/**
 * True when the counts may be shown as live: the PBX answered the last reading and that reading
 * is recent (a stopped poller leaves an old reading behind).
 */
export function isLiveQuickState(state: PbxQuickState | null, now: Date): boolean {
  if (!state || !state.Reachable || !state.ReadAt) return false;
  return now.getTime() - new Date(state.ReadAt).getTime() <= PBX_QUICK_STATE_STALE_MS;
}
