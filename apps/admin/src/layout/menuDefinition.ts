import type { ComponentType } from 'react';
import type { MenuNode } from '@backoffice/domain';
import { Permission } from '@backoffice/contracts';
import DashboardIcon from '@mui/icons-material/Dashboard';
import PersonIcon from '@mui/icons-material/Person';
import PeopleIcon from '@mui/icons-material/People';
import VpnKeyIcon from '@mui/icons-material/VpnKey';
import BadgeIcon from '@mui/icons-material/Badge';
import BusinessIcon from '@mui/icons-material/Business';
import TuneIcon from '@mui/icons-material/Tune';
import StorageIcon from '@mui/icons-material/Storage';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import MonitorIcon from '@mui/icons-material/MonitorHeart';
import RestaurantIcon from '@mui/icons-material/Restaurant';
import DriveIcon from '@mui/icons-material/DriveFileMove';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import AssessmentIcon from '@mui/icons-material/Assessment';
import NewspaperIcon from '@mui/icons-material/Newspaper';
import SupportIcon from '@mui/icons-material/SupportAgent';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import LooksOneIcon from '@mui/icons-material/LooksOne';
import UploadFileIcon from '@mui/icons-material/UploadFile';

/** One sidebar group or entry: a translation key, an icon, and a route for entries. */
export interface MenuEntry {
  key: string;
  label: string;
  icon: ComponentType;
  /** Entries without a route are shown disabled (Drive's placeholder Option 1). */
  to?: string;
}

export type MenuDefinition = MenuNode<MenuEntry>[];

const group = (key: string, icon: ComponentType, permissions: string[], children: MenuNode<MenuEntry>[]): MenuNode<MenuEntry> => ({
  item: { key, label: `app.menu.groups.${key}`, icon },
  permissions,
  children,
});

const entry = (
  key: string,
  label: string,
  icon: ComponentType,
  to: string | undefined,
  permissions: string[],
  combine?: 'and' | 'or',
): MenuNode<MenuEntry> => ({
  item: { key, label, icon, to },
  permissions,
  combine,
});

/**
 * The sidebar, data-driven: module groups in the spec's order, each filtered by its module
 * permission (any-of) and its entries by their own (AND unless `combine: 'or'`). A group without
 * entries (an area that arrives in a later issue) is dropped by filterMenu; later issues add
 * their entries to AREA_ENTRIES.
 */
export const AREA_ENTRIES: Record<string, MenuNode<MenuEntry>[]> = {
  profile: [
    entry('dashboard', 'app.menu.dashboard', DashboardIcon, '/dashboard/asset-overview', []),
    entry('change_customer', 'app.menu.change_customer', SwapHorizIcon, '/changeActiveCustomer', []),
  ],
  core: [
    entry('users', 'app.menu.users', PeopleIcon, '/users', [Permission.CoreUserView]),
    entry('permissions', 'app.menu.permissions', VpnKeyIcon, '/permissions', [Permission.CorePermissionView]),
    entry('roles', 'app.menu.roles', BadgeIcon, '/roles', [Permission.CoreRoleView]),
    entry('customers', 'app.menu.customers', BusinessIcon, '/customers', [Permission.CoreCustomerView]),
    entry('loggers', 'app.menu.loggers', TuneIcon, '/loggers', [Permission.CoreLoggersView]),
    entry('telephony_imports', 'app.menu.telephony_imports', UploadFileIcon, '/telephony_imports', [Permission.All]),
  ],
  quality: [],
  monitor: [],
  lunch_break: [],
  drive: [entry('option1', 'app.menu.option1', LooksOneIcon, undefined, [Permission.Drive])],
  playback: [],
  report: [],
  news: [],
  assistance: [],
};

const GROUPS: { key: string; icon: ComponentType; permissions: string[] }[] = [
  { key: 'profile', icon: PersonIcon, permissions: [] },
  { key: 'core', icon: StorageIcon, permissions: [Permission.Core] },
  { key: 'quality', icon: FactCheckIcon, permissions: [Permission.Quality] },
  { key: 'monitor', icon: MonitorIcon, permissions: [Permission.Monitor] },
  { key: 'lunch_break', icon: RestaurantIcon, permissions: [Permission.LunchBreak] },
  { key: 'drive', icon: DriveIcon, permissions: [Permission.Drive] },
  { key: 'playback', icon: PlayCircleIcon, permissions: [Permission.Playback] },
  { key: 'report', icon: AssessmentIcon, permissions: [Permission.Report] },
  { key: 'news', icon: NewspaperIcon, permissions: [Permission.News] },
  { key: 'assistance', icon: SupportIcon, permissions: [Permission.Assistance] },
];

export function menuDefinition(): MenuDefinition {
  return GROUPS.map(({ key, icon, permissions }) => group(key, icon, permissions, AREA_ENTRIES[key] ?? []));
}
