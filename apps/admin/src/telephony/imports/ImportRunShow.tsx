import { NumberField, Show, SimpleShowLayout, TextField, useRecordContext, useTranslate } from 'react-admin';
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ImportRowProblem, ImportRunDetail } from '@backoffice/contracts';
import { WireDateField } from '../../shared/dates';
import { ImportKindField, ImportStatusField } from './ImportRunList';

function ProblemTable({ title, problems, more }: { title: string; problems: ImportRowProblem[]; more?: number }) {
  const translate = useTranslate();
  if (problems.length === 0) return null;
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle1">{title}</Typography>
      <Table size="small" aria-label={title}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('resources.telephony_imports.report.line')}</TableCell>
            <TableCell>{translate('resources.telephony_imports.report.reason')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {problems.map((problem, index) => (
            <TableRow key={`${problem.Line}-${index}`}>
              <TableCell>{problem.Line}</TableCell>
              <TableCell>{problem.Reason}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {more ? <Typography variant="caption">{translate('resources.telephony_imports.report.more', { smart_count: more })}</Typography> : null}
    </Box>
  );
}

/** The import's report: rows per table, what it created, and its listed errors and warnings. */
function ImportReportView() {
  const record = useRecordContext<ImportRunDetail & { id: number }>();
  const translate = useTranslate();
  const report = record?.Report;
  if (!report) return <Typography color="text.secondary">{translate('resources.telephony_imports.report.none')}</Typography>;
  const tables = [...new Set([...Object.keys(report.Inserted), ...Object.keys(report.Updated), ...Object.keys(report.Unchanged)])];
  return (
    <Box>
      {tables.length > 0 ? (
        <Table size="small" aria-label={translate('resources.telephony_imports.report.rows')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('resources.telephony_imports.report.table')}</TableCell>
              <TableCell align="right">{translate('resources.telephony_imports.report.inserted')}</TableCell>
              <TableCell align="right">{translate('resources.telephony_imports.report.updated')}</TableCell>
              <TableCell align="right">{translate('resources.telephony_imports.report.unchanged')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {tables.map((table) => (
              <TableRow key={table}>
                <TableCell>{table}</TableCell>
                <TableCell align="right">{report.Inserted[table] ?? 0}</TableCell>
                <TableCell align="right">{report.Updated[table] ?? 0}</TableCell>
                <TableCell align="right">{report.Unchanged[table] ?? 0}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
      {Object.entries(report.Created ?? {}).map(([table, names]) => (
        <Typography key={table} variant="body2" sx={{ mt: 1 }}>
          {translate(`resources.telephony_imports.report.created_${table}`, { names: names.join(', ') })}
        </Typography>
      ))}
      {report.TimesReadIn ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {translate('resources.telephony_imports.report.times_read_in', { zone: report.TimesReadIn })}
        </Typography>
      ) : null}
      <ProblemTable title={translate('resources.telephony_imports.fields.Errors')} problems={report.Errors} more={report.MoreErrors} />
      <ProblemTable title={translate('resources.telephony_imports.fields.Warnings')} problems={report.Warnings} />
    </Box>
  );
}

export function ImportRunShow() {
  return (
    <Show title="resources.telephony_imports.show_title">
      <SimpleShowLayout>
        <NumberField source="ImportID" />
        <ImportKindField />
        <TextField source="FileName" />
        <ImportStatusField />
        <TextField source="Reason" emptyText="–" />
        <NumberField source="LinesRead" />
        <NumberField source="RowsWritten" />
        <NumberField source="Attempts" />
        <TextField source="Username" emptyText="–" />
        <WireDateField source="CreatedAt" />
        <WireDateField source="FinishedAt" emptyText="–" />
        <ImportReportView />
      </SimpleShowLayout>
    </Show>
  );
}
