import { useEffect, useState, type FormEvent } from 'react';
import { useLocaleState, useLogin, useTranslate, type HttpError } from 'react-admin';
import { ErrorCode, SignInRefusal, type Envelope, type SignInRefusalDetails } from '@backoffice/contracts';
import { Alert, Box, Button, Card, CardContent, CircularProgress, TextField, Typography } from '@mui/material';
import { LoginLanguageSelect } from './LoginLanguageSelect';
import { onTranslations, requestTranslations } from '../providers/socket';
import { addServerMessages } from '../providers/i18nProvider';

export function canSubmitLogin(username: string, password: string): boolean {
  return username.trim() !== '' && password !== '';
}

const REFUSALS: readonly string[] = Object.values(SignInRefusal);

/** A 429 of users/login in the user's language (why, and for how many minutes); null for other failures. */
export function signInRefusalText(failure: unknown, translate: (key: string, options?: object) => string): string | null {
  const details = ((failure as HttpError | undefined)?.body as Envelope<SignInRefusalDetails | null> | undefined)?.result?.data;
  if (!details || !REFUSALS.includes(details.Reason)) return null;
  return translate(`app.login.${details.Reason}`, { smart_count: Math.max(1, Math.ceil(details.RetryAfterSeconds / 60)) });
}

/**
 * The words for a refused sign-in (401): wrong credentials get the spec's message; an inactive or
 * banned account the server's own message, in the chosen language from the server's translations
 * (key `login.inactive` of its messages), else as the server sent it.
 */
export function refusedSignInText(failure: { message?: string; code?: string }, translate: (key: string, options?: object) => string): string {
  if (failure.code === ErrorCode.AccountInactive) return translate('login.inactive', { _: failure.message });
  return translate('app.login.invalid');
}

/**
 * /login: logo, language selector, username (required) and password; submit is enabled only when
 * both are filled, and the password is cleared after every submit.
 */
export function LoginPage() {
  const translate = useTranslate();
  const login = useLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [usernameTouched, setUsernameTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [locale] = useLocaleState();
  // The server's messages of the chosen language, before sign-in (its refusals read in that language).
  useEffect(() => onTranslations((message) => void addServerMessages(message.LanguageKey, message.messages)), []);
  useEffect(() => requestTranslations(locale), [locale]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmitLogin(username, password)) return;
    const sent = password;
    setPassword('');
    setBusy(true);
    setError(null);
    try {
      await login({ username: username.trim(), password: sent }, '/dashboard/asset-overview');
    } catch (failure) {
      // A refused sign-in (401) says why and a throttled one (429) for how long, in the user's language; anything else (503) as the server says it.
      const refused = (failure as { status?: number })?.status === 401;
      setError(
        refused
          ? refusedSignInText(failure as { message?: string; code?: string }, translate)
          : (signInRefusalText(failure, translate) ?? ((failure as Error)?.message || translate('app.login.invalid'))),
      );
    } finally {
      setBusy(false);
    }
  };

  const usernameMissing = usernameTouched && username.trim() === '';
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: '#005e84' }}>
      <Card sx={{ width: 380, maxWidth: '92vw' }}>
        <CardContent component="form" onSubmit={(event) => void submit(event)} noValidate sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
            <img src="/logo.svg" alt={translate('app.name')} height={32} style={{ minWidth: 0, maxWidth: '100%' }} />
            <LoginLanguageSelect />
          </Box>
          <Typography variant="h6" component="h1">
            {translate('app.login.title')}
          </Typography>
          {error ? (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          ) : null}
          <TextField
            label={translate('app.login.username')}
            name="username"
            autoComplete="username"
            autoFocus
            required
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            onBlur={() => setUsernameTouched(true)}
            error={usernameMissing}
            helperText={usernameMissing ? translate('app.login.username_required') : ' '}
          />
          <TextField
            label={translate('app.login.password')}
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <Button type="submit" variant="contained" disabled={busy || !canSubmitLogin(username, password)}>
            {busy ? <CircularProgress size={22} color="inherit" /> : translate('app.login.submit')}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
