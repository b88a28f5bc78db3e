import { useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { IconButton, Tooltip } from '@mui/material';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import SettingsEthernetIcon from '@mui/icons-material/SettingsEthernet';
import LanIcon from '@mui/icons-material/Lan';
import { type ShellConfig, type WorkstationAction } from '@backoffice/contracts';
import { api } from '../providers/api';

const BUTTONS: { action: WorkstationAction; flag: keyof ShellConfig['workstationActions']; icon: typeof LanIcon }[] = [
  { action: 'reboot', flag: 'reboot', icon: RestartAltIcon },
  { action: 'pxe_reconfigure', flag: 'pxeReconfigure', icon: SettingsEthernetIcon },
  { action: 'network_reconfigure', flag: 'networkReconfigure', icon: LanIcon },
];

/** Reboot, PXE reconfigure and network reconfigure, each behind a confirm dialog, when enabled. */
export function WorkstationButtons({ enabled }: { enabled: ShellConfig['workstationActions'] }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [pending, setPending] = useState<WorkstationAction | null>(null);
  const visible = BUTTONS.filter((button) => enabled[button.flag]);
  if (visible.length === 0) return null;

  const send = async (action: WorkstationAction) => {
    setPending(null);
    try {
      await api.core.workstationAction({ Action: action });
      notify('app.workstation.sent', { type: 'success' });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };

  return (
    <>
      {visible.map(({ action, icon: Icon }) => (
        <Tooltip key={action} title={translate(`app.workstation.${action}`)}>
          <IconButton color="inherit" onClick={() => setPending(action)} aria-label={translate(`app.workstation.${action}`)}>
            <Icon />
          </IconButton>
        </Tooltip>
      ))}
      <Confirm
        isOpen={pending !== null}
        title="app.workstation.confirm_title"
        content={pending ? `app.workstation.confirm_${pending}` : ''}
        onConfirm={() => pending && void send(pending)}
        onClose={() => setPending(null)}
      />
    </>
  );
}
