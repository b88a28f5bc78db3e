import { call, type NoBody } from './calls.js';
import { Permission } from './permissions.js';

/**
 * Service levels (issue 24, item 3; docs/reports.md "Service level"): the thresholds a customer
 * agreed, with an override per queue. A queue is named by its routing exten (`calls.routing_exten`,
 * the ACD report's Exten; for a queue an import created, the PBX queue name).
 *
 * Units: seconds are whole seconds; `TargetShare` is a percentage (0-100, like every ServiceLevel
 * figure on the wire: ACD `service_level_20`, the dashboard's `ServiceLevel`), so a figure and its
 * target compare without conversion.
 */

/** Defaults of a customer that saved nothing: 20 s (the spec's ACD column), 80 %, no short abandons. */
export const DEFAULT_SERVICE_LEVEL_TARGET_SECONDS = 20;
export const DEFAULT_SERVICE_LEVEL_TARGET_SHARE = 80;
export const DEFAULT_SHORT_ABANDON_SECONDS = 0;
/** Largest target time or short-abandon cut-off accepted: an hour (as the ACD report's M and P). */
export const SERVICE_LEVEL_MAX_SECONDS = 3600;

/** One queue's override: a field left out (or null) takes the customer's value. */
export interface ServiceLevelQueueOverride {
  Queue: string;
  TargetSeconds?: number | null;
  TargetShare?: number | null;
  ShortAbandonSeconds?: number | null;
}

/** `telephony/service_levels/save`: the customer's values and the complete list of overrides (a queue not listed has none). */
export interface ServiceLevelSettings {
  TargetSeconds: number;
  TargetShare: number;
  ShortAbandonSeconds: number;
  Queues: ServiceLevelQueueOverride[];
}

/** A queue of the customer's directory, offered for an override. */
export interface ServiceLevelQueue {
  /** The routing exten (what calls and the overrides name). */
  Queue: string;
  /** The call customers routed to it (their names), for people. */
  Name: string;
}

/** `telephony/service_levels/load`: the settings (defaults when none were saved) and the queues one may override. */
export interface ServiceLevelSettingsView extends ServiceLevelSettings {
  /** Read-only. */
  AvailableQueues: ServiceLevelQueue[];
}

/** The thresholds in force for a queue (or the customer's when `Queue` is null), as a report names them. */
export interface EffectiveServiceLevel {
  Queue: string | null;
  TargetSeconds: number;
  TargetShare: number;
  ShortAbandonSeconds: number;
}

/** The calls of the Telephony area for service levels; spread into `TelephonyCalls`. Administrators only. */
export const ServiceLevelCalls = {
  loadServiceLevels: call<NoBody, ServiceLevelSettingsView>()({
    path: 'telephony/service_levels/load',
    permissions: [Permission.All],
    summary: "Answers the active customer's service-level thresholds (target time, target share, short-abandon cut-off) and the overrides per queue",
    fail: 'Cannot load the service levels',
  }),
  saveServiceLevels: call<ServiceLevelSettings, ServiceLevelSettingsView>()({
    path: 'telephony/service_levels/save',
    permissions: [Permission.All],
    summary: "Replaces the active customer's service-level thresholds and overrides per queue; reports follow at once (they keep raw waits)",
    ok: 'Service levels saved.',
    fail: 'Cannot save the service levels',
  }),
} as const;
