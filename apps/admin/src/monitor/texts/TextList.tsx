import { BooleanField, DataTable } from 'react-admin';
import { CrudList } from '../../shared/CrudList';
import { RowActions } from '../../shared/RowActions';

/** /monitor/texts: Actions, ID, Name, Active; search on the name. */
export function TextList() {
  return (
    <CrudList
      title="resources.monitor/texts.list_title"
      bulkDeleteTitle="resources.monitor/texts.bulk_delete_title"
      bulkDeleteContent="resources.monitor/texts.bulk_delete_content"
    >
      <DataTable.Col source="actions" label="app.actions" disableSort>
        <RowActions deleteTitle="resources.monitor/texts.delete_title" deleteContent="resources.monitor/texts.delete_content" />
      </DataTable.Col>
      <DataTable.Col source="TextID" />
      <DataTable.Col source="Name" />
      <DataTable.Col source="Active">
        <BooleanField source="Active" />
      </DataTable.Col>
    </CrudList>
  );
}
