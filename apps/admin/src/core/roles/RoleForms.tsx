import { AutocompleteArrayInput, BooleanInput, Create, Edit, ReferenceArrayInput, SelectInput, SimpleForm, TextInput } from 'react-admin';
import type { Validator } from 'react-admin';
import { MAX_LIMIT, Permission } from '@backoffice/contracts';
import { useHasPermission } from '../../shared/usePermissions';
import { requiredTrimmed } from '../../shared/validation';
import { ValidSaveToolbar } from '../../shared/ValidSaveToolbar';

const ROLE_TYPES = [
  { id: 'public', name: 'resources.roles.types.public' },
  { id: 'private', name: 'resources.roles.types.private' },
];

/** A role needs at least one permission (spec part 1 section 5). */
export const atLeastOnePermission: Validator = (value: unknown) =>
  Array.isArray(value) && value.length > 0 ? undefined : 'app.validation.permissions_required';

export function toRoleCreatePayload(values: Record<string, unknown>) {
  return {
    Name: String(values.Name ?? '').trim(),
    FancyName: String(values.FancyName ?? '').trim(),
    PermissionIDs: values.PermissionIDs ?? [],
    Type: values.Type ?? 'public',
    Locked: Boolean(values.Locked),
    Global: Boolean(values.Global),
  };
}

export function toRoleSavePayload(values: Record<string, unknown>) {
  return {
    Name: String(values.Name ?? '').trim(),
    FancyName: String(values.FancyName ?? '').trim(),
    PermissionIDs: values.PermissionIDs ?? [],
  };
}

function PermissionsInput() {
  return (
    <ReferenceArrayInput source="PermissionIDs" reference="permissions" perPage={MAX_LIMIT} sort={{ field: 'Name', order: 'ASC' }}>
      <AutocompleteArrayInput optionText="Name" validate={atLeastOnePermission} label="resources.roles.fields.PermissionIDs" sx={{ minWidth: 420 }} />
    </ReferenceArrayInput>
  );
}

/** A role for every customer (holders of `*`); otherwise the active customer owns the new role. */
function GlobalInput() {
  const wildcard = useHasPermission(Permission.All);
  return wildcard ? <BooleanInput source="Global" helperText="resources.roles.global_help" /> : null;
}

export function RoleCreate() {
  return (
    <Create title="resources.roles.create_title" redirect="list" transform={toRoleCreatePayload}>
      <SimpleForm
        mode="onChange"
        reValidateMode="onChange"
        defaultValues={{ Type: 'public', Locked: false, Global: false, PermissionIDs: [] }}
        toolbar={<ValidSaveToolbar />}
      >
        <TextInput source="Name" validate={requiredTrimmed} />
        <TextInput source="FancyName" validate={requiredTrimmed} />
        <SelectInput source="Type" choices={ROLE_TYPES} />
        <BooleanInput source="Locked" />
        <GlobalInput />
        <PermissionsInput />
      </SimpleForm>
    </Create>
  );
}

export function RoleEdit() {
  return (
    <Edit title="resources.roles.edit_title" mutationMode="pessimistic" redirect="list" transform={toRoleSavePayload}>
      <SimpleForm mode="onChange" reValidateMode="onChange" toolbar={<ValidSaveToolbar />}>
        <TextInput source="Name" validate={requiredTrimmed} />
        <TextInput source="FancyName" validate={requiredTrimmed} />
        <PermissionsInput />
      </SimpleForm>
    </Edit>
  );
}
