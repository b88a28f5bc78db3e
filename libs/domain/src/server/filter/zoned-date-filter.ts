import type { FilterNode } from '@backoffice/contracts';
import { wireDateToInstant } from '../../time/zoned-time.js';
import { FilterError } from './compile-filter.js';

/**
 * The spec's clients send dates as the customer's wall time ("2026-03-01 00:00:00"). This turns
 * every value of the named date fields into the instant it means in the customer's zone (ISO), so
 * the database compares instants and never reads a wall time in its own zone. A reversed range
 * (a lower bound after an upper bound of the same field in one `and` group) is refused.
 */
export function zoneDateFilter(q: FilterNode | null | undefined, dateFields: readonly string[], timeZone: string): FilterNode | null | undefined {
  if (q === null || q === undefined || typeof q !== 'object') return q;
  const convert = (node: FilterNode): FilterNode => {
    if (!node || typeof node !== 'object') return node;
    if ('and' in node && Array.isArray(node.and)) {
      const and = node.and.map(convert);
      refuseReversedRange(and, dateFields);
      return { and };
    }
    if ('or' in node && Array.isArray(node.or)) return { or: node.or.map(convert) };
    if (!('field' in node) || !dateFields.includes(node.field)) return node;
    const instant = (value: unknown) => {
      if (typeof value !== 'string') throw new FilterError(`Filter value for '${node.field}' must be a date.`);
      const parsed = wireDateToInstant(value, timeZone);
      if (!parsed) throw new FilterError(`Filter value for '${node.field}' must be a date (YYYY-MM-DD HH:mm:ss), got '${value.slice(0, 40)}'.`);
      return parsed.toISOString();
    };
    if (node.value === null) return node;
    return { ...node, value: Array.isArray(node.value) ? node.value.map(instant) : instant(node.value) };
  };
  return convert(q);
}

function refuseReversedRange(members: FilterNode[], dateFields: readonly string[]): void {
  for (const field of dateFields) {
    const bound = (ops: string[], pick: (a: number, b: number) => number) =>
      members
        .filter((m): m is Extract<FilterNode, { field: string }> => 'field' in m && m.field === field && ops.includes(m.op) && typeof m.value === 'string')
        .map((m) => Date.parse(m.value as string))
        .reduce<number | null>((acc, value) => (acc === null ? value : pick(acc, value)), null);
    const from = bound(['gte', 'gt'], Math.max);
    const to = bound(['lte', 'lt'], Math.min);
    if (from !== null && to !== null && from > to) throw new FilterError(`The date range is reversed: the start of '${field}' is after its end.`);
  }
}
