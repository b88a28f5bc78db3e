import { useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { Autocomplete, Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import { ResponsiveBar } from '@nivo/bar';
import {
  QUEUE_INTERVAL_MINUTES,
  QUEUE_INTERVALS_COLUMNS,
  QUEUE_INTERVALS_PAGE_SIZES,
  ReportCalls,
  type EffectiveServiceLevel,
  type QueueIntervalMinutes,
  type QueueIntervalRow,
  type QueueIntervalsPage,
  type QueueProfile,
} from '@backoffice/contracts';
import { QUEUE_PROFILE_COLOURS, QUEUE_PROFILE_PARTS, queueProfileBars, type QueueProfilePart } from '@backoffice/domain';
import { useDateDisplay } from '../shared/dates';
import { downloadFile } from '../shared/downloads';
import { api } from '../providers/api';
import { useSession } from '../providers/session';
import { customerToday, wireEnd, wireStart } from './reportDates';
import { ReportCard, ReportDateRange, useReport } from './reportKit';

const FIELDS = QUEUE_INTERVALS_COLUMNS.map((column) => column.field);
type QueueIntervalsPageSize = (typeof QUEUE_INTERVALS_PAGE_SIZES)[number];

/** The interval as the table shows it: the customer's date and time and the offset, which tells the repeated hour of October apart. */
export const intervalText = (show: (value: string) => string, start: string) => `${show(start)} ${start.slice(19)}`;

/** The thresholds the figures count with, as the report's header names them: the customer's, then each queue's own. */
export function thresholdLines(thresholds: EffectiveServiceLevel[], translate: (key: string, options?: Record<string, unknown>) => string): string[] {
  return thresholds.map((entry) =>
    translate(entry.Queue === null ? 'reports.queue_intervals.thresholds_customer' : 'reports.queue_intervals.thresholds_queue', {
      queue: entry.Queue,
      target: entry.TargetSeconds,
      share: entry.TargetShare,
      short:
        entry.ShortAbandonSeconds > 0
          ? translate('reports.queue_intervals.short_upto', { seconds: entry.ShortAbandonSeconds })
          : translate('reports.queue_intervals.short_none'),
    }),
  );
}

/**
 * /report/queue_intervals: per interval (15, 30 or 60 minutes of the customer's clock) and queue
 * the offered, answered and abandoned calls, service level, waits and talk; the range's average
 * day per hour as a bar chart; CSV export of the table (docs/reports.md, "Queue intervals").
 */
export function QueueIntervalsReport() {
  const session = useSession();
  const translate = useTranslate();
  const notify = useNotify();
  const show = useDateDisplay();
  const today = customerToday(session);
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(today);
  const [interval, setMinutes] = useState<QueueIntervalMinutes>(15);
  const [queues, setQueues] = useState<string[]>([]);
  const [known, setKnown] = useState<string[]>([]);
  const [asked, setAsked] = useState<{ DateFrom: string; DateTo: string; Interval: QueueIntervalMinutes; Queues: string[] } | null>(null);
  const report = useReport<{ rows: QueueIntervalsPage; profile: QueueProfile }>({ fail: 'reports.messages.queue_intervals_failed' });
  // The table is paged by the server: a year of 15-minute intervals is too many rows to send at once.
  const [paging, setPaging] = useState<GridPaginationModel>({ page: 0, pageSize: 50 });
  const [turning, setTurning] = useState(false);

  useEffect(() => {
    let current = true;
    api.reports
      .queueIntervalQueues({})
      .then((list) => current && setKnown(list))
      .catch((error: Error) => notify(`${translate('reports.messages.queues_failed')}: ${error.message}`, { type: 'error' }));
    return () => {
      current = false;
    };
  }, [notify, translate]);

  const submit = () => {
    const body = { DateFrom: wireStart(from), DateTo: wireEnd(to), Interval: interval, Queues: queues };
    setAsked(body);
    setPaging((current) => ({ ...current, page: 0 }));
    void report.run(async () => {
      const [rows, profile] = await Promise.all([
        api.reports.queueIntervals({ ...body, Page: 1, PageSize: paging.pageSize as QueueIntervalsPageSize }),
        api.reports.queueProfile({ DateFrom: body.DateFrom, DateTo: body.DateTo, Queues: queues }),
      ]);
      return { rows, profile };
    });
  };
  const turnPage = (model: GridPaginationModel) => {
    setPaging(model);
    if (!asked) return;
    setTurning(true);
    api.reports
      .queueIntervals({ ...asked, Page: model.page + 1, PageSize: model.pageSize as QueueIntervalsPageSize })
      .then((rows) => report.setData((current) => (current ? { ...current, rows } : current)))
      .catch((error: Error) => notify(`${translate('reports.messages.queue_intervals_failed')}: ${error.message}`, { type: 'error' }))
      .finally(() => setTurning(false));
  };
  const exportCsv = async () => {
    if (!asked) return;
    try {
      await downloadFile(ReportCalls.queueIntervalsExport.path, {
        label: translate('reports.queue_intervals.export_label'),
        // The export's query takes the queues comma-separated.
        params: {
          DateFrom: asked.DateFrom,
          DateTo: asked.DateTo,
          Interval: String(asked.Interval),
          ...(asked.Queues.length ? { Queues: asked.Queues.join(',') } : {}),
        },
        fallbackName: 'QueueIntervals.csv',
      });
    } catch (error) {
      notify(`${translate('reports.messages.queue_intervals_failed')}: ${(error as Error).message}`, { type: 'error' });
    }
  };
  const columns: GridColDef<QueueIntervalRow>[] = FIELDS.map((field) => ({
    field,
    headerName: translate(`reports.queue_intervals.${field}`),
    minWidth: field === 'IntervalStart' ? 190 : 110,
    flex: 1,
    type: field === 'IntervalStart' || field === 'Queue' ? 'string' : 'number',
    // The grid sorts by the wire's ISO text (one offset per day but the repeated hour, so in time order) and shows the customer's clock.
    valueFormatter: field === 'IntervalStart' ? (value: string) => intervalText(show, value) : undefined,
  }));
  const bars = report.data ? queueProfileBars(report.data.profile.Rows) : [];
  return (
    <ReportCard
      range={{ from, to }}
      title="reports.queue_intervals.title"
      loading={report.loading}
      onSubmit={submit}
      schedule={{ report: ReportCalls.queueIntervals, parameters: { Interval: interval, ...(queues.length ? { Queues: queues } : {}) } }}
      filters={
        <>
          <ReportDateRange from={from} to={to} onFrom={setFrom} onTo={setTo} />
          <TextField
            select
            fullWidth={false}
            size="small"
            label={translate('reports.queue_intervals.interval')}
            value={interval}
            onChange={(event) => setMinutes(Number(event.target.value) as QueueIntervalMinutes)}
            sx={{ minWidth: 140 }}
          >
            {QUEUE_INTERVAL_MINUTES.map((minutes) => (
              <MenuItem key={minutes} value={minutes}>
                {translate('reports.queue_intervals.minutes', { minutes })}
              </MenuItem>
            ))}
          </TextField>
          <Autocomplete
            multiple
            size="small"
            options={known}
            value={queues}
            onChange={(_, value) => setQueues(value)}
            sx={{ width: 320 }}
            renderInput={(params) => (
              <TextField
                {...params}
                label={translate('reports.queue_intervals.queues')}
                placeholder={queues.length ? '' : translate('reports.queue_intervals.all_queues')}
              />
            )}
          />
          <Button variant="outlined" startIcon={<DownloadIcon />} disabled={!asked || !report.data} onClick={() => void exportCsv()}>
            {translate('reports.filters.export_csv')}
          </Button>
        </>
      }
    >
      {report.data && (
        <>
          <Box data-testid="queue-intervals-thresholds" sx={{ mb: 2 }}>
            {thresholdLines(report.data.profile.Thresholds, translate).map((line) => (
              <Typography key={line} variant="body2" color="text.secondary">
                {line}
              </Typography>
            ))}
          </Box>
          <Typography variant="subtitle1" component="h2" gutterBottom>
            {translate('reports.queue_intervals.profile_title', { smart_count: report.data.profile.Days })}
          </Typography>
          <Box sx={{ height: 320, mb: 3 }} data-testid="queue-profile-chart">
            <ResponsiveBar
              data={bars}
              keys={[...QUEUE_PROFILE_PARTS]}
              indexBy="hour"
              groupMode="stacked"
              margin={{ top: 10, right: 140, bottom: 40, left: 50 }}
              padding={0.2}
              colors={(bar) => QUEUE_PROFILE_COLOURS[bar.id as QueueProfilePart]}
              enableLabel={false}
              axisBottom={{ tickRotation: -45 }}
              legendLabel={(datum) => translate(`reports.queue_intervals.chart_${datum.id}`)}
              legends={[{ dataFrom: 'keys', anchor: 'right', direction: 'column', translateX: 130, itemWidth: 120, itemHeight: 18, symbolSize: 12 }]}
              tooltip={({ id, value, indexValue, color }) => (
                <Box sx={{ background: 'white', p: 1, border: `2px solid ${color}`, fontSize: 13 }} role="tooltip">
                  {indexValue}: {translate(`reports.queue_intervals.chart_${id}`)} {value}
                </Box>
              )}
              role="img"
              ariaLabel={translate('reports.queue_intervals.profile_title', { smart_count: report.data.profile.Days })}
              barAriaLabel={(bar) => `${bar.indexValue}: ${translate(`reports.queue_intervals.chart_${bar.id}`)} ${bar.value}`}
            />
          </Box>
          <Box data-testid="queue-intervals-grid">
            <DataGrid
              rows={report.data.rows.Rows}
              rowCount={report.data.rows.Total}
              columns={columns}
              getRowId={(row) => `${row.IntervalStart}|${row.Queue}`}
              paginationMode="server"
              paginationModel={paging}
              onPaginationModelChange={turnPage}
              pageSizeOptions={[...QUEUE_INTERVALS_PAGE_SIZES]}
              loading={turning}
              // In time order from the server; sorting one page would mislead.
              disableColumnSorting
              disableColumnMenu
              density="compact"
              autoHeight
              localeText={{ noRowsLabel: translate('reports.results.no_data') }}
              aria-label={translate('reports.queue_intervals.title')}
            />
          </Box>
        </>
      )}
    </ReportCard>
  );
}
