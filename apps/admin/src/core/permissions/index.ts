import VpnKeyIcon from '@mui/icons-material/VpnKey';
import { PermissionList } from './PermissionList';
import { PermissionCreate, PermissionEdit } from './PermissionForms';

export const permissions = {
  name: 'permissions',
  list: PermissionList,
  create: PermissionCreate,
  edit: PermissionEdit,
  icon: VpnKeyIcon,
  recordRepresentation: 'Name',
};
