import { useState } from 'react';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { Box, Button, TextField, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { ACD_DETAILS_COLUMNS, ReportCalls, type AcdDetailsRow, type AcdThresholds } from '@backoffice/contracts';
import { useDateDisplay } from '../shared/dates';
import { downloadFile } from '../shared/downloads';
import { api } from '../providers/api';
import { useSession } from '../providers/session';
import { customerToday, wireEnd, wireStart } from './reportDates';
import { ReportCard, ReportDateRange, useOptionalExten, useReport } from './reportKit';

/** The table's columns, the same as its CSV's (libs/contracts). */
const FIELDS = ACD_DETAILS_COLUMNS.map((column) => column.field);

/** The column labels' limits: the seconds when every counted queue has the same, else "the queue's". */
function limitsOf(thresholds: readonly AcdThresholds[] | null, perQueue: string): { target: string; split: string } {
  const one = (values: number[]) => (values.length > 0 && values.every((value) => value === values[0]) ? `${values[0]} s` : perQueue);
  return {
    target: one((thresholds ?? []).map((entry) => entry.TargetSeconds)),
    split: one((thresholds ?? []).map((entry) => entry.LostSplitSeconds)),
  };
}

/**
 * /report/acd_details: a row per day with the 15 columns (docs/reports.md), M and P default 0, CSV
 * export; its header names the service-level thresholds the figures count with.
 */
export function AcdDetailsReport() {
  const session = useSession();
  const translate = useTranslate();
  const notify = useNotify();
  const show = useDateDisplay();
  const [locale] = useLocaleState();
  const today = customerToday(session);
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(today);
  const exten = useOptionalExten('reports.filters.exten_number');
  const [musicOnHold, setMusicOnHold] = useState('0');
  const [postHandling, setPostHandling] = useState('0');
  const [asked, setAsked] = useState<Record<string, string> | null>(null);
  const report = useReport<AcdDetailsRow[]>({ ok: 'reports.messages.acd_loaded', fail: 'reports.messages.acd_failed' });
  const [thresholds, setThresholds] = useState<AcdThresholds[] | null>(null);
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
    setThresholds(null);
    void report.run(async () => {
      const [rows, used] = await Promise.all([api.reports.acdDetails(body), api.reports.acdThresholds(extenFilter)]);
      setThresholds(used);
      return rows;
    });
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
  const limits = limitsOf(thresholds, translate('reports.acd.per_queue'));
  const columns: GridColDef<AcdDetailsRow>[] = FIELDS.map((field) => ({
    field,
    headerName: translate(`reports.acd.${field}`, limits),
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
      {report.data && thresholds && (
        <Box data-testid="acd-thresholds" sx={{ mb: 1 }}>
          {thresholds.map((entry) => {
            const values = {
              queue: entry.Queue,
              target: entry.TargetSeconds,
              share: entry.TargetShare.toLocaleString(locale),
              short: entry.ShortAbandonSeconds,
              split: entry.LostSplitSeconds,
            };
            return (
              <Typography key={entry.Queue ?? ''} variant="body2" color="text.secondary">
                {`${translate(entry.Queue === null ? 'reports.acd.thresholds_customer' : 'reports.acd.thresholds_queue', values)} ${translate(
                  entry.ShortAbandonSeconds > 0 ? 'reports.acd.short_abandons' : 'reports.acd.no_short_abandons',
                  values,
                )}`}
              </Typography>
            );
          })}
        </Box>
      )}
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
