/**
 * Monitor (spec part 1, sections 2, 3, 7 and 9): rich texts and the live queue quick state.
 */
import { call, type NoBody } from './calls.js';
import type { WireFilter } from './filter.js';
import type { PbxQuickState } from './telephony.js';
import { Permission } from './permissions.js';
import type { ResourceDeclaration } from './resources.js';
import { Routes } from './routes.js';

/** A monitor text (crud base monitor/texts). Content is HTML, sanitised by the server before it is stored. */
export interface MonitorText {
  TextID: number;
  Name: string;
  Content: string;
  Active: boolean;
  CreatedBy: string | null;
  LastModifiedBy: string | null;
}

/** How often the server reads the PBX, and how often the page polls while its socket is down. */
export const PBX_QUICK_STATE_INTERVAL_MS = 5000;
/** A reading older than this is not shown as live (the poller stopped, or the PBX stopped answering). */
export const PBX_QUICK_STATE_STALE_MS = 3 * PBX_QUICK_STATE_INTERVAL_MS;

/** Either reading of each permission name grants (spec part 1 section 2); texts have no edit permission of their own. */
export const MONITOR_TEXT_PERMISSIONS = [Permission.MonitorListTexts, Permission.MonitorListText] as const;
export const PBX_QUICK_STATE_PERMISSIONS = [Permission.MonitorPbxQuickStateView, Permission.MonitorPbxQuickState] as const;

export const MonitorResources = {
  texts: {
    name: 'monitor/texts',
    base: Routes.monitorTexts,
    idField: 'TextID',
    bulkIdField: 'TextIDs',
    searchFields: ['Name'],
    permissions: { view: MONITOR_TEXT_PERMISSIONS, edit: MONITOR_TEXT_PERMISSIONS },
    labels: { singular: 'Text', plural: 'Texts' },
    columns: ['actions', 'TextID', 'Name', 'Active'],
  },
} as const satisfies Record<string, ResourceDeclaration>;

/** The queue of the PBX poll (one job scheduler). */
export const MonitorQueue = { PbxQuickState: 'monitor-pbx-quick-state' } as const;

/** An agent's state on the wallboard, from the PBX: talking outranks ringing, ringing paused, paused available. */
export const WallboardAgentState = {
  Talking: 'talking',
  Ringing: 'ringing',
  Available: 'available',
  Paused: 'paused',
  LoggedOff: 'logged_off',
} as const;
export type WallboardAgentStateName = (typeof WallboardAgentState)[keyof typeof WallboardAgentState];

/**
 * The wallboard's longest-wait alert: a queue whose longest waiting caller waits longer turns red.
 * One figure for every queue (docs/decisions.md "Wallboard"); each queue carries it on the wire
 * (`LongestWaitAlertSeconds`) so a per-queue setting can replace it without touching the admin.
 */
export const WALLBOARD_LONGEST_WAIT_ALERT_SECONDS = 60;

/** How many agents of a queue are in each state. */
export interface WallboardAgentCounts {
  Talking: number;
  Ringing: number;
  Available: number;
  Paused: number;
  LoggedOff: number;
}

/** One queue of the wallboard: live from the PBX (Waiting, LongestWaitSeconds, Agents), today's figures from today's call rows. */
export interface WallboardQueue {
  Queue: string;
  /** The queue's name for people (the call customer's name), or the queue itself. */
  Name: string;
  Waiting: number;
  /** The longest waiting caller's wait when the wallboard was read (ReadAt); the browser counts on. */
  LongestWaitSeconds: number;
  Offered: number;
  Answered: number;
  Abandoned: number;
  /** Percent of today's offered calls answered within the target time (telephony/service_levels), null while none was offered. */
  ServiceLevel: number | null;
  /** The queue's service-level thresholds in force (seconds; share in percent): the tile turns red below the share. */
  ServiceLevelTargetSeconds: number;
  ServiceLevelTargetShare: number;
  AverageWaitSeconds: number;
  AverageTalkSeconds: number;
  LongestWaitAlertSeconds: number;
  Agents: WallboardAgentCounts;
}

/** One agent of the wallboard: the customer's agents, with their PBX state (logged off when the PBX does not know them). */
export interface WallboardAgent {
  AgentID: number;
  Name: string;
  State: WallboardAgentStateName;
  /** Seconds in the state when the wallboard was read (ReadAt), null when the PBX never told; the browser counts on. */
  StateSinceSeconds: number | null;
  PauseReason: string | null;
  CallsToday: number;
  Queues: string[];
}

/** `monitor/wallboard/load` and the socket event `wallboard`: the active customer's floor. */
export interface Wallboard {
  Queues: WallboardQueue[];
  Agents: WallboardAgent[];
  /** False while the PBX does not answer: the live part is the last one known, since UnreachableSince. */
  Reachable: boolean;
  UnreachableSince: string | null;
  /** When the figures were read (ISO): the seconds count up from here. */
  ReadAt: string;
  /** The customer's time zone: clock times (UnreachableSince) are shown on it, also on a kiosk, which has no session to tell it. */
  TimeZone: string;
}

/** A kiosk sign-in: a TV that shows one customer's wallboard and nothing else. */
export interface WallboardKiosk {
  KioskID: string;
  Name: string;
  CreatedBy: string | null;
  CreatedAt: string;
  /** When the kiosk last called the API (ISO), null before its first call. */
  LastSeenAt: string | null;
}

export interface CreateWallboardKioskRequest {
  Name: string;
}

/** The new kiosk and its token, answered once: the token is not stored readable and cannot be shown again. */
export interface CreatedWallboardKiosk {
  Kiosk: WallboardKiosk;
  Token: string;
}

export const WALLBOARD_PERMISSIONS = [Permission.MonitorWallboardView, Permission.MonitorWallboardKiosk] as const;
export const WALLBOARD_KIOSK_PERMISSIONS = [Permission.MonitorWallboardKiosksEdit] as const;
/** The longest kiosk name. */
export const WALLBOARD_KIOSK_NAME_MAX = 100;

const WALLBOARD = Routes.wallboard;
const KIOSKS = Routes.wallboardKiosks;

/** The wallboard and its kiosk sign-ins (base monitor/wallboard, monitor/wallboard_kiosks). */
const wallboardCalls = {
  loadWallboard: call<NoBody, Wallboard>()({
    path: `${WALLBOARD}/load`,
    permissions: WALLBOARD_PERMISSIONS,
    summary: "Answers the active customer's wallboard: per queue the live queue and today's figures, per agent the PBX state",
    fail: 'Cannot load wallboard',
  }),
  listKiosks: call<NoBody, WallboardKiosk[]>()({
    path: `${KIOSKS}/list`,
    permissions: WALLBOARD_KIOSK_PERMISSIONS,
    summary: "Lists the active customer's wallboard kiosk sign-ins",
    fail: 'Cannot fetch wallboard kiosks',
  }),
  createKiosk: call<CreateWallboardKioskRequest, CreatedWallboardKiosk>()({
    path: `${KIOSKS}/create`,
    permissions: WALLBOARD_KIOSK_PERMISSIONS,
    summary: "Issues a kiosk sign-in that can only read the active customer's wallboard; answers its token once",
    ok: 'Kiosk created successfully',
    fail: 'Cannot create wallboard kiosk',
  }),
  deleteKiosk: call<{ KioskID: string }, { KioskID: string }>()({
    path: `${KIOSKS}/delete`,
    permissions: WALLBOARD_KIOSK_PERMISSIONS,
    summary: 'Revokes a kiosk sign-in: its next call answers 401 and its sockets are closed',
    ok: 'Kiosk revoked successfully',
    fail: 'Cannot revoke wallboard kiosk',
  }),
} as const;

const QUICK_STATE = Routes.pbxQuickState;

/**
 * The live queue of the active customer (base monitor/pbx_quick_state): one reading, answered by
 * load and, for the spec's client, as a one-entry list.
 */
export const MonitorCalls = {
  ...wallboardCalls,
  loadPbxQuickState: call<NoBody, PbxQuickState>()({
    path: `${QUICK_STATE}/load`,
    permissions: PBX_QUICK_STATE_PERMISSIONS,
    summary: 'Answers the live PBX quick state of the active customer (queues, agents, waiting calls)',
    fail: 'Cannot load pbx quick state',
  }),
  listPbxQuickState: call<WireFilter, PbxQuickState[]>()({
    path: `${QUICK_STATE}/list`,
    permissions: PBX_QUICK_STATE_PERMISSIONS,
    summary: 'Lists the live PBX quick state of the active customer (one entry)',
    fail: 'Cannot fetch pbx quick state',
  }),
  countPbxQuickState: call<WireFilter, number>()({
    path: `${QUICK_STATE}/count`,
    permissions: PBX_QUICK_STATE_PERMISSIONS,
    summary: 'Counts the live PBX quick state entries of the active customer (one)',
    fail: 'Cannot fetch pbx quick state',
  }),
} as const;
