import { Routes } from '@backoffice/contracts';

/** How a react-admin resource maps onto a CRUD base of the wire contract. */
export interface WireResource {
  /** Base path of the POST calls. */
  base: string;
  /** Primary key field on the wire; react-admin's `id` mirrors it. */
  idField: string;
  /** Field of `bulk_delete`, e.g. UserIDs. */
  bulkIdsField: string;
  /** Columns the search box looks in (spec part 1 section 9). */
  searchColumns: readonly string[];
  /** Entity name used in messages ("Cannot fetch users"). */
  entity: string;
  /** Lists answered by a plain `list` call without count or paging. */
  unpaged?: boolean;
}

export const RESOURCES: Record<string, WireResource> = {
  users: {
    base: Routes.users,
    idField: 'UserID',
    bulkIdsField: 'UserIDs',
    searchColumns: ['FirstName', 'LastName', 'Username', 'Email'],
    entity: 'users',
  },
  roles: {
    base: Routes.roles,
    idField: 'RoleID',
    bulkIdsField: 'RoleIDs',
    searchColumns: ['Name', 'FancyName'],
    entity: 'roles',
  },
  permissions: {
    base: Routes.permissions,
    idField: 'PermissionID',
    bulkIdsField: 'PermissionIDs',
    searchColumns: ['Name'],
    entity: 'permissions',
  },
  customers: {
    base: Routes.customers,
    idField: 'CustomerID',
    bulkIdsField: 'CustomerIDs',
    searchColumns: ['Name', 'Country'],
    entity: 'customers',
  },
  telephony_imports: {
    base: Routes.telephonyImportRuns,
    idField: 'ImportID',
    bulkIdsField: 'ImportIDs',
    searchColumns: ['FileName', 'Kind', 'Status', 'Reason'],
    entity: 'import runs',
  },
  loggers: {
    base: Routes.loggers,
    idField: 'PluginName',
    bulkIdsField: 'PluginNames',
    searchColumns: ['PluginName'],
    entity: 'plugins',
    unpaged: true,
  },
};

export function wireResource(resource: string): WireResource {
  const found = RESOURCES[resource];
  if (!found) throw new Error(`Unknown resource '${resource}'`);
  return found;
}

/** Later areas register their resources here without touching the provider. */
export function registerResource(name: string, definition: WireResource): void {
  RESOURCES[name] = definition;
}
