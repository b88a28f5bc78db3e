import { DataTable } from 'react-admin';
import { CrudList } from '../../shared/CrudList';
import { RowActions } from '../../shared/RowActions';
import { WireDateField } from '../../shared/dates';

/** /scorecard: Actions, Name, Version, Scored calls, Last change. */
export function ScorecardList() {
  return (
    // No bulk delete (the wire serves delete one by one): no row selection.
    <CrudList title="resources.scorecard.list_title" editable={false}>
      <DataTable.Col source="actions" label="app.actions" disableSort>
        <RowActions deleteTitle="resources.scorecard.delete_title" deleteContent="resources.scorecard.delete_content" />
      </DataTable.Col>
      <DataTable.Col source="Name" />
      <DataTable.Col source="Version" />
      <DataTable.Col source="EvaluationCount" disableSort />
      <DataTable.Col source="UpdatedAt">
        <WireDateField source="UpdatedAt" />
      </DataTable.Col>
    </CrudList>
  );
}
