/**
 * Playback (spec part 2, sections 2, 3, 6 and 7): recorded calls a user may hear, the agents and
 * call customers to filter them by. Every call is answered within the caller's playback scope
 * (see the domain's playbackScope): a call outside it is answered like an unknown one (404).
 */
import { call, type NoBody } from './calls.js';
import { Permission } from './permissions.js';
import type { ResourceDeclaration } from './resources.js';
import { Routes } from './routes.js';

/** The agent who answered a call, as the call list shows it. */
export interface PlaybackCallcenterUser {
  Username: string;
  /** The agent's employee id: what the Agents filter sends (`CallcenterUser.EmployeeID` in ids). */
  EmployeeID: string;
}

/** One recorded call of `playback/calls/list` and `load`. */
export interface PlaybackCall {
  LogID: string;
  /** The caller's number. */
  Number: string;
  /** Talk time as HH:MM:SS (the list shows the first 8 characters). */
  Duration: string;
  /** How the call ended (CallStatus). */
  Status: string;
  /** The call customer (the line the caller dialled): `CustomerID` in ids filters by it. */
  CustomerID: number | null;
  CustomerName: string | null;
  EmployeeID: string | null;
  /** When the call entered the queue (ISO instant); the table shows its date and time in the customer's zone. */
  Information: string;
  /** The same instant: the filter's field (`Timestamp` gte From, lte To). */
  Timestamp: string;
  Transferred: boolean;
  CallcenterUser: PlaybackCallcenterUser | null;
}

/** An agent of `playback/calls/list_agents`: ID is the employee id the Agents filter sends. */
export interface PlaybackAgent {
  ID: string;
  CallcenterUser: PlaybackCallcenterUser[];
}

/** A call customer of `playback/calls/list_customers`. */
export interface PlaybackCustomer {
  ID: number;
  Name: string;
}

/** The wire fields the call list filters and sorts by. */
export const PLAYBACK_CALL_FIELDS = [
  'LogID',
  'Number',
  'Duration',
  'Status',
  'CustomerID',
  'CustomerName',
  'EmployeeID',
  'Timestamp',
  'CallcenterUser.EmployeeID',
  'CallcenterUser.Username',
] as const;

/** Any one of these opens Playback: its menu entries and the Listen and Download actions (spec part 2 section 6). */
export const PLAYBACK_PERMISSIONS = [Permission.PlaybackListenAll, Permission.PlaybackListenOwn, Permission.PlaybackListenOwnNotTransferred] as const;

export const PlaybackResources = {
  /** Recorded calls: read only (count, list, load), each within the caller's playback scope. */
  calls: {
    name: 'playback',
    base: Routes.playbackCalls,
    idField: 'LogID',
    textId: true,
    searchFields: ['Number'],
    permissions: { view: PLAYBACK_PERMISSIONS, edit: [Permission.All] },
    labels: { singular: 'Call', plural: 'Calls' },
    keysetPaging: true,
    verbs: { count: PLAYBACK_PERMISSIONS, list: PLAYBACK_PERMISSIONS, load: PLAYBACK_PERMISSIONS },
    messages: { count: { fail: 'Cannot load calls' }, list: { fail: 'Cannot load calls' }, load: { ok: null } },
  },
} as const satisfies Record<string, ResourceDeclaration>;

/** `playback/calls/load_by_callnumber`: the call's LogID or the PBX's uniqueid. */
export interface PlaybackCallNumber {
  CallNumber: string;
}

/** `playback/calls/download`: GET ?LogID=&Token=, the recording with HTTP Range. */
export interface PlaybackDownloadQuery {
  LogID: string;
}

const CALLS = Routes.playbackCalls;

/** Playback's calls beyond the crud kit's count, list and load (`crudCalls(PlaybackResources.calls)`). */
export const PlaybackCalls = {
  /** The single playback page: needs playback_listen_all (or *), as its listen dialog does. */
  loadByCallNumber: call<PlaybackCallNumber, PlaybackCall>()({
    path: `${CALLS}/load_by_callnumber`,
    permissions: [Permission.PlaybackListenAll],
    summary: 'Loads one call the user may play by its call number',
    fail: 'Cannot load call',
  }),
  listAgents: call<NoBody, PlaybackAgent[]>()({
    path: `${CALLS}/list_agents`,
    permissions: PLAYBACK_PERMISSIONS,
    summary: 'Lists the agents for the playback filter',
    fail: 'Cannot load agents',
  }),
  listCustomers: call<NoBody, PlaybackCustomer[]>()({
    path: `${CALLS}/list_customers`,
    permissions: PLAYBACK_PERMISSIONS,
    summary: 'Lists the customers for the playback filter',
    fail: 'Cannot load customers',
  }),
  download: call<PlaybackDownloadQuery, never>()({
    path: `${CALLS}/download`,
    permissions: PLAYBACK_PERMISSIONS,
    summary: 'Streams the recording of a call the user may play (Range requests answered 206)',
    fail: 'Cannot download the recording',
    kind: 'download',
  }),
} as const;
