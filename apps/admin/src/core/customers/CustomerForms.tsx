import { AutocompleteInput, Create, Edit, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { CustomerStatus } from '@backoffice/contracts';
import { DEFAULT_TIME_ZONE, isTimeZone, supportedTimeZones } from '@backoffice/domain';
import { requiredTrimmed } from '../../shared/validation';
import { ValidSaveToolbar } from '../../shared/ValidSaveToolbar';

const STATUS_CHOICES = [
  { id: CustomerStatus.Active, name: 'app.status.active' },
  { id: CustomerStatus.Inactive, name: 'app.status.inactive' },
];

/** Every IANA zone the browser knows, for the time-zone picker. */
const TIME_ZONE_CHOICES = supportedTimeZones().map((zone) => ({ id: zone, name: zone }));

const timeZoneValid = (value: unknown) => (value === undefined || value === null || value === '' || isTimeZone(value) ? undefined : 'app.validation.time_zone');

export function toCustomerPayload(values: Record<string, unknown>) {
  const country = typeof values.Country === 'string' ? values.Country.trim() : '';
  const timeZone = typeof values.TimeZone === 'string' && values.TimeZone !== '' ? values.TimeZone : DEFAULT_TIME_ZONE;
  return { Name: String(values.Name ?? '').trim(), Status: values.Status ?? CustomerStatus.Active, Country: country || null, TimeZone: timeZone };
}

function CustomerFields() {
  return (
    <>
      <TextInput source="Name" validate={requiredTrimmed} />
      <SelectInput source="Status" choices={STATUS_CHOICES} />
      <TextInput source="Country" />
      <AutocompleteInput source="TimeZone" choices={TIME_ZONE_CHOICES} validate={timeZoneValid} />
    </>
  );
}

export function CustomerCreate() {
  return (
    <Create title="resources.customers.create_title" redirect="list" transform={toCustomerPayload}>
      <SimpleForm
        mode="onChange"
        reValidateMode="onChange"
        defaultValues={{ Status: CustomerStatus.Active, TimeZone: DEFAULT_TIME_ZONE }}
        toolbar={<ValidSaveToolbar />}
      >
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
