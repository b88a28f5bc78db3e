import { DataTable, useRecordContext, useTranslate } from 'react-admin';
import type { Role } from '@backoffice/contracts';
import { mayChangeRole } from '@backoffice/domain';
import { useSession } from '../../providers/session';
import { CrudList } from '../../shared/CrudList';
import { RowActions } from '../../shared/RowActions';

/**
 * Edit and Delete only where the server would allow them: never on the locked administrator role,
 * and on global roles (shared by every customer) only for holders of `*`.
 */
function RoleRowActions() {
  const record = useRecordContext<Role>();
  const session = useSession();
  const locked = !record || !mayChangeRole(record, session?.permissions ?? []);
  return <RowActions deleteTitle="resources.roles.delete_title" deleteContent="resources.roles.delete_content" locked={locked} />;
}

/** Global (every customer's) or the active customer's own. */
function RoleScope() {
  const record = useRecordContext<Role>();
  const translate = useTranslate();
  if (!record) return null;
  return <>{translate(record.CustomerID === null ? 'resources.roles.scopes.global' : 'resources.roles.scopes.customer')}</>;
}

/** /roles: Role list; search over Name and FancyName. The global catalogue and the active customer's own roles. */
export function RoleList() {
  return (
    <CrudList title="resources.roles.list_title" bulkDeleteTitle="resources.roles.bulk_delete_title" bulkDeleteContent="resources.roles.bulk_delete_content">
      <DataTable.Col source="actions" label="app.actions" disableSort>
        <RoleRowActions />
      </DataTable.Col>
      <DataTable.Col source="Name" />
      <DataTable.Col source="FancyName" />
      <DataTable.Col source="CustomerID" label="resources.roles.fields.Scope" disableSort>
        <RoleScope />
      </DataTable.Col>
    </CrudList>
  );
}
