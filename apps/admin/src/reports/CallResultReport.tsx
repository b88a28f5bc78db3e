import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { TextField } from '@mui/material';
import { CALL_RESULT_TYPES, ReportRoutes, type CallResultStatistics } from '@backoffice/contracts';
import { useSession } from '../providers/session';
import { customerToday, isExten, previousMonth, wireEnd, wireStart } from './reportDates';
import { ReportCard, ResultTable, useReport } from './reportKit';
import { DatePickerField } from '../shared/DateInput';

/** /report/call_result: a row per exten, a column per result type; default the whole previous month. */
export function CallResultReport() {
  const session = useSession();
  const translate = useTranslate();
  const notify = useNotify();
  const initial = previousMonth(customerToday(session));
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to);
  const [exten, setExten] = useState('');
  const report = useReport<CallResultStatistics>({ ok: 'reports.messages.call_result_loaded', fail: 'reports.messages.call_result_failed' });
  const submit = () => {
    const value = exten.trim();
    if (value !== '' && !isExten(value)) return notify('reports.messages.invalid_exten', { type: 'info' });
    void report.run(ReportRoutes.callResult, { DateFrom: wireStart(from), DateTo: wireEnd(to), ...(value ? { Exten: value } : {}) });
  };
  const rows = report.data ? Object.entries(report.data.CallStatistic).map(([extenKey, counts]) => ({ exten: extenKey, ...counts })) : [];
  return (
    <ReportCard
      title="reports.menu.call_result"
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
        <ResultTable
          title="reports.results.call_statistics"
          columns={[
            { key: 'exten', label: 'reports.columns.exten' },
            ...CALL_RESULT_TYPES.map((type) => ({ key: type, label: `reports.call_results.${type}`, align: 'right' as const })),
          ]}
          rows={rows}
        />
      )}
    </ReportCard>
  );
}
