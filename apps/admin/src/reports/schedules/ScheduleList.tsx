import { DataTable, FunctionField, useTranslate } from 'react-admin';
import { Typography } from '@mui/material';
import type { ReportSchedule } from '@backoffice/contracts';
import { CrudList } from '../../shared/CrudList';
import { RowActions } from '../../shared/RowActions';
import { WireDateField } from '../../shared/dates';
import { lastErrorText, reportKey } from './scheduleReports';

function ReportName({ record }: { record: ReportSchedule }) {
  const translate = useTranslate();
  const key = reportKey(record.Report);
  return <>{key ? translate(`reports.schedules.report_names.${key}`) : record.Report}</>;
}

function Days({ record }: { record: ReportSchedule }) {
  const translate = useTranslate();
  return <>{record.Days.map((day) => translate(`reports.schedules.day_short.${day}`)).join(', ')}</>;
}

/** /report_schedules: the user's schedules (an administrator's: the customer's), with their last run or failure. */
export function ScheduleList() {
  const translate = useTranslate();
  return (
    <CrudList title="resources.report_schedules.list_title">
      <DataTable.Col source="actions" label="app.actions" disableSort>
        <RowActions deleteTitle="resources.report_schedules.delete_title" deleteContent="resources.report_schedules.delete_content" />
      </DataTable.Col>
      <DataTable.Col source="Report">
        <FunctionField<ReportSchedule> render={(record) => <ReportName record={record} />} />
      </DataTable.Col>
      <DataTable.Col source="Range">
        <FunctionField<ReportSchedule> render={(record) => translate(`reports.schedules.ranges.${record.Range}`)} />
      </DataTable.Col>
      <DataTable.Col source="Time" />
      <DataTable.Col source="Days" disableSort>
        <FunctionField<ReportSchedule> render={(record) => <Days record={record} />} />
      </DataTable.Col>
      <DataTable.Col source="Recipients" disableSort>
        <FunctionField<ReportSchedule> render={(record) => record.Recipients.join(', ')} />
      </DataTable.Col>
      <DataTable.Col source="Format">
        <FunctionField<ReportSchedule> render={(record) => record.Format.toUpperCase()} />
      </DataTable.Col>
      <DataTable.Col source="Language">
        <FunctionField<ReportSchedule> render={(record) => translate(`app.languages.${record.Language}`)} />
      </DataTable.Col>
      <DataTable.Col source="Owner" />
      <DataTable.Col source="LastRunAt" disableSort>
        <WireDateField source="LastRunAt" />
      </DataTable.Col>
      <DataTable.Col source="LastError">
        <FunctionField<ReportSchedule>
          render={(record) =>
            record.LastError ? (
              <Typography variant="body2" color="error" data-testid="schedule-last-error">
                {lastErrorText(record, translate)}
              </Typography>
            ) : null
          }
        />
      </DataTable.Col>
    </CrudList>
  );
}
