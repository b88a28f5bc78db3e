import dayjs from 'dayjs';
import { useRecordContext } from 'react-admin';
import { Typography } from '@mui/material';

/** The spec's date display (part 1 section 9). */
export const DATE_FORMAT = 'DD.MM.YYYY';
export const DATE_TIME_FORMAT = 'DD.MM.YYYY HH:mm';

/** A wire date (ISO text, Date or epoch ms) as DD.MM.YYYY; empty for nothing or an invalid date. */
export function formatDate(value: string | number | Date | null | undefined, format: string = DATE_FORMAT): string {
  if (value === null || value === undefined || value === '') return '';
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.format(format) : '';
}

/** A record's date in the spec's display, DD.MM.YYYY (with `showTime`: DD.MM.YYYY HH:mm). */
export function WireDateField({ source, showTime = false, emptyText = '' }: { source: string; showTime?: boolean; emptyText?: string; label?: string }) {
  const record = useRecordContext();
  const text = formatDate(record?.[source] as string | null | undefined, showTime ? DATE_TIME_FORMAT : DATE_FORMAT);
  return (
    <Typography component="span" variant="body2">
      {text || emptyText}
    </Typography>
  );
}
