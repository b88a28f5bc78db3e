import { Form, PasswordInput, SaveButton, Title, useNotify, useRedirect, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { useFormState } from 'react-hook-form';
import { Box, Button, Card, CardContent } from '@mui/material';
import { CoreResources } from '@backoffice/contracts';
import { crudApi } from '../../providers/api';
import { validatePasswordPair, type UserPasswordValues } from './userFormRules';

type PasswordForm = Pick<UserPasswordValues, 'NewPassword' | 'ConfirmPassword'>;

/** Both fields required, the new one strong enough, and equal. */
export const validatePasswordChange = (values: PasswordForm) => validatePasswordPair(values);

function PasswordToolbar() {
  const translate = useTranslate();
  const redirect = useRedirect();
  const { isValid, isDirty, isSubmitting } = useFormState();
  return (
    <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
      <SaveButton label="app.save" disabled={!isDirty || !isValid || isSubmitting} />
      <Button onClick={() => redirect('/users')}>{translate('app.cancel')}</Button>
    </Box>
  );
}

/** /users/{id}/password/edit: Change Password; Save and Cancel both return to /users. */
export function UserPasswordEdit() {
  const { id } = useParams();
  const notify = useNotify();
  const redirect = useRedirect();
  const save = async (values: PasswordForm) => {
    try {
      await crudApi(CoreResources.users).save({ UserID: Number(id), Password: values.NewPassword });
      notify('resources.users.password_saved', { type: 'success' });
      redirect('/users');
    } catch (error) {
      notify((error as Error).message || 'app.crud.edit_failed', { type: 'error', messageArgs: { entity: 'user' } });
    }
  };
  return (
    <Card sx={{ mt: 2, maxWidth: 520 }}>
      <Title title="resources.users.password_title" />
      <CardContent>
        <Form
          onSubmit={(values: Record<string, unknown>) => save(values as PasswordForm)}
          validate={validatePasswordChange}
          mode="onChange"
          reValidateMode="onChange"
          warnWhenUnsavedChanges
        >
          <PasswordInput source="NewPassword" label="resources.users.fields.NewPassword" autoComplete="new-password" fullWidth />
          <PasswordInput source="ConfirmPassword" label="resources.users.fields.ConfirmPassword" autoComplete="new-password" fullWidth />
          <PasswordToolbar />
        </Form>
      </CardContent>
    </Card>
  );
}
