import { useState } from 'react';
import { durationText } from '@backoffice/domain';
import { type ExtenProductivityRow } from '@backoffice/contracts';
import { api } from '../providers/api';
import { useSession } from '../providers/session';
import { customerToday, monthStart, wireEnd, wireStart } from './reportDates';
import { ReportCard, ReportDateRange, ResultTable, useReport } from './reportKit';

/** /report/exten_productivity: handling time per agent exten; start the 1st of the month, end today. */
export function ExtenProductivityReport() {
  const session = useSession();
  const today = customerToday(session);
  const [from, setFrom] = useState(monthStart(today));
  const [to, setTo] = useState(today);
  const report = useReport<ExtenProductivityRow[]>({ fail: 'reports.messages.exten_productivity_failed' });
  return (
    <ReportCard
      range={{ from, to }}
      title="reports.menu.exten_productivity"
      loading={report.loading}
      onSubmit={() => void report.run(() => api.reports.extenProductivity({ From: wireStart(from), To: wireEnd(to) }))}
      filters={
        <>
          <ReportDateRange from={from} to={to} onFrom={setFrom} onTo={setTo} labels="start_end" />
        </>
      }
    >
      {report.data && (
        <ResultTable
          columns={[
            { key: 'exten', label: 'reports.columns.exten' },
            { key: 'sum', label: 'reports.columns.sum', align: 'right', render: (row) => durationText(row.sum) },
          ]}
          rows={report.data}
        />
      )}
    </ReportCard>
  );
}
