import { Create, Edit, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { CustomerStatus } from '@backoffice/contracts';
import { requiredTrimmed } from '../shared/validation';
import { ValidSaveToolbar } from '../shared/ValidSaveToolbar';

const STATUS_CHOICES = [
  { id: CustomerStatus.Active, name: 'app.status.active' },
  { id: CustomerStatus.Inactive, name: 'app.status.inactive' },
];

export function toCustomerPayload(values: Record<string, unknown>) {
  const country = typeof values.Country === 'string' ? values.Country.trim() : '';
  return { Name: String(values.Name ?? '').trim(), Status: values.Status ?? CustomerStatus.Active, Country: country || null };
}

function CustomerFields() {
  return (
    <>
      <TextInput source="Name" validate={requiredTrimmed} />
      <SelectInput source="Status" choices={STATUS_CHOICES} />
      <TextInput source="Country" />
    </>
  );
}

export function CustomerCreate() {
  return (
    <Create title="resources.customers.create_title" redirect="list" transform={toCustomerPayload}>
      <SimpleForm mode="onChange" reValidateMode="onChange" defaultValues={{ Status: CustomerStatus.Active }} toolbar={<ValidSaveToolbar />}>
        <CustomerFields />
      </SimpleForm>
    </Create>
  );
}

export function CustomerEdit() {
  return (
    <Edit title="resources.customers.edit_title" mutationMode="pessimistic" redirect="list" transform={toCustomerPayload}>
      <SimpleForm mode="onChange" reValidateMode="onChange" toolbar={<ValidSaveToolbar />}>
        <CustomerFields />
      </SimpleForm>
    </Edit>
  );
}
