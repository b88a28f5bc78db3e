import { Permission } from '@backoffice/contracts';
import { lazyScreen, resourceMenuEntry, type AdminArea } from '../shared/area';
import { users } from './users';
import { roles } from './roles';
import { permissions } from './permissions';
import { customers } from './customers';
import { loggers } from './loggers';
import { auditLog } from './audit-log';
import { coreEn } from './i18n.en';
import { coreDe } from './i18n.de';

/** Core: users, roles, permissions, customers, log levels and the audit log. */
export const core: AdminArea = {
  key: 'core',
  resources: [users, permissions, roles, customers, loggers, auditLog],
  menu: [
    resourceMenuEntry('core', users, 'core.menu.users'),
    resourceMenuEntry('core', permissions, 'core.menu.permissions'),
    resourceMenuEntry('core', roles, 'core.menu.roles'),
    resourceMenuEntry('core', customers, 'core.menu.customers'),
    resourceMenuEntry('core', loggers, 'core.menu.loggers'),
    resourceMenuEntry('core', auditLog, 'core.menu.audit_log'),
  ],
  widgets: [{ key: 'core', component: lazyScreen(() => import('./CoreWidget'), 'CoreWidget'), permissions: [Permission.Core] }],
  access: {
    // The user form's access tab (roles, included and excluded permissions).
    'users.access': { view: [Permission.CoreRoleEdit], edit: [Permission.CoreRoleEdit] },
  },
  messages: { en: coreEn, de: coreDe },
};
