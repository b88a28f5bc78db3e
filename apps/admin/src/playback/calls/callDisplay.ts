import { apiUrl } from '../../providers/http';

/** The list shows the first 8 characters of the duration (HH:MM:SS). */
export const shortDuration = (duration: string | null | undefined) => (duration ?? '').slice(0, 8);

/** The recording's URL, usable as the audio element's source (GET authenticates with ?Token=; Range lets it seek). */
export function recordingUrl(logId: string, token: string | null): string {
  const query = new URLSearchParams({ LogID: logId, ...(token ? { Token: token } : {}) });
  return `${apiUrl('playback/calls/download/')}?${query}`;
}

/** The wire filter of the form: agents and call customers as lists, the days as the customer's wall-clock range. */
export interface PlaybackFilterValues {
  from: string;
  to: string;
  agents: string[];
  customers: number[];
}

export function toListFilter(values: PlaybackFilterValues): Record<string, unknown> {
  return {
    'Timestamp@gte': values.from ? `${values.from} 00:00:00` : undefined,
    'Timestamp@lte': values.to ? `${values.to} 23:59:59` : undefined,
    EmployeeID: values.agents.length > 0 ? values.agents : undefined,
    CustomerID: values.customers.length > 0 ? values.customers : undefined,
  };
}

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value]);
const dayOf = (value: unknown): string => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : '');

/** The form's fields for the filter the list uses (from the URL after a reload or Back): toListFilter read backwards. */
export function fromListFilter(filter: Record<string, unknown>): PlaybackFilterValues {
  return {
    from: dayOf(filter['Timestamp@gte']),
    to: dayOf(filter['Timestamp@lte']),
    agents: listOf(filter.EmployeeID).map(String),
    customers: listOf(filter.CustomerID).map(Number).filter(Number.isInteger),
  };
}

/** A range whose end is before its start cannot be submitted. */
export const reversedRange = (values: Pick<PlaybackFilterValues, 'from' | 'to'>) => Boolean(values.from && values.to && values.to < values.from);
