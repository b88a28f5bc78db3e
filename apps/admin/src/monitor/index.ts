import { createElement } from 'react';
import { Navigate } from 'react-router-dom';
import DesktopWindowsIcon from '@mui/icons-material/DesktopWindows';
import PhoneInTalkIcon from '@mui/icons-material/PhoneInTalk';
import { MONITOR_TEXT_PERMISSIONS, PBX_QUICK_STATE_PERMISSIONS } from '@backoffice/contracts';
import { lazyScreen, resourceMenuEntry, type AdminArea } from '../shared/area';
import { texts } from './texts';
import { monitorEn } from './i18n.en';
import { monitorDe } from './i18n.de';

/** /monitor leads to /monitors (spec part 1 section 2). */
function MonitorRedirect() {
  return createElement(Navigate, { to: '/monitors', replace: true });
}

/** Monitor: rich texts, the live queue (/pbx_quick_state) and the wall monitor showing both (/monitors). */
export const monitor: AdminArea = {
  key: 'monitor',
  resources: [texts],
  routes: [
    { path: '/monitor', component: MonitorRedirect },
    { path: '/monitors', component: lazyScreen(() => import('./MonitorsPage'), 'MonitorsPage') },
    { path: '/pbx_quick_state', component: lazyScreen(() => import('./pbx-quick-state/PbxQuickStatePage'), 'PbxQuickStatePage') },
  ],
  menu: [
    {
      group: 'monitor',
      key: 'monitors',
      label: 'monitor.menu.monitors',
      icon: DesktopWindowsIcon,
      to: '/monitors',
      permissions: [...MONITOR_TEXT_PERMISSIONS, ...PBX_QUICK_STATE_PERMISSIONS],
      combine: 'or',
    },
    resourceMenuEntry('monitor', texts, 'monitor.menu.texts'),
    {
      group: 'monitor',
      key: 'pbx_quick_state',
      label: 'monitor.menu.pbx_quick_state',
      icon: PhoneInTalkIcon,
      to: '/pbx_quick_state',
      permissions: PBX_QUICK_STATE_PERMISSIONS,
      combine: 'or',
    },
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
