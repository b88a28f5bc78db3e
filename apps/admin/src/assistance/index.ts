import { createElement } from 'react';
import { Navigate } from 'react-router-dom';
import DashboardIcon from '@mui/icons-material/SpaceDashboard';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import { Permission } from '@backoffice/contracts';
import { lazyScreen, pageMenuEntry, resourceMenuEntry, type AdminArea, type AreaRoute } from '../shared/area';
import { partnersResource } from './partners';
import { assistanceEn } from './i18n.en';
import { assistanceDe } from './i18n.de';

/** The area's own pages, each behind the permission of its menu entry. */
const PAGES = {
  dashboard: {
    path: '/assistance/dashboard',
    component: lazyScreen(() => import('./AssistanceDashboard'), 'AssistanceDashboard'),
    permissions: [Permission.Assistance],
  },
  partnerSearch: {
    path: '/assistance/partner_search',
    component: lazyScreen(() => import('./map/PartnerSearch'), 'PartnerSearch'),
    permissions: [Permission.AssistanceListPartners],
  },
} satisfies Record<string, AreaRoute>;

/** /assistance redirects to its dashboard (spec part 2 section 2). */
function AssistanceRedirect() {
  return createElement(Navigate, { to: '/assistance/dashboard', replace: true });
}

/** Assistance: the service partner directory, its map search and its dashboard. */
export const assistance: AdminArea = {
  key: 'assistance',
  resources: [partnersResource],
  routes: [{ path: '/assistance', component: AssistanceRedirect, permissions: [] }, PAGES.dashboard, PAGES.partnerSearch],
  menu: [
    pageMenuEntry('assistance', 'assistance-dashboard', 'assistance.menu.dashboard', DashboardIcon, PAGES.dashboard),
    resourceMenuEntry('assistance', partnersResource, 'assistance.menu.partners'),
    pageMenuEntry('assistance', 'assistance-partner-search', 'assistance.menu.partner_search', TravelExploreIcon, PAGES.partnerSearch),
  ],
  widgets: [{ key: 'assistance', component: lazyScreen(() => import('./AssistanceDashboard'), 'AssistanceWidget'), permissions: [Permission.Assistance] }],
  messages: { en: assistanceEn, de: assistanceDe },
};
