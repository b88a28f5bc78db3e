import { useState } from 'react';
import { Title, useNotify, useTranslate } from 'react-admin';
import { Button, Card, CardContent, TextField, Typography, Box } from '@mui/material';
import { Permission } from '@backoffice/contracts';
import { hasPermission } from '@backoffice/domain';
import { api } from '../providers/api';
import { useSession } from '../providers/session';
import { useCallActions } from './calls/useCallActions';

/**
 * /playback_single: a call by its number (LogID or PBX uniqueid); Listen stays disabled while the
 * field is empty; a call that is not found gives the spec's warning. Needs playback_listen_all.
 */
export function PlaybackSingle() {
  const translate = useTranslate();
  const notify = useNotify();
  const session = useSession();
  const [callNumber, setCallNumber] = useState('');
  const [loading, setLoading] = useState(false);
  const { showLoaded, dialogs } = useCallActions({ offerDownloadInDialog: true });
  if (!hasPermission(session?.permissions ?? [], Permission.PlaybackListenAll)) return null;
  const listen = async () => {
    setLoading(true);
    try {
      showLoaded(await api.playback.loadByCallNumber({ CallNumber: callNumber.trim() }));
    } catch {
      notify('playback.single.not_found', { type: 'warning' });
    } finally {
      setLoading(false);
    }
  };
  return (
    <Card sx={{ mt: 2, maxWidth: 560 }}>
      <Title title="playback.menu.single" />
      <CardContent>
        <Typography variant="h6" component="h1" gutterBottom>
          {translate('playback.single.heading')}
        </Typography>
        <Box
          sx={{ display: 'flex', flexDirection: 'row', gap: 2 }}
          component="form"
          onSubmit={(event) => {
            event.preventDefault();
            if (callNumber.trim()) void listen();
          }}
        >
          <TextField
            size="small"
            fullWidth={false}
            label={translate('playback.single.call_number')}
            value={callNumber}
            onChange={(event) => setCallNumber(event.target.value)}
            slotProps={{ htmlInput: { 'data-testid': 'call-number', maxLength: 80 } }}
          />
          <Button type="submit" variant="contained" disabled={callNumber.trim() === '' || loading}>
            {translate('playback.single.listen')}
          </Button>
        </Box>
      </CardContent>
      {dialogs}
    </Card>
  );
}
