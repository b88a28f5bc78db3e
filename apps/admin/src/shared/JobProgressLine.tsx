import { Box, LinearProgress, Typography } from '@mui/material';
import type { JobProgress } from '@backoffice/contracts';

/** A job's bar and message on its page (the downloads menu shows the same). */
export function JobProgressLine({ progress, testId }: { progress: JobProgress | null; testId: string }) {
  if (!progress) return null;
  const failed = progress.state === 'failed';
  return (
    <Box sx={{ mt: 2 }} data-testid={testId} data-state={progress.state}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <LinearProgress variant="determinate" value={progress.progress} color={failed ? 'error' : 'primary'} sx={{ flex: 1 }} />
        <Typography variant="caption">{Math.round(progress.progress)}%</Typography>
      </Box>
      {progress.message ? (
        <Typography variant="body2" color={failed ? 'error' : 'text.secondary'}>
          {progress.message}
        </Typography>
      ) : null}
    </Box>
  );
}
