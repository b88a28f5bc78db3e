import { DataTable } from 'react-admin';
import { CrudList } from '../shared/CrudList';
import { RowActions } from '../shared/RowActions';

/** /roles: Role list; search over Name and FancyName. */
export function RoleList() {
  return (
    <CrudList title="resources.roles.list_title" bulkDeleteTitle="resources.roles.bulk_delete_title" bulkDeleteContent="resources.roles.bulk_delete_content">
      <DataTable.Col source="actions" label="app.actions" disableSort>
        <RowActions deleteTitle="resources.roles.delete_title" deleteContent="resources.roles.delete_content" />
      </DataTable.Col>
      <DataTable.Col source="Name" />
      <DataTable.Col source="FancyName" />
    </CrudList>
  );
}
