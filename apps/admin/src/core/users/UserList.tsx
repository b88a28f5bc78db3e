import { useState } from 'react';
import { Confirm, DataTable, SelectField, useNotify, useRecordContext, useRedirect, useTranslate } from 'react-admin';
import LockResetIcon from '@mui/icons-material/LockReset';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { Permission, type User } from '@backoffice/contracts';
import { hasPermission } from '@backoffice/domain';
import { CrudList } from '../../shared/CrudList';
import { RowActions, RowIconButton } from '../../shared/RowActions';
import { useSession } from '../../providers/session';
import { startSupportSession } from '../../shell/supportSession';
import { USER_STATUS_CHOICES } from './userStatus';

function ChangePasswordButton() {
  const record = useRecordContext<User & { id: number }>();
  if (!record) return null;
  return (
    <RowIconButton label="resources.users.change_password" to={`/users/${record.id}/password/edit`}>
      <LockResetIcon fontSize="small" />
    </RowIconButton>
  );
}

/** Wildcard holders act on behalf of another user. */
function SupportSessionButton() {
  const record = useRecordContext<User & { id: number }>();
  const notify = useNotify();
  const redirect = useRedirect();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  const start = async () => {
    setOpen(false);
    try {
      await startSupportSession(record.UserID);
      notify('app.support.started', { type: 'success' });
      redirect('/dashboard/asset-overview');
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  return (
    <>
      <RowIconButton label="app.support.start" onClick={() => setOpen(true)}>
        <SupportAgentIcon fontSize="small" />
      </RowIconButton>
      <Confirm
        isOpen={open}
        title="resources.users.support_confirm_title"
        content={translate('resources.users.support_confirm_content', { name: record.Username })}
        onConfirm={() => void start()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

function UserRowActions() {
  const session = useSession();
  // The support-session button is for the wildcard only, not for any one permission.
  const wildcard = (session?.permissions ?? []).includes(Permission.All);
  const mayEdit = hasPermission(session?.permissions ?? [], Permission.CoreUserEdit);
  return (
    <RowActions
      deleteTitle="resources.users.delete_title"
      deleteContent="resources.users.delete_content"
      before={wildcard ? <SupportSessionButton /> : null}
      after={mayEdit ? <ChangePasswordButton /> : null}
    />
  );
}

/** /users: User list. */
export function UserList() {
  return (
    <CrudList title="resources.users.list_title" bulkDeleteTitle="resources.users.bulk_delete_title" bulkDeleteContent="resources.users.bulk_delete_content">
      <DataTable.Col source="actions" label="app.actions" disableSort>
        <UserRowActions />
      </DataTable.Col>
      <DataTable.Col source="FirstName" />
      <DataTable.Col source="LastName" />
      <DataTable.Col source="Username" />
      <DataTable.Col source="Email" />
      <DataTable.Col source="Status">
        <SelectField source="Status" choices={USER_STATUS_CHOICES} />
      </DataTable.Col>
      <DataTable.Col source="Roles" disableSort />
    </CrudList>
  );
}
