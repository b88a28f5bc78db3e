import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { writeSession } from '../providers/session';
import { api } from '../providers/api';

type Mode = 'cross' | 'intern';

/** Trades a signed link for a session: /crosslogin?legacy_token=… or /intern_login?hash=…&redirect_url=… */
function LinkLogin({ mode }: { mode: Mode }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const params = new URLSearchParams(search);
    const token = mode === 'cross' ? params.get('legacy_token') : params.get('hash');
    if (!token) {
      setError(translate(mode === 'cross' ? 'app.crosslogin.missing' : 'app.internlogin.missing'));
      return;
    }
    const call = mode === 'cross' ? api.core.crossLogin({ LegacyToken: token }) : api.core.internLogin({ Hash: token });
    call
      .then((session) => {
        writeSession(session);
        const redirect = mode === 'intern' ? params.get('redirect_url') : null;
        // Only same-site paths: an open redirect would hand the fresh session to anyone's page.
        void navigate(redirect && redirect.startsWith('/') && !redirect.startsWith('//') ? redirect : '/dashboard/asset-overview', { replace: true });
      })
      .catch((failure: Error) => setError(translate(mode === 'cross' ? 'app.crosslogin.failed' : 'app.internlogin.failed', { message: failure.message })));
  }, [mode, navigate, search, translate]);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', flexDirection: 'column', gap: 2 }}>
      {error ? (
        <>
          <Alert severity="error">{error}</Alert>
          <Button onClick={() => void navigate('/login')}>{translate('app.crosslogin.back')}</Button>
        </>
      ) : (
        <>
          <CircularProgress />
          {translate('app.crosslogin.title')}
        </>
      )}
    </Box>
  );
}

export const CrossLogin = () => <LinkLogin mode="cross" />;
export const InternLogin = () => <LinkLogin mode="intern" />;
