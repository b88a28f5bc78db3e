import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';

/** What the screens and the servers exchange: the calendar day as YYYY-MM-DD. */
export const WIRE_DATE_FORMAT = 'YYYY-MM-DD';

/** A picker's kind: a calendar day, a time of day, or both. */
export type PickerKind = 'date' | 'time' | 'dateTime';

/** The wire forms of the pickers' values (the spec's): 'YYYY-MM-DD', 'HH:mm', 'YYYY-MM-DD HH:mm'. */
export const WIRE_FORMATS: Record<PickerKind, string> = { date: WIRE_DATE_FORMAT, time: 'HH:mm', dateTime: `${WIRE_DATE_FORMAT} HH:mm` };
const WIRE_PATTERNS: Record<PickerKind, RegExp> = { date: /^\d{4}-\d{2}-\d{2}$/, time: /^\d{2}:\d{2}$/, dateTime: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/ };

/**
 * A wire value as a picker's value; null for '' or anything that is not a real value of its kind
 * (31.02., 24:00). A time of day is held on a fixed day (its date is never shown or sent).
 */
export function fromWireValue(kind: PickerKind, value: string | null | undefined): Dayjs | null {
  if (!value || !WIRE_PATTERNS[kind].test(value)) return null;
  const parsed = dayjs(kind === 'time' ? `2000-01-01 ${value}` : value);
  return parsed.isValid() && parsed.format(WIRE_FORMATS[kind]) === value ? parsed : null;
}

/**
 * A picker's value as its wire value; '' for no value or an unfinished or impossible one (a year
 * before 1000 is one still being typed: 0202 on the way to 2026).
 */
export function toWireValue(kind: PickerKind, value: Dayjs | null | undefined): string {
  if (!value || !value.isValid()) return '';
  if (kind !== 'time' && value.year() < 1000) return '';
  return value.format(WIRE_FORMATS[kind]);
}

/** A wire date as the date picker's value (see fromWireValue). */
export const fromWireDate = (value: string | null | undefined) => fromWireValue('date', value);

/** The date picker's value as a wire date (see toWireValue). */
export const toWireDate = (value: Dayjs | null | undefined) => toWireValue('date', value);

export interface DatePickerFieldProps {
  /** A translation key (or the text itself). */
  label: ReactNode;
  /** The wire value ('YYYY-MM-DD', 'HH:mm' or 'YYYY-MM-DD HH:mm' by the field's kind) or ''. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  disabled?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  /** data-testid of the field's input (holds the shown text, e.g. DD.MM.YYYY). */
  testId?: string;
  width?: number | string;
  size?: 'small' | 'medium';
  required?: boolean;
}
