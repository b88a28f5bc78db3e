import PeopleIcon from '@mui/icons-material/People';
import { CoreResources } from '@backoffice/contracts';
import { lazyScreen, type AdminResource } from '../../shared/area';

export const users: AdminResource = {
  wire: CoreResources.users,
  list: lazyScreen(() => import('./UserList'), 'UserList'),
  create: lazyScreen(() => import('./UserCreate'), 'UserCreate'),
  edit: lazyScreen(() => import('./UserEdit'), 'UserEdit'),
  icon: PeopleIcon,
  recordRepresentation: 'Username',
  routes: [
    {
      path: ':id/password/edit',
      component: lazyScreen(() => import('./UserPasswordEdit'), 'UserPasswordEdit'),
      permissions: CoreResources.users.permissions.edit,
      combine: 'or',
    },
  ],
};
