import { createElement } from 'react';
import { Navigate } from 'react-router-dom';
import DesktopWindowsIcon from '@mui/icons-material/DesktopWindows';
import PhoneInTalkIcon from '@mui/icons-material/PhoneInTalk';
import TvIcon from '@mui/icons-material/Tv';
import VpnKeyIcon from '@mui/icons-material/VpnKey';
import { MONITOR_TEXT_PERMISSIONS, PBX_QUICK_STATE_PERMISSIONS, Permission, WALLBOARD_KIOSK_PERMISSIONS } from '@backoffice/contracts';
import { lazyScreen, pageMenuEntry, resourceMenuEntry, type AdminArea, type AreaRoute } from '../shared/area';
import { texts } from './texts';
import { monitorEn } from './i18n.en';
import { monitorDe } from './i18n.de';

/** The area's own pages, each behind the permissions of its menu entry (either reading of a permission). */
const PAGES = {
  monitors: {
    path: '/monitors',
    component: lazyScreen(() => import('./MonitorsPage'), 'MonitorsPage'),
    permissions: [...MONITOR_TEXT_PERMISSIONS, ...PBX_QUICK_STATE_PERMISSIONS],
    combine: 'or',
  },
  pbxQuickState: {
    path: '/pbx_quick_state',
    component: lazyScreen(() => import('./pbx-quick-state/PbxQuickStatePage'), 'PbxQuickStatePage'),
    permissions: PBX_QUICK_STATE_PERMISSIONS,
    combine: 'or',
  },
  wallboard: {
    path: '/wallboard',
    component: lazyScreen(() => import('./wallboard/WallboardPage'), 'WallboardPage'),
    permissions: [Permission.MonitorWallboardView],
  },
  wallboardKiosks: {
    path: '/wallboard_kiosks',
    component: lazyScreen(() => import('./wallboard/KiosksPage'), 'KiosksPage'),
    permissions: WALLBOARD_KIOSK_PERMISSIONS,
  },
} satisfies Record<string, AreaRoute>;

/** /monitor leads to /monitors (spec part 1 section 2). */
function MonitorRedirect() {
  return createElement(Navigate, { to: '/monitors', replace: true });
}

/** Monitor: rich texts, the live queue (/pbx_quick_state), the wall monitor showing both (/monitors), the wallboard (/wallboard) and its kiosks. */
export const monitor: AdminArea = {
  key: 'monitor',
  resources: [texts],
  routes: [{ path: '/monitor', component: MonitorRedirect, permissions: [] }, PAGES.monitors, PAGES.pbxQuickState, PAGES.wallboard, PAGES.wallboardKiosks],
  // The TV's page: its own kiosk token, no admin session.
  standalonePages: [{ path: '/wallboard_kiosk', component: lazyScreen(() => import('./wallboard/KioskWallboardPage'), 'KioskWallboardPage') }],
  menu: [
    pageMenuEntry('monitor', 'monitors', 'monitor.menu.monitors', DesktopWindowsIcon, PAGES.monitors),
    resourceMenuEntry('monitor', texts, 'monitor.menu.texts'),
    pageMenuEntry('monitor', 'pbx_quick_state', 'monitor.menu.pbx_quick_state', PhoneInTalkIcon, PAGES.pbxQuickState),
    pageMenuEntry('monitor', 'wallboard', 'monitor.menu.wallboard', TvIcon, PAGES.wallboard),
    pageMenuEntry('monitor', 'wallboard_kiosks', 'monitor.menu.wallboard_kiosks', VpnKeyIcon, PAGES.wallboardKiosks),
  ],
  widgets: [
    {
      key: 'monitor',
      component: lazyScreen(() => import('./pbx-quick-state/QuickStateWidget'), 'QuickStateWidget'),
      // Either reading of the permission: the tile checks any one (a widget needs all of its list).
      permissions: [],
    },
  ],
  messages: { en: monitorEn, de: monitorDe },
};
