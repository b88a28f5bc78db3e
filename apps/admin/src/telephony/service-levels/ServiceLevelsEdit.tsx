import { useEffect, useState, type InputHTMLAttributes } from 'react';
import { Title, useNotify, useTranslate } from 'react-admin';
import {
  Box,
  Button,
  Card,
  CardContent,
  IconButton,
  LinearProgress,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import type { ServiceLevelQueue } from '@backoffice/contracts';
import { serviceLevelSettingsProblem } from '@backoffice/domain';
import { api } from '../../providers/api';
import { WarnWhenDirty } from '../../shared/WarnWhenDirty';
import { formOf, settingsOf, type ServiceLevelForm } from './serviceLevelForm';

type Field = 'TargetSeconds' | 'TargetShare' | 'ShortAbandonSeconds';
const FIELDS: readonly Field[] = ['TargetSeconds', 'TargetShare', 'ShortAbandonSeconds'];

/**
 * /telephony/service_levels (administrators): the active customer's service-level target time and
 * share and short-abandon cut-off, and overrides per queue (an empty field takes the customer's
 * value). The reports count with them as soon as they are saved.
 */
export function ServiceLevelsEdit() {
  const translate = useTranslate();
  const notify = useNotify();
  const [queues, setQueues] = useState<ServiceLevelQueue[]>([]);
  const [saved, setSaved] = useState<ServiceLevelForm | null>(null);
  const [form, setForm] = useState<ServiceLevelForm | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    api.telephony
      .loadServiceLevels({})
      .then((view) => {
        setQueues(view.AvailableQueues);
        setSaved(formOf(view));
        setForm(formOf(view));
      })
      .catch((error: Error) => notify(`${translate('telephony.service_levels.load_failed')}: ${error.message}`, { type: 'error' }));
  }, [notify, translate]);
  const dirty = form !== null && JSON.stringify(form) !== JSON.stringify(saved);
  const label = (field: Field) => translate(`telephony.service_levels.fields.${field}`);

  const save = async () => {
    if (!form) return;
    const settings = settingsOf(form);
    const problem = serviceLevelSettingsProblem(
      settings,
      queues.map((queue) => queue.Queue),
    );
    if (problem) {
      notify(`${translate('telephony.service_levels.failed')}: ${problem.message}.`, { type: 'error' });
      return;
    }
    setSaving(true);
    try {
      const view = await api.telephony.saveServiceLevels(settings);
      setQueues(view.AvailableQueues);
      setSaved(formOf(view));
      setForm(formOf(view));
      notify('telephony.service_levels.saved', { type: 'success' });
    } catch (error) {
      notify(`${translate('telephony.service_levels.failed')}: ${(error as Error).message}`, { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  const setCustomer = (field: Field, value: string) => setForm((current) => current && { ...current, [field]: value });
  const setQueue = (index: number, changes: Partial<ServiceLevelForm['Queues'][number]>) =>
    setForm((current) => current && { ...current, Queues: current.Queues.map((queue, i) => (i === index ? { ...queue, ...changes } : queue)) });
  const unused = queues.filter((queue) => !form?.Queues.some((entry) => entry.Queue === queue.Queue));
  const addQueue = () => {
    const [next] = unused;
    if (!next) return;
    setForm(
      (current) => current && { ...current, Queues: [...current.Queues, { Queue: next.Queue, TargetSeconds: '', TargetShare: '', ShortAbandonSeconds: '' }] },
    );
  };

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="telephony.service_levels.title" />
      <WarnWhenDirty dirty={dirty} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('telephony.service_levels.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('telephony.service_levels.hint')}
        </Typography>
        {form === null ? (
          <LinearProgress />
        ) : (
          <Box
            component="form"
            onSubmit={(event) => {
              event.preventDefault();
              void save();
            }}
          >
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 3 }}>
              {FIELDS.map((field) => (
                <TextField
                  key={field}
                  fullWidth={false}
                  size="small"
                  label={label(field)}
                  value={form[field]}
                  onChange={(event) => setCustomer(field, event.target.value)}
                  slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': `service-level-${field}` } as InputHTMLAttributes<HTMLInputElement> }}
                  helperText={translate(`telephony.service_levels.help.${field}`)}
                />
              ))}
            </Box>
            <Typography variant="h6" component="h2">
              {translate('telephony.service_levels.overrides')}
            </Typography>
            <Table size="small" aria-label={translate('telephony.service_levels.overrides')}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('telephony.service_levels.fields.Queue')}</TableCell>
                  {FIELDS.map((field) => (
                    <TableCell key={field}>{label(field)}</TableCell>
                  ))}
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {form.Queues.length === 0 ? (
                  <TableRow>
                    <TableCell colSpan={5}>{translate('telephony.service_levels.no_overrides')}</TableCell>
                  </TableRow>
                ) : null}
                {form.Queues.map((entry, index) => (
                  <TableRow key={index}>
                    <TableCell>
                      <TextField
                        select
                        size="small"
                        value={entry.Queue}
                        onChange={(event) => setQueue(index, { Queue: event.target.value })}
                        slotProps={{ htmlInput: { 'aria-label': translate('telephony.service_levels.fields.Queue') } }}
                      >
                        {queues
                          .filter((queue) => queue.Queue === entry.Queue || !form.Queues.some((other) => other.Queue === queue.Queue))
                          .map((queue) => (
                            <MenuItem key={queue.Queue} value={queue.Queue}>
                              {`${queue.Queue} (${queue.Name})`}
                            </MenuItem>
                          ))}
                      </TextField>
                    </TableCell>
                    {FIELDS.map((field) => (
                      <TableCell key={field}>
                        <TextField
                          size="small"
                          value={entry[field]}
                          placeholder={form[field]}
                          onChange={(event) => setQueue(index, { [field]: event.target.value })}
                          slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': `${entry.Queue}: ${label(field)}` } }}
                        />
                      </TableCell>
                    ))}
                    <TableCell>
                      <IconButton
                        aria-label={translate('telephony.service_levels.remove')}
                        onClick={() => setForm((current) => current && { ...current, Queues: current.Queues.filter((_, i) => i !== index) })}
                      >
                        <DeleteIcon />
                      </IconButton>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 2 }}>
              <Button startIcon={<AddIcon />} onClick={addQueue} disabled={unused.length === 0}>
                {translate('telephony.service_levels.add')}
              </Button>
              <Button type="submit" variant="contained" disabled={saving || !dirty}>
                {translate('ra.action.save')}
              </Button>
            </Box>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
