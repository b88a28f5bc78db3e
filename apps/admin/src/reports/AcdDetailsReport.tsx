import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { Box, Button, TextField } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { ACD_DETAILS_COLUMNS, ReportCalls, type AcdDetailsRow } from '@backoffice/contracts';
import { useDateDisplay } from '../shared/dates';
import { downloadFile } from '../shared/downloads';
import { api } from '../providers/api';
import { useSession } from '../providers/session';
import { customerToday, wireEnd, wireStart } from './reportDates';
import { ReportCard, ReportDateRange, useOptionalExten, useReport } from './reportKit';

/** The table's columns, the same as its CSV's (libs/contracts). */
const FIELDS = ACD_DETAILS_COLUMNS.map((column) => column.field);

/** /report/acd_details: a row per day with the 15 columns (docs/reports.md), M and P default 0, CSV export. */
export function AcdDetailsReport() {
  const session = useSession();
  const translate = useTranslate();
  const notify = useNotify();
  const show = useDateDisplay();
  const today = customerToday(session);
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(today);
  const exten = useOptionalExten('reports.filters.exten_number');
  const [musicOnHold, setMusicOnHold] = useState('0');
  const [postHandling, setPostHandling] = useState('0');
  const [asked, setAsked] = useState<Record<string, string> | null>(null);
  const report = useReport<AcdDetailsRow[]>({ ok: 'reports.messages.acd_loaded', fail: 'reports.messages.acd_failed' });
  const submit = () => {
    const extenFilter = exten.wire();
    if (!extenFilter) return;
    const body = {
      DateFrom: wireStart(from),
      DateTo: wireEnd(to),
      MusicOnHoldDuration: musicOnHold.trim() === '' ? '0' : musicOnHold.trim(),
      PostHandlingTime: postHandling.trim() === '' ? '0' : postHandling.trim(),
      ...extenFilter,
    };
    setAsked(body);
    void report.run(() => api.reports.acdDetails(body));
  };
  const exportCsv = async () => {
    if (!asked) return;
    try {
      await downloadFile(ReportCalls.acdDetailsExport.path, {
        label: translate('reports.acd.export_label'),
        params: asked,
        fallbackName: 'ACDDetails.csv',
      });
    } catch (error) {
      notify(`${translate('reports.messages.acd_failed')}: ${(error as Error).message}`, { type: 'error' });
    }
  };
  const columns: GridColDef<AcdDetailsRow>[] = FIELDS.map((field) => ({
    field,
    headerName: translate(`reports.acd.${field}`),
    minWidth: field === 'datum' ? 110 : 120,
    flex: 1,
    type: field === 'datum' ? 'string' : 'number',
    // The grid sorts by the wire's YYYY-MM-DD and shows DD.MM.YYYY.
    valueFormatter: field === 'datum' ? (value: string) => show(value) : undefined,
  }));
  return (
    <ReportCard
      range={{ from, to }}
      title="reports.acd.title"
      loading={report.loading}
      onSubmit={submit}
      schedule={{
        report: ReportCalls.acdDetails,
        parameters: {
          MusicOnHoldDuration: Number(musicOnHold) || 0,
          PostHandlingTime: Number(postHandling) || 0,
          ...(asked?.Exten ? { Exten: asked.Exten } : {}),
        },
      }}
      filters={
        <>
          <ReportDateRange from={from} to={to} onFrom={setFrom} onTo={setTo} />
          {exten.field}
          <TextField
            fullWidth={false}
            size="small"
            type="number"
            label={translate('reports.filters.music_on_hold')}
            value={musicOnHold}
            onChange={(event) => setMusicOnHold(event.target.value)}
          />
          <TextField
            fullWidth={false}
            size="small"
            type="number"
            label={translate('reports.filters.post_handling')}
            value={postHandling}
            onChange={(event) => setPostHandling(event.target.value)}
          />
          <Button variant="outlined" startIcon={<DownloadIcon />} disabled={!asked || !report.data} onClick={() => void exportCsv()}>
            {translate('reports.filters.export_csv')}
          </Button>
        </>
      }
    >
      {report.data && (
        <Box data-testid="acd-grid">
          <DataGrid
            rows={report.data}
            columns={columns}
            getRowId={(row) => row.datum}
            initialState={{ pagination: { paginationModel: { pageSize: 50 } } }}
            pageSizeOptions={[10, 20, 50, 100]}
            disableColumnMenu
            density="compact"
            autoHeight
            localeText={{ noRowsLabel: translate('reports.results.no_data') }}
            aria-label={translate('reports.acd.title')}
          />
        </Box>
      )}
    </ReportCard>
  );
}
