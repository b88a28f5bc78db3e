/**
 * Queue intervals (docs/reports.md, "Queue intervals"): per interval of the customer's clock and
 * queue, how the calls fared. SQL sums the calls per interval (queue-intervals.queries.ts); this
 * module holds the input rules, the finishing arithmetic (service level, averages) and the label
 * of an interval.
 */
import { QUEUE_INTERVAL_MINUTES, QUEUE_INTERVALS_MAX_QUEUES, type QueueIntervalMinutes } from '@backoffice/contracts';
import { DomainError } from '../errors.js';
import { serviceLevelPercent } from '../telephony/service-levels.js';
import { ratio, round2 } from './figures.js';

/** The sums SQL adds up per interval (or hour of day) and queue, short abandons (service-levels.ts) already left out. */
export interface QueueIntervalSums {
  offered: number;
  answered: number;
  abandoned: number;
  /** Answered calls whose raw wait is within their queue's target. */
  answered_in_target: number;
  /** Answered and (counted) abandoned calls: the calls the wait figures cover, their wait sum and longest wait. */
  wait_calls: number;
  wait_sum: number;
  wait_max: number;
  /** Answered calls with a known talk time, and its sum. */
  talk_calls: number;
  talk_sum: number;
}

/** The figures of a row from its sums: percent and averages with 2 decimals. */
export function queueIntervalFigures(sums: QueueIntervalSums) {
  return {
    Offered: sums.offered,
    Answered: sums.answered,
    Abandoned: sums.abandoned,
    ServiceLevel: serviceLevelPercent({ offered: sums.offered, answeredWithinTarget: sums.answered_in_target }),
    AverageWaitSeconds: round2(ratio(sums.wait_sum, sums.wait_calls)),
    LongestWaitSeconds: sums.wait_max,
    AverageTalkSeconds: round2(ratio(sums.talk_sum, sums.talk_calls)),
  };
}

/**
 * An hour of the average day: the counts divided by the days of the range (2 decimals), the
 * service level and averages over all the calls of that hour in the range.
 */
export function queueProfileFigures(sums: QueueIntervalSums, days: number) {
  const figures = queueIntervalFigures(sums);
  const perDay = (count: number) => round2(ratio(count, days));
  return { ...figures, Offered: perDay(sums.offered), Answered: perDay(sums.answered), Abandoned: perDay(sums.abandoned) };
}

/** Interval from the wire: 15, 30 or 60 (as a number or its text, a GET query sends text). */
export function queueIntervalMinutes(value: unknown): QueueIntervalMinutes {
  const number = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  const found = QUEUE_INTERVAL_MINUTES.find((minutes) => minutes === number);
  if (found === undefined) throw new DomainError('invalid_parameter', `Interval must be one of ${QUEUE_INTERVAL_MINUTES.join(', ')} (minutes)`);
  return found;
}

/**
 * Queues from the wire: omitted or empty means every queue (null); a list of queue names (an
 * array, or comma-separated text as a GET query sends it), each non-empty, at most 40 characters,
 * at most QUEUE_INTERVALS_MAX_QUEUES of them.
 */
export function queueSelection(value: unknown): string[] | null {
  if (value === undefined || value === null || value === '') return null;
  const list = typeof value === 'string' ? value.split(',') : value;
  if (!Array.isArray(list) || list.some((queue) => typeof queue !== 'string'))
    throw new DomainError('invalid_parameter', 'Queues must be a list of queue names');
  const queues = [...new Set((list as string[]).map((queue) => queue.trim()))];
  if (queues.length === 0) return null;
  if (queues.some((queue) => queue === '' || queue.length > 40))
    throw new DomainError('invalid_parameter', 'Queues must hold queue names of 1 to 40 characters');
  if (queues.length > QUEUE_INTERVALS_MAX_QUEUES) throw new DomainError('invalid_parameter', `Queues may name at most ${QUEUE_INTERVALS_MAX_QUEUES} queues`);
  return queues;
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * An interval's label: its start on the customer's clock ("YYYY-MM-DDTHH:mm:ss") and the clock's
 * offset then in minutes, as ISO 8601 ("2026-10-25T02:00:00+01:00"), unambiguous also in the
 * hour a clock change repeats.
 */
export function intervalLabel(localStart: string, offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const offset = Math.abs(offsetMinutes);
  return `${localStart}${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
}

/** QueueIntervals(YYYY.MM.DD-YYYY.MM.DD).csv. */
export function queueIntervalsFileName(range: { firstDay: string; lastDay: string }): string {
  const dotted = (day: string) => day.replace(/-/g, '.');
  return `QueueIntervals(${dotted(range.firstDay)}-${dotted(range.lastDay)}).csv`;
}
