import { useCallback } from 'react';
import { useRecordContext } from 'react-admin';
import { Typography } from '@mui/material';
import { DEFAULT_TIME_ZONE, displayDateTime, type DisplayPart, type DisplayValue } from '@backoffice/domain';
import { useSession } from '../providers/session';

/**
 * The admin's one display of dates and times (issue 23): DD.MM.YYYY, HH:mm on a 24-hour clock,
 * in both languages and on the active customer's clock, whatever the browser's locale and zone.
 * The rules are libs/domain's `displayDateTime`; the pickers use the same patterns.
 */
export const DATE_FORMAT = 'DD.MM.YYYY';
export const TIME_FORMAT = 'HH:mm';
export const DATE_TIME_FORMAT = `${DATE_FORMAT} ${TIME_FORMAT}`;

/** The active customer's time zone (the session knows it; Europe/Vienna before one is chosen). */
export function useCustomerTimeZone(): string {
  return useSession()?.activeCustomer?.TimeZone ?? DEFAULT_TIME_ZONE;
}

export type ShowDate = (value: DisplayValue, part?: DisplayPart) => string;

/**
 * The formatter of a screen: a wire value (a wall time of the server or an instant) as the admin
 * shows it. Without `part` the value shows what it carries (a day, a time, or both).
 */
export function useDateDisplay(): ShowDate {
  const timeZone = useCustomerTimeZone();
  return useCallback((value, part) => displayDateTime(value, timeZone, part), [timeZone]);
}

/** A (dotted) field of a record: "Call.Timestamp". */
const valueAt = (record: unknown, source: string): unknown =>
  source.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | null | undefined)?.[key], record);

/** A record's date or time as the admin shows it (see useDateDisplay); `part` picks date, time or both. */
export function WireDateField({ source, part, emptyText = '' }: { source: string; part?: DisplayPart; emptyText?: string; label?: string }) {
  const record = useRecordContext();
  const show = useDateDisplay();
  const value = valueAt(record, source);
  const text = typeof value === 'string' || typeof value === 'number' || value instanceof Date ? show(value, part) : '';
  return (
    <Typography component="span" variant="body2">
      {text || emptyText}
    </Typography>
  );
}
