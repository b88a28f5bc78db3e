import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Alert, Box } from '@mui/material';
import { useWallboard } from './useWallboard';
import { WallboardBoard } from './WallboardBoard';

/** Where the TV keeps its kiosk token between restarts (apart from the admin's session). */
export const KIOSK_TOKEN_KEY = 'monitor.wallboard_kiosk';

/**
 * /wallboard_kiosk#<token>: the full-screen wallboard of a kiosk sign-in (a TV), outside the admin's
 * layout and session. The token from the link is kept in the browser and taken out of the address;
 * a revoked kiosk says so and stops.
 */
export function KioskWallboardPage() {
  const [token] = useState(() => {
    const fromLink = decodeURIComponent(window.location.hash.replace(/^#/, ''));
    if (fromLink) localStorage.setItem(KIOSK_TOKEN_KEY, fromLink);
    return fromLink || localStorage.getItem(KIOSK_TOKEN_KEY) || '';
  });
  useEffect(() => {
    if (window.location.hash) window.history.replaceState(null, '', window.location.pathname);
  }, []);
  return token ? <KioskBoard token={token} /> : <KioskMessage text="monitor.wallboard.kiosk_missing" />;
}

function KioskBoard({ token }: { token: string }) {
  const view = useWallboard(token);
  useEffect(() => {
    if (view.ended) localStorage.removeItem(KIOSK_TOKEN_KEY);
  }, [view.ended]);
  if (view.ended) return <KioskMessage text="monitor.wallboard.kiosk_ended" />;
  return (
    <Box sx={{ p: 2, minHeight: '100vh', bgcolor: 'background.default' }} data-testid="wallboard-kiosk">
      <WallboardBoard view={view} />
    </Box>
  );
}

function KioskMessage({ text }: { text: string }) {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 4 }}>
      <Alert severity="info" data-testid="wallboard-kiosk-message">
        {translate(text)}
      </Alert>
    </Box>
  );
}
