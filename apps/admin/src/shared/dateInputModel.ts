import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';

/** What the screens and the servers exchange: the calendar day as YYYY-MM-DD. */
export const WIRE_DATE_FORMAT = 'YYYY-MM-DD';
const WIRE_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A wire date as the picker's value; null for '' or anything that is not a real YYYY-MM-DD day. */
export function fromWireDate(value: string | null | undefined): Dayjs | null {
  if (!value || !WIRE_DATE.test(value)) return null;
  const parsed = dayjs(value);
  return parsed.isValid() && parsed.format(WIRE_DATE_FORMAT) === value ? parsed : null;
}

/**
 * The picker's value as a wire date; '' for no date or an unfinished or impossible one (a year
 * before 1000 is one still being typed: 0202 on the way to 2026).
 */
export function toWireDate(value: Dayjs | null | undefined): string {
  return value && value.isValid() && value.year() >= 1000 ? value.format(WIRE_DATE_FORMAT) : '';
}

export interface DatePickerFieldProps {
  /** A translation key (or the text itself). */
  label: ReactNode;
  /** YYYY-MM-DD or ''. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  disabled?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  /** data-testid of the field's input (holds the shown DD.MM.YYYY text). */
  testId?: string;
  width?: number | string;
  size?: 'small' | 'medium';
  required?: boolean;
}
