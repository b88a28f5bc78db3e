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

const QUICK_STATE = Routes.pbxQuickState;

/**
 * The live queue of the active customer (base monitor/pbx_quick_state): one reading, answered by
 * load and, for the spec's client, as a one-entry list.
 */
export const MonitorCalls = {
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
