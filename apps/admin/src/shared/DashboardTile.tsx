import type { ComponentType, ReactNode } from 'react';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { Card, CardContent, CircularProgress, List, ListItemButton, ListItemIcon, ListItemText, Tooltip, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { BackOfficeDataProvider } from '../providers/dataProvider';
import { useCanAccessNow } from '../providers/accessPolicy';
import type { AdminResource } from './area';

/** A home-page tile: the area's title over its figures. */
export function DashboardTile({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Card data-testid={`widget-${testId}`} sx={{ height: '100%' }}>
      <CardContent sx={{ pb: 1 }}>
        <Typography variant="h6" component="h2">
          {translate(title)}
        </Typography>
      </CardContent>
      <List dense disablePadding>
        {children}
      </List>
    </Card>
  );
}

/** How often a home page left open asks again (it also asks when shown and when the tab regains focus). */
export const COUNT_REFRESH_MS = 60_000;

/** The server's count of a resource (its `count` call with an empty filter). */
export function useResourceCount(resource: string, enabled = true) {
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  return useQuery({
    queryKey: [resource, 'getCount'],
    queryFn: ({ signal }) => dataProvider.getCount(resource, { signal }),
    enabled,
    refetchInterval: COUNT_REFRESH_MS,
  });
}

/**
 * One line of a tile: a resource's label and its live count, linking to its list. Shown only to
 * users who may open that list.
 */
export function ResourceCountLink({ resource, label, icon }: { resource: AdminResource; label: string; icon?: ComponentType }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { name } = resource.wire;
  const allowed = useCanAccessNow(name, 'list');
  const count = useResourceCount(name, allowed);
  if (!allowed) return null;
  const Icon = icon ?? resource.icon;
  return (
    <ListItemButton component={RouterLink} to={`/${name}`} data-testid={`count-${name}`}>
      <ListItemIcon sx={{ minWidth: 40 }}>
        <Icon />
      </ListItemIcon>
      <ListItemText primary={translate(label)} />
      {count.isPending ? (
        <CircularProgress size={16} aria-label={translate('app.loading')} />
      ) : count.isError ? (
        <Tooltip title={count.error instanceof Error ? count.error.message : ''}>
          <Typography color="text.secondary">–</Typography>
        </Tooltip>
      ) : (
        <Typography variant="h6" component="span" data-testid={`count-${name}-value`}>
          {new Intl.NumberFormat(locale).format(count.data)}
        </Typography>
      )}
    </ListItemButton>
  );
}
