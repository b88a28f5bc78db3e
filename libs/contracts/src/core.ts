import { call, type NoBody } from './calls.js';
import { Permission } from './permissions.js';

/** Wire types of the Core area (spec part 1, sections 3 and 7). Field names are the spec's. */

export const UserStatus = { Active: 1, Inactive: 0, Banned: -1 } as const;
export type UserStatusValue = (typeof UserStatus)[keyof typeof UserStatus];

export const CustomerStatus = { Active: 1, Inactive: 0 } as const;

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'off'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The plugins (server modules) whose log level can be set at run time. */
export const PLUGINS = ['core', 'platform', 'telephony', 'quality', 'monitor', 'lunch_break', 'playback', 'report', 'news', 'assistance'] as const;
export type PluginName = (typeof PLUGINS)[number];

export interface User {
  UserID: number;
  FirstName: string;
  LastName: string;
  Username: string;
  Email: string;
  PhoneNumber?: string | null;
  Status: UserStatusValue;
  CreatedBy?: number | null;
  LastModifiedBy?: number | null;
  PasswordExpires?: string | null;
  /** The user's role names, comma-separated (the list's Roles column). */
  Roles?: string | null;
  /**
   * Read only, answered by users/load (and create, save): sign-in is locked after too many failed
   * sign-ins over all addresses; users/sign_in_lock/delete lifts it.
   */
  SignInLocked?: boolean;
}

/** Why users/login answered 429: `result.data` of that answer, so the admin says it in the user's language. */
export const SignInRefusal = {
  /** Too many failed sign-ins for this user name from this address, or from this address: wait. */
  TooManyAttempts: 'too_many_attempts',
  /** Too many failed sign-ins for this user name over all addresses: locked until it ends or an administrator lifts it. */
  Locked: 'sign_in_locked',
} as const;
export type SignInRefusalReason = (typeof SignInRefusal)[keyof typeof SignInRefusal];

export interface SignInRefusalDetails {
  Reason: SignInRefusalReason;
  /** The same as the Retry-After header. */
  RetryAfterSeconds: number;
}

export interface UserCreate {
  FirstName: string;
  LastName: string;
  Username: string;
  Email: string;
  Password: string;
  Status?: UserStatusValue;
  CreatedBy?: number;
  LastModifiedBy?: number;
  /** Besides the active customer, which a new user always joins (core_customer_view). */
  CustomerIDs?: number[];
  /** The new user's roles (core_role_edit, only roles conferring what the caller holds). */
  RoleIDs?: number[];
}

export interface UserSave {
  UserID: number;
  FirstName?: string;
  LastName?: string;
  Username?: string;
  Email?: string;
  Status?: UserStatusValue;
  /** Sent alone with UserID: a password change. */
  Password?: string;
  /** Replaces the user's customers the caller may see; at least one (core_customer_view). */
  CustomerIDs?: number[];
}

export interface PermissionRecord {
  PermissionID: number;
  Name: string;
}

export type RoleType = 'public' | 'private';

export interface Role {
  RoleID: number;
  Name: string;
  FancyName: string;
  Type: RoleType;
  Locked: boolean;
  Permissions: PermissionRecord[];
  PermissionIDs: number[];
  /** The customer that owns the role, or null for a global role (changed only by holders of `*`). */
  CustomerID: number | null;
}

export interface Customer {
  CustomerID: number;
  Name: string;
  Status: number;
  Country: string | null;
  /** IANA time zone of the customer's days and hours, e.g. Europe/Vienna. */
  TimeZone: string;
}

export interface PluginLogLevel {
  PluginName: PluginName;
  Level: LogLevel;
}

export interface LoginPayload {
  Username: string;
  Password: string;
  AuthorizedUserID?: number;
  [extra: string]: unknown;
}

/** The user as the shell reads it at login. */
export interface SessionUser {
  UserId: number;
  Email: string;
  FirstName: string;
  LastName: string;
  PhoneNumber: string | null;
  LoginCredential: string;
  Username: string;
}

export interface ActiveCustomer {
  CustomerID: number;
  Name: string;
  TimeZone: string;
}

export interface PasswordComplexity {
  minLength: number;
  requireUppercase: boolean;
  requireLowercase: boolean;
  requireDigit: boolean;
  requireSpecial: boolean;
}

export interface UserSettings {
  /** Saved column visibility per table: { [tableKey]: { [column]: visible } }. */
  Columns: Record<string, Record<string, boolean>>;
}

/** What /users/login answers with, and what the browser keeps. */
export interface LoginSession {
  token: string;
  permissions: string[];
  customers: Customer[];
  activeCustomer: ActiveCustomer | null;
  user: SessionUser;
  expiresAt: string;
  activeExternalServiceAvailable: boolean;
  userSettings: UserSettings;
  passwordComplexity: PasswordComplexity;
  passwordExpired: boolean;
  supportSessionActive: boolean;
}

/** `users/me/password/save`: the signed-in user's own password change. */
export interface ChangeOwnPasswordPayload {
  CurrentPassword: string;
  NewPassword: string;
}

export interface ChangeOwnPasswordResult {
  /** When the new password expires (null: never). */
  PasswordExpires: string | null;
  /** How many other sessions of the user the change ended. */
  EndedSessions: number;
}

/** One open session of the signed-in user (`users/me/sessions/list`). */
export interface OwnSession {
  StartedAt: string;
  ExpiresAt: string;
  /** The address and browser the session signed in from. */
  Address: string | null;
  UserAgent: string | null;
  /** The session that asked. */
  Current: boolean;
  /** During a support session: the user name it acts as. */
  ActingAs: string | null;
}

export interface EndOtherSessionsResult {
  EndedSessions: number;
}

/** Answer of support_session start/end and of a customer switch. */
export interface SessionIdentity {
  permissions: string[];
  customers: Customer[];
  user: SessionUser;
  activeCustomer: ActiveCustomer | null;
  activeExternalServiceAvailable: boolean;
  supportSessionActive: boolean;
}

export interface ExtendSessionResult {
  expiresAt: string;
}

/** Public shell configuration (GET /config): what the admin shows in its top bar. */
export interface ShellConfig {
  externalLogoutUrl: string | null;
  helpDeskUrl: string | null;
  liveChat: { enabled: boolean; scriptUrl: string | null; widgetKey: string | null };
  globalSearchEnabled: boolean;
  workstationActions: { reboot: boolean; pxeReconfigure: boolean; networkReconfigure: boolean };
  /** The partner map's tile URL template (OpenStreetMap's by default); null: no tiles, the built-in base layer only. */
  mapTileUrl: string | null;
  /** The tiles' attribution text; null: OpenStreetMap's ("© OpenStreetMap contributors", linked). */
  mapTileAttribution: string | null;
  defaultLocale: string;
  sessionMinutes: number;
}

export const WORKSTATION_ACTIONS = ['reboot', 'pxe_reconfigure', 'network_reconfigure'] as const;
export type WorkstationAction = (typeof WORKSTATION_ACTIONS)[number];

/** One hit of the global search: what it is, a label, and the admin route that shows it. */
export interface SearchHit {
  kind: string;
  id: number | string;
  label: string;
  detail?: string;
  route: string;
}

/** A user's role as the user access tab shows it. */
export interface UserRole {
  RoleID: number;
  Name: string;
  FancyName: string;
}

export interface UserIdRequest {
  UserID: number;
}

/** `GET health`: each backing service's state. */
export interface HealthStatus {
  status: 'up' | 'down';
  database: 'up' | 'down';
  redis: 'up' | 'down';
  /** The areas' own reports (`telephony_sources`: sources that stopped answering); they never make the answer 503. */
  checks: Record<string, HealthCheck>;
}

/** One area's part of the health answer. */
export interface HealthCheck {
  status: 'up' | 'down';
  /** What is down, one line each. */
  problems: string[];
}

/**
 * Core's calls beyond the crud resources (users, roles, permissions, customers): sign-in and the
 * session, My profile, the user access tab, log levels and the shell (configuration, global
 * search, workstation buttons). Paths the spec does not show are ours, documented in the README.
 */
export const CoreCalls = {
  login: call<LoginPayload, LoginSession>()({
    path: 'users/login',
    permissions: [],
    public: true,
    summary: 'Signs in with user name and password; answers the login session with its token',
  }),
  crossLogin: call<{ LegacyToken: string }, LoginSession>()({
    path: 'crosslogin/login',
    permissions: [],
    public: true,
    summary: 'Signs in with a one-time cross-login token (LegacyToken); answers the login session',
  }),
  internLogin: call<{ Hash: string }, LoginSession>()({
    path: 'internlogin/login',
    permissions: [],
    public: true,
    summary: 'Signs in with a one-time intern-login token (Hash); answers the login session',
  }),
  logout: call<{ ActiveCustomerID?: number | null }, null>()({
    path: 'users/logout',
    permissions: [],
    summary: 'Signs out: the session token stops working at once',
    ok: 'Signed out successfully',
  }),
  session: call<NoBody, LoginSession>()({
    path: 'users/session/load',
    permissions: [],
    summary: 'Answers the current login session (for a reloaded browser tab)',
    fail: 'Cannot load session',
  }),
  extendSession: call<NoBody, ExtendSessionResult>()({
    path: 'users/extend_session',
    permissions: [],
    summary: 'Extends the session by its full length; answers the new expiry',
    ok: 'Session extended successfully!',
    fail: 'Cannot extend session',
  }),
  supportSessionStart: call<{ UserId: number }, SessionIdentity>()({
    path: 'users/support_session/start',
    permissions: [Permission.All],
    summary: 'Acts as the user UserId (support session, needs *)',
    ok: 'Support session started',
    fail: 'Cannot start support session',
  }),
  /** Open to any session: during support the acting user's grants may lack `*`, the real user's do not. */
  supportSessionEnd: call<NoBody, SessionIdentity>()({
    path: 'users/support_session/end',
    permissions: [],
    summary: 'Ends the support session: back to the signed-in user',
    ok: 'Support session stopped',
    fail: 'Cannot end support session',
  }),
  switchActiveCustomer: call<{ CustomerID: number }, SessionIdentity>()({
    path: 'users/active_customer/save',
    permissions: [],
    summary: 'Makes CustomerID the active customer of the session',
    ok: 'Active customer changed successfully',
    fail: 'Cannot change active customer',
  }),
  saveColumns: call<{ Columns: UserSettings['Columns'] }, UserSettings>()({
    path: 'users/settings/columns/save',
    permissions: [],
    summary: 'Saves which table columns the user shows; answers the merged settings',
    fail: 'Cannot save column settings',
  }),
  changeOwnPassword: call<ChangeOwnPasswordPayload, ChangeOwnPasswordResult>()({
    path: 'users/me/password/save',
    permissions: [],
    summary: "Changes the signed-in user's own password (needs the current one); ends the user's other sessions",
    fail: 'Cannot change password',
  }),
  ownSessions: call<NoBody, OwnSession[]>()({
    path: 'users/me/sessions/list',
    permissions: [],
    summary: "Lists the signed-in user's open sessions; Current marks the asking one",
    fail: 'Cannot fetch sessions',
  }),
  endOtherSessions: call<NoBody, EndOtherSessionsResult>()({
    path: 'users/me/sessions/end_all',
    permissions: [],
    summary: 'Signs out everywhere else: ends every other session of the signed-in user (this one stays)',
    fail: 'Cannot sign out the other sessions',
  }),
  userRoles: call<UserIdRequest, UserRole[]>()({
    path: 'users/roles/list',
    permissions: [Permission.CoreUserView],
    summary: 'Lists the roles of the user UserID',
    fail: 'Cannot load user roles',
  }),
  saveUserRoles: call<UserIdRequest & { RoleIDs: number[] }, UserRole[]>()({
    path: 'users/roles/bulk_save',
    permissions: [Permission.CoreRoleEdit],
    summary: 'Replaces the roles of the user UserID by RoleIDs; answers them',
    ok: 'User roles saved successfully!',
    fail: 'Cannot save user roles',
  }),
  userIncludedPermissions: call<UserIdRequest, PermissionRecord[]>()({
    path: 'users/included_permissions/list',
    permissions: [Permission.CoreUserView],
    summary: 'Lists the permissions given to the user UserID besides its roles',
    fail: 'Cannot load user included permissions',
  }),
  saveUserIncludedPermissions: call<UserIdRequest & { PermissionIDs: number[] }, PermissionRecord[]>()({
    path: 'users/included_permissions/bulk_save',
    permissions: [Permission.CoreRoleEdit],
    summary: 'Replaces the permissions given to the user UserID besides its roles (removing them from the excluded ones)',
    ok: 'User included permissions saved successfully!',
    fail: 'Cannot save user included permissions',
  }),
  userExcludedPermissions: call<UserIdRequest, PermissionRecord[]>()({
    path: 'users/excluded_permissions/list',
    permissions: [Permission.CoreUserView],
    summary: 'Lists the permissions taken from the user UserID although its roles grant them',
    fail: 'Cannot load user excluded permissions',
  }),
  saveUserExcludedPermissions: call<UserIdRequest & { PermissionIDs: number[] }, PermissionRecord[]>()({
    path: 'users/excluded_permissions/bulk_save',
    permissions: [Permission.CoreRoleEdit],
    summary: 'Replaces the permissions taken from the user UserID (removing them from the included ones)',
    ok: 'User excluded permissions saved successfully!',
    fail: 'Cannot save user excluded permissions',
  }),
  /** The user form's customers: those of the user the caller may see (needs core_customer_view too). */
  userCustomers: call<UserIdRequest, Customer[]>()({
    path: 'users/customers/list',
    permissions: [Permission.CoreUserView],
    summary: "Lists the customers of the user UserID that the caller may see (the user form's customers)",
    fail: 'Cannot load user customers',
  }),
  userPermissions: call<UserIdRequest, string[]>()({
    path: 'users/permissions/list',
    permissions: [Permission.CoreUserView],
    summary: 'Lists the effective permission names of the user UserID: (roles and included) minus excluded',
    fail: 'Cannot load user permissions',
  }),
  liftSignInLock: call<UserIdRequest, Pick<User, 'UserID' | 'SignInLocked'>>()({
    path: 'users/sign_in_lock/delete',
    permissions: [Permission.CoreUserEdit],
    summary: 'Lifts the sign-in lock of the user UserID (after too many failed sign-ins); answers { UserID, SignInLocked: false }',
    ok: 'Sign-in lock lifted',
    fail: 'Cannot lift the sign-in lock',
  }),
  logLevels: call<NoBody, PluginLogLevel[]>()({
    path: 'loggers/list',
    permissions: [Permission.CoreLoggersView],
    summary: 'Lists the log level of every plugin',
    fail: 'Cannot load plugins',
  }),
  saveLogLevel: call<PluginLogLevel, PluginLogLevel>()({
    path: 'loggers/save',
    permissions: [Permission.CoreLoggersView],
    summary: 'Sets the log level of a plugin in every running process',
    ok: 'Plugin level saved successfully',
    fail: 'Cannot save plugin level',
  }),
  shellConfig: call<NoBody, ShellConfig>()({
    path: 'config',
    permissions: [],
    public: true,
    kind: 'read',
    summary: 'The admin shell configuration: logout URL, help desk, chat, search, workstation buttons, map tiles',
  }),
  globalSearch: call<{ Text: string }, SearchHit[]>()({
    path: 'search',
    permissions: [],
    summary: 'Searches every area the user may see (customers, users, ...) for Text (4+ characters)',
    fail: 'Search failed',
  }),
  workstationAction: call<{ Action: WorkstationAction }, null>()({
    path: 'workstation/action',
    permissions: [],
    summary: "Asks the workstation-management service to reboot or reconfigure the user's workstation",
    fail: 'Workstation action failed',
  }),
  health: call<NoBody, HealthStatus>()({
    path: 'health',
    permissions: [],
    public: true,
    kind: 'download',
    summary: 'Health: 200 when PostgreSQL and Redis answer, 503 naming the one that does not',
  }),
} as const;
