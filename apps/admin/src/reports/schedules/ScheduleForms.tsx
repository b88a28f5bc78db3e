import { useEffect, useState } from 'react';
import {
  AutocompleteArrayInput,
  BooleanInput,
  CheckboxGroupInput,
  Create,
  DeleteButton,
  Edit,
  NumberInput,
  SaveButton,
  SelectArrayInput,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  useLocaleState,
  useNotify,
  useRecordContext,
  useTranslate,
  type Validator,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Alert, Button, Typography } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import {
  RELATIVE_RANGES,
  REPORT_LANGUAGES,
  REPORT_WEEKDAYS,
  ReportCalls,
  type QualityAgent,
  SCHEDULABLE_REPORTS,
  type ReportSchedule,
  QUEUE_INTERVAL_MINUTES,
} from '@backoffice/contracts';
import { isMailAddress } from '@backoffice/domain';
import { api } from '../../providers/api';
import { useSession } from '../../providers/session';
import { TimeInput } from '../../shared/TimeInput';
import { parametersOf, recipientList, reportKey, reportsFor } from './scheduleReports';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];

const toPayload = (values: Record<string, unknown>) => ({
  Report: values.Report,
  Parameters: parametersOf(String(values.Report ?? ''), values.Parameters as Record<string, unknown> | undefined),
  Range: values.Range,
  Time: values.Time,
  Days: ((values.Days as number[] | undefined) ?? []).map(Number).sort((a, b) => a - b),
  Recipients: recipientList(values.Recipients),
  Format: values.Format,
  Language: values.Language,
});

const required: Validator = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0) ? 'ra.validation.required' : undefined;

const validRecipients: Validator = (value: unknown) => {
  const addresses = recipientList(value);
  if (addresses.length === 0) return 'ra.validation.required';
  const wrong = addresses.find((address) => !isMailAddress(address));
  return wrong ? { message: 'reports.schedules.bad_address', args: { address: wrong } } : undefined;
};

/** The inputs of the chosen report's parameters (the range fills its dates). */
function ParameterInputs() {
  const translate = useTranslate();
  const path = useWatch({ name: 'Report' }) as string | undefined;
  const report = SCHEDULABLE_REPORTS.find((candidate) => candidate.call.path === path);
  if (!report || report.parameters.length === 0) return null;
  return (
    <>
      <Typography variant="subtitle2">{translate('reports.schedules.parameters')}</Typography>
      {report.parameters.map((name) => {
        const source = `Parameters.${name}`;
        const label = `reports.schedules.parameter_names.${name}`;
        if (name === 'CallAgents') return <AgentsInput key={name} source={source} label={label} />;
        if (name === 'PerAgent') return <BooleanInput key={name} source={source} label={label} />;
        if (name === 'Interval')
          return (
            <SelectInput
              key={name}
              source={source}
              label={label}
              choices={QUEUE_INTERVAL_MINUTES.map((minutes) => ({ id: minutes, name: `${minutes}` }))}
              validate={required}
            />
          );
        if (name === 'Queues') return <QueuesInput key={name} source={source} label={label} />;
        if (name === 'MusicOnHoldDuration' || name === 'PostHandlingTime') return <NumberInput key={name} source={source} label={label} min={0} />;
        if (name === 'HourFrom' || name === 'HourTo')
          return <TimeInput key={name} source={source} label={label} validate={required} testId={`schedule-${name}`} />;
        if (name === 'WeekDays')
          return (
            <CheckboxGroupInput
              key={name}
              source={source}
              label={label}
              choices={REPORT_WEEKDAYS.map((day) => ({ id: day, name: translate(day === 8 ? 'reports.filters.holiday' : `reports.weekdays.${day}`) }))}
              validate={required}
            />
          );
        // Exten switch needs its exten; elsewhere an empty exten means every exten.
        return <TextInput key={name} source={source} label={label} validate={path === ReportCalls.extenSwitch.path ? required : undefined} />;
      })}
    </>
  );
}

/** The quality report's agents: the active customer's (the quality screens' list). */
function AgentsInput({ source, label }: { source: string; label: string }) {
  const [agents, setAgents] = useState<QualityAgent[]>([]);
  useEffect(() => {
    let live = true;
    api.quality.listAgents({}).then(
      (rows) => live && setAgents(rows),
      () => live && setAgents([]),
    );
    return () => {
      live = false;
    };
  }, []);
  return (
    <SelectArrayInput
      source={source}
      label={label}
      choices={agents.map((agent) => ({ id: agent.ID, name: `${agent.FirstName} ${agent.LastName}`.trim() }))}
      validate={required}
    />
  );
}

/** Queue intervals' queues: those the active customer's calls name; none chosen is every queue. */
function QueuesInput({ source, label }: { source: string; label: string }) {
  const [queues, setQueues] = useState<string[]>([]);
  useEffect(() => {
    let live = true;
    api.reports.queueIntervalQueues({}).then(
      (rows) => live && setQueues(rows),
      () => live && setQueues([]),
    );
    return () => {
      live = false;
    };
  }, []);
  return (
    <AutocompleteArrayInput
      source={source}
      label={label}
      choices={queues.map((queue) => ({ id: queue, name: queue }))}
      helperText="reports.schedules.queues_help"
    />
  );
}

/** Where mail may go: the customer's users and the domains its administrator allowed. */
function AllowedDomains() {
  const translate = useTranslate();
  const [domains, setDomains] = useState<string[] | null>(null);
  useEffect(() => {
    let live = true;
    api.reportSchedules.mailDomains({}).then(
      (answer) => live && setDomains(answer.Domains),
      () => live && setDomains([]),
    );
    return () => {
      live = false;
    };
  }, []);
  if (domains === null) return null;
  return (
    <Alert severity="info" sx={{ mb: 1 }} data-testid="allowed-domains">
      {domains.length > 0 ? translate('reports.schedules.allowed_domains', { domains: domains.join(', ') }) : translate('reports.schedules.users_only')}
    </Alert>
  );
}

function FormatInput() {
  const path = useWatch({ name: 'Report' }) as string | undefined;
  const formats = SCHEDULABLE_REPORTS.find((candidate) => candidate.call.path === path)?.formats ?? ['csv', 'pdf'];
  return <SelectInput source="Format" choices={formats.map((format) => ({ id: format, name: format.toUpperCase() }))} validate={required} />;
}

function ScheduleFields() {
  const translate = useTranslate();
  const permissions = useSession()?.permissions ?? [];
  const reports = reportsFor(permissions).map((report) => ({
    id: report.call.path,
    name: translate(`reports.schedules.report_names.${reportKey(report.call.path)}`),
  }));
  return (
    <>
      <SelectInput source="Report" choices={reports} validate={required} />
      <ParameterInputs />
      <SelectInput
        source="Range"
        choices={RELATIVE_RANGES.map((range) => ({ id: range, name: translate(`reports.schedules.ranges.${range}`) }))}
        validate={required}
      />
      <TimeInput source="Time" validate={required} helperText="reports.schedules.time_help" testId="schedule-time" />
      <CheckboxGroupInput source="Days" choices={WEEKDAYS.map((day) => ({ id: day, name: translate(`reports.weekdays.${day}`) }))} validate={required} />
      <AllowedDomains />
      <TextInput
        source="Recipients"
        multiline
        minRows={2}
        validate={validRecipients}
        helperText="reports.schedules.recipients_help"
        format={(value: unknown) => (Array.isArray(value) ? value.join('\n') : (value as string))}
      />
      <FormatInput />
      <SelectInput
        source="Language"
        choices={REPORT_LANGUAGES.map((language) => ({ id: language, name: translate(`app.languages.${language}`) }))}
        helperText="reports.schedules.language_help"
        validate={required}
      />
    </>
  );
}

/** Every parameter any report takes starts with the report screens' defaults; the payload keeps the chosen report's. */
const DEFAULTS = {
  Range: 'yesterday',
  Time: '07:00',
  Days: [1, 2, 3, 4, 5],
  Format: 'csv',
  Parameters: {
    MusicOnHoldDuration: 0,
    PostHandlingTime: 0,
    HourFrom: '07:00',
    HourTo: '20:00',
    WeekDays: WEEKDAYS,
    PerAgent: true,
    Interval: 15,
  },
};

export function ScheduleCreate() {
  // The mail is written in the language its author works in, unless they choose another.
  const [locale] = useLocaleState();
  const language = (REPORT_LANGUAGES as readonly string[]).includes(locale) ? locale : 'en';
  return (
    <Create title="resources.report_schedules.create_title" redirect="list" transform={toPayload}>
      <SimpleForm defaultValues={{ ...DEFAULTS, Language: language }} mode="onChange" reValidateMode="onChange">
        <ScheduleFields />
      </SimpleForm>
    </Create>
  );
}

/** Sends the schedule now; the outcome shows in its list as Last run or Last error. */
function SendNowButton() {
  const record = useRecordContext<ReportSchedule>();
  const notify = useNotify();
  const translate = useTranslate();
  const [sending, setSending] = useState(false);
  if (!record) return null;
  const send = () => {
    setSending(true);
    api.reportSchedules
      .runNow({ ScheduleID: record.ScheduleID })
      .then(
        () => notify('reports.schedules.sending', { type: 'info' }),
        (error: Error) => notify(error.message, { type: 'error' }),
      )
      .finally(() => setSending(false));
  };
  return (
    <Button startIcon={<SendIcon />} onClick={send} disabled={sending}>
      {translate('reports.schedules.send_now')}
    </Button>
  );
}

function LastRun() {
  const record = useRecordContext<ReportSchedule>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <>
      {record.LastError ? (
        <Alert severity="error" data-testid="schedule-last-error">
          {record.LastError}
        </Alert>
      ) : null}
      {record.LastRunAt ? <Typography variant="body2">{translate('reports.schedules.last_run', { at: record.LastRunAt })}</Typography> : null}
    </>
  );
}

export function ScheduleEdit() {
  return (
    <Edit title="resources.report_schedules.edit_title" mutationMode="pessimistic" redirect="list" transform={toPayload}>
      <SimpleForm
        mode="onChange"
        reValidateMode="onChange"
        toolbar={
          <Toolbar sx={{ display: 'flex', gap: 1 }}>
            <SaveButton label="app.save" />
            <SendNowButton />
            <DeleteButton sx={{ ml: 'auto' }} />
          </Toolbar>
        }
      >
        <LastRun />
        <ScheduleFields />
      </SimpleForm>
    </Edit>
  );
}
