import { useTranslate } from 'react-admin';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableRow } from '@mui/material';
import type { PlaybackCall } from '@backoffice/contracts';
import { api } from '../../providers/api';
import { shortDuration } from './callDisplay';

/**
 * "Listen audio": the loaded call's Number, Duration, Status, Customer ID and Employee ID and a
 * player that can seek (the server answers Range requests). Closing it clears the loaded call.
 */
export function ListenDialog({ call, onClose, onDownload }: { call: PlaybackCall | null; onClose: () => void; onDownload?: (call: PlaybackCall) => void }) {
  const translate = useTranslate();
  if (!call) return null;
  const rows: [string, string][] = [
    ['playback.listen.number', call.Number],
    ['playback.listen.duration', shortDuration(call.Duration)],
    ['playback.listen.status', translate(`playback.status.${call.Status}`, { _: call.Status })],
    ['playback.listen.customer_id', call.CustomerID === null ? '' : String(call.CustomerID)],
    ['playback.listen.employee_id', call.EmployeeID ?? ''],
  ];
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth data-testid="listen-dialog">
      <DialogTitle>{translate('playback.listen.title')}</DialogTitle>
      <DialogContent>
        <Table size="small">
          <TableBody>
            {rows.map(([label, value]) => (
              <TableRow key={label}>
                <TableCell component="th" sx={{ fontWeight: 600 }}>
                  {translate(label)}
                </TableCell>
                <TableCell>{value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <audio
          controls
          preload="metadata"
          src={api.playback.download({ LogID: call.LogID })}
          style={{ width: '100%', marginTop: 16 }}
          data-testid="listen-audio"
        />
      </DialogContent>
      <DialogActions>
        {onDownload ? <Button onClick={() => onDownload(call)}>{translate('playback.actions.download')}</Button> : null}
        <Button onClick={onClose}>{translate('playback.listen.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
