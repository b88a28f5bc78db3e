import { useEffect } from 'react';
import { DataTable, List, useListContext, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { Chip } from '@mui/material';
import { TelephonyQueue, type ImportRun } from '@backoffice/contracts';
import { onJobProgress } from '../../providers/socket';
import { NoMatchingRecords, TablePagination } from '../../shared/CrudList';
import { DEFAULT_PAGE_SIZE } from '../../shared/tableOptions';
import { WireDateField } from '../../shared/dates';
import { ImportUpload } from './ImportUpload';
import { importRunning, importStatusColor } from './importUpload';

export function ImportStatusField() {
  const record = useRecordContext<ImportRun & { id: number }>();
  const translate = useTranslate();
  if (!record) return null;
  return <Chip size="small" color={importStatusColor(record.Status)} label={translate(`resources.telephony_imports.statuses.${record.Status}`)} />;
}

export function ImportKindField() {
  const record = useRecordContext<ImportRun & { id: number }>();
  const translate = useTranslate();
  return record ? <>{translate(`resources.telephony_imports.kinds.${record.Kind}`)}</> : null;
}

/** The list follows the imports: a job's end (or any progress while a run is on its way) reloads it. */
function FollowImports() {
  const refresh = useRefresh();
  const { data } = useListContext<ImportRun & { id: number }>();
  const anyRunning = (data ?? []).some((run) => importRunning(run.Status));
  useEffect(
    () =>
      onJobProgress((update) => {
        if (update.queue === TelephonyQueue.Import && (update.state !== 'active' || anyRunning)) refresh();
      }),
    [refresh, anyRunning],
  );
  return null;
}

/** /telephony_imports: upload by kind, and every import of the active customer with its counts, warnings and errors. */
export function ImportRunList() {
  return (
    <>
      <ImportUpload />
      <List
        title="resources.telephony_imports.list_title"
        perPage={DEFAULT_PAGE_SIZE}
        sort={{ field: 'ImportID', order: 'DESC' }}
        pagination={<TablePagination />}
        empty={false}
        actions={false}
      >
        <FollowImports />
        <DataTable rowClick="show" bulkActionButtons={false} empty={<NoMatchingRecords />}>
          <DataTable.Col source="ImportID" />
          <DataTable.Col source="CreatedAt">
            <WireDateField source="CreatedAt" />
          </DataTable.Col>
          <DataTable.Col source="Kind">
            <ImportKindField />
          </DataTable.Col>
          <DataTable.Col source="FileName" />
          <DataTable.Col source="Status">
            <ImportStatusField />
          </DataTable.Col>
          <DataTable.NumberCol source="LinesRead" />
          <DataTable.NumberCol source="RowsWritten" />
          <DataTable.NumberCol source="Warnings" />
          <DataTable.NumberCol source="Errors" />
          <DataTable.Col source="Reason" disableSort />
          <DataTable.Col source="Username" />
        </DataTable>
      </List>
    </>
  );
}
