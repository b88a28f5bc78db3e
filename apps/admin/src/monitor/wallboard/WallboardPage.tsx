import { useRef } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import { useWallboard } from './useWallboard';
import { WallboardBoard } from './WallboardBoard';

/** /wallboard: the active customer's live floor; "Full screen" puts the board alone on the screen (a TV). */
export function WallboardPage() {
  const translate = useTranslate();
  const view = useWallboard();
  const board = useRef<HTMLDivElement>(null);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="monitor.wallboard.title" />
      <CardContent>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
          <Typography variant="h5" component="h1">
            {translate('monitor.wallboard.title')}
          </Typography>
          <Button startIcon={<FullscreenIcon />} onClick={() => void board.current?.requestFullscreen?.()} data-testid="wallboard-fullscreen">
            {translate('monitor.wallboard.full_screen')}
          </Button>
        </Box>
        <Box ref={board} sx={{ bgcolor: 'background.paper', p: 1, overflow: 'auto' }}>
          <WallboardBoard view={view} />
        </Box>
      </CardContent>
    </Card>
  );
}
