import { Create, PasswordInput, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { UserStatus } from '@backoffice/contracts';
import { passwordsMatch } from '@backoffice/domain';
import { meetsPasswordPolicy } from './passwordPolicy';
import { requiredTrimmed, validEmail } from '../shared/validation';
import { ValidSaveToolbar } from '../shared/ValidSaveToolbar';
import { USER_STATUS_CHOICES } from './userStatus';

interface UserCreateForm {
  FirstName?: string;
  LastName?: string;
  Username?: string;
  Email?: string;
  Status?: number;
  NewPassword?: string;
  ConfirmPassword?: string;
}

/** Form-level rule: "Passwords not matching!" under the confirmation, which keeps Save disabled. */
export function validateUserCreate(values: UserCreateForm): Record<string, string> {
  const errors: Record<string, string> = {};
  if (values.ConfirmPassword && !passwordsMatch(values.NewPassword ?? '', values.ConfirmPassword)) {
    errors.ConfirmPassword = 'app.validation.passwords_not_matching';
  }
  return errors;
}

/** The create payload of the wire: the new password goes as Password, the confirmation stays here. */
export function toUserCreatePayload(values: UserCreateForm) {
  return {
    FirstName: values.FirstName?.trim(),
    LastName: values.LastName?.trim(),
    Username: values.Username?.trim(),
    Email: values.Email?.trim(),
    Status: values.Status ?? UserStatus.Active,
    Password: values.NewPassword,
  };
}

/** /users/create: Enter data to create new user. */
export function UserCreate() {
  return (
    <Create title="resources.users.create_title" redirect="list" transform={toUserCreatePayload}>
      <SimpleForm
        mode="onChange"
        reValidateMode="onChange"
        validate={validateUserCreate}
        defaultValues={{ Status: UserStatus.Active }}
        toolbar={<ValidSaveToolbar />}
      >
        <TextInput source="FirstName" validate={requiredTrimmed} />
        <TextInput source="LastName" validate={requiredTrimmed} />
        <TextInput source="Username" validate={requiredTrimmed} autoComplete="off" />
        <TextInput source="Email" type="email" validate={[requiredTrimmed, validEmail]} />
        <SelectInput source="Status" choices={USER_STATUS_CHOICES} validate={requiredTrimmed} />
        <PasswordInput source="NewPassword" label="resources.users.fields.NewPassword" validate={[requiredTrimmed, meetsPasswordPolicy]} autoComplete="new-password" />
        <PasswordInput source="ConfirmPassword" label="resources.users.fields.ConfirmPassword" validate={requiredTrimmed} autoComplete="new-password" />
      </SimpleForm>
    </Create>
  );
}
