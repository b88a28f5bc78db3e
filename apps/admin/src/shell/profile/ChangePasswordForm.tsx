import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { Alert, Box, Button, CircularProgress, TextField, Typography } from '@mui/material';
import type { ChangeOwnPasswordResult } from '@backoffice/contracts';
import { checkPasswordRules, DEFAULT_PASSWORD_COMPLEXITY } from '@backoffice/domain';
import { useSession } from '../../providers/session';
import { PasswordRuleList } from './PasswordRuleList';
import { changeOwnPassword, profileErrorKey } from './profileApi';

/** What keeps Save disabled, as the user sees it: each rule met, both new passwords equal, different from the current one. */
export function changePasswordReady(values: { current: string; next: string; confirmation: string }, policy = DEFAULT_PASSWORD_COMPLEXITY): boolean {
  return (
    values.current !== '' &&
    checkPasswordRules(values.next, policy).every((check) => check.met) &&
    values.next === values.confirmation &&
    values.next !== values.current
  );
}

/**
 * The own password change: the current password, the new one twice, the rule as a live checklist.
 * The server checks all of it again (and the current password, which only it can).
 */
export function ChangePasswordForm({ onChanged }: { onChanged: (result: ChangeOwnPasswordResult) => void }) {
  const translate = useTranslate();
  const session = useSession();
  const policy = session?.passwordComplexity ?? DEFAULT_PASSWORD_COMPLEXITY;
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const mismatch = confirmation !== '' && confirmation !== next;
  const unchanged = next !== '' && next === current;
  const ready = changePasswordReady({ current, next, confirmation }, policy);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || busy) return;
    setBusy(true);
    setError(null);
    try {
      const result = await changeOwnPassword(current, next);
      setCurrent('');
      setNext('');
      setConfirmation('');
      onChanged(result);
    } catch (failure) {
      const key = profileErrorKey(failure);
      setError(key ? translate(key) : (failure as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="form" onSubmit={(event) => void submit(event)} noValidate sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 440 }}>
      {error ? (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      ) : null}
      <TextField
        label={translate('app.profile.password.current')}
        type="password"
        name="current-password"
        autoComplete="current-password"
        required
        value={current}
        onChange={(event) => setCurrent(event.target.value)}
      />
      <TextField
        label={translate('app.profile.password.new')}
        type="password"
        name="new-password"
        autoComplete="new-password"
        required
        value={next}
        onChange={(event) => setNext(event.target.value)}
        error={unchanged}
        helperText={unchanged ? translate('app.profile.password.must_differ') : ' '}
      />
      <Box>
        <Typography variant="body2" sx={{ mb: 0.5 }}>
          {translate('app.profile.password.rules')}
        </Typography>
        <PasswordRuleList password={next} policy={policy} />
      </Box>
      <TextField
        label={translate('app.profile.password.confirm')}
        type="password"
        name="confirm-password"
        autoComplete="new-password"
        required
        value={confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
        error={mismatch}
        helperText={mismatch ? translate('app.validation.passwords_not_matching') : ' '}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={!ready || busy}>
          {busy ? <CircularProgress size={22} color="inherit" /> : translate('app.profile.password.submit')}
        </Button>
      </Box>
    </Box>
  );
}
