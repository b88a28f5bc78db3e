import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { Box, Button, TablePagination } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import {
  CALL_LOG_COLUMNS,
  ReportCalls,
  CALL_LOG_DEFAULT_PAGE_SIZE,
  CALL_LOG_PAGE_SIZES,
  type CallLogPage,
  type CallLogRequest,
  type CallLogRow,
} from '@backoffice/contracts';
import { durationText } from '@backoffice/domain';
import { useDateDisplay } from '../shared/dates';
import { downloadFile } from '../shared/downloads';
import { api } from '../providers/api';
import { useSession } from '../providers/session';
import { customerToday, wireNextDay, wireStart } from './reportDates';
import { ReportCard, ReportDateRange, useReport } from './reportKit';

/** The table's columns, the same as its CSV's (libs/contracts). */
const FIELDS = CALL_LOG_COLUMNS.map((column) => column.field);
const SECONDS = new Set(['wartezeit_routing', 'wartezeit_agent', 'dauer']);

/**
 * /report/call_log: the 12 columns, pages of the server (100 by default, 50/75/100/150; the grid
 * shows what the server sent, our pager asks for the next page) and the streamed CSV export.
 */
export function CallLogReport() {
  const session = useSession();
  const translate = useTranslate();
  const notify = useNotify();
  const show = useDateDisplay();
  const today = customerToday(session);
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(today);
  const [asked, setAsked] = useState<{ from: string; to: string } | null>(null);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(CALL_LOG_DEFAULT_PAGE_SIZE);
  const report = useReport<CallLogPage>({ ok: 'reports.messages.calls_loaded', fail: 'reports.messages.calls_failed' });
  const load = (range: { from: string; to: string }, nextPage: number, size: number, anchor: Pick<CallLogRequest, 'After' | 'Before'> = {}) => {
    setAsked(range);
    setPage(nextPage);
    setPageSize(size);
    void report.run(() =>
      api.reports.callLog({ DateFrom: wireStart(range.from), DateTo: wireNextDay(range.to), Page: nextPage + 1, PageSize: size, ...anchor }),
    );
  };
  /** The pager moves one page at a time: on from the last call shown, back from the first (keyset pages; Page is the server's fallback). */
  const turnTo = (range: { from: string; to: string }, nextPage: number) => {
    const rows = report.data?.Rows ?? [];
    const anchor =
      rows.length === 0
        ? {}
        : nextPage === page + 1
          ? { After: rows[rows.length - 1].nummer }
          : nextPage === page - 1 && nextPage > 0
            ? { Before: rows[0].nummer }
            : {};
    load(range, nextPage, pageSize, anchor);
  };
  const exportCsv = async () => {
    if (!asked) return;
    try {
      await downloadFile(ReportCalls.callLogExport.path, {
        label: translate('reports.call_log.export_label'),
        params: { DateFrom: wireStart(asked.from), DateTo: wireNextDay(asked.to) },
        fallbackName: 'CallLog.csv',
      });
    } catch (error) {
      notify(`${translate('reports.messages.calls_failed')}: ${(error as Error).message}`, { type: 'error' });
    }
  };
  const columns: GridColDef<CallLogRow>[] = FIELDS.map((field) => ({
    field,
    headerName: translate(`reports.call_log.${field}`),
    flex: field === 'zeit' ? 1.4 : 1,
    minWidth: field === 'zeit' ? 160 : 90,
    sortable: false,
    valueFormatter: SECONDS.has(field)
      ? (value: number | null) => (value === null || value === undefined ? '' : durationText(value))
      : field === 'zeit'
        ? (value: string) => show(value)
        : undefined,
  }));
  return (
    <ReportCard
      range={{ from, to }}
      title="reports.call_log.title"
      loading={report.loading}
      schedule={{ report: ReportCalls.callLog, parameters: {} }}
      onSubmit={() => load({ from, to }, 0, pageSize)}
      filters={
        <>
          <ReportDateRange from={from} to={to} onFrom={setFrom} onTo={setTo} />
          <Button variant="outlined" startIcon={<DownloadIcon />} disabled={!asked || !report.data} onClick={() => void exportCsv()}>
            {translate('reports.filters.export_csv')}
          </Button>
        </>
      }
    >
      {report.data && asked && (
        <Box data-testid="call-log-grid">
          <DataGrid
            rows={report.data.Rows}
            columns={columns}
            getRowId={(row) => row.nummer}
            paginationMode="server"
            rowCount={report.data.Rows.length}
            paginationModel={{ page: 0, pageSize: Math.min(100, Math.max(1, report.data.Rows.length)) }}
            hideFooter
            disableColumnMenu
            density="compact"
            autoHeight
            localeText={{ noRowsLabel: translate('reports.results.no_data') }}
            aria-label={translate('reports.call_log.title')}
          />
          <TablePagination
            component="div"
            count={report.data.Total}
            page={page}
            rowsPerPage={pageSize}
            rowsPerPageOptions={[...CALL_LOG_PAGE_SIZES]}
            onPageChange={(_, next) => turnTo(asked, next)}
            onRowsPerPageChange={(event) => load(asked, 0, Number(event.target.value))}
          />
        </Box>
      )}
    </ReportCard>
  );
}
