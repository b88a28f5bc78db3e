import { DEFAULT_TIME_ZONE, localDateTime } from '@backoffice/domain';
import type { LoginSession, PlaybackCall } from '@backoffice/contracts';

/** A call's start on the customer's clock: DD.MM.YYYY and HH:mm:ss. */
export function callDateAndTime(call: Pick<PlaybackCall, 'Timestamp'>, session: LoginSession | null): { date: string; time: string } {
  const local = localDateTime(new Date(call.Timestamp), session?.activeCustomer?.TimeZone ?? DEFAULT_TIME_ZONE);
  const [day, time] = local.split(' ');
  const [year, month, date] = day.split('-');
  return { date: `${date}.${month}.${year}`, time };
}

/** The list shows the first 8 characters of the duration (HH:MM:SS). */
export const shortDuration = (duration: string | null | undefined) => (duration ?? '').slice(0, 8);

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

/** A range whose end is before its start cannot be submitted. */
export const reversedRange = (values: Pick<PlaybackFilterValues, 'from' | 'to'>) => Boolean(values.from && values.to && values.to < values.from);
