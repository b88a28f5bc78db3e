import { useCallback, useEffect, useState } from 'react';
import { Title, useNotify, useTranslate } from 'react-admin';
import { Alert, Box, Button, Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { WALLBOARD_KIOSK_NAME_MAX, type CreatedWallboardKiosk, type WallboardKiosk } from '@backoffice/contracts';
import { api } from '../../providers/api';
import { useDateDisplay } from '../../shared/dates';

/** The link a TV opens: the kiosk page with the token after `#` (never sent to a server, kept out of logs). */
function kioskLink(token: string): string {
  return `${window.location.origin}/wallboard_kiosk#${encodeURIComponent(token)}`;
}

/** /wallboard_kiosks: the active customer's kiosk sign-ins; an administrator issues one (its link shown once) or revokes it. */
export function KiosksPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const show = useDateDisplay();
  const [kiosks, setKiosks] = useState<WallboardKiosk[]>([]);
  const [name, setName] = useState('');
  const [created, setCreated] = useState<CreatedWallboardKiosk | null>(null);
  const reload = useCallback(() => {
    api.monitor.listKiosks({}).then(setKiosks, (error: Error) => notify(error.message, { type: 'error' }));
  }, [notify]);
  useEffect(reload, [reload]);
  const create = async () => {
    try {
      setCreated(await api.monitor.createKiosk({ Name: name }));
      setName('');
      reload();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  const revoke = async (kiosk: WallboardKiosk) => {
    try {
      await api.monitor.deleteKiosk({ KioskID: kiosk.KioskID });
      notify('monitor.kiosks.revoked', { type: 'info' });
      if (created?.Kiosk.KioskID === kiosk.KioskID) setCreated(null);
      reload();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="monitor.kiosks.title" />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('monitor.kiosks.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {translate('monitor.kiosks.explain')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', my: 2 }}>
          <TextField
            size="small"
            label={translate('monitor.kiosks.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            slotProps={{ htmlInput: { maxLength: WALLBOARD_KIOSK_NAME_MAX, 'data-testid': 'kiosk-name' } }}
          />
          <Button variant="contained" disabled={!name.trim()} onClick={() => void create()} data-testid="kiosk-create">
            {translate('monitor.kiosks.create')}
          </Button>
        </Box>
        {created ? (
          <Alert severity="success" sx={{ mb: 2, wordBreak: 'break-all' }} data-testid="kiosk-link">
            {translate('monitor.kiosks.link_once', { name: created.Kiosk.Name })}
            <br />
            <a href={kioskLink(created.Token)} target="_blank" rel="noreferrer">
              {kioskLink(created.Token)}
            </a>
          </Alert>
        ) : null}
        <Table size="small" data-testid="kiosk-list">
          <TableHead>
            <TableRow>
              <TableCell>{translate('monitor.kiosks.name')}</TableCell>
              <TableCell>{translate('monitor.kiosks.created')}</TableCell>
              <TableCell>{translate('monitor.kiosks.last_seen')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {kiosks.map((kiosk) => (
              <TableRow key={kiosk.KioskID}>
                <TableCell>{kiosk.Name}</TableCell>
                <TableCell>
                  {show(kiosk.CreatedAt)} ({kiosk.CreatedBy ?? ''})
                </TableCell>
                <TableCell>{kiosk.LastSeenAt ? show(kiosk.LastSeenAt) : '–'}</TableCell>
                <TableCell align="right">
                  <Button color="error" onClick={() => void revoke(kiosk)} data-testid={`kiosk-revoke-${kiosk.Name}`}>
                    {translate('monitor.kiosks.revoke')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
