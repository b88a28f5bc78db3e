import { Permission, type PermissionName } from './permissions.js';
import type { CrudVerbName } from './crud-calls.js';
import { Routes } from './routes.js';

/**
 * A resource's wire facts, declared once: the API's crud kit serves them (routes, id fields,
 * search, permission checks, messages) and the admin's data provider and access policy read
 * the same object. Each area declares its resources in its own contracts file (Core's are below).
 */
export interface ResourceDeclaration {
  /** The resource's name in the admin: react-admin resource, route `/{name}`, i18n `resources.{name}`. */
  name: string;
  /** Route base of its calls: `POST {base}/count`, `{base}/list`, `{base}/load`, … */
  base: string;
  /** Primary key on the wire; the admin's `id` mirrors it. */
  idField: string;
  /**
   * The id is text on the wire (loggers' plugin name, playback's bigint LogID). Every other id is
   * a positive whole number, sent as a JSON number (the server refuses "5" or true for an id).
   */
  textId?: boolean;
  /** Field of `bulk_delete` carrying the ids (absent: the resource has no bulk delete). */
  bulkIdField?: string;
  /** The search box: an or-list of `like` over these wire fields (spec part 1 section 9). */
  searchFields: readonly string[];
  /** Any one of `view` opens count, list and load; any one of `edit` opens create, save and deletes. */
  permissions: { view: readonly PermissionName[]; edit: readonly PermissionName[] };
  /** For messages: 'User' -> "User created successfully", "Cannot fetch users". */
  labels: { singular: string; plural: string };
  /** Answered by a plain `list` without count or paging (a small, fixed set). */
  unpaged?: boolean;
  /** List filters sent beside `q` in the body of count and list (news' ShowRead), not as conditions. */
  bodyFilters?: readonly string[];
  /**
   * The admin table's columns (DataTable sources) a user may show or hide; the choice is saved for
   * the user (userSettings.Columns, see COLUMN_TABLES). Absent: the table has no column choice.
   */
  columns?: readonly string[];
  /**
   * The crud verbs served and who may call each (crud-calls.ts). Absent: all seven, the reads with
   * `permissions.view` and the writes with `permissions.edit`.
   */
  verbs?: Partial<Record<CrudVerbName, readonly PermissionName[]>>;
  /** Its list takes `after`/`before` (WireFilter): the admin sends them when the user moves one page on or back. */
  keysetPaging?: boolean;
  /**
   * The spec's own messages of some verbs, in place of those `crudCalls` derives from the labels
   * (`ok: null`: the verb answers without a message).
   */
  messages?: Partial<Record<CrudVerbName, { ok?: string | null; fail?: string }>>;
}

export const CoreResources = {
  users: {
    name: 'users',
    base: Routes.users,
    idField: 'UserID',
    bulkIdField: 'UserIDs',
    searchFields: ['FirstName', 'LastName', 'Username', 'Email'],
    permissions: { view: [Permission.CoreUserView], edit: [Permission.CoreUserEdit] },
    labels: { singular: 'User', plural: 'Users' },
    columns: ['actions', 'FirstName', 'LastName', 'Username', 'Email', 'Status', 'Roles'],
  },
  roles: {
    name: 'roles',
    base: Routes.roles,
    idField: 'RoleID',
    bulkIdField: 'RoleIDs',
    searchFields: ['Name', 'FancyName'],
    permissions: { view: [Permission.CoreRoleView], edit: [Permission.CoreRoleEdit] },
    labels: { singular: 'Role', plural: 'Roles' },
    columns: ['actions', 'Name', 'FancyName', 'CustomerID'],
  },
  permissions: {
    name: 'permissions',
    base: Routes.permissions,
    idField: 'PermissionID',
    bulkIdField: 'PermissionIDs',
    searchFields: ['Name'],
    permissions: { view: [Permission.CorePermissionView], edit: [Permission.CorePermissionEdit] },
    labels: { singular: 'Permission', plural: 'Permissions' },
    columns: ['actions', 'PermissionID', 'Name'],
  },
  customers: {
    name: 'customers',
    base: Routes.customers,
    idField: 'CustomerID',
    bulkIdField: 'CustomerIDs',
    searchFields: ['Name', 'Country'],
    permissions: { view: [Permission.CoreCustomerView], edit: [Permission.CoreCustomerEdit] },
    labels: { singular: 'Customer', plural: 'Customers' },
    columns: ['actions', 'Name', 'Status', 'Country'],
  },
  /** Log level per plugin: list and save only, the whole list at once. */
  loggers: {
    name: 'loggers',
    base: Routes.loggers,
    idField: 'PluginName',
    textId: true,
    searchFields: ['PluginName'],
    permissions: { view: [Permission.CoreLoggersView], edit: [Permission.CoreLoggersView] },
    labels: { singular: 'Plugin', plural: 'Plugins' },
    unpaged: true,
  },
} as const satisfies Record<string, ResourceDeclaration>;
