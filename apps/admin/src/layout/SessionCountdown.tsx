import { useEffect, useState } from 'react';
import { useLogout, useNotify, useTranslate } from 'react-admin';
import { Button, Chip, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import TimerIcon from '@mui/icons-material/Timer';
import { formatCountdown, sessionCountdown } from '@backoffice/domain';
import { updateSession, useSession } from '../providers/session';
import { api } from '../providers/api';

function useNow(intervalMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/**
 * The top bar's session countdown: a warning colour from 600 s left, a confirm dialog in the
 * last 120 s (Continue extends the session, Logout ends it), logout when it runs out.
 */
export function SessionCountdown() {
  const session = useSession();
  const translate = useTranslate();
  const notify = useNotify();
  const logout = useLogout();
  const now = useNow(1000);
  const [extending, setExtending] = useState(false);
  const { phase, secondsLeft } = sessionCountdown(session?.expiresAt ?? null, now);

  useEffect(() => {
    if (phase === 'expired' && session) {
      notify('app.session.expired', { type: 'warning' });
      void logout();
    }
  }, [phase]); // eslint-disable-line react-hooks/exhaustive-deps

  if (!session || !Number.isFinite(secondsLeft)) return null;
  const time = formatCountdown(secondsLeft);

  const extend = async () => {
    setExtending(true);
    try {
      const result = await api.core.extendSession({});
      updateSession((current) => ({ ...current, expiresAt: result.expiresAt }));
      notify('app.session.extended', { type: 'success' });
    } catch (error) {
      notify((error as Error).message || 'app.session.extend_failed', { type: 'error' });
    } finally {
      setExtending(false);
    }
  };

  return (
    <>
      <Chip
        icon={<TimerIcon />}
        label={time}
        title={translate('app.session.time_left', { time })}
        color={phase === 'running' ? 'default' : 'warning'}
        size="small"
        data-testid="session-countdown"
        sx={{ mx: 1, color: phase === 'running' ? 'inherit' : undefined, fontVariantNumeric: 'tabular-nums' }}
      />
      <Dialog open={phase === 'confirm'} aria-labelledby="session-dialog-title">
        <DialogTitle id="session-dialog-title">{translate('app.session.dialog_title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('app.session.dialog_text', { time })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => void logout()}>{translate('app.logout')}</Button>
          <Button variant="contained" disabled={extending} onClick={() => void extend()}>
            {translate('app.continue')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
