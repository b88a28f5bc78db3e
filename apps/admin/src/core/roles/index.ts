import BadgeIcon from '@mui/icons-material/Badge';
import { RoleList } from './RoleList';
import { RoleCreate, RoleEdit } from './RoleForms';

export const roles = {
  name: 'roles',
  list: RoleList,
  create: RoleCreate,
  edit: RoleEdit,
  icon: BadgeIcon,
  recordRepresentation: 'Name',
};
