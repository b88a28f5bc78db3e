import { AuditResources, Permission, type AuditEntry } from '@backoffice/contracts';
import type { Principal } from '../../platform/auth/principal.js';
import type { CrudResource, TenantScope } from '../../platform/crud/crud-resource.js';
import { ListFilterDto } from '../../platform/crud/crud.dto.js';

/** The log is no entity of the app's: no code writes it through TypeORM (the triggers and recordAuditEvent do). */
interface AuditRow {
  auditId: number;
}

const SELECT = {
  AuditID: 'a.audit_id::float8',
  At: 'a.at',
  UserID: 'a.user_id',
  Username: 'a.username',
  ActingAdminID: 'a.acting_admin_id',
  CustomerID: 'a.customer_id',
  Action: 'a.action',
  Call: 'a.call',
  Resource: 'a.resource',
  ResourceID: 'a.resource_id',
  Changes: 'a.changes',
};

/**
 * Who sees which rows: a holder of `*` every row (all customers, and the rows of no customer: a
 * failed sign-in, the server's own work); anyone else with core_audit_view the rows of the active
 * customer, so a customer's administrator reads that customer's log and no other.
 */
export function auditScope(customerId: number, bind: (value: unknown) => string, principal: Pick<Principal, 'permissions'>): string {
  return principal.permissions.includes(Permission.All) ? 'TRUE' : `a.customer_id = ${bind(customerId)}`;
}

const auditTenant: TenantScope = { where: auditScope };

/**
 * The audit log, read only (count, list, load): newest first by its id. Filters and sorts use the
 * bare columns (not the select's casts) so that the indexes of the migration answer them.
 */
export const auditLogResource: CrudResource<AuditRow, AuditEntry> = {
  wire: AuditResources.auditLog,
  entity: 'audit.log',
  from: 'audit.log a',
  id: { sql: 'a.audit_id', property: 'auditId' },
  fields: {
    AuditID: { sql: 'a.audit_id', type: 'number', notNull: true },
    At: { sql: 'a.at', type: 'date', notNull: true },
    UserID: { sql: 'a.user_id', type: 'number' },
    Username: { sql: 'a.username', type: 'string' },
    ActingAdminID: { sql: 'a.acting_admin_id', type: 'number' },
    CustomerID: { sql: 'a.customer_id', type: 'number' },
    Action: { sql: 'a.action', type: 'string', notNull: true },
    Call: { sql: 'a.call', type: 'string' },
    Resource: { sql: 'a.resource', type: 'string', notNull: true },
    ResourceID: { sql: 'a.resource_id', type: 'string' },
  },
  select: SELECT,
  tenant: auditTenant,
  // No create or save route exists; the kit's type asks for DTOs all the same.
  dto: { create: ListFilterDto, save: ListFilterDto },
  writable: {},
  defaultOrder: [{ field: 'AuditID', direction: 'desc' }],
};
