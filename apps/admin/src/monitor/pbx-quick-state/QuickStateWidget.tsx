import { Box } from '@mui/material';
import { PBX_QUICK_STATE_PERMISSIONS } from '@backoffice/contracts';
import { hasAnyPermission } from '@backoffice/domain';
import { useSession } from '../../providers/session';
import { DashboardTile } from '../../shared/DashboardTile';
import { QuickStateCounters } from './QuickStateCounters';
import { useQuickState } from './useQuickState';

function LiveCounters() {
  const view = useQuickState();
  return <QuickStateCounters view={view} size="small" />;
}

/** The home page's live queue tile: the same counts as /pbx_quick_state, for either reading of its permission. */
export function QuickStateWidget() {
  const session = useSession();
  if (!hasAnyPermission(session?.permissions ?? [], PBX_QUICK_STATE_PERMISSIONS)) return null;
  return (
    <DashboardTile title="monitor.widget.title" testId="monitor">
      <Box sx={{ p: 2 }}>
        <LiveCounters />
      </Box>
    </DashboardTile>
  );
}
