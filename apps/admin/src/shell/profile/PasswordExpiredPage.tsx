import { useLogout, useNotify, useTranslate } from 'react-admin';
import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { LoginLanguageSelect } from '../../layout/LoginLanguageSelect';
import { RealtimeBridge } from '../../layout/RealtimeBridge';
import { ChangePasswordForm } from './ChangePasswordForm';

/**
 * Shown instead of every page while the session's password has expired (at sign-in, or when a call
 * answers `password_expired`): the server serves nothing else. The address stays as it was, so
 * once the password is changed the page the user was on comes back.
 */
export function PasswordExpiredPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const logout = useLogout();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: '#005e84', py: 3 }}>
      <RealtimeBridge />
      <Card sx={{ width: 480, maxWidth: '92vw' }}>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
            <img src="/logo.svg" alt={translate('app.name')} height={32} style={{ minWidth: 0, maxWidth: '100%' }} />
            <LoginLanguageSelect />
          </Box>
          <Typography variant="h6" component="h1">
            {translate('app.profile.expired.title')}
          </Typography>
          <Alert severity="warning">{translate('app.profile.expired.text')}</Alert>
          <ChangePasswordForm onChanged={() => notify('app.profile.password.changed', { type: 'success' })} />
          <Box>
            <Button onClick={() => void logout()}>{translate('app.menu.logout')}</Button>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
