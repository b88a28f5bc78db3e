import type { AuditExportQuery } from '@backoffice/contracts';
import { dayRange, localDate } from '@backoffice/domain';

/** The list's date filters keep instants (`At@gte`, `At@lt`); the inputs show the customer's days. */
export const FROM_FILTER = 'At@gte';
export const TO_FILTER = 'At@lt';

/** An instant of a date filter as the day it falls on in `timeZone` ('' for none). */
export function dayOfInstant(value: unknown, timeZone: string): string {
  return typeof value === 'string' && value ? localDate(new Date(value), timeZone) : '';
}

/** The exclusive end bound's instant as the last day it includes ('' for none). */
export function lastDayBefore(value: unknown, timeZone: string): string {
  return typeof value === 'string' && value ? localDate(new Date(Date.parse(value) - 1), timeZone) : '';
}

/** A picked day as the filter's instant: its start (`from`), or the start of the next day (`to`, exclusive). */
export function instantOfDay(day: unknown, timeZone: string, bound: 'from' | 'to'): string {
  if (typeof day !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return '';
  return dayRange(day, timeZone)[bound].toISOString();
}

/** The list's filter values as the export's query (the same rows as the list shows). */
export function exportQueryOf(filter: Record<string, unknown>): AuditExportQuery & Record<string, string | number> {
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
  const id = (value: unknown) => (typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value)) ? Number(value) : undefined);
  const query: AuditExportQuery = {
    Username: text(filter.Username),
    CustomerID: id(filter.CustomerID),
    Resource: text(filter.Resource),
    Action: text(filter.Action),
    From: text(filter[FROM_FILTER]),
    To: text(filter[TO_FILTER]),
  };
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) as AuditExportQuery & Record<string, string | number>;
}
