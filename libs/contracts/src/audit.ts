import { call, type FileBytes } from './calls.js';
import { Permission } from './permissions.js';
import type { ResourceDeclaration } from './resources.js';

/** One changed field of an audited row. A secret column (a password hash, a token) says only that it changed: `Secret`, no values. */
export interface AuditChange {
  Field: string;
  Old: unknown;
  New: unknown;
  Secret?: true;
}

/**
 * What an audit row's `Action` says: a row of an audited table was created, saved or deleted, or
 * an event that changes no audited table happened (a sign-in, a support session, a job's start).
 */
export const AUDIT_ACTIONS = ['create', 'save', 'delete', 'sign_in', 'sign_in_failed', 'support_session_start', 'support_session_end', 'job_start'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * One append-only row of the audit log. `UserID`/`Username`: who acted (the user acted for during a
 * support session); `ActingAdminID`: the administrator really behind a support session. `Call`:
 * the API call that made the change (`users/bulk_delete`), null for the server's own work (jobs).
 */
export interface AuditEntry {
  AuditID: number;
  At: string;
  UserID: number | null;
  Username: string | null;
  ActingAdminID: number | null;
  CustomerID: number | null;
  Action: AuditAction;
  Call: string | null;
  Resource: string;
  ResourceID: string | null;
  Changes: AuditChange[];
}

/** GET core/audit_log/export: the list's filters as query fields (each optional); `From`/`To` bound `At` (ISO instants, To exclusive). */
export interface AuditExportQuery {
  UserID?: number;
  Username?: string;
  CustomerID?: number;
  Resource?: string;
  Action?: string;
  From?: string;
  To?: string;
}

export const AuditResources = {
  /** Read only: no create, save or delete exists, for anyone (the database refuses them too). */
  auditLog: {
    name: 'audit_log',
    base: 'core/audit_log',
    idField: 'AuditID',
    // No search box: the screen filters by user, customer, resource, action and time, each by an index.
    searchFields: [],
    // No verb writes (see verbs): `edit` names `*` only so that no screen offers a change to anyone else either.
    permissions: { view: [Permission.CoreAuditView], edit: [Permission.All] },
    labels: { singular: 'Audit entry', plural: 'Audit entries' },
    verbs: { count: [Permission.CoreAuditView], list: [Permission.CoreAuditView], load: [Permission.CoreAuditView] },
    keysetPaging: true,
  },
} as const satisfies Record<string, ResourceDeclaration>;

export const AuditCalls = {
  /** GET core/audit_log/export?UserID&Username&CustomerID&Resource&Action&From&To&Token: the filtered log as CSV, streamed. */
  export: call<AuditExportQuery, FileBytes>()({
    path: 'core/audit_log/export',
    permissions: [Permission.CoreAuditView],
    summary: 'Streams the audit log (filtered by user, customer, resource, action and time) as a CSV file',
    fail: 'Cannot export the audit log',
    kind: 'download',
  }),
} as const;
