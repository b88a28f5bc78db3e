import { createElement } from 'react';
import { Navigate } from 'react-router-dom';
import EditCalendarIcon from '@mui/icons-material/EditCalendar';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import RestaurantIcon from '@mui/icons-material/Restaurant';
import { Permission } from '@backoffice/contracts';
import { lazyScreen, pageMenuEntry, type AdminArea, type AreaRoute } from '../shared/area';
import { mayOpenRoute } from '../shell/RoutePermissions';
import { useSession } from '../providers/session';
import { lunchBreakEn } from './i18n.en';
import { lunchBreakDe } from './i18n.de';

/** The area's own pages, each behind the permission of its menu entry. */
const PAGES = {
  list: { path: '/lunch_breaks', component: lazyScreen(() => import('./LunchBreakList'), 'LunchBreakList'), permissions: [Permission.LunchBreak] },
  edit: { path: '/lunch_breaks/edit', component: lazyScreen(() => import('./LunchBreakEdit'), 'LunchBreakEdit'), permissions: [Permission.LunchBreakEdit] },
  excluded: {
    path: '/lunch_break_excluded_agents/edit',
    component: lazyScreen(() => import('./ExcludedAgentsEdit'), 'ExcludedAgentsEdit'),
    permissions: [Permission.LunchBreakEditExcludedAgents],
  },
} satisfies Record<string, AreaRoute>;

/** /lunchBreak leads to the edit page (spec part 2 section 2), or to the list for a user who may only read it. */
function LunchBreakRedirect() {
  const session = useSession();
  const target = mayOpenRoute(session?.permissions ?? [], PAGES.edit) ? PAGES.edit : PAGES.list;
  return createElement(Navigate, { to: target.path, replace: true });
}

/** Lunch break: today's plan (the customer's day), its edit page and the agents left out of it. */
export const lunchBreak: AdminArea = {
  key: 'lunch_break',
  resources: [],
  routes: [{ path: '/lunchBreak', component: LunchBreakRedirect, permissions: [Permission.LunchBreak] }, ...Object.values(PAGES)],
  menu: [
    pageMenuEntry('lunch_break', 'lunch_breaks', 'lunch_break.menu.list', RestaurantIcon, PAGES.list),
    pageMenuEntry('lunch_break', 'lunch_breaks_edit', 'lunch_break.menu.edit', EditCalendarIcon, PAGES.edit),
    pageMenuEntry('lunch_break', 'lunch_break_excluded_agents', 'lunch_break.menu.excluded', PersonOffIcon, PAGES.excluded),
  ],
  widgets: [],
  messages: { en: lunchBreakEn, de: lunchBreakDe },
};
