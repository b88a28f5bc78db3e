import { createContext, Suspense, useContext } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Box, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { hasAllPermissions } from '@backoffice/domain';
import { useSession } from '../providers/session';
import type { AdminArea, DashboardWidget } from '../shared/area';

/** Every home-page tile of the areas, in the order of the areas list. */
export function dashboardWidgets(areas: readonly AdminArea[]): readonly DashboardWidget[] {
  return areas.flatMap((area) => area.widgets);
}

/** The registered areas' tiles (App.tsx builds them with dashboardWidgets and provides them). */
export const DashboardWidgetsContext = createContext<readonly DashboardWidget[]>([]);

/** The tiles the user may see. */
export function visibleWidgets(granted: readonly string[], widgets: readonly DashboardWidget[]): DashboardWidget[] {
  return widgets.filter((widget) => hasAllPermissions(granted, widget.permissions));
}

/** /dashboard/asset-overview, the home page: a greeting and each area's tile with live figures. */
export function Dashboard() {
  const translate = useTranslate();
  const session = useSession();
  const widgets = visibleWidgets(session?.permissions ?? [], useContext(DashboardWidgetsContext));
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
