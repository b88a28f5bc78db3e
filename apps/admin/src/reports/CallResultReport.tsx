import { useState } from 'react';
import { CALL_RESULT_TYPES, type CallResultStatistics } from '@backoffice/contracts';
import { api } from '../providers/api';
import { useSession } from '../providers/session';
import { customerToday, previousMonth, wireEnd, wireStart } from './reportDates';
import { ReportCard, ReportDateRange, ResultTable, useOptionalExten, useReport } from './reportKit';

/** /report/call_result: a row per exten, a column per result type; default the whole previous month. */
export function CallResultReport() {
  const session = useSession();
  const initial = previousMonth(customerToday(session));
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to);
  const exten = useOptionalExten();
  const report = useReport<CallResultStatistics>({ ok: 'reports.messages.call_result_loaded', fail: 'reports.messages.call_result_failed' });
  const submit = () => {
    const extenFilter = exten.wire();
    if (!extenFilter) return;
    void report.run(() => api.reports.callResult({ DateFrom: wireStart(from), DateTo: wireEnd(to), ...extenFilter }));
  };
  const rows = report.data ? Object.entries(report.data.CallStatistic).map(([extenKey, counts]) => ({ exten: extenKey, ...counts })) : [];
  return (
    <ReportCard
      range={{ from, to }}
      title="reports.menu.call_result"
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
