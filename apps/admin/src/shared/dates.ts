import dayjs from 'dayjs';

/** The spec's date display (part 1 section 9). */
export const DATE_FORMAT = 'DD.MM.YYYY';
export const DATE_TIME_FORMAT = 'DD.MM.YYYY HH:mm';

/** A wire date (ISO text, Date or epoch ms) as DD.MM.YYYY; empty for nothing or an invalid date. */
export function formatDate(value: string | number | Date | null | undefined, format: string = DATE_FORMAT): string {
  if (value === null || value === undefined || value === '') return '';
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.format(format) : '';
}
