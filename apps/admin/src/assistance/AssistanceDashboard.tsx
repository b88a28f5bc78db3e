import { Title, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { Card, CardActionArea, CardContent, Grid, Typography } from '@mui/material';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import { DashboardTile, ResourceCountLink } from '../shared/DashboardTile';
import { partnersResource } from './partners';

/** /assistance/dashboard: the partner-search tile (spec part 2 section 2). */
export function AssistanceDashboard() {
  const translate = useTranslate();
  return (
    <Grid container spacing={2} sx={{ mt: 1 }}>
      <Title title="assistance.dashboard.title" />
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <Card data-testid="partner-search-tile">
          <CardActionArea component={RouterLink} to="/assistance/partner_search">
            <CardContent sx={{ textAlign: 'center', py: 4 }}>
              <TravelExploreIcon sx={{ fontSize: 56 }} color="primary" />
              <Typography variant="h6">{translate('assistance.menu.partner_search')}</Typography>
              <Typography color="text.secondary">{translate('assistance.dashboard.partner_search_hint')}</Typography>
            </CardContent>
          </CardActionArea>
        </Card>
      </Grid>
    </Grid>
  );
}

/** The home page's tile: how many partners there are, linking to the list. */
export function AssistanceWidget() {
  return (
    <DashboardTile title="assistance.widget.title" testId="assistance">
      <ResourceCountLink resource={partnersResource} label="assistance.menu.partners" />
    </DashboardTile>
  );
}
