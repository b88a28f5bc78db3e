import { Create, Edit, SimpleForm, TextInput } from 'react-admin';
import { requiredTrimmed } from '../../shared/validation';
import { ValidSaveToolbar } from '../../shared/ValidSaveToolbar';

const toIssuePayload = (values: Record<string, unknown>) => ({ Name: String(values.Name ?? '').trim() });

export function IssueCreate() {
  return (
    <Create title="resources.issue.create_title" redirect="list" transform={toIssuePayload}>
      <SimpleForm mode="onChange" reValidateMode="onChange" toolbar={<ValidSaveToolbar />}>
        <TextInput source="Name" validate={requiredTrimmed} />
      </SimpleForm>
    </Create>
  );
}

export function IssueEdit() {
  return (
    <Edit title="resources.issue.edit_title" mutationMode="pessimistic" redirect="list" transform={toIssuePayload}>
      <SimpleForm mode="onChange" reValidateMode="onChange" toolbar={<ValidSaveToolbar />}>
        <TextInput source="Name" validate={requiredTrimmed} />
      </SimpleForm>
    </Edit>
  );
}
