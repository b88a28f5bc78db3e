/**
 * ACD details (docs/reports.md, "ACD details"): per day of the customer, how calls that entered
 * the queue fared. SQL sums the per-call figures defined here (acd-details.queries.ts); this module
 * holds the per-call rules, the finishing arithmetic (averages, service level, days without calls)
 * and a reference accumulation the unit tests check the definition with.
 */
import { ACD_BILLING_SECONDS, type AcdDetailsRow, type AcdThresholds, type EffectiveServiceLevel, type ServiceLevelSettings } from '@backoffice/contracts';
import { DomainError } from '../errors.js';
import {
  answeredWithinTarget,
  isShortAbandon,
  lostSplitSeconds,
  overriddenQueues,
  serviceLevelPercent,
  thresholdsOfQueue,
} from '../telephony/service-levels.js';
import { ratio, round2 } from './figures.js';

export interface AcdParameters {
  /** M: the announcement (music on hold) at the start of every queue stay, seconds. */
  musicOnHoldSeconds: number;
  /** P: post-handling added to every answered call's talk before billing, seconds. */
  postHandlingSeconds: number;
}

/** What the rules need of a call. */
export interface AcdCall {
  answered: boolean;
  lost: boolean;
  /** Wait in the queue before answer or hang-up (routing + agent ring), null when the log does not say. */
  rawWaitSeconds: number | null;
  /** Null while unknown (the log ended before the call did). */
  talkSeconds: number | null;
}

/**
 * Sums per day, as SQL adds them up: the row's figures but its averages and service level (which
 * acdRow finishes from these), the count the average wait divides by, and the short abandons the
 * service level leaves out of the offered calls.
 */
export interface AcdDayTotals extends Omit<AcdDetailsRow, 'waiting_time_avg' | 'handled_time_min_avg' | 'service_level_20'> {
  /** Handled and lost calls: the calls the waiting figures cover. */
  waiting_count: number;
  /** Lost calls within their queue's short-abandon cut-off (docs/reports.md, "Service level"). */
  short_abandons: number;
}

/** Largest M or P accepted: an hour. */
export const ACD_MAX_PARAMETER_SECONDS = 3600;

/** M and P from the wire: whole seconds, 0-3600; empty means 0 (spec section 5). */
export function acdParameters(musicOnHold: unknown, postHandling: unknown): AcdParameters {
  const read = (value: unknown, field: string) => {
    const number = value === '' || value === undefined || value === null ? 0 : typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value;
    if (typeof number !== 'number' || !Number.isInteger(number)) throw new DomainError('invalid_parameter', `${field} must be a whole number of seconds`);
    if (number < 0) throw new DomainError('invalid_parameter', `${field} must not be negative`);
    if (number > ACD_MAX_PARAMETER_SECONDS) throw new DomainError('invalid_parameter', `${field} must be at most ${ACD_MAX_PARAMETER_SECONDS} seconds`);
    return number;
  };
  return { musicOnHoldSeconds: read(musicOnHold, 'MusicOnHoldDuration'), postHandlingSeconds: read(postHandling, 'PostHandlingTime') };
}

/** A call's wait for the figures: the time in the queue after the announcement, never negative. */
export function acdWait(rawWaitSeconds: number | null, musicOnHoldSeconds: number): number {
  return Math.max(0, (rawWaitSeconds ?? 0) - musicOnHoldSeconds);
}

/** A lost call that hung up during the announcement (only when there is one) counts nowhere. */
export function hungUpDuringAnnouncement(call: AcdCall, musicOnHoldSeconds: number): boolean {
  return musicOnHoldSeconds > 0 && call.lost && (call.rawWaitSeconds ?? 0) <= musicOnHoldSeconds;
}

/** Billed handling minutes of an answered call: talk plus post-handling, in started minutes. */
export function billedMinutes(talkSeconds: number, postHandlingSeconds: number): number {
  return Math.ceil((talkSeconds + postHandlingSeconds) / ACD_BILLING_SECONDS);
}

export function emptyAcdTotals(datum: string): AcdDayTotals {
  return {
    datum,
    incoming_calls: 0,
    handled_calls_gesamt: 0,
    handled_calls_20: 0,
    lost_calls_gesamt: 0,
    lost_calls_20: 0,
    lost_calls_lte54: 0,
    lost_calls_gt54: 0,
    waiting_count: 0,
    waiting_time_sum: 0,
    waiting_time_max: 0,
    handling_time_min_sum: 0,
    handled_calls_timed: 0,
    short_abandons: 0,
  };
}

/** The thresholds a report names: the service level's and where lost calls are split (lte54 / gt54). */
export function acdThresholds(thresholds: EffectiveServiceLevel): AcdThresholds {
  return { ...thresholds, LostSplitSeconds: lostSplitSeconds(thresholds) };
}

/** The thresholds the figures of the Exten's queue count with, or (no Exten) the customer's and every overriding queue's. */
export function acdThresholdsOf(settings: ServiceLevelSettings, exten?: string): AcdThresholds[] {
  if (exten) return [acdThresholds(thresholdsOfQueue(settings, exten))];
  return [acdThresholds(thresholdsOfQueue(settings, null)), ...overriddenQueues(settings).map(acdThresholds)];
}

/**
 * Adds one call to a day's totals under its queue's thresholds: the definition, call by call (the
 * SQL does the same in bulk). The "20" columns count with the target time, the "54" columns split
 * at lostSplitSeconds, and a short abandon stays in the lost calls but leaves the offered ones.
 */
export function addAcdCall(totals: AcdDayTotals, call: AcdCall, parameters: AcdParameters, thresholds: EffectiveServiceLevel): AcdDayTotals {
  if (hungUpDuringAnnouncement(call, parameters.musicOnHoldSeconds)) return totals;
  const wait = acdWait(call.rawWaitSeconds, parameters.musicOnHoldSeconds);
  const counted = { answered: call.answered, lost: call.lost, waitSeconds: wait };
  const next = { ...totals, incoming_calls: totals.incoming_calls + 1 };
  if (call.answered) {
    next.handled_calls_gesamt += 1;
    if (answeredWithinTarget(counted, thresholds)) next.handled_calls_20 += 1;
    if (call.talkSeconds !== null) {
      next.handled_calls_timed += 1;
      next.handling_time_min_sum += billedMinutes(call.talkSeconds, parameters.postHandlingSeconds);
    }
  } else if (call.lost) {
    next.lost_calls_gesamt += 1;
    if (wait <= thresholds.TargetSeconds) next.lost_calls_20 += 1;
    if (wait <= lostSplitSeconds(thresholds)) next.lost_calls_lte54 += 1;
    else next.lost_calls_gt54 += 1;
    if (isShortAbandon(counted, thresholds)) next.short_abandons += 1;
  } else {
    // Unfinished and unanswered: it entered the queue, nothing else is known.
    return next;
  }
  next.waiting_count += 1;
  next.waiting_time_sum += wait;
  next.waiting_time_max = Math.max(next.waiting_time_max, wait);
  return next;
}

/** A day's row: the sums as they are, the averages and the service level computed from them. */
export function acdRow(totals: AcdDayTotals): AcdDetailsRow {
  return {
    datum: totals.datum,
    incoming_calls: totals.incoming_calls,
    handled_calls_gesamt: totals.handled_calls_gesamt,
    handled_calls_20: totals.handled_calls_20,
    lost_calls_gesamt: totals.lost_calls_gesamt,
    lost_calls_20: totals.lost_calls_20,
    lost_calls_lte54: totals.lost_calls_lte54,
    lost_calls_gt54: totals.lost_calls_gt54,
    waiting_time_avg: round2(ratio(totals.waiting_time_sum, totals.waiting_count)),
    waiting_time_sum: totals.waiting_time_sum,
    waiting_time_max: totals.waiting_time_max,
    handling_time_min_sum: totals.handling_time_min_sum,
    handled_calls_timed: totals.handled_calls_timed,
    handled_time_min_avg: round2(ratio(totals.handling_time_min_sum, totals.handled_calls_timed)),
    service_level_20: serviceLevel(totals),
  };
}

/** One row per day of the range, days without calls as zeros. */
export function acdRows(days: readonly string[], totals: readonly AcdDayTotals[]): AcdDetailsRow[] {
  const byDay = new Map(totals.map((day) => [day.datum, day]));
  return days.map((day) => acdRow(byDay.get(day) ?? emptyAcdTotals(day)));
}

/** The service level of a day's totals: handled within target over the offered calls (incoming minus short abandons). */
export function serviceLevel(totals: Pick<AcdDayTotals, 'handled_calls_20' | 'incoming_calls' | 'short_abandons'>): number {
  return serviceLevelPercent({ offered: totals.incoming_calls - totals.short_abandons, answeredWithinTarget: totals.handled_calls_20 });
}
