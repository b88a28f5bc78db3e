import PeopleIcon from '@mui/icons-material/People';
import { UserList } from './UserList';
import { UserCreate } from './UserCreate';
import { UserEdit } from './UserEdit';

export { UserPasswordEdit } from './UserPasswordEdit';

export const users = {
  name: 'users',
  list: UserList,
  create: UserCreate,
  edit: UserEdit,
  icon: PeopleIcon,
  recordRepresentation: 'Username',
};
