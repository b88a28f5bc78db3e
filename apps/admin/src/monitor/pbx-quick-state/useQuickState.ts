import { useEffect, useState } from 'react';
import { PBX_QUICK_STATE_INTERVAL_MS, SocketEvent, type PbxQuickState } from '@backoffice/contracts';
import { api } from '../../providers/api';
import { isRealtimeConnected, onServerEvent } from '../../providers/socket';

export interface QuickStateView {
  state: PbxQuickState | null;
  /** The socket is down: the counts come from polling the HTTP call every 5 seconds. */
  polling: boolean;
  failed: boolean;
}

/**
 * The active customer's live queue: read once, then updated by the server's pushes; while the
 * socket is down the HTTP call is polled every 5 seconds (spec part 1 section 9) instead.
 */
export function useQuickState(): QuickStateView {
  const [state, setState] = useState<PbxQuickState | null>(null);
  const [polling, setPolling] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let active = true;
    const load = async () => {
      try {
        const next = await api.monitor.loadPbxQuickState({});
        if (active) {
          setState(next);
          setFailed(false);
        }
      } catch {
        if (active) setFailed(true);
      }
    };
    void load();
    const stop = onServerEvent<PbxQuickState>(SocketEvent.PbxQuickState, (next) => {
      if (active) setState(next);
    });
    const timer = setInterval(() => {
      const down = !isRealtimeConnected();
      setPolling(down);
      if (down) void load();
    }, PBX_QUICK_STATE_INTERVAL_MS);
    return () => {
      active = false;
      stop();
      clearInterval(timer);
    };
  }, []);
  return { state, polling, failed };
}
