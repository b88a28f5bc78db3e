import { DataTable } from 'react-admin';
import { CrudList } from '../../shared/CrudList';
import { RowActions } from '../../shared/RowActions';
import { WireDateField } from '../../shared/dates';

/** /issue: Actions, Name, Created At (DD.MM.YYYY, the admin's one date display). */
export function IssueList() {
  return (
    <CrudList title="resources.issue.list_title" bulkDeleteTitle="resources.issue.bulk_delete_title" bulkDeleteContent="resources.issue.bulk_delete_content">
      <DataTable.Col source="actions" label="app.actions" disableSort>
        <RowActions deleteTitle="resources.issue.delete_title" deleteContent="resources.issue.delete_content" />
      </DataTable.Col>
      <DataTable.Col source="Name" />
      <DataTable.Col source="CreatedAt">
        <WireDateField source="CreatedAt" part="date" />
      </DataTable.Col>
    </CrudList>
  );
}
