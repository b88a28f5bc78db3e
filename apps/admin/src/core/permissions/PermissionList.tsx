import { DataTable, useRecordContext } from 'react-admin';
import type { PermissionRecord } from '@backoffice/contracts';
import { mayChangePermission } from '@backoffice/domain';
import { CrudList } from '../../shared/CrudList';
import { RowActions } from '../../shared/RowActions';

/** Edit and Delete only where the server would allow them: never on a built-in permission. */
function PermissionRowActions() {
  const record = useRecordContext<PermissionRecord>();
  const locked = !record || !mayChangePermission(record);
  return <RowActions deleteTitle="resources.permissions.delete_title" deleteContent="resources.permissions.delete_content" locked={locked} />;
}

/** /permissions: Permission list. */
export function PermissionList() {
  return (
    <CrudList
      title="resources.permissions.list_title"
      bulkDeleteTitle="resources.permissions.bulk_delete_title"
      bulkDeleteContent="resources.permissions.bulk_delete_content"
    >
      <DataTable.Col source="actions" label="app.actions" disableSort>
        <PermissionRowActions />
      </DataTable.Col>
      <DataTable.NumberCol source="PermissionID" />
      <DataTable.Col source="Name" />
    </CrudList>
  );
}
