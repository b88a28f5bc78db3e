import { useEffect, useState } from 'react';
import { PBX_QUICK_STATE_INTERVAL_MS, SocketEvent, type Wallboard } from '@backoffice/contracts';
import { api } from '../../providers/api';
import { isRealtimeConnected, onServerEvent, openTokenSocket } from '../../providers/socket';

export interface WallboardView {
  board: Wallboard | null;
  /** Epoch ms, every second: the counters count up from the board's ReadAt to this. */
  now: number;
  failed: boolean;
  /** The kiosk's sign-in ended (revoked): nothing more will come. */
  ended: boolean;
}

/**
 * The active customer's wallboard (or, with `kioskToken`, the kiosk's): read once, then replaced by
 * every push; while the socket is down the HTTP call is polled every 5 seconds, as the quick state
 * does. A clock ticks every second so waits and states count up between pushes.
 */
export function useWallboard(kioskToken?: string): WallboardView {
  const [board, setBoard] = useState<Wallboard | null>(null);
  const [failed, setFailed] = useState(false);
  const [ended, setEnded] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    let active = true;
    const load = async () => {
      try {
        const next = await api.monitor.loadWallboard({}, kioskToken ? { token: kioskToken } : undefined);
        if (active) {
          setBoard(next);
          setFailed(false);
        }
      } catch (error) {
        if (!active) return;
        if (kioskToken && (error as { status?: number }).status === 401) setEnded(true);
        else setFailed(true);
      }
    };
    void load();
    const receive = (next: Wallboard) => {
      if (active) setBoard(next);
    };
    const own = kioskToken ? openTokenSocket<Wallboard>(kioskToken, SocketEvent.Wallboard, receive, () => active && setEnded(true)) : null;
    const stop = own ? () => own.close() : onServerEvent<Wallboard>(SocketEvent.Wallboard, receive);
    const connected = () => (own ? own.connected() : isRealtimeConnected());
    let sinceLoad = 0;
    const timer = setInterval(() => {
      setNow(Date.now());
      sinceLoad += 1000;
      if (sinceLoad >= PBX_QUICK_STATE_INTERVAL_MS && !connected()) {
        sinceLoad = 0;
        void load();
      }
    }, 1000);
    return () => {
      active = false;
      stop();
      clearInterval(timer);
    };
  }, [kioskToken]);
  return { board, now, failed, ended };
}
