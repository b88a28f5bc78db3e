import { useTranslate } from 'react-admin';
import { Alert, Box, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { WallboardAgentStateName, WallboardQueue } from '@backoffice/contracts';
import { countedUp, wallboardTones } from '@backoffice/domain';
import type { WallboardView } from './useWallboard';

/** m:ss, or h:mm:ss past an hour. */
export function duration(seconds: number | null): string {
  if (seconds === null) return '–';
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

const STATE_COLOURS: Record<WallboardAgentStateName, string> = {
  talking: 'success.main',
  ringing: 'info.main',
  available: 'primary.main',
  paused: 'warning.main',
  logged_off: 'text.disabled',
};

function Figure({ label, value, testId, alert, hint }: { label: string; value: string | number; testId: string; alert?: boolean; hint?: string }) {
  return (
    <Box sx={{ minWidth: 90 }}>
      <Typography
        variant="h4"
        component="div"
        data-testid={testId}
        data-alert={alert ? 'true' : 'false'}
        sx={{ color: alert ? 'error.main' : undefined, fontWeight: 600 }}
      >
        {value}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      {hint ? (
        <Typography variant="caption" color="text.secondary" component="div">
          {hint}
        </Typography>
      ) : null}
    </Box>
  );
}

function QueueTile({ queue, readAt, now }: { queue: WallboardQueue; readAt: string; now: number }) {
  const translate = useTranslate();
  const longest = countedUp(queue.LongestWaitSeconds, readAt, now) ?? 0;
  const shown = { ...queue, LongestWaitSeconds: queue.Waiting > 0 ? longest : 0 };
  const tones = wallboardTones(shown);
  const alert = tones.wait === 'alert' || tones.serviceLevel === 'alert';
  const id = `wallboard-queue-${queue.Queue}`;
  const t = (key: string) => translate(`monitor.wallboard.${key}`);
  return (
    <Paper
      data-testid={id}
      data-tone={alert ? 'alert' : 'ok'}
      variant="outlined"
      sx={{ p: 2, borderWidth: 3, borderColor: alert ? 'error.main' : 'success.light', minWidth: 320, flex: '1 1 320px' }}
    >
      <Typography variant="h6" component="h2">
        {queue.Name}{' '}
        <Typography component="span" color="text.secondary">
          ({queue.Queue})
        </Typography>
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 1 }}>
        <Figure label={t('waiting')} value={queue.Waiting} testId={`${id}-waiting`} />
        <Figure label={t('longest_wait')} value={duration(shown.LongestWaitSeconds)} testId={`${id}-longest`} alert={tones.wait === 'alert'} />
        <Figure
          label={t('service_level')}
          hint={translate('monitor.wallboard.service_level_target', { target: queue.ServiceLevelTargetShare, seconds: queue.ServiceLevelTargetSeconds })}
          value={queue.ServiceLevel === null ? '–' : `${queue.ServiceLevel.toFixed(1)} %`}
          testId={`${id}-service-level`}
          alert={tones.serviceLevel === 'alert'}
        />
      </Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 1 }}>
        <Figure label={t('offered')} value={queue.Offered} testId={`${id}-offered`} />
        <Figure label={t('answered')} value={queue.Answered} testId={`${id}-answered`} />
        <Figure label={t('abandoned')} value={queue.Abandoned} testId={`${id}-abandoned`} />
        <Figure label={t('average_wait')} value={duration(queue.AverageWaitSeconds)} testId={`${id}-average-wait`} />
        <Figure label={t('average_talk')} value={duration(queue.AverageTalkSeconds)} testId={`${id}-average-talk`} />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }} data-testid={`${id}-agents`}>
        {(['Talking', 'Ringing', 'Available', 'Paused', 'LoggedOff'] as const).map((state) => `${t(`agents.${state}`)} ${queue.Agents[state]}`).join(' · ')}
      </Typography>
    </Paper>
  );
}

/** The floor as a TV shows it: a tile per queue, coloured by its thresholds, and the agents with their state; clock times on the customer's clock. */
export function WallboardBoard({ view }: { view: WallboardView }) {
  const translate = useTranslate();
  const { board, now, failed } = view;
  if (!board) return failed ? <Alert severity="error">{translate('monitor.wallboard.load_failed')}</Alert> : null;
  const since = board.UnreachableSince
    ? new Intl.DateTimeFormat('de-AT', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: board.TimeZone }).format(new Date(board.UnreachableSince))
    : null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {!board.Reachable ? (
        <Alert severity="warning" data-testid="wallboard-unreachable">
          {since ? translate('monitor.wallboard.unreachable', { time: since }) : translate('monitor.wallboard.never')}
        </Alert>
      ) : null}
      {failed ? <Alert severity="error">{translate('monitor.wallboard.load_failed')}</Alert> : null}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', opacity: board.Reachable ? 1 : 0.6 }}>
        {board.Queues.length === 0 ? <Typography>{translate('monitor.wallboard.no_queues')}</Typography> : null}
        {board.Queues.map((queue) => (
          <QueueTile key={queue.Queue} queue={queue} readAt={board.ReadAt} now={now} />
        ))}
      </Box>
      <Table size="small" data-testid="wallboard-agents">
        <TableHead>
          <TableRow>
            <TableCell>{translate('monitor.wallboard.agent')}</TableCell>
            <TableCell>{translate('monitor.wallboard.state')}</TableCell>
            <TableCell>{translate('monitor.wallboard.since')}</TableCell>
            <TableCell>{translate('monitor.wallboard.pause_reason')}</TableCell>
            <TableCell align="right">{translate('monitor.wallboard.calls_today')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {board.Agents.map((agent) => (
            <TableRow key={agent.AgentID} data-testid={`wallboard-agent-${agent.AgentID}`} data-state={agent.State}>
              <TableCell>{agent.Name}</TableCell>
              <TableCell sx={{ color: STATE_COLOURS[agent.State], fontWeight: 600 }}>{translate(`monitor.wallboard.states.${agent.State}`)}</TableCell>
              <TableCell data-testid={`wallboard-agent-${agent.AgentID}-since`}>{duration(countedUp(agent.StateSinceSeconds, board.ReadAt, now))}</TableCell>
              <TableCell>{agent.PauseReason ?? ''}</TableCell>
              <TableCell align="right">{agent.CallsToday}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
