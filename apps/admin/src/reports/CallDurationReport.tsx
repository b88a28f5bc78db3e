import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { TextField } from '@mui/material';
import { ReportRoutes, SMALL_REPORT_PAGE_SIZE, type CallDurationReport as CallDurationData, type CallDurationRow } from '@backoffice/contracts';
import { useSession } from '../providers/session';
import { customerToday, isExten, wireEnd, wireStart } from './reportDates';
import { ReportCard, ResultTable, type Column, useReport } from './reportKit';
import { DatePickerField } from '../shared/DateInput';

const COLUMNS: Column<CallDurationRow>[] = [
  { key: 'agent', label: 'reports.columns.agent' },
  { key: 'anruf_dauer', label: 'reports.columns.call_duration', align: 'right' },
  { key: 'wartezeit', label: 'reports.columns.waiting_time', align: 'right' },
  { key: 'anzahl', label: 'reports.columns.count', align: 'right' },
];

/** /report/call_duration (Average handling time): per agent, totals (no employee id) bold. */
export function CallDurationReport() {
  const session = useSession();
  const translate = useTranslate();
  const notify = useNotify();
  const today = customerToday(session);
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(today);
  const [exten, setExten] = useState('');
  const report = useReport<CallDurationData>({ ok: 'reports.messages.call_duration_loaded', fail: 'reports.messages.call_duration_failed' });
  const submit = () => {
    const value = exten.trim();
    if (value !== '' && !isExten(value)) return notify('reports.messages.invalid_exten', { type: 'info' });
    void report.run(ReportRoutes.callDuration, { DateFrom: wireStart(from), DateTo: wireEnd(to), ...(value ? { Exten: value } : {}) });
  };
  const bold = (row: CallDurationRow) => row.mitarbeiter_id === null;
  return (
    <ReportCard
      title="reports.menu.call_duration"
      loading={report.loading}
      onSubmit={submit}
      filters={
        <>
          <DatePickerField label="reports.filters.from" value={from} onChange={setFrom} />
          <DatePickerField label="reports.filters.to" value={to} onChange={setTo} />
          <TextField
            fullWidth={false}
            size="small"
            label={translate('reports.filters.exten')}
            value={exten}
            onChange={(event) => setExten(event.target.value)}
          />
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
