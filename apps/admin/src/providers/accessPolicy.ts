import { Permission } from '@backoffice/contracts';
import { hasAnyPermission } from '@backoffice/domain';

type Action = 'list' | 'show' | 'create' | 'edit' | 'delete' | 'clone' | 'export' | string;

/** Which permissions open which action on which resource (spec part 1 section 6). Any-of. */
const POLICY: Record<string, { view: readonly string[]; edit: readonly string[]; create?: readonly string[] }> = {
  users: { view: [Permission.CoreUserView], edit: [Permission.CoreUserEdit] },
  roles: { view: [Permission.CoreRoleView], edit: [Permission.CoreRoleEdit] },
  permissions: {
    view: [Permission.CorePermissionView],
    // The legacy client guarded the edit page with permissions_edits and the create page with
    // permissions_create; core_permission_edit also opens them so the row actions lead somewhere.
    edit: [Permission.CorePermissionEdit, Permission.PermissionsEdits],
    create: [Permission.CorePermissionEdit, Permission.PermissionsCreate],
  },
  customers: { view: [Permission.CoreCustomerView], edit: [Permission.CoreCustomerEdit] },
  loggers: { view: [Permission.CoreLoggersView], edit: [Permission.CoreLoggersView] },
  // Imports rewrite a tenant's call history: administrators only.
  telephony_imports: { view: [Permission.All], edit: [Permission.All] },
  'users.access': { view: [Permission.CoreRoleEdit], edit: [Permission.CoreRoleEdit] },
  'users.support_session': { view: [Permission.All], edit: [Permission.All] },
};

/**
 * canAccess of the authProvider, as a pure rule over the stored permission list (`*` grants all).
 * Viewing actions need the view permission, changing actions the edit permission.
 */
export function canAccessResource(granted: readonly string[], resource: string, action: Action): boolean {
  if (granted.includes(Permission.All)) return true;
  const policy = POLICY[resource];
  if (!policy) return false;
  if (action === 'list' || action === 'show' || action === 'export') return hasAnyPermission(granted, policy.view);
  if (action === 'create' && policy.create) return hasAnyPermission(granted, policy.create);
  return hasAnyPermission(granted, policy.edit);
}

/** Lets later areas add their resources to the policy. */
export function registerAccessPolicy(resource: string, view: readonly string[], edit: readonly string[]): void {
  POLICY[resource] = { view, edit };
}
