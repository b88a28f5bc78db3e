import { BooleanInput, Create, Edit, SimpleForm, TextInput, type Validator } from 'react-admin';
import { RichTextInput } from 'ra-input-rich-text';
import { visibleText } from '@backoffice/domain';
import { requiredTrimmed } from '../../shared/validation';
import { RichTextToolbar } from '../../shared/RichTextToolbar';
import { ValidSaveToolbar } from '../../shared/ValidSaveToolbar';

/** Content is required on edit (spec part 1 section 5): markup without text counts as empty, as on the server. */
export const contentRequired: Validator = (value: unknown) => (typeof value === 'string' && visibleText(value) !== '' ? undefined : 'ra.validation.required');

/** What the server stores: the server sanitises Content and records the author itself. */
export function toTextPayload(values: Record<string, unknown>) {
  return { Name: String(values.Name ?? '').trim(), Content: String(values.Content ?? ''), Active: Boolean(values.Active) };
}

export function TextCreate() {
  return (
    <Create title="resources.monitor/texts.create_title" redirect="list" transform={toTextPayload}>
      <SimpleForm mode="onChange" reValidateMode="onChange" defaultValues={{ Active: true, Content: '' }} toolbar={<ValidSaveToolbar />}>
        <TextInput source="Name" validate={requiredTrimmed} />
        <RichTextInput source="Content" fullWidth toolbar={<RichTextToolbar />} />
        <BooleanInput source="Active" />
      </SimpleForm>
    </Create>
  );
}

export function TextEdit() {
  return (
    <Edit title="resources.monitor/texts.edit_title" mutationMode="pessimistic" redirect="list" transform={toTextPayload}>
      <SimpleForm mode="onChange" reValidateMode="onChange" toolbar={<ValidSaveToolbar />}>
        <TextInput source="Name" validate={requiredTrimmed} />
        <RichTextInput source="Content" fullWidth toolbar={<RichTextToolbar />} validate={contentRequired} />
        <BooleanInput source="Active" />
      </SimpleForm>
    </Edit>
  );
}
