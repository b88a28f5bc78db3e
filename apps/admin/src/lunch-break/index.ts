import { createElement } from 'react';
import { Navigate } from 'react-router-dom';
import EditCalendarIcon from '@mui/icons-material/EditCalendar';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import RestaurantIcon from '@mui/icons-material/Restaurant';
import { Permission } from '@backoffice/contracts';
import { lazyScreen, type AdminArea } from '../shared/area';
import { lunchBreakEn } from './i18n.en';
import { lunchBreakDe } from './i18n.de';

/** /lunchBreak leads to the edit page (spec part 2 section 2). */
function LunchBreakRedirect() {
  return createElement(Navigate, { to: '/lunch_breaks/edit', replace: true });
}

/** Lunch break: today's plan (the customer's day), its edit page and the agents left out of it. */
export const lunchBreak: AdminArea = {
  key: 'lunch_break',
  resources: [],
  routes: [
    { path: '/lunchBreak', component: LunchBreakRedirect },
    { path: '/lunch_breaks', component: lazyScreen(() => import('./LunchBreakList'), 'LunchBreakList') },
    { path: '/lunch_breaks/edit', component: lazyScreen(() => import('./LunchBreakEdit'), 'LunchBreakEdit') },
    { path: '/lunch_break_excluded_agents/edit', component: lazyScreen(() => import('./ExcludedAgentsEdit'), 'ExcludedAgentsEdit') },
  ],
  menu: [
    {
      group: 'lunch_break',
      key: 'lunch_breaks',
      label: 'lunch_break.menu.list',
      icon: RestaurantIcon,
      to: '/lunch_breaks',
      permissions: [Permission.LunchBreak],
    },
    {
      group: 'lunch_break',
      key: 'lunch_breaks_edit',
      label: 'lunch_break.menu.edit',
      icon: EditCalendarIcon,
      to: '/lunch_breaks/edit',
      permissions: [Permission.LunchBreakEdit],
    },
    {
      group: 'lunch_break',
      key: 'lunch_break_excluded_agents',
      label: 'lunch_break.menu.excluded',
      icon: PersonOffIcon,
      to: '/lunch_break_excluded_agents/edit',
      permissions: [Permission.LunchBreakEditExcludedAgents],
    },
  ],
  widgets: [],
  messages: { en: lunchBreakEn, de: lunchBreakDe },
};
