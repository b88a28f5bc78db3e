import { BooleanInput, Create, Edit, FormDataConsumer, SelectInput, SimpleForm, TextInput, useTranslate } from 'react-admin';
import { TELEPHONY_SOURCE_KINDS, type TelephonySourceKind } from '@backoffice/contracts';
import { ValidSaveToolbar } from '../../shared/ValidSaveToolbar';

const required = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? undefined : 'ra.validation.required');

/** Only the fields of the chosen kind are sent (the server refuses a file source with a table and the other way round). */
const toSourcePayload = (values: Record<string, unknown>) => {
  const table = values.Kind === 'queue_log_table';
  const text = (field: string) => (typeof values[field] === 'string' && String(values[field]).trim() !== '' ? String(values[field]).trim() : null);
  return {
    Kind: values.Kind,
    Path: table ? null : text('Path'),
    ConnectionUrl: table ? text('ConnectionUrl') : null,
    Table: table ? text('Table') : null,
    Active: values.Active !== false,
  };
};

function SourceFields() {
  const translate = useTranslate();
  const choices = TELEPHONY_SOURCE_KINDS.map((kind) => ({ id: kind, name: translate(`resources.telephony_sources.kinds.${kind}`) }));
  return (
    <>
      <SelectInput source="Kind" choices={choices} validate={required} />
      <FormDataConsumer<{ Kind?: TelephonySourceKind }>>
        {({ formData }) =>
          formData.Kind === 'queue_log_table' ? (
            <>
              <TextInput source="ConnectionUrl" validate={required} helperText="resources.telephony_sources.hints.ConnectionUrl" fullWidth />
              <TextInput source="Table" validate={required} helperText="resources.telephony_sources.hints.Table" />
            </>
          ) : (
            <TextInput source="Path" validate={required} helperText="resources.telephony_sources.hints.Path" fullWidth />
          )
        }
      </FormDataConsumer>
      <BooleanInput source="Active" />
    </>
  );
}

export function SourceCreate() {
  return (
    <Create title="resources.telephony_sources.create_title" redirect="list" transform={toSourcePayload}>
      <SimpleForm mode="onChange" reValidateMode="onChange" toolbar={<ValidSaveToolbar />} defaultValues={{ Kind: 'queue_log_file', Active: true }}>
        <SourceFields />
      </SimpleForm>
    </Create>
  );
}

export function SourceEdit() {
  return (
    <Edit title="resources.telephony_sources.edit_title" mutationMode="pessimistic" redirect="list" transform={toSourcePayload}>
      <SimpleForm mode="onChange" reValidateMode="onChange" toolbar={<ValidSaveToolbar />}>
        <SourceFields />
      </SimpleForm>
    </Edit>
  );
}
