import type { MenuNode } from '@backoffice/domain';
import { Permission } from '@backoffice/contracts';

/** One home-page widget per area; later issues append theirs. */
export interface DashboardWidget {
  key: string;
  title: string;
  text: string;
  links: { label: string; to: string; permissions: string[] }[];
}

export const DASHBOARD_WIDGETS: MenuNode<DashboardWidget>[] = [
  {
    permissions: [Permission.Core],
    item: {
      key: 'core',
      title: 'app.menu.groups.core',
      text: 'app.dashboard.core',
      links: [
        { label: 'app.menu.users', to: '/users', permissions: [Permission.CoreUserView] },
        { label: 'app.menu.roles', to: '/roles', permissions: [Permission.CoreRoleView] },
        { label: 'app.menu.permissions', to: '/permissions', permissions: [Permission.CorePermissionView] },
        { label: 'app.menu.customers', to: '/customers', permissions: [Permission.CoreCustomerView] },
        { label: 'app.menu.loggers', to: '/loggers', permissions: [Permission.CoreLoggersView] },
      ],
    },
  },
];
