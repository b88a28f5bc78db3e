import { useEffect, useRef, useState } from 'react';
import { Title, useLogout, useNotify, useRefresh, useTranslate } from 'react-admin';
import { Navigate, useNavigate } from 'react-router-dom';
import { Alert, Box, Button, Card, CardContent, CircularProgress, MenuItem, TextField } from '@mui/material';
import { useSession } from '../providers/session';
import { endSupportSession, switchActiveCustomer } from './supportSession';

/** /logout: logs out (always succeeds) and goes to the configured external page or /login. */
export function LogoutPage() {
  const logout = useLogout();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logout();
  }, [logout]);
  return <CircularProgress sx={{ m: 4 }} />;
}

/** /end_support_session: ends the support session if one is active. */
export function EndSupportSessionPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const refresh = useRefresh();
  const session = useSession();
  const started = useRef(false);
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (started.current || !session) return;
    started.current = true;
    if (!session.supportSessionActive) {
      setDone(true);
      return;
    }
    endSupportSession()
      .then(() => {
        notify('app.support.stopped', { type: 'info' });
        refresh();
        void navigate('/dashboard/asset-overview', { replace: true });
      })
      .catch((error: Error) => {
        notify(error.message, { type: 'error' });
        setDone(true);
      });
  }, [navigate, notify, refresh, session]);
  return (
    <Box sx={{ p: 3 }}>
      <Title title="app.menu.end_support_session" />
      {done ? <Alert severity="info">{translate('app.support.no_active')}</Alert> : <CircularProgress />}
    </Box>
  );
}

/** /changeActiveCustomer: picks the active customer among the session's customers. */
export function ChangeActiveCustomerPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const refresh = useRefresh();
  const session = useSession();
  const [choice, setChoice] = useState<number | ''>(session?.activeCustomer?.CustomerID ?? '');
  const [busy, setBusy] = useState(false);
  const customers = session?.customers ?? [];

  const save = async () => {
    if (choice === '') return;
    setBusy(true);
    try {
      const identity = await switchActiveCustomer(choice);
      refresh();
      notify('app.customer_switch.saved', { type: 'success', messageArgs: { name: identity.activeCustomer?.Name ?? '' } });
      void navigate(-1);
    } catch (error) {
      notify((error as Error).message || 'app.customer_switch.failed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card sx={{ mt: 2, maxWidth: 480 }}>
      <Title title="app.customer_switch.title" />
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <TextField
          select
          label={translate('app.customer_switch.label')}
          value={choice}
          onChange={(event) => setChoice(Number(event.target.value))}
          slotProps={{ select: { inputProps: { 'data-testid': 'customer-select' } } }}
        >
          {customers.map((customer) => (
            <MenuItem key={customer.CustomerID} value={customer.CustomerID}>
              {customer.Name}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
          <Button onClick={() => void navigate(-1)}>{translate('app.cancel')}</Button>
          <Button variant="contained" disabled={busy || choice === '' || choice === session?.activeCustomer?.CustomerID} onClick={() => void save()}>
            {translate('app.save')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}

/** /logLevels, from the account menu, is the Core log-level screen. */
export const LogLevelsRedirect = () => <Navigate to="/loggers" replace />;
