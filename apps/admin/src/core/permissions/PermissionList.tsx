import { DataTable } from 'react-admin';
import { CrudList } from '../../shared/CrudList';
import { RowActions } from '../../shared/RowActions';

/** /permissions: Permission list. */
export function PermissionList() {
  return (
    <CrudList
      title="resources.permissions.list_title"
      bulkDeleteTitle="resources.permissions.bulk_delete_title"
      bulkDeleteContent="resources.permissions.bulk_delete_content"
    >
      <DataTable.Col source="actions" label="app.actions" disableSort>
        <RowActions deleteTitle="resources.permissions.delete_title" deleteContent="resources.permissions.delete_content" />
      </DataTable.Col>
      <DataTable.NumberCol source="PermissionID" />
      <DataTable.Col source="Name" />
    </CrudList>
  );
}
