import { useEffect } from 'react';
import { DataTable, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { Typography } from '@mui/material';
import type { TelephonySource } from '@backoffice/contracts';
import { CrudList } from '../../shared/CrudList';
import { RowActions } from '../../shared/RowActions';
import { WireDateField } from '../../shared/dates';

/** How often the list reloads: lines read, lag and errors change while the reader runs. */
const REFRESH_MS = 2000;

function FollowSources() {
  const refresh = useRefresh();
  useEffect(() => {
    const timer = setInterval(refresh, REFRESH_MS);
    return () => clearInterval(timer);
  }, [refresh]);
  return null;
}

function KindField() {
  const record = useRecordContext<TelephonySource & { id: number }>();
  const translate = useTranslate();
  return record ? <>{translate(`resources.telephony_sources.kinds.${record.Kind}`)}</> : null;
}

function PlaceField() {
  const record = useRecordContext<TelephonySource & { id: number }>();
  if (!record) return null;
  return <>{record.Path ?? `${record.Table} @ ${record.ConnectionUrl}`}</>;
}

function LastErrorField() {
  const record = useRecordContext<TelephonySource & { id: number }>();
  if (!record?.LastError) return null;
  return (
    <Typography variant="body2" color="error" data-testid="source-last-error">
      {record.LastError}
      {record.LastErrorAt ? (
        <>
          {' '}
          (<WireDateField source="LastErrorAt" />)
        </>
      ) : null}
    </Typography>
  );
}

/** /telephony_sources: each source with lines read, the time of its last line, its lag and its last error; reloaded every 2 s. */
export function SourceList() {
  return (
    <CrudList title="resources.telephony_sources.list_title" editable={false} rowClick="edit" searchable={false}>
      <FollowSources />
      <DataTable.Col source="actions" label="app.actions" disableSort>
        <RowActions deleteTitle="resources.telephony_sources.delete_title" deleteContent="resources.telephony_sources.delete_content" />
      </DataTable.Col>
      <DataTable.Col source="Kind">
        <KindField />
      </DataTable.Col>
      <DataTable.Col source="Path" label="resources.telephony_sources.fields.Place" disableSort>
        <PlaceField />
      </DataTable.Col>
      <DataTable.Col source="Active">
        <ActiveField />
      </DataTable.Col>
      <DataTable.NumberCol source="LinesRead" />
      <DataTable.Col source="LastLineAt">
        <WireDateField source="LastLineAt" />
      </DataTable.Col>
      <DataTable.NumberCol source="LagSeconds" disableSort />
      <DataTable.Col source="LastError" disableSort>
        <LastErrorField />
      </DataTable.Col>
    </CrudList>
  );
}

function ActiveField() {
  const record = useRecordContext<TelephonySource & { id: number }>();
  const translate = useTranslate();
  return record ? <>{translate(record.Active ? 'resources.telephony_sources.active' : 'resources.telephony_sources.inactive')}</> : null;
}
