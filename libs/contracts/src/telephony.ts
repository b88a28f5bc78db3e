import { call, type FileBytes, type UploadedFile } from './calls.js';
import { Permission } from './permissions.js';
import type { ResourceDeclaration } from './resources.js';
import { ServiceLevelCalls } from './service-levels.js';

/**
 * Telephony constants shared by the API and the admin (spec part 2, sections 3 and 7).
 * The values are the stored and wire values; labels are the admin's job (i18n).
 */

/** The 13 agent activity types of the agent productivity report, in the spec's order. */
export const ACTIVITY_TYPES = [
  'Call',
  'Leerzeit',
  'Kurzpause',
  'Mittagspause',
  'Störungsbearbeitung',
  'Besprechung',
  'Nachbearbeitung',
  'Rückfrage bei Supervisor',
  'Schulung',
  'Quality',
  'Outbound',
  'Rückfrage bei IT',
  'Timeout bei Anruf',
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** Call result types of the call result report (the column keys; English labels in the spec). */
export const CALL_RESULT_TYPES = [
  'rueckruf',
  'nochmals',
  'fax',
  'anruf_kunde',
  'nicht_mitteilen',
  'aufgelegt',
  'testanruf',
  'sonstiges',
  'weiterverbunden',
  'firma_fax',
  'firma_anruf',
  'firma_pager',
] as const;
export type CallResultType = (typeof CALL_RESULT_TYPES)[number];

/** Absence reasons (status_grund) offered by the absence report's Cause checkboxes. */
export const ABSENCE_REASONS = [
  'Urlaub',
  'Krankenstand',
  'Zeitausgleich',
  'Arzttermin',
  'Schulung extern',
  'Dienstreise',
  'Pflegeurlaub',
  'Sonstiges',
] as const;
export type AbsenceReason = (typeof ABSENCE_REASONS)[number];

/**
 * How a call left the queue. Answered: completed_caller, completed_agent, transferred.
 * Lost: abandoned, timeout, exit_empty, exit_key. unfinished: the log ended before an exit event.
 */
export const CALL_STATUSES = ['completed_caller', 'completed_agent', 'transferred', 'abandoned', 'timeout', 'exit_empty', 'exit_key', 'unfinished'] as const;
export type CallStatus = (typeof CALL_STATUSES)[number];

export const ANSWERED_CALL_STATUSES: readonly CallStatus[] = ['completed_caller', 'completed_agent', 'transferred'];
export const LOST_CALL_STATUSES: readonly CallStatus[] = ['abandoned', 'timeout', 'exit_empty', 'exit_key'];

/** Kinds of telephony import, each with its own upload route and CLI sub-command. */
export const TELEPHONY_IMPORT_KINDS = ['queue_log', 'cdr_csv', 'absences', 'mail_activities', 'pc_inventory', 'lunch_breaks'] as const;
export type TelephonyImportKind = (typeof TELEPHONY_IMPORT_KINDS)[number];

/** One rejected (or, for warnings, skipped) line of an import file. */
export interface ImportRowProblem {
  Line: number;
  Reason: string;
}

/** What an import answers: written rows per table, or the rejected rows and nothing written. */
export interface ImportReport {
  Kind: TelephonyImportKind;
  FileName: string;
  Accepted: boolean;
  LinesRead: number;
  /** New rows per table. */
  Inserted: Record<string, number>;
  /** Names of the queues (`call_customers`) and `agents` the file named and the directory did not know: created by this import. */
  Created: Record<string, string[]>;
  /** The clock the file's times were read in: `UTC` or the customer's time zone (files with local times only). */
  TimesReadIn?: string;
  /** Existing rows completed by this file (an unfinished call that now ended, a CDR matched to a queue call). */
  Updated: Record<string, number>;
  /** Rows already present as they are (re-import of the same file). */
  Unchanged: Record<string, number>;
  /** More problems than listed (the lists are capped). */
  MoreErrors: number;
  Errors: ImportRowProblem[];
  Warnings: ImportRowProblem[];
}

/**
 * An import's life: `receiving` (upload streaming to storage), `queued`, `running`, then
 * `imported`, `rejected` (rows refused, nothing written), `failed` (an error; retried, then
 * given up) or `refused` (the upload was refused before importing: binary, too large, another
 * kind of file, unknown customer).
 */
export const IMPORT_RUN_STATUSES = ['receiving', 'queued', 'running', 'imported', 'rejected', 'failed', 'refused'] as const;
export type ImportRunStatus = (typeof IMPORT_RUN_STATUSES)[number];

/** One row of `telephony/imports/runs/list` (administrators only). */
export interface ImportRun {
  ImportID: number;
  Kind: TelephonyImportKind;
  FileName: string;
  Status: ImportRunStatus;
  /** Why it was rejected, failed or refused (the first problem and how many there were). */
  Reason: string | null;
  LinesRead: number;
  /** Rows inserted plus rows updated. */
  RowsWritten: number;
  Warnings: number;
  Errors: number;
  FileBytes: number | null;
  UserID: number | null;
  Username: string | null;
  JobID: string | null;
  Attempts: number;
  CreatedAt: string;
  StartedAt: string | null;
  FinishedAt: string | null;
}

/** `telephony/imports/runs/load`: the run with its full report (null until it finished). */
export interface ImportRunDetail extends ImportRun {
  Report: ImportReport | null;
}

/** The answer of an upload (POST telephony/imports/{kind}): the import runs as a job. */
export interface ImportQueued {
  ImportID: number;
  JobID: string;
  Kind: TelephonyImportKind;
  FileName: string;
  FileBytes: number;
}

/**
 * The PBX quick state (spec part 1: connected and queued counts), as `monitor/pbx_quick_state/load`
 * answers it and the `pbxQuickState` socket event pushes it to the customer's room.
 */
export interface PbxQuickState {
  Connected: number;
  Queued: number;
  /** False when the PBX did not answer the last reading: the counts are the last known ones, not live. */
  Reachable: boolean;
  /** When the PBX last answered (ISO), null before the first answer. */
  ReadAt: string | null;
  /** When the server last tried to read the PBX (ISO). */
  CheckedAt: string;
}

/**
 * Where a continuous source reads (issue 24): a queue_log file followed as it grows, Asterisk's
 * realtime `queue_log` table, or a cdr-csv Master.csv followed as it grows.
 */
export const TELEPHONY_SOURCE_KINDS = ['queue_log_file', 'queue_log_table', 'cdr_csv_file'] as const;
export type TelephonySourceKind = (typeof TELEPHONY_SOURCE_KINDS)[number];

/** A telephony source (`telephony/sources/*`, administrators): read continuously into the customer's calls. */
export interface TelephonySource {
  SourceID: number;
  Kind: TelephonySourceKind;
  /** Files: the file, inside the server's sources folder (TELEPHONY_SOURCES_DIR). Null for a table. */
  Path: string | null;
  /** Tables: `postgres://user:password@host:port/database` (also `postgresql://`) or `mysql://…` (also `mariadb://`): the scheme chooses the database; answered with the password masked (`****`). */
  ConnectionUrl: string | null;
  /** Tables: the queue_log table (`queue_log` or `schema.queue_log`). */
  Table: string | null;
  Active: boolean;
  /** Read-only: lines (table rows) read so far. */
  LinesRead: number;
  /** Read-only: the time of the newest line read (ISO), null before the first. */
  LastLineAt: string | null;
  /** Read-only: seconds since the source was last read to its end (null before the first read): grows when it falls behind or stops answering. */
  LagSeconds: number | null;
  /** Read-only: the last problem (a file that cannot be read, a refused login, a line that cannot be parsed: its number, reason and first 100 characters). */
  LastError: string | null;
  /** Read-only: when the last problem happened (ISO). */
  LastErrorAt: string | null;
}

/** What a source create or save sends (the read-only fields are the server's). */
export type TelephonySourceInput = Pick<TelephonySource, 'Kind' | 'Path' | 'ConnectionUrl' | 'Table' | 'Active'>;

export const TelephonyResources = {
  /** The import runs: read-only, for administrators (an import rewrites a tenant's call history). */
  importRuns: {
    name: 'telephony_imports',
    base: 'telephony/imports/runs',
    idField: 'ImportID',
    bulkIdField: 'ImportIDs',
    searchFields: ['FileName', 'Kind', 'Status', 'Reason'],
    permissions: { view: [Permission.All], edit: [Permission.All] },
    labels: { singular: 'Import run', plural: 'Import runs' },
    // Runs are written by the imports themselves, never through the kit: reads only.
    verbs: { count: [Permission.All], list: [Permission.All], load: [Permission.All] },
  },
  /** Continuous sources (issue 24): administrators, as imports (they write a tenant's call history). */
  sources: {
    name: 'telephony_sources',
    base: 'telephony/sources',
    idField: 'SourceID',
    bulkIdField: 'SourceIDs',
    searchFields: ['Kind', 'Path', 'Table', 'LastError'],
    permissions: { view: [Permission.All], edit: [Permission.All] },
    labels: { singular: 'Source', plural: 'Sources' },
    verbs: {
      count: [Permission.All],
      list: [Permission.All],
      create: [Permission.All],
      load: [Permission.All],
      save: [Permission.All],
      delete: [Permission.All],
    },
  },
} as const satisfies Record<string, ResourceDeclaration>;

/** The queue of telephony imports (one job per uploaded file); its progress reaches the uploader's downloads menu. */
export const TelephonyQueue = { Import: 'telephony-import' } as const;

/** POST telephony/imports/{kind}: the file (multipart field `file`) and, optionally, the customer it is for (else the active one). */
export interface TelephonyImportUpload {
  kind: TelephonyImportKind;
  CustomerID?: number;
  file: UploadedFile;
}

/**
 * The Telephony area's calls beyond the import runs' reads (`crudCalls(TelephonyResources.importRuns)`):
 * importing rewrites a tenant's call history, so every call needs `*` (administrators).
 */
export const TelephonyCalls = {
  ...ServiceLevelCalls,
  /** Answers at once with the job; its outcome is on the import run. */
  importFile: call<TelephonyImportUpload, ImportQueued>()({
    path: 'telephony/imports/:kind',
    permissions: [Permission.All],
    summary: 'Uploads a PBX export (multipart field file) and queues its import; answers the job at once',
    fail: 'Cannot import the file',
    kind: 'upload',
    query: ['CustomerID'],
  }),
  /** GET telephony/recordings/download?LogID=..&Token=..: any recording of the active customer (administrators checking an import). */
  recording: call<{ LogID: string }, FileBytes>()({
    path: 'telephony/recordings/download',
    permissions: [Permission.All],
    summary: 'Streams the recording of the call LogID of the active customer (Range requests answered 206)',
    fail: 'Cannot download the recording',
    kind: 'download',
  }),
} as const;
