import { Suspense } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Box, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { hasAllPermissions } from '@backoffice/domain';
import { useSession } from '../providers/session';
import type { AdminArea, DashboardWidget } from './area';
import { AREAS } from '../areas';

/** The areas' home-page tiles the user may see, in the order of the areas list. */
export function visibleWidgets(granted: readonly string[], areas: readonly AdminArea[] = AREAS): DashboardWidget[] {
  return areas.flatMap((area) => area.widgets).filter((widget) => hasAllPermissions(granted, widget.permissions));
}

/** /dashboard/asset-overview, the home page: a greeting and each area's tile with live figures. */
export function Dashboard() {
  const translate = useTranslate();
  const session = useSession();
  const widgets = visibleWidgets(session?.permissions ?? []);
  const name = session ? `${session.user.FirstName ?? ''} ${session.user.LastName ?? ''}`.trim() || session.user.Username : '';
  return (
    <Box sx={{ mt: 2 }}>
      <Title title="app.dashboard.title" />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate('app.dashboard.welcome', { name })}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(280px, 100%), 1fr))' }}>
        {widgets.map(({ key, component: Widget }) => (
          <Suspense key={key} fallback={<LoadingTile />}>
            <Widget />
          </Suspense>
        ))}
      </Box>
    </Box>
  );
}

function LoadingTile() {
  return (
    <Card>
      <CardContent>
        <CircularProgress size={24} />
      </CardContent>
    </Card>
  );
}
