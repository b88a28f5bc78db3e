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
