import { useState } from 'react';
import { Edit, SelectInput, SimpleForm, TextInput, useCanAccess, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { Box, Tab, Tabs } from '@mui/material';
import { requiredTrimmed, validEmail } from '../../shared/validation';
import { ValidSaveToolbar } from '../../shared/ValidSaveToolbar';
import { USER_STATUS_CHOICES } from './userStatus';
import { UserAccessTab } from './UserAccessTab';
import { UserCustomersInput, useUserFormGrants } from './UserCustomersInput';
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

/** /users/{id}/edit: User General edit and, with core_role_edit, User access edit. */
export function UserEdit() {
  const translate = useTranslate();
  const { id } = useParams();
  const [tab, setTab] = useState(0);
  const grants = useUserFormGrants();
  const { canAccess: mayEditAccess } = useCanAccess({ resource: 'users.access', action: 'edit' });
  return (
    <Box>
      <Tabs value={tab} onChange={(_, next: number) => setTab(next)} sx={{ mt: 1 }}>
        <Tab label={translate('resources.users.tab_general')} />
        {mayEditAccess ? <Tab label={translate('resources.users.tab_access')} /> : null}
      </Tabs>
      {tab === 0 ? (
        <Edit title="resources.users.edit_title" mutationMode="pessimistic" redirect="list" transform={toUserSavePayload}>
          <SimpleForm mode="onChange" reValidateMode="onChange" toolbar={<ValidSaveToolbar />}>
            <UserSignInLock />
            <TextInput source="FirstName" validate={requiredTrimmed} />
            <TextInput source="LastName" validate={requiredTrimmed} />
            <TextInput source="Username" validate={requiredTrimmed} />
            <SelectInput source="Status" choices={USER_STATUS_CHOICES} />
            <TextInput source="Email" type="email" validate={[requiredTrimmed, validEmail]} />
            {grants.customers ? <UserCustomersInput userId={Number(id)} /> : null}
          </SimpleForm>
        </Edit>
      ) : (
        <Edit title="resources.users.edit_title" actions={false} component="div">
          <UserAccessTab userId={Number(id)} />
        </Edit>
      )}
    </Box>
  );
}
