import { useEffect } from 'react';
import { DataTable, List, SearchInput, useRecordContext, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { Box } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import HeadphonesIcon from '@mui/icons-material/Headphones';
import type { PlaybackCall } from '@backoffice/contracts';
import { NoMatchingRecords, TablePagination } from '../../shared/CrudList';
import { RowIconButton } from '../../shared/RowActions';
import { DEFAULT_PAGE_SIZE, SEARCH_DEBOUNCE_MS } from '../../shared/tableOptions';
import { WireDateField } from '../../shared/dates';
import { shortDuration } from './callDisplay';
import { PlaybackFilterForm } from './PlaybackFilterForm';
import { useCallActions } from './useCallActions';

function CallActions({ onListen, onDownload }: { onListen: (logId: string) => void; onDownload: (call: PlaybackCall) => void }) {
  const call = useRecordContext<PlaybackCall & { id: string }>();
  if (!call) return null;
  return (
    <Box sx={{ display: 'flex' }}>
      <RowIconButton label="playback.actions.listen" onClick={() => onListen(call.LogID)}>
        <HeadphonesIcon fontSize="small" />
      </RowIconButton>
      <RowIconButton label="playback.actions.download" onClick={() => onDownload(call)}>
        <DownloadIcon fontSize="small" />
      </RowIconButton>
    </Box>
  );
}

/**
 * /playback (Call list): filter form, then the calls the user may hear (the server applies the
 * playback scope), newest first, search on the number, 10 rows per page. `?LogID=` (a global
 * search hit) opens that call's listen dialog.
 */
export function PlaybackCallList() {
  const translate = useTranslate();
  const { listen, askDownload, dialogs } = useCallActions();
  const [params, setParams] = useSearchParams();
  const linked = params.get('LogID');
  useEffect(() => {
    if (!linked) return;
    void listen(linked);
    setParams(
      (current) => {
        current.delete('LogID');
        return current;
      },
      { replace: true },
    );
  }, [linked]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <>
      <List
        title="playback.list.title"
        perPage={DEFAULT_PAGE_SIZE}
        sort={{ field: 'Timestamp', order: 'DESC' }}
        debounce={SEARCH_DEBOUNCE_MS}
        filters={[<SearchInput key="q" source="q" alwaysOn placeholder={translate('playback.filter.search')} />]}
        actions={false}
        pagination={<TablePagination />}
        empty={false}
        disableSyncWithLocation={false}
        aside={undefined}
      >
        <PlaybackFilterForm />
        <DataTable rowClick={false} bulkActionButtons={false} empty={<NoMatchingRecords />}>
          <DataTable.Col source="actions" label="playback.columns.actions" disableSort>
            <CallActions onListen={(logId) => void listen(logId)} onDownload={askDownload} />
          </DataTable.Col>
          <DataTable.Col source="CustomerName" label="playback.columns.customer" />
          <DataTable.Col source="Number" label="playback.columns.number" />
          <DataTable.Col source="Timestamp" label="playback.columns.date">
            <WireDateField source="Timestamp" part="date" />
          </DataTable.Col>
          <DataTable.Col source="time" label="playback.columns.time" disableSort>
            <WireDateField source="Timestamp" part="time" />
          </DataTable.Col>
          <DataTable.Col source="Duration" label="playback.columns.duration" render={(call: PlaybackCall) => shortDuration(call.Duration)} />
          <DataTable.Col source="CallcenterUser.Username" label="playback.columns.agent" />
        </DataTable>
      </List>
      {dialogs}
    </>
  );
}
