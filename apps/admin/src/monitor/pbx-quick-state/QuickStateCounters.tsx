import { useTranslate } from 'react-admin';
import { Alert, Box, Chip, Typography } from '@mui/material';
import type { QuickStateView } from './useQuickState';
import { useDateDisplay } from '../../shared/dates';

/** Waiting and Connected, with whether they are live; a PBX that does not answer is said so, its old numbers greyed. */
export function QuickStateCounters({ view, size = 'large' }: { view: QuickStateView; size?: 'large' | 'small' }) {
  const translate = useTranslate();
  const show = useDateDisplay();
  const { state, polling, failed } = view;
  const live = Boolean(state?.Reachable);
  const counter = (label: string, value: number | undefined, testId: string) => (
    <Box sx={{ textAlign: 'center', minWidth: 120, opacity: live ? 1 : 0.45 }}>
      <Typography variant={size === 'large' ? 'h2' : 'h4'} component="div" data-testid={testId}>
        {value ?? '–'}
      </Typography>
      <Typography variant="subtitle1" color="text.secondary">
        {translate(label)}
      </Typography>
    </Box>
  );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', flexDirection: 'row', gap: 4, justifyContent: 'center' }}>
        {counter('monitor.quick_state.waiting', state?.Queued, 'quick-state-waiting')}
        {counter('monitor.quick_state.connected', state?.Connected, 'quick-state-connected')}
      </Box>
      {state && !state.Reachable ? (
        <Alert severity="warning" data-testid="quick-state-unreachable">
          {state.ReadAt ? translate('monitor.quick_state.unreachable', { time: show(state.ReadAt) }) : translate('monitor.quick_state.never')}
        </Alert>
      ) : null}
      {failed ? <Alert severity="error">{translate('monitor.quick_state.load_failed')}</Alert> : null}
      <Box sx={{ display: 'flex', flexDirection: 'row', gap: 1, justifyContent: 'center' }}>
        {live ? <Chip size="small" color="success" label={translate('monitor.quick_state.live')} data-testid="quick-state-live" /> : null}
        {polling ? <Chip size="small" label={translate('monitor.quick_state.polling')} /> : null}
      </Box>
    </Box>
  );
}
