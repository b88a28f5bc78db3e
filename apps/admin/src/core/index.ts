export { users, UserPasswordEdit } from './users';
export { roles } from './roles';
export { permissions } from './permissions';
export { customers } from './customers';
export { loggers } from './loggers';
