import { Title, useTranslate } from 'react-admin';
import { Card, CardContent, Typography } from '@mui/material';
import { PBX_QUICK_STATE_PERMISSIONS } from '@backoffice/contracts';
import { hasAnyPermission } from '@backoffice/domain';
import { useSession } from '../../providers/session';
import { QuickStateCounters } from './QuickStateCounters';
import { useQuickState } from './useQuickState';

/** /pbx_quick_state: the active customer's Waiting and Connected counts, moving by themselves. */
export function PbxQuickStatePage() {
  const translate = useTranslate();
  const session = useSession();
  const view = useQuickState();
  if (!hasAnyPermission(session?.permissions ?? [], PBX_QUICK_STATE_PERMISSIONS)) return null;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="monitor.quick_state.title" />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('monitor.quick_state.title')}
        </Typography>
        <QuickStateCounters view={view} />
      </CardContent>
    </Card>
  );
}
