import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { TextField } from '@mui/material';
import { ReportRoutes, type ExtenSwitchRow } from '@backoffice/contracts';
import { EXTEN_MAX_DIGITS } from '@backoffice/domain';
import { useSession } from '../providers/session';
import { customerToday, wireEnd, wireStart } from './reportDates';
import { ReportCard, ReportDateRange, ResultTable, useReport } from './reportKit';

/** /report/exten_switch: switches to an exten per day and call customer; Exten required, digits only, 0 sent as 000. */
export function ExtenSwitchReport() {
  const session = useSession();
  const translate = useTranslate();
  const notify = useNotify();
  const today = customerToday(session);
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(today);
  const [exten, setExten] = useState('');
  const report = useReport<ExtenSwitchRow[]>({ fail: 'reports.messages.exten_failed' });
  const submit = () => {
    if (exten === '') return notify('reports.messages.exten_required', { type: 'info' });
    void report.run(ReportRoutes.extenSwitch, { Exten: exten === '0' ? '000' : exten, From: wireStart(from), To: wireEnd(to) });
  };
  return (
    <ReportCard
      title="reports.menu.exten_switch"
      loading={report.loading}
      onSubmit={submit}
      filters={
        <>
          <ReportDateRange from={from} to={to} onFrom={setFrom} onTo={setTo} />
          <TextField
            fullWidth={false}
            size="small"
            label={translate('reports.filters.exten')}
            value={exten}
            onChange={(event) => setExten(event.target.value.replace(/\D/g, '').slice(0, EXTEN_MAX_DIGITS))}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: EXTEN_MAX_DIGITS } }}
          />
        </>
      }
    >
      {report.data && (
        <ResultTable
          columns={[
            { key: 'date', label: 'reports.columns.date' },
            { key: 'exten', label: 'reports.columns.exten', render: () => exten },
            { key: 'count', label: 'reports.columns.count', align: 'right' },
          ]}
          rows={report.data}
        />
      )}
    </ReportCard>
  );
}
