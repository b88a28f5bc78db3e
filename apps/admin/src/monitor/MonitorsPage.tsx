import { useEffect, useState } from 'react';
import { Title, useNotify, useTranslate } from 'react-admin';
import { Box, Card, CardContent, Grid, Typography } from '@mui/material';
import { MONITOR_TEXT_PERMISSIONS, MonitorResources, PBX_QUICK_STATE_PERMISSIONS, type MonitorText } from '@backoffice/contracts';
import { hasAnyPermission } from '@backoffice/domain';
import { crudApi } from '../providers/api';
import { useSession } from '../providers/session';
import { QuickStateCounters } from './pbx-quick-state/QuickStateCounters';
import { useQuickState } from './pbx-quick-state/useQuickState';

function LiveQueue() {
  const view = useQuickState();
  return <QuickStateCounters view={view} />;
}

/**
 * /monitors (where /monitor leads): the wall monitor, the live queue and the active texts. The
 * texts' HTML was sanitised by the server before it was stored, so it is shown as it is.
 */
export function MonitorsPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const session = useSession();
  const granted = session?.permissions ?? [];
  const showTexts = hasAnyPermission(granted, MONITOR_TEXT_PERMISSIONS);
  const showQueue = hasAnyPermission(granted, PBX_QUICK_STATE_PERMISSIONS);
  const [texts, setTexts] = useState<MonitorText[]>([]);
  useEffect(() => {
    if (!showTexts) return;
    crudApi<MonitorText>(MonitorResources.texts)
      .list({ limit: 100, q: { field: 'Active', op: 'eq', value: true }, order: [{ field: 'TextID', direction: 'asc' }] })
      .then(setTexts)
      // The server's message already starts with 'Cannot fetch texts'; without one, the area's own.
      .catch((error: Error) => notify(error.message || translate('monitor.monitors.load_failed'), { type: 'error' }));
  }, [showTexts, notify, translate]);
  return (
    <Box sx={{ mt: 2 }}>
      <Title title="monitor.menu.monitors" />
      <Grid container spacing={2}>
        {showQueue ? (
          <Grid size={{ xs: 12, md: 4 }}>
            <Card>
              <CardContent>
                <Typography variant="h6" component="h2" gutterBottom>
                  {translate('monitor.quick_state.title')}
                </Typography>
                <LiveQueue />
              </CardContent>
            </Card>
          </Grid>
        ) : null}
        {showTexts ? (
          <Grid size={{ xs: 12, md: showQueue ? 8 : 12 }}>
            <Card>
              <CardContent data-testid="monitor-texts">
                {texts.length === 0 ? <Typography color="text.secondary">{translate('monitor.monitors.no_texts')}</Typography> : null}
                {texts.map((text) => (
                  <Box key={text.TextID} sx={{ mb: 2 }}>
                    <Typography variant="overline">{text.Name}</Typography>
                    <div dangerouslySetInnerHTML={{ __html: text.Content }} />
                  </Box>
                ))}
              </CardContent>
            </Card>
          </Grid>
        ) : null}
      </Grid>
    </Box>
  );
}
