import { useCallback, useState, type ReactNode } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import ScheduleSendIcon from '@mui/icons-material/ScheduleSend';
import { ReportScheduleResources, type CallDeclaration } from '@backoffice/contracts';
import {
  Box,
  Button,
  Card,
  CardContent,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { DatePickerField } from '../shared/DateInput';
import { isExtenNumber } from '@backoffice/domain';
import { isReversedRange } from './reportDates';

/** The server's reason after its own "Cannot load …:" prefix, to follow the translated prefix. */
function reasonOf(error: unknown): string {
  const message = (error as Error)?.message ?? '';
  const colon = message.indexOf(': ');
  return colon >= 0 ? message.slice(colon + 2) : message;
}

/**
 * One report call's state (spec part 2 section 4): loading while it runs, the result stored on
 * success (with the success message where the spec has one), the failure message otherwise.
 */
export function useReport<T>(messages: { ok?: string; fail: string }) {
  const notify = useNotify();
  const translate = useTranslate();
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(false);
  const run = useCallback(
    async (request: () => Promise<T>): Promise<T | null> => {
      setLoading(true);
      try {
        const result = await request();
        setData(result);
        if (messages.ok) notify(messages.ok, { type: 'success' });
        return result;
      } catch (error) {
        const reason = reasonOf(error);
        notify(`${translate(messages.fail)}${reason ? `: ${reason}` : ''}`, { type: 'error' });
        return null;
      } finally {
        setLoading(false);
      }
    },
    [messages.ok, messages.fail, notify, translate],
  );
  return { data, setData, loading, run };
}

/**
 * A report's date range, DD.MM.YYYY: From and To, or Start date and End date (the spec's labels).
 * An end before the start says so under the end ('End date cannot be before start'); the card
 * given the same `range` keeps Submit disabled, so no call is made.
 */
export function ReportDateRange({
  from,
  to,
  onFrom,
  onTo,
  labels = 'from_to',
  disabled,
}: {
  from: string;
  to: string;
  onFrom: (day: string) => void;
  onTo: (day: string) => void;
  labels?: 'from_to' | 'start_end';
  disabled?: boolean;
}) {
  const translate = useTranslate();
  const [fromLabel, toLabel] =
    labels === 'from_to' ? ['reports.filters.from', 'reports.filters.to'] : ['reports.filters.start_date', 'reports.filters.end_date'];
  const reversed = isReversedRange(from, to);
  return (
    <>
      <DatePickerField label={fromLabel} value={from} onChange={onFrom} disabled={disabled} />
      <DatePickerField
        label={toLabel}
        value={to}
        onChange={onTo}
        disabled={disabled}
        error={reversed}
        helperText={reversed ? translate('reports.messages.range_reversed') : undefined}
      />
    </>
  );
}

/**
 * The optional Exten filter of call result, average handling time and ACD details: its field, and
 * what the call sends ({} when empty, { Exten } for an extension number), or null after telling
 * the user 'Invalid exten value'.
 */
export function useOptionalExten(label = 'reports.filters.exten') {
  const translate = useTranslate();
  const notify = useNotify();
  const [exten, setExten] = useState('');
  const field = <TextField fullWidth={false} size="small" label={translate(label)} value={exten} onChange={(event) => setExten(event.target.value)} />;
  const wire = (): { Exten?: string } | null => {
    const value = exten.trim();
    if (value === '') return {};
    if (isExtenNumber(value)) return { Exten: value };
    notify('reports.messages.invalid_exten', { type: 'info' });
    return null;
  };
  return { field, wire };
}

/** A report screen: title, the filter row with Submit (disabled while `range` is reversed), a loading bar, then the results. */
export function ReportCard({
  title,
  filters,
  onSubmit,
  loading,
  children,
  submitDisabled,
  range,
  schedule,
}: {
  title: string;
  filters: ReactNode;
  onSubmit?: () => void;
  loading: boolean;
  children?: ReactNode;
  submitDisabled?: boolean;
  /** The form's date range, as its ReportDateRange shows it. */
  range?: { from: string; to: string };
  /** A "Schedule" button: a new scheduled report of this call with these parameters (not the dates). */
  schedule?: { report: CallDeclaration; parameters: Record<string, unknown> };
}) {
  const translate = useTranslate();
  const blocked = Boolean(submitDisabled) || (range ? isReversedRange(range.from, range.to) : false);
  return (
    <Card sx={{ mt: 2, minWidth: 0 }}>
      <CardContent sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <Typography variant="h6" component="h1" gutterBottom>
          {translate(title)}
        </Typography>
        <Box
          component="form"
          sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}
          onSubmit={(event) => {
            event.preventDefault();
            if (!blocked) onSubmit?.();
          }}
        >
          {filters}
          {onSubmit && (
            <Button type="submit" variant="contained" disabled={loading || blocked}>
              {translate('reports.filters.submit')}
            </Button>
          )}
          {schedule && (
            <Button
              component={RouterLink}
              to={`/${ReportScheduleResources.schedules.name}/create`}
              state={{ record: { Report: schedule.report.path, Parameters: schedule.parameters } }}
              startIcon={<ScheduleSendIcon />}
            >
              {translate('reports.schedules.schedule')}
            </Button>
          )}
        </Box>
        {loading && <LinearProgress role="progressbar" aria-label="loading" sx={{ mb: 2 }} />}
        {children}
      </CardContent>
    </Card>
  );
}

export interface Column<Row> {
  key: string;
  label: string;
  render?: (row: Row) => ReactNode;
  align?: 'left' | 'right';
}

/** A plain results table with an optional title, pager (page sizes of the spec) and bold rows. */
export function ResultTable<Row>({
  title,
  columns,
  rows,
  pageSize,
  bold,
  testId,
}: {
  title?: string;
  columns: Column<Row>[];
  rows: Row[];
  pageSize?: number;
  bold?: (row: Row) => boolean;
  testId?: string;
}) {
  const translate = useTranslate();
  const [page, setPage] = useState(0);
  const shown = pageSize ? rows.slice(page * pageSize, (page + 1) * pageSize) : rows;
  return (
    <Box sx={{ mb: 3 }} data-testid={testId}>
      {title && (
        <Typography variant="subtitle1" component="h2" gutterBottom>
          {translate(title)}
        </Typography>
      )}
      <TableContainer>
        <Table size="small" aria-label={title ? translate(title) : undefined}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.key} align={column.align}>
                  {translate(column.label)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.length === 0 && (
              <TableRow>
                <TableCell colSpan={columns.length}>{translate('reports.results.no_data')}</TableCell>
              </TableRow>
            )}
            {shown.map((row, index) => (
              <TableRow key={index}>
                {columns.map((column) => (
                  <TableCell key={column.key} align={column.align} sx={bold?.(row) ? { fontWeight: 'bold' } : undefined}>
                    {column.render ? column.render(row) : String((row as Record<string, unknown>)[column.key] ?? '')}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {pageSize && rows.length > pageSize && (
        <TablePagination
          component="div"
          count={rows.length}
          page={page}
          rowsPerPage={pageSize}
          rowsPerPageOptions={[pageSize]}
          onPageChange={(_, next) => setPage(next)}
        />
      )}
    </Box>
  );
}
