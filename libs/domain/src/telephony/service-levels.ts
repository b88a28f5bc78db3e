/**
 * Service level and short abandons (docs/reports.md, "Service level"): the one definition the ACD
 * report, the dashboard tile, the wallboard and the interval report share.
 *
 * - A queue's thresholds are the customer's, each replaced by the queue's override when it has one.
 * - A short abandon is a lost call whose wait is at most the cut-off, when a cut-off is set (> 0):
 *   the caller hung up before the queue could serve them, so it is not counted as offered.
 * - Offered = the calls counted minus the short abandons.
 * - Service level = 100 × answered within the target time (wait ≤ target) / offered, 2 decimals,
 *   0 when nothing was offered; it meets the target when it is at least the target share (%).
 */
import {
  ACD_LOST_BOUNDARY_SECONDS,
  DEFAULT_SERVICE_LEVEL_TARGET_SECONDS,
  DEFAULT_SERVICE_LEVEL_TARGET_SHARE,
  DEFAULT_SHORT_ABANDON_SECONDS,
  SERVICE_LEVEL_MAX_SECONDS,
  type EffectiveServiceLevel,
  type ServiceLevelSettings,
} from '@backoffice/contracts';
import { ratio, round2 } from '../reports/figures.js';

/** What a customer that saved nothing has. */
export function defaultServiceLevelSettings(): ServiceLevelSettings {
  return {
    TargetSeconds: DEFAULT_SERVICE_LEVEL_TARGET_SECONDS,
    TargetShare: DEFAULT_SERVICE_LEVEL_TARGET_SHARE,
    ShortAbandonSeconds: DEFAULT_SHORT_ABANDON_SECONDS,
    Queues: [],
  };
}

/** The thresholds in force for a queue: the customer's, each field replaced by the queue's override; null queue: the customer's. */
export function thresholdsOfQueue(settings: ServiceLevelSettings, queue: string | null): EffectiveServiceLevel {
  const override = queue === null ? undefined : settings.Queues.find((entry) => entry.Queue === queue);
  return {
    Queue: queue,
    TargetSeconds: override?.TargetSeconds ?? settings.TargetSeconds,
    TargetShare: override?.TargetShare ?? settings.TargetShare,
    ShortAbandonSeconds: override?.ShortAbandonSeconds ?? settings.ShortAbandonSeconds,
  };
}

/** The queues whose thresholds differ from the customer's in some field, with their effective thresholds. */
export function overriddenQueues(settings: ServiceLevelSettings): EffectiveServiceLevel[] {
  const customer = thresholdsOfQueue(settings, null);
  return settings.Queues.map((entry) => thresholdsOfQueue(settings, entry.Queue)).filter(
    (queue) =>
      queue.TargetSeconds !== customer.TargetSeconds ||
      queue.TargetShare !== customer.TargetShare ||
      queue.ShortAbandonSeconds !== customer.ShortAbandonSeconds,
  );
}

/** What the figures need of a call: how it ended and its wait (seconds, as the report counts it). */
export interface ServiceLevelCall {
  answered: boolean;
  lost: boolean;
  waitSeconds: number;
}

/** A lost call within the cut-off (only when one is set): not offered. */
export function isShortAbandon(call: ServiceLevelCall, thresholds: Pick<EffectiveServiceLevel, 'ShortAbandonSeconds'>): boolean {
  return thresholds.ShortAbandonSeconds > 0 && call.lost && call.waitSeconds <= thresholds.ShortAbandonSeconds;
}

/** Answered with a wait of at most the target time. */
export function answeredWithinTarget(call: ServiceLevelCall, thresholds: Pick<EffectiveServiceLevel, 'TargetSeconds'>): boolean {
  return call.answered && call.waitSeconds <= thresholds.TargetSeconds;
}

/**
 * The boundary splitting lost calls into "early" and "late" (the ACD columns lost_calls_lte54 and
 * lost_calls_gt54): the short-abandon cut-off when one is set, so the early ones are exactly the
 * short abandons; else the spec's 54 s (docs/decisions.md, "Service levels").
 */
export function lostSplitSeconds(thresholds: Pick<EffectiveServiceLevel, 'ShortAbandonSeconds'>): number {
  return thresholds.ShortAbandonSeconds > 0 ? thresholds.ShortAbandonSeconds : ACD_LOST_BOUNDARY_SECONDS;
}

/** The counts a service level is made of; they add up across calls, days and queues. */
export interface ServiceLevelCounts {
  offered: number;
  answeredWithinTarget: number;
  shortAbandons: number;
}

export const NO_SERVICE_LEVEL_CALLS: ServiceLevelCounts = { offered: 0, answeredWithinTarget: 0, shortAbandons: 0 };

/** Adds one call under its queue's thresholds (the reference the bulk SQL of the reports is tested against). */
export function countServiceLevelCall(counts: ServiceLevelCounts, call: ServiceLevelCall, thresholds: EffectiveServiceLevel): ServiceLevelCounts {
  if (isShortAbandon(call, thresholds)) return { ...counts, shortAbandons: counts.shortAbandons + 1 };
  return {
    offered: counts.offered + 1,
    answeredWithinTarget: counts.answeredWithinTarget + (answeredWithinTarget(call, thresholds) ? 1 : 0),
    shortAbandons: counts.shortAbandons,
  };
}

/** 100 × answered within target / offered, 2 decimals (half away from zero), 0 when nothing was offered. */
export function serviceLevelPercent(counts: Pick<ServiceLevelCounts, 'offered' | 'answeredWithinTarget'>): number {
  return round2(100 * ratio(counts.answeredWithinTarget, counts.offered));
}

/** A service level (%) meets its target share (%). */
export function meetsServiceLevelTarget(percent: number, thresholds: Pick<EffectiveServiceLevel, 'TargetShare'>): boolean {
  return percent >= thresholds.TargetShare;
}

/**
 * What is wrong with settings about to be saved, or null: whole seconds 0-3600, a share 0-100 with
 * at most 2 decimals, each queue once and one of `knownQueues` (the customer's). `unknownQueue`
 * tells a queue the customer does not have (answered 404) from the other problems (400).
 */
export function serviceLevelSettingsProblem(settings: ServiceLevelSettings, knownQueues: readonly string[]): { message: string; unknownQueue: boolean } | null {
  const problem = (message: string) => ({ message, unknownQueue: false });
  const secondsProblem = (value: unknown, field: string): string | null => {
    if (typeof value !== 'number' || !Number.isInteger(value)) return `${field} must be a whole number of seconds`;
    if (value < 0) return `${field} must not be negative`;
    if (value > SERVICE_LEVEL_MAX_SECONDS) return `${field} must be at most ${SERVICE_LEVEL_MAX_SECONDS} seconds`;
    return null;
  };
  const shareProblem = (value: unknown, field: string): string | null => {
    if (typeof value !== 'number' || !Number.isFinite(value)) return `${field} must be a percentage`;
    if (value < 0 || value > 100) return `${field} must be between 0 and 100 (a percentage)`;
    if (Math.abs(Math.round(value * 100) - value * 100) > 1e-6) return `${field} must have at most 2 decimals`;
    return null;
  };
  const customer =
    secondsProblem(settings.TargetSeconds, 'TargetSeconds') ??
    shareProblem(settings.TargetShare, 'TargetShare') ??
    secondsProblem(settings.ShortAbandonSeconds, 'ShortAbandonSeconds');
  if (customer) return problem(customer);
  if (!Array.isArray(settings.Queues)) return problem('Queues must be a list');
  const known = new Set(knownQueues);
  const seen = new Set<string>();
  for (const entry of settings.Queues) {
    if (typeof entry?.Queue !== 'string' || entry.Queue.trim() === '') return problem('Queues: every entry needs its Queue');
    const name = `Queue ${entry.Queue}`;
    if (seen.has(entry.Queue)) return problem(`${name} is listed twice`);
    seen.add(entry.Queue);
    const field =
      (entry.TargetSeconds == null ? null : secondsProblem(entry.TargetSeconds, `${name}: TargetSeconds`)) ??
      (entry.TargetShare == null ? null : shareProblem(entry.TargetShare, `${name}: TargetShare`)) ??
      (entry.ShortAbandonSeconds == null ? null : secondsProblem(entry.ShortAbandonSeconds, `${name}: ShortAbandonSeconds`));
    if (field) return problem(field);
  }
  const unknown = settings.Queues.map((entry) => entry.Queue).filter((queue) => !known.has(queue));
  if (unknown.length > 0) return { message: `Unknown queues: ${unknown.join(', ')}`, unknownQueue: true };
  return null;
}
