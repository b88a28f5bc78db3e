import { createContext, type ComponentType, type ReactNode } from 'react';
import type { MenuNode } from '@backoffice/domain';
import { Permission } from '@backoffice/contracts';
import DashboardIcon from '@mui/icons-material/Dashboard';
import PersonIcon from '@mui/icons-material/Person';
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
import type { AdminArea, AreaMenuEntry, MenuGroupKey } from '../shared/area';

/** One sidebar group or entry: a translation key, an icon, and a route for entries. */
export interface MenuEntry {
  key: string;
  label: string;
  icon: ComponentType;
  /** Entries without a route are shown disabled (Drive's placeholder Option 1). */
  to?: string;
  /** The area's live figure around the icon (AreaMenuEntry.badge). */
  badge?: ComponentType<{ children: ReactNode }>;
}

export type MenuDefinition = MenuNode<MenuEntry>[];

/** The sidebar of the registered areas (App.tsx builds it with menuDefinition and provides it). */
export const MenuDefinitionContext = createContext<MenuDefinition>([]);

/** The spec's module groups in its order, each shown with any one of its module permissions. */
const GROUPS: { key: MenuGroupKey; icon: ComponentType; permissions: string[] }[] = [
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

/** The shell's own entries: the home page, the customer switch and Drive's placeholder. */
const SHELL_ENTRIES: AreaMenuEntry[] = [
  { group: 'profile', key: 'dashboard', label: 'app.menu.dashboard', icon: DashboardIcon, to: '/dashboard/asset-overview', permissions: [] },
  { group: 'profile', key: 'change_customer', label: 'app.menu.change_customer', icon: SwapHorizIcon, to: '/changeActiveCustomer', permissions: [] },
  { group: 'drive', key: 'option1', label: 'app.menu.option1', icon: LooksOneIcon, permissions: [Permission.Drive] },
];

/**
 * The sidebar, data-driven: the module groups in the spec's order, each with the shell's and the
 * areas' entries in the order of the areas list. filterMenu then keeps a group with any one of its
 * module permissions and an entry with its own (AND unless `combine: 'or'`); a group left without
 * entries (an area that has not arrived yet) is dropped.
 */
export function menuDefinition(areas: readonly AdminArea[]): MenuDefinition {
  const entries = [...SHELL_ENTRIES, ...areas.flatMap((area) => area.menu)];
  return GROUPS.map(({ key, icon, permissions }) => ({
    item: { key, label: `app.menu.groups.${key}`, icon },
    permissions,
    children: entries
      .filter((entry) => entry.group === key)
      .map(({ key: entryKey, label, icon: entryIcon, to, permissions: entryPermissions, combine, badge }) => ({
        item: { key: entryKey, label, icon: entryIcon, to, badge },
        permissions: entryPermissions,
        combine,
      })),
  }));
}
