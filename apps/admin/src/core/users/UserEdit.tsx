import { useEffect, useState } from 'react';
import { Edit, Loading, SelectInput, SimpleForm, TextInput, useCanAccess, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { Box, Tab, Tabs } from '@mui/material';
import { useFormState } from 'react-hook-form';
import { CoreResources } from '@backoffice/contracts';
import { requiredTrimmed, validEmail } from '../../shared/validation';
import { ValidSaveToolbar } from '../../shared/ValidSaveToolbar';
import { useConfirmDiscard } from '../../shared/WarnWhenDirty';
import { USER_STATUS_CHOICES } from './userStatus';
import { UserAccessTab } from './UserAccessTab';
import { UserCustomersInput, useUserCustomerIds, useUserFormGrants } from './UserCustomersInput';
import { UserSignInLock } from './UserSignInLock';

/** The fields users/save accepts on edit. */
export function toUserSavePayload(values: Record<string, unknown>) {
  const { FirstName, LastName, Username, Email, Status, CustomerIDs } = values;
  const trim = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
  return {
    FirstName: trim(FirstName),
    LastName: trim(LastName),
    Username: trim(Username),
    Email: trim(Email),
    Status,
    ...(Array.isArray(CustomerIDs) ? { CustomerIDs } : {}),
  };
}

/** Tells the page whether the general form holds changes (the tab switch asks before dropping them). */
function FormDirtyReport({ onChange }: { onChange: (dirty: boolean) => void }) {
  const { dirtyFields } = useFormState();
  const dirty = Object.keys(dirtyFields).length > 0;
  useEffect(() => onChange(dirty), [dirty, onChange]);
  return null;
}

/**
 * /users/{id}/edit: User General edit and, with core_role_edit, User access edit. The access tab
 * offers every role and permission, so it shows only to a caller who may also list both; switching
 * tabs with unsaved changes asks first, as leaving the page does.
 */
export function UserEdit() {
  const translate = useTranslate();
  const { id } = useParams();
  const [tab, setTab] = useState(0);
  const [dirty, setDirty] = useState(false);
  const confirmDiscard = useConfirmDiscard();
  const grants = useUserFormGrants();
  const { canAccess: mayEditAccess } = useCanAccess({ resource: 'users.access', action: 'edit' });
  const { canAccess: mayListRoles } = useCanAccess({ resource: CoreResources.roles.name, action: 'list' });
  const { canAccess: mayListPermissions } = useCanAccess({ resource: CoreResources.permissions.name, action: 'list' });
  const customerIds = useUserCustomerIds(Number(id), grants.customers);
  const switchTab = (next: number) => {
    if (!confirmDiscard(dirty)) return;
    setDirty(false);
    setTab(next);
  };
  return (
    <Box>
      <Tabs value={tab} onChange={(_, next: number) => switchTab(next)} sx={{ mt: 1 }}>
        <Tab label={translate('resources.users.tab_general')} />
        {mayEditAccess && mayListRoles && mayListPermissions ? <Tab label={translate('resources.users.tab_access')} /> : null}
      </Tabs>
      {tab === 0 && grants.customers && !customerIds.data ? (
        <Loading />
      ) : tab === 0 ? (
        <Edit title="resources.users.edit_title" mutationMode="pessimistic" redirect="list" transform={toUserSavePayload}>
          <SimpleForm
            mode="onChange"
            reValidateMode="onChange"
            toolbar={<ValidSaveToolbar />}
            defaultValues={grants.customers ? { CustomerIDs: customerIds.data } : undefined}
          >
            <FormDirtyReport onChange={setDirty} />
            <UserSignInLock />
            <TextInput source="FirstName" validate={requiredTrimmed} />
            <TextInput source="LastName" validate={requiredTrimmed} />
            <TextInput source="Username" validate={requiredTrimmed} />
            <SelectInput source="Status" choices={USER_STATUS_CHOICES} />
            <TextInput source="Email" type="email" validate={[requiredTrimmed, validEmail]} />
            {grants.customers ? <UserCustomersInput /> : null}
          </SimpleForm>
        </Edit>
      ) : (
        <Edit title="resources.users.edit_title" actions={false} component="div">
          <UserAccessTab userId={Number(id)} onDirtyChange={setDirty} />
        </Edit>
      )}
    </Box>
  );
}
