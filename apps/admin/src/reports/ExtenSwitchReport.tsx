import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { TextField } from '@mui/material';
import { type ExtenSwitchRow } from '@backoffice/contracts';
import { EXTEN_MAX_DIGITS } from '@backoffice/domain';
import { api } from '../providers/api';
import { useSession } from '../providers/session';
import { customerToday, wireEnd, wireStart } from './reportDates';
import { useDateDisplay } from '../shared/dates';
import { ReportCard, ReportDateRange, ResultTable, useReport } from './reportKit';

/**
 * /report/exten_switch: switches to an exten per day and call customer (a row each, so the
 * customer is shown); Exten required, digits only, 0 sent as 000.
 */
export function ExtenSwitchReport() {
  const session = useSession();
  const translate = useTranslate();
  const notify = useNotify();
  const show = useDateDisplay();
  const today = customerToday(session);
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(today);
  const [exten, setExten] = useState('');
  /** The Exten of the rows shown: the one sent, not the field's text typed since. */
  const [reportedExten, setReportedExten] = useState('');
  const report = useReport<ExtenSwitchRow[]>({ fail: 'reports.messages.exten_failed' });
  const submit = async () => {
    if (exten === '') return notify('reports.messages.exten_required', { type: 'info' });
    const sent = exten === '0' ? '000' : exten;
    if (await report.run(() => api.reports.extenSwitch({ Exten: sent, From: wireStart(from), To: wireEnd(to) }))) setReportedExten(sent);
  };
  return (
    <ReportCard
      range={{ from, to }}
      title="reports.menu.exten_switch"
      loading={report.loading}
      onSubmit={() => void submit()}
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
            { key: 'date', label: 'reports.columns.date', render: (row) => show(row.date) },
            { key: 'kunde', label: 'reports.columns.call_customer', render: (row) => row.kunde ?? (row.kunde_id === null ? '' : String(row.kunde_id)) },
            { key: 'exten', label: 'reports.columns.exten', render: () => reportedExten },
            { key: 'count', label: 'reports.columns.count', align: 'right' },
          ]}
          rows={report.data}
        />
      )}
    </ReportCard>
  );
}
