/**
 * Playback (spec part 2, sections 2, 3, 6 and 7): recorded calls a user may hear, the agents and
 * call customers to filter them by. Every call is answered within the caller's playback scope
 * (see the domain's playbackScope): a call outside it is answered like an unknown one (404).
 */
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

/** The spec's playback routes (base playback/calls), with the paths our client also uses. */
export const PlaybackRoutes = {
  count: 'playback/calls/count',
  list: 'playback/calls/list',
  load: 'playback/calls/load',
  loadByCallNumber: 'playback/calls/load_by_callnumber',
  listAgents: 'playback/calls/list_agents',
  listCustomers: 'playback/calls/list_customers',
  /** GET ?LogID=&Token=: the recording, with HTTP Range. */
  download: 'playback/calls/download',
} as const;

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
  },
} as const satisfies Record<string, ResourceDeclaration>;
