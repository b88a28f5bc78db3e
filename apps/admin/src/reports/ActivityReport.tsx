import { useState } from 'react';
import { REPORT_SUM_LABEL, SMALL_REPORT_PAGE_SIZE, type ActivityReport as ActivityData, type ActivityRow } from '@backoffice/contracts';
import { api } from '../providers/api';
import { useSession } from '../providers/session';
import { customerToday, wireNextDay, wireStart } from './reportDates';
import { type Column, ReportCard, ReportDateRange, ResultTable, useReport } from './reportKit';

const COLUMNS: Column<ActivityRow>[] = [
  { key: 'agent', label: 'reports.columns.entity' },
  { key: 'agent_name', label: 'reports.columns.name' },
  { key: 'anzahl_mail', label: 'reports.columns.count', align: 'right' },
];

/** /report/activity: mails per agent, Agents and Supervisors, each table only when it has rows, SUM bold. */
export function ActivityReport() {
  const session = useSession();
  const today = customerToday(session);
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(today);
  const report = useReport<ActivityData>({ ok: 'reports.messages.activities_loaded', fail: 'reports.messages.activities_failed' });
  const bold = (row: ActivityRow) => row.agent === REPORT_SUM_LABEL;
  return (
    <ReportCard
      range={{ from, to }}
      title="reports.menu.activity"
      loading={report.loading}
      onSubmit={() => void report.run(() => api.reports.activity({ DateFrom: wireStart(from), DateTo: wireNextDay(to) }))}
      filters={
        <>
          <ReportDateRange from={from} to={to} onFrom={setFrom} onTo={setTo} />
        </>
      }
    >
      {report.data && report.data.agentActivities.length > 0 && (
        <ResultTable title="reports.results.agents" columns={COLUMNS} rows={report.data.agentActivities} pageSize={SMALL_REPORT_PAGE_SIZE} bold={bold} />
      )}
      {report.data && report.data.supervisorActivities.length > 0 && (
        <ResultTable
          title="reports.results.supervisors"
          columns={COLUMNS}
          rows={report.data.supervisorActivities}
          pageSize={SMALL_REPORT_PAGE_SIZE}
          bold={bold}
        />
      )}
    </ReportCard>
  );
}
