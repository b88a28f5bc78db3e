import { Create, Edit, SimpleForm, TextInput } from 'react-admin';
import { requiredTrimmed } from '../../shared/validation';
import { ValidSaveToolbar } from '../../shared/ValidSaveToolbar';

const trimName = (values: Record<string, unknown>) => ({ Name: String(values.Name ?? '').trim() });

/** /permissions/create: Enter data to create new permission. */
export function PermissionCreate() {
  return (
    <Create title="resources.permissions.create_title" redirect="list" transform={trimName}>
      <SimpleForm mode="onChange" reValidateMode="onChange" toolbar={<ValidSaveToolbar />}>
        <TextInput source="Name" validate={requiredTrimmed} />
      </SimpleForm>
    </Create>
  );
}

/** /permissions/{id}/edit: Edit Permission. */
export function PermissionEdit() {
  return (
    <Edit title="resources.permissions.edit_title" mutationMode="pessimistic" redirect="list" transform={trimName}>
      <SimpleForm mode="onChange" reValidateMode="onChange" toolbar={<ValidSaveToolbar />}>
        <TextInput source="PermissionID" disabled />
        <TextInput source="Name" validate={requiredTrimmed} />
      </SimpleForm>
    </Edit>
  );
}
