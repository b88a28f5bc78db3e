import { useCallback, useEffect, useMemo, useState } from 'react';
import { Title, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { Button, Card, CardContent, LinearProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography, Box } from '@mui/material';
import { type LunchBreakEntry, type LunchPlan } from '@backoffice/contracts';
import { api } from '../providers/api';
import { DatePickerField } from '../shared/DateInput';
import { TimePickerField } from '../shared/TimeInput';
import { useConfirmDiscard, WarnWhenDirty } from '../shared/WarnWhenDirty';
import { useSession } from '../providers/session';
import { customerToday, dayHeading, rowProblem } from './lunchDay';

type Times = { From: string; To: string };

/**
 * /lunch_breaks/edit: set or clear each agent's From/To (HH:mm) of the day the Date field loads
 * (today by default, the customer's day). Save sends the changed rows only; the server checks the
 * same rules and the agents' absences.
 */
export function LunchBreakEdit() {
  const translate = useTranslate();
  const notify = useNotify();
  const session = useSession();
  const [locale] = useLocaleState();
  const confirmDiscard = useConfirmDiscard();
  const [date, setDate] = useState(() => customerToday(session));
  const [plan, setPlan] = useState<LunchPlan | null>(null);
  const [edits, setEdits] = useState<Record<number, Times>>({});
  const [loading, setLoading] = useState(false);
  const [saving, setSaving] = useState(false);

  const load = useCallback(
    async (day: string) => {
      setLoading(true);
      try {
        setPlan(await api.lunchBreak.list({ Date: day }));
        setEdits({});
      } catch (error) {
        notify(`${translate('lunch_break.messages.load_failed')}: ${(error as Error).message}`, { type: 'error' });
      } finally {
        setLoading(false);
      }
    },
    [notify, translate],
  );
  useEffect(() => {
    if (/^\d{4}-\d{2}-\d{2}$/.test(date)) void load(date);
  }, [date, load]);

  const timesOf = (entry: LunchBreakEntry): Times => edits[entry.AgentID] ?? { From: entry.From ?? '', To: entry.To ?? '' };
  const changed = useMemo(
    () =>
      (plan?.LunchBreaks ?? []).filter(
        (entry) => edits[entry.AgentID] && (edits[entry.AgentID].From !== (entry.From ?? '') || edits[entry.AgentID].To !== (entry.To ?? '')),
      ),
    [plan, edits],
  );
  const problems = changed.map((entry) => rowProblem(edits[entry.AgentID])).filter(Boolean);

  const save = async () => {
    setSaving(true);
    try {
      const next = await api.lunchBreak.save({
        Date: date,
        LunchBreaks: changed.map((entry) => ({ AgentID: entry.AgentID, From: edits[entry.AgentID].From || null, To: edits[entry.AgentID].To || null })),
      });
      setPlan(next);
      setEdits({});
      notify('lunch_break.edit.saved', { type: 'success' });
    } catch (error) {
      notify(`${translate('lunch_break.edit.failed')}: ${(error as Error).message}`, { type: 'error' });
    } finally {
      setSaving(false);
    }
  };
  const set = (entry: LunchBreakEntry, field: keyof Times, value: string) =>
    setEdits((all) => ({ ...all, [entry.AgentID]: { ...timesOf(entry), [field]: value } }));

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="lunch_break.edit.title" />
      <WarnWhenDirty dirty={changed.length > 0} />
      <CardContent>
        <Box sx={{ display: 'flex', flexDirection: 'row', gap: 2, mb: 2, alignItems: 'center' }}>
          <Typography variant="h5" component="h1">
            {translate('lunch_break.edit.title')}
          </Typography>
          <DatePickerField
            label="lunch_break.edit.date"
            value={date}
            onChange={(day) => confirmDiscard(changed.length > 0) && setDate(day)}
            testId="lunch-date"
          />
          {plan ? <Typography color="text.secondary">{dayHeading(plan.Date, locale)}</Typography> : null}
        </Box>
        {loading ? <LinearProgress /> : null}
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('lunch_break.columns.agent')}</TableCell>
              <TableCell>{translate('lunch_break.columns.from')}</TableCell>
              <TableCell>{translate('lunch_break.columns.to')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {(plan?.LunchBreaks ?? []).map((entry) => {
              const times = timesOf(entry);
              const problem = edits[entry.AgentID] ? rowProblem(times) : null;
              return (
                <TableRow key={entry.AgentID} data-testid={`lunch-row-${entry.Username}`}>
                  <TableCell>{entry.Username}</TableCell>
                  <TableCell>
                    <TimePickerField
                      label="lunch_break.columns.from"
                      width={140}
                      value={times.From}
                      error={Boolean(problem)}
                      onChange={(value) => set(entry, 'From', value)}
                      testId={`lunch-from-${entry.Username}`}
                    />
                  </TableCell>
                  <TableCell>
                    <TimePickerField
                      label="lunch_break.columns.to"
                      width={140}
                      value={times.To}
                      error={Boolean(problem)}
                      helperText={problem ? translate(problem) : undefined}
                      onChange={(value) => set(entry, 'To', value)}
                      testId={`lunch-to-${entry.Username}`}
                    />
                  </TableCell>
                  <TableCell>
                    <Button
                      size="small"
                      onClick={() => setEdits((all) => ({ ...all, [entry.AgentID]: { From: '', To: '' } }))}
                      disabled={!times.From && !times.To}
                    >
                      {translate('lunch_break.edit.clear')}
                    </Button>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
        <Box sx={{ display: 'flex', flexDirection: 'row', mt: 2, justifyContent: 'flex-end' }}>
          <Button variant="contained" onClick={() => void save()} disabled={saving || changed.length === 0 || problems.length > 0}>
            {translate('ra.action.save')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
