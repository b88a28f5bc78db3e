import { useState } from 'react';
import { durationText } from '@backoffice/domain';
import { SMALL_REPORT_PAGE_SIZE, type CallDurationReport as CallDurationData, type CallDurationRow } from '@backoffice/contracts';
import { api } from '../providers/api';
import { useSession } from '../providers/session';
import { customerToday, wireEnd, wireStart } from './reportDates';
import { type Column, ReportCard, ReportDateRange, ResultTable, useOptionalExten, useReport } from './reportKit';

/**
 * Averages as HH:MM:SS like every other duration of the admin (spec part 2 section 9). The wire
 * keeps the spec's units (talk in minutes, wait in seconds, 2 decimals each); shown to the second.
 */
const COLUMNS: Column<CallDurationRow>[] = [
  { key: 'agent', label: 'reports.columns.agent' },
  { key: 'anruf_dauer', label: 'reports.columns.call_duration', align: 'right', render: (row) => durationText(row.anruf_dauer * 60) },
  { key: 'wartezeit', label: 'reports.columns.waiting_time', align: 'right', render: (row) => durationText(row.wartezeit) },
  { key: 'anzahl', label: 'reports.columns.count', align: 'right' },
];

/** /report/call_duration (Average handling time): per agent, totals (no employee id) bold. */
export function CallDurationReport() {
  const session = useSession();
  const today = customerToday(session);
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(today);
  const exten = useOptionalExten();
  const report = useReport<CallDurationData>({ ok: 'reports.messages.call_duration_loaded', fail: 'reports.messages.call_duration_failed' });
  const submit = () => {
    const extenFilter = exten.wire();
    if (!extenFilter) return;
    void report.run(() => api.reports.callDuration({ DateFrom: wireStart(from), DateTo: wireEnd(to), ...extenFilter }));
  };
  const bold = (row: CallDurationRow) => row.mitarbeiter_id === null;
  return (
    <ReportCard
      range={{ from, to }}
      title="reports.menu.call_duration"
      loading={report.loading}
      onSubmit={submit}
      filters={
        <>
          <ReportDateRange from={from} to={to} onFrom={setFrom} onTo={setTo} />
          {exten.field}
        </>
      }
    >
      {report.data && (
        <>
          <ResultTable title="reports.results.agents" columns={COLUMNS} rows={report.data.agentCallDuration} pageSize={SMALL_REPORT_PAGE_SIZE} bold={bold} />
          <ResultTable
            title="reports.results.supervisors"
            columns={COLUMNS}
            rows={report.data.supervisorCallDuration}
            pageSize={SMALL_REPORT_PAGE_SIZE}
            bold={bold}
          />
        </>
      )}
    </ReportCard>
  );
}
