import AccessTimeIcon from '@mui/icons-material/AccessTime';
import BarChartIcon from '@mui/icons-material/BarChart';
import ComputerIcon from '@mui/icons-material/Computer';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import ListAltIcon from '@mui/icons-material/ListAlt';
import MailIcon from '@mui/icons-material/Mail';
import PhoneCallbackIcon from '@mui/icons-material/PhoneCallback';
import QueryStatsIcon from '@mui/icons-material/QueryStats';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import ViewTimelineIcon from '@mui/icons-material/ViewTimeline';
import type { ComponentType } from 'react';
import { Permission } from '@backoffice/contracts';
import { lazyScreen, type AdminArea, type AreaMenuEntry, type AreaRoute } from '../shared/area';
import { reportsDe } from './i18n.de';
import { reportsEn } from './i18n.en';

interface ReportScreen {
  key: string;
  path: string;
  icon: ComponentType;
  permissions: string[];
  screen: AreaRoute['component'];
}

/** The spec's report screens under /report (part 2 section 2), each behind its permission (section 6). */
const SCREENS: ReportScreen[] = [
  {
    key: 'exten_switch',
    path: '/report/exten_switch',
    icon: SwapHorizIcon,
    permissions: [Permission.ReportExtenSwitch],
    screen: lazyScreen(() => import('./ExtenSwitchReport'), 'ExtenSwitchReport'),
  },
  {
    key: 'exten_productivity',
    path: '/report/exten_productivity',
    icon: TrendingUpIcon,
    permissions: [Permission.ReportExtenProductivity],
    screen: lazyScreen(() => import('./ExtenProductivityReport'), 'ExtenProductivityReport'),
  },
  {
    key: 'agent_productivity',
    path: '/report/agent_productivity',
    icon: BarChartIcon,
    permissions: [Permission.ReportAgentProductivity],
    screen: lazyScreen(() => import('./AgentProductivityReport'), 'AgentProductivityReport'),
  },
  {
    key: 'call_result',
    path: '/report/call_result',
    icon: PhoneCallbackIcon,
    permissions: [Permission.ReportCallResult],
    screen: lazyScreen(() => import('./CallResultReport'), 'CallResultReport'),
  },
  {
    key: 'absence',
    path: '/report/absence',
    icon: EventBusyIcon,
    permissions: [Permission.ReportAbsence, Permission.ReportAbsenceOwn],
    screen: lazyScreen(() => import('./AbsenceReport'), 'AbsenceReport'),
  },
  {
    key: 'activity',
    path: '/report/activity',
    icon: MailIcon,
    permissions: [Permission.ReportActivity],
    screen: lazyScreen(() => import('./ActivityReport'), 'ActivityReport'),
  },
  {
    key: 'call_duration',
    path: '/report/call_duration',
    icon: AccessTimeIcon,
    permissions: [Permission.ReportCallDuration],
    screen: lazyScreen(() => import('./CallDurationReport'), 'CallDurationReport'),
  },
  {
    key: 'call_log',
    path: '/report/call_log',
    icon: ListAltIcon,
    permissions: [Permission.ReportCallLog],
    screen: lazyScreen(() => import('./CallLogReport'), 'CallLogReport'),
  },
  {
    key: 'acd_details',
    path: '/report/acd_details',
    icon: QueryStatsIcon,
    permissions: [Permission.ReportAcdDetails],
    screen: lazyScreen(() => import('./AcdDetailsReport'), 'AcdDetailsReport'),
  },
  {
    key: 'queue_intervals',
    path: '/report/queue_intervals',
    icon: ViewTimelineIcon,
    permissions: [Permission.ReportQueueIntervals],
    screen: lazyScreen(() => import('./QueueIntervalsReport'), 'QueueIntervalsReport'),
  },
  // report_pc_info shows the entry; the page's content needs pc_info (checked on the page and by the server).
  {
    key: 'pc_info',
    path: '/report/pc_info',
    icon: ComputerIcon,
    permissions: [Permission.ReportPcInfo],
    screen: lazyScreen(() => import('./PcInfoReport'), 'PcInfoReport'),
  },
];

/** Reports: the eleven statistical reports and the PC inventory (docs/reports.md), and today's queue figures on the home page. */
export const reports: AdminArea = {
  key: 'reports',
  resources: [],
  // Each screen behind its menu entry's permissions (any one of them).
  routes: SCREENS.map(({ path, screen, permissions }): AreaRoute => ({ path, component: screen, permissions, combine: 'or' })),
  menu: SCREENS.map(({ key, path, icon, permissions }): AreaMenuEntry => ({
    group: 'report',
    key: `report_${key}`,
    label: `reports.menu.${key}`,
    icon,
    to: path,
    permissions,
    combine: 'or',
  })),
  widgets: [{ key: 'reports', component: lazyScreen(() => import('./ReportsWidget'), 'ReportsWidget'), permissions: [Permission.ReportAcdDetails] }],
  messages: { en: reportsEn, de: reportsDe },
};
