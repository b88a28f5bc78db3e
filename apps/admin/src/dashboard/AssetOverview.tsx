import { Title, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { canSeeEntry, hasAllPermissions } from '@backoffice/domain';
import { useSession } from '../providers/session';
import { DASHBOARD_WIDGETS } from './dashboardWidgets';

/** /dashboard/asset-overview: a widget per area the user may see. */
export function AssetOverview() {
  const translate = useTranslate();
  const session = useSession();
  const granted = session?.permissions ?? [];
  const widgets = DASHBOARD_WIDGETS.filter((node) => canSeeEntry(granted, node, true))
    .map((node) => ({ ...node.item!, links: node.item!.links.filter((link) => hasAllPermissions(granted, link.permissions)) }))
    .filter((widget) => widget.links.length > 0);
  return (
    <Box sx={{ mt: 2 }}>
      <Title title="app.dashboard.title" />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate('app.dashboard.welcome', { name: session ? `${session.user.FirstName} ${session.user.LastName}`.trim() || session.user.Username : '' })}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))' }}>
        {widgets.map((widget) => (
          <Card key={widget.key} data-testid={`widget-${widget.key}`}>
            <CardContent>
              <Typography variant="h6">{translate(widget.title)}</Typography>
              <Typography variant="body2" color="text.secondary">
                {translate(widget.text)}
              </Typography>
            </CardContent>
            <CardActions sx={{ flexWrap: 'wrap' }}>
              {widget.links.map((link) => (
                <Button key={link.to} size="small" component={RouterLink} to={link.to}>
                  {translate(link.label)}
                </Button>
              ))}
            </CardActions>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
