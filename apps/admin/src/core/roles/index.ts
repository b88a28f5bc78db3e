import BadgeIcon from '@mui/icons-material/Badge';
import { CoreResources } from '@backoffice/contracts';
import { lazyScreen, type AdminResource } from '../../shared/area';

export const roles: AdminResource = {
  wire: CoreResources.roles,
  list: lazyScreen(() => import('./RoleList'), 'RoleList'),
  create: lazyScreen(() => import('./RoleForms'), 'RoleCreate'),
  edit: lazyScreen(() => import('./RoleForms'), 'RoleEdit'),
  icon: BadgeIcon,
  recordRepresentation: 'Name',
};
