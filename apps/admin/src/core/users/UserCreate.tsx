import { Create, PasswordInput, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { UserStatus } from '@backoffice/contracts';
import { validateUserCreate, type UserPasswordValues } from './userFormRules';
import { ValidSaveToolbar } from '../../shared/ValidSaveToolbar';
import { USER_STATUS_CHOICES } from './userStatus';
import { UserCustomersInput, UserRolesInput, useUserFormGrants } from './UserCustomersInput';
import { useSession } from '../../providers/session';

/** The create payload of the wire: the new password goes as Password, the confirmation stays here. */
export function toUserCreatePayload(values: UserPasswordValues) {
  return {
    FirstName: values.FirstName?.trim(),
    LastName: values.LastName?.trim(),
    Username: values.Username?.trim(),
    Email: values.Email?.trim(),
    Status: values.Status ?? UserStatus.Active,
    Password: values.NewPassword,
    ...(values.CustomerIDs !== undefined ? { CustomerIDs: values.CustomerIDs } : {}),
    ...(values.RoleIDs?.length ? { RoleIDs: values.RoleIDs } : {}),
  };
}

/** /users/create: Enter data to create new user. */
export function UserCreate() {
  const grants = useUserFormGrants();
  const activeCustomer = useSession()?.activeCustomer?.CustomerID;
  // The new user joins the active customer (where the list shows it); more can be chosen.
  const defaults = { Status: UserStatus.Active, ...(grants.customers && activeCustomer ? { CustomerIDs: [activeCustomer] } : {}) };
  return (
    <Create title="resources.users.create_title" redirect="list" transform={toUserCreatePayload}>
      <SimpleForm mode="onChange" reValidateMode="onChange" validate={validateUserCreate} defaultValues={defaults} toolbar={<ValidSaveToolbar />}>
        <TextInput source="FirstName" />
        <TextInput source="LastName" />
        <TextInput source="Username" autoComplete="off" />
        <TextInput source="Email" type="email" />
        <SelectInput source="Status" choices={USER_STATUS_CHOICES} />
        <PasswordInput source="NewPassword" label="resources.users.fields.NewPassword" autoComplete="new-password" />
        <PasswordInput source="ConfirmPassword" label="resources.users.fields.ConfirmPassword" autoComplete="new-password" />
        {grants.customers ? <UserCustomersInput /> : null}
        {grants.roles ? <UserRolesInput /> : null}
      </SimpleForm>
    </Create>
  );
}
