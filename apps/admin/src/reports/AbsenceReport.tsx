import { useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { Alert, Checkbox, FormControl, FormControlLabel, FormGroup, FormLabel, InputLabel, MenuItem, Select } from '@mui/material';
import { Permission, type AbsenceAgentRow, type AbsenceDetailRow } from '@backoffice/contracts';
import { hasAnyPermission } from '@backoffice/domain';
import { api } from '../providers/api';
import { useSession } from '../providers/session';
import { customerToday, wireNextDay, wireStart } from './reportDates';
import { useDateDisplay } from '../shared/dates';
import { ReportCard, ReportDateRange, ResultTable, useReport } from './reportKit';

/** The agent name and date only where they change from the previous row (spec section 2). */
export function blankRepeats(rows: AbsenceDetailRow[]): AbsenceDetailRow[] {
  return rows.map((row, index) => {
    const previous = rows[index - 1];
    const sameAgent = previous?.agent === row.agent;
    return { ...row, agent: sameAgent ? '' : row.agent, date: sameAgent && previous?.date === row.date ? '' : row.date };
  });
}

/**
 * /report/absence: causes, one agent or all, the absences in the range. With only
 * report_absence_own the range is today, the agent is the user (by mail) and cannot be changed.
 */
export function AbsenceReport() {
  const session = useSession();
  const translate = useTranslate();
  const notify = useNotify();
  const show = useDateDisplay();
  const today = customerToday(session);
  const own = !hasAnyPermission(session?.permissions ?? [], [Permission.ReportAbsence]);
  const scope = own ? { AgentMail: session?.user.Email } : {};
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(today);
  const [reasons, setReasons] = useState<string[]>([]);
  const [chosen, setChosen] = useState<string[]>([]);
  const [agents, setAgents] = useState<AbsenceAgentRow[] | null>(null);
  const [agent, setAgent] = useState(0);
  const report = useReport<AbsenceDetailRow[]>({ ok: 'reports.messages.absence_loaded', fail: 'reports.messages.absence_failed' });

  useEffect(() => {
    api.reports
      .absenceReasons(scope)
      .then((rows) => {
        setReasons(rows.map((row) => row.status_grund));
        report.setData(null);
      })
      .catch(() => notify('reports.messages.reasons_failed', { type: 'error' }));
    api.reports
      .absenceAgents(scope)
      .then((rows) => {
        setAgents(rows);
        if (own && rows[0]) setAgent(rows[0].mitarbeiter_id);
        if (own && rows.length === 0) notify('reports.messages.not_in_agent_list', { type: 'info' });
      })
      .catch(() => notify('reports.messages.agents_failed', { type: 'error' }));
    // Loaded once per visit; the lists reset when the page is left.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = () => {
    if (chosen.length === 0) return notify('reports.messages.select_cause', { type: 'info' });
    void report.run(() =>
      api.reports.absenceDetail({
        DateFrom: wireStart(own ? today : from),
        DateTo: wireNextDay(own ? today : to),
        Reasons: chosen,
        ...(agent > 0 ? { Agent: agent } : {}),
        ...scope,
      }),
    );
  };
  const notListed = own && agents !== null && agents.length === 0;
  return (
    <ReportCard
      range={{ from: own ? today : from, to: own ? today : to }}
      title="reports.menu.absence"
      loading={report.loading}
      onSubmit={submit}
      submitDisabled={notListed}
      filters={
        <>
          <ReportDateRange from={own ? today : from} to={own ? today : to} onFrom={setFrom} onTo={setTo} disabled={own} />
          <FormControl size="small" sx={{ minWidth: 200 }} disabled={own}>
            <InputLabel id="absence-agent">{translate('reports.filters.agent')}</InputLabel>
            <Select labelId="absence-agent" label={translate('reports.filters.agent')} value={agent} onChange={(event) => setAgent(Number(event.target.value))}>
              {!own && <MenuItem value={0}>{translate('reports.filters.all_agents')}</MenuItem>}
              {(agents ?? []).map((row) => (
                <MenuItem key={row.mitarbeiter_id} value={row.mitarbeiter_id}>
                  {row.benutzername}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <FormControl component="fieldset" sx={{ width: '100%' }}>
            <FormLabel component="legend">{translate('reports.filters.cause')}</FormLabel>
            <FormGroup row>
              {reasons.map((reason) => (
                <FormControlLabel
                  key={reason}
                  label={reason}
                  control={
                    <Checkbox
                      size="small"
                      checked={chosen.includes(reason)}
                      onChange={() => setChosen((list) => (list.includes(reason) ? list.filter((r) => r !== reason) : [...list, reason]))}
                    />
                  }
                />
              ))}
            </FormGroup>
          </FormControl>
        </>
      }
    >
      {notListed && <Alert severity="info">{translate('reports.messages.not_in_agent_list')}</Alert>}
      {report.data && (
        <ResultTable
          title="reports.results.absence_details"
          columns={[
            { key: 'agent', label: 'reports.columns.agent' },
            { key: 'date', label: 'reports.columns.date', render: (row) => show(row.date) },
            { key: 'start', label: 'reports.columns.start', render: (row) => show(row.start) },
            // HH:mm, or DD.MM.YYYY HH:mm when the absence ends on a later day.
            { key: 'ende', label: 'reports.columns.end', render: (row) => show(row.ende) },
            { key: 'dauer', label: 'reports.columns.duration' },
            { key: 'status_grund', label: 'reports.columns.cause' },
          ]}
          rows={blankRepeats(report.data)}
        />
      )}
    </ReportCard>
  );
}
