import { useState } from 'react';
import { Title, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { Alert, Box, Card, CardContent, CardHeader, MenuItem, TextField, Typography } from '@mui/material';
import type { ChangeOwnPasswordResult } from '@backoffice/contracts';
import { LOCALES } from '../../providers/i18nProvider';
import { useSession } from '../../providers/session';
import { ChangePasswordForm } from './ChangePasswordForm';
import { OwnSessions } from './OwnSessions';

/** Each card's title is a heading of the page. */
const HEADING = { title: { component: 'h2', variant: 'h6' } } as const;

/**
 * /myProfile, from the account menu, for every user: the own password (with the current one),
 * the language, and the open sessions with "sign out everywhere else". During a support session
 * it is the administrator's own account, not the one they act as (the server decides the same).
 */
export function MyProfilePage() {
  const translate = useTranslate();
  const notify = useNotify();
  const session = useSession();
  const [locale, setLocale] = useLocaleState();
  const [sessionsVersion, setSessionsVersion] = useState(0);

  const changed = (result: ChangeOwnPasswordResult) => {
    if (result.EndedSessions > 0) notify('app.profile.password.changed_others', { type: 'success', messageArgs: { smart_count: result.EndedSessions } });
    else notify('app.profile.password.changed', { type: 'success' });
    setSessionsVersion((version) => version + 1);
  };

  return (
    <Box sx={{ mt: 2, mb: 4, display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 960 }}>
      <Title title="app.profile.title" />
      {session?.supportSessionActive ? <Alert severity="info">{translate('app.profile.support_note')}</Alert> : null}
      <Card component="section" aria-labelledby="profile-password">
        <CardHeader id="profile-password" title={translate('app.profile.password.title')} slotProps={HEADING} />
        <CardContent sx={{ pt: 0 }}>
          <ChangePasswordForm onChanged={changed} />
        </CardContent>
      </Card>
      <Card component="section" aria-labelledby="profile-language">
        <CardHeader id="profile-language" title={translate('app.language')} slotProps={HEADING} />
        <CardContent sx={{ pt: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
          <TextField
            select
            size="small"
            label={translate('app.language')}
            value={locale}
            onChange={(event) => setLocale(event.target.value)}
            slotProps={{ select: { inputProps: { 'data-testid': 'profile-language-select' } } }}
            sx={{ width: 200 }}
          >
            {LOCALES.map((option) => (
              <MenuItem key={option.locale} value={option.locale}>
                {option.name}
              </MenuItem>
            ))}
          </TextField>
          <Typography variant="body2" color="text.secondary">
            {translate('app.profile.language_note')}
          </Typography>
        </CardContent>
      </Card>
      <Card component="section" aria-labelledby="profile-sessions">
        <CardHeader id="profile-sessions" title={translate('app.profile.sessions.title')} slotProps={HEADING} />
        <CardContent sx={{ pt: 0 }}>
          <OwnSessions version={sessionsVersion} />
        </CardContent>
      </Card>
    </Box>
  );
}
