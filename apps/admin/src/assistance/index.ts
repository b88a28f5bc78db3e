import { createElement } from 'react';
import { Navigate } from 'react-router-dom';
import DashboardIcon from '@mui/icons-material/SpaceDashboard';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import { Permission } from '@backoffice/contracts';
import { lazyScreen, resourceMenuEntry, type AdminArea } from '../shared/area';
import { partnersResource } from './partners';
import { assistanceEn } from './i18n.en';
import { assistanceDe } from './i18n.de';

/** /assistance redirects to its dashboard (spec part 2 section 2). */
function AssistanceRedirect() {
  return createElement(Navigate, { to: '/assistance/dashboard', replace: true });
}

/** Assistance: the service partner directory, its map search and its dashboard. */
export const assistance: AdminArea = {
  key: 'assistance',
  resources: [partnersResource],
  routes: [
    { path: '/assistance', component: AssistanceRedirect },
    { path: '/assistance/dashboard', component: lazyScreen(() => import('./AssistanceDashboard'), 'AssistanceDashboard') },
    { path: '/assistance/partner_search', component: lazyScreen(() => import('./map/PartnerSearch'), 'PartnerSearch') },
  ],
  menu: [
    {
      group: 'assistance',
      key: 'assistance-dashboard',
      label: 'assistance.menu.dashboard',
      icon: DashboardIcon,
      to: '/assistance/dashboard',
      permissions: [Permission.Assistance],
    },
    resourceMenuEntry('assistance', partnersResource, 'assistance.menu.partners'),
    {
      group: 'assistance',
      key: 'assistance-partner-search',
      label: 'assistance.menu.partner_search',
      icon: TravelExploreIcon,
      to: '/assistance/partner_search',
      permissions: [Permission.AssistanceListPartners],
    },
  ],
  widgets: [{ key: 'assistance', component: lazyScreen(() => import('./AssistanceDashboard'), 'AssistanceWidget'), permissions: [Permission.Assistance] }],
  messages: { en: assistanceEn, de: assistanceDe },
};
