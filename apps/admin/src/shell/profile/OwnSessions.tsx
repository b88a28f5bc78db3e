import { useCallback, useEffect, useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { Alert, Box, Button, Chip, CircularProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import type { OwnSession } from '@backoffice/contracts';
import { useDateDisplay } from '../../shared/dates';
import { endOtherSessions, listOwnSessions } from './profileApi';

/** The user's open sessions, this one first, and "sign out everywhere else". `version` reloads the list. */
export function OwnSessions({ version }: { version: number }) {
  const translate = useTranslate();
  const notify = useNotify();
  const show = useDateDisplay();
  const [sessions, setSessions] = useState<OwnSession[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [ending, setEnding] = useState(false);

  const load = useCallback(async () => {
    try {
      setSessions(await listOwnSessions());
      setError(null);
    } catch (failure) {
      setError((failure as Error).message);
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load, version]);

  const endOthers = async () => {
    setEnding(true);
    try {
      const { EndedSessions } = await endOtherSessions();
      notify('app.profile.sessions.ended', { type: 'success', messageArgs: { smart_count: EndedSessions } });
      await load();
    } catch (failure) {
      notify((failure as Error).message, { type: 'error' });
    } finally {
      setEnding(false);
      setConfirming(false);
    }
  };

  if (error) return <Alert severity="error">{error}</Alert>;
  if (!sessions) return <CircularProgress size={24} />;
  const others = sessions.filter((session) => !session.Current).length;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" data-testid="own-sessions">
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.profile.sessions.started')}</TableCell>
              <TableCell>{translate('app.profile.sessions.address')}</TableCell>
              <TableCell>{translate('app.profile.sessions.browser')}</TableCell>
              <TableCell>{translate('app.profile.sessions.expires')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {sessions.map((session, index) => (
              <TableRow key={`${session.StartedAt}-${index}`} data-current={session.Current}>
                <TableCell>{show(session.StartedAt)}</TableCell>
                <TableCell>{session.Address ?? '–'}</TableCell>
                <TableCell title={session.UserAgent ?? undefined} sx={{ maxWidth: 320, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                  {session.UserAgent ?? '–'}
                </TableCell>
                <TableCell>{show(session.ExpiresAt)}</TableCell>
                <TableCell>
                  {session.Current ? <Chip size="small" color="primary" label={translate('app.profile.sessions.current')} /> : null}
                  {session.ActingAs ? (
                    <Chip size="small" sx={{ ml: 1 }} label={translate('app.profile.sessions.acting_as', { name: session.ActingAs })} />
                  ) : null}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      {others === 0 ? <Typography variant="body2">{translate('app.profile.sessions.no_others')}</Typography> : null}
      <Box>
        <Button variant="outlined" startIcon={<LogoutIcon />} disabled={others === 0 || ending} onClick={() => setConfirming(true)}>
          {translate('app.profile.sessions.end_others')}
        </Button>
      </Box>
      <Confirm
        isOpen={confirming}
        loading={ending}
        title="app.profile.sessions.end_others"
        content="app.profile.sessions.confirm"
        confirm="app.confirm"
        onConfirm={() => void endOthers()}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}
