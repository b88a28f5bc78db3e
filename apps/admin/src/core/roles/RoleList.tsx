import { DataTable, useRecordContext } from 'react-admin';
import type { Role } from '@backoffice/contracts';
import { CrudList } from '../../shared/CrudList';
import { RowActions } from '../../shared/RowActions';

/** The locked administrator role is shown, never edited or deleted (the server refuses it too). */
function RoleRowActions() {
  const record = useRecordContext<Role>();
  return <RowActions deleteTitle="resources.roles.delete_title" deleteContent="resources.roles.delete_content" locked={Boolean(record?.Locked)} />;
}

/** /roles: Role list; search over Name and FancyName. */
export function RoleList() {
  return (
    <CrudList title="resources.roles.list_title" bulkDeleteTitle="resources.roles.bulk_delete_title" bulkDeleteContent="resources.roles.bulk_delete_content">
      <DataTable.Col source="actions" label="app.actions" disableSort>
        <RoleRowActions />
      </DataTable.Col>
      <DataTable.Col source="Name" />
      <DataTable.Col source="FancyName" />
    </CrudList>
  );
}
