import VpnKeyIcon from '@mui/icons-material/VpnKey';
import { CoreResources, Permission } from '@backoffice/contracts';
import { lazyScreen, type AdminResource } from '../../shared/area';

export const permissions: AdminResource = {
  wire: CoreResources.permissions,
  list: lazyScreen(() => import('./PermissionList'), 'PermissionList'),
  create: lazyScreen(() => import('./PermissionForms'), 'PermissionCreate'),
  edit: lazyScreen(() => import('./PermissionForms'), 'PermissionEdit'),
  icon: VpnKeyIcon,
  recordRepresentation: 'Name',
  // The legacy client guarded the edit page with permissions_edits and the create page with
  // permissions_create (spec part 1 section 6); core_permission_edit opens them as well.
  pagePermissions: { edit: [Permission.PermissionsEdits], create: [Permission.PermissionsCreate] },
};
