import { useState } from 'react';
import { useCanAccess, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { Alert, Button } from '@mui/material';
import { type User } from '@backoffice/contracts';
import { api } from '../../providers/api';

/**
 * On the user form: sign-in is locked after too many failed sign-ins over all addresses (the
 * loaded user's SignInLocked), with the button lifting the lock for holders of core_user_edit.
 */
export function UserSignInLock() {
  const record = useRecordContext<User & { id: number }>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { canAccess: mayLift } = useCanAccess({ resource: 'users', action: 'edit' });
  const [lifting, setLifting] = useState(false);
  if (!record?.SignInLocked) return null;

  const lift = async () => {
    setLifting(true);
    try {
      await api.core.liftSignInLock({ UserID: record.UserID });
      notify('resources.users.sign_in_lock_lifted', { type: 'success' });
      refresh();
    } catch (error) {
      notify((error as Error).message || 'app.crud.edit_failed', { type: 'error', messageArgs: { entity: 'user' } });
    } finally {
      setLifting(false);
    }
  };

  return (
    <Alert
      severity="warning"
      sx={{ mb: 2, width: '100%' }}
      action={
        mayLift ? (
          <Button color="inherit" size="small" disabled={lifting} onClick={() => void lift()} sx={{ whiteSpace: 'nowrap' }}>
            {translate('resources.users.lift_sign_in_lock')}
          </Button>
        ) : undefined
      }
    >
      {translate('resources.users.sign_in_locked')}
    </Alert>
  );
}
