import { useRecordContext } from 'react-admin';
import { Typography } from '@mui/material';

/**
 * A wall time of the server ("YYYY-MM-DD HH:mm:ss", already the customer's) in one of Quality's
 * displays: YYYY-MM-DD (issues), YYYY.MM.DD (report periods), YYYY.MM.DD HH:mm (creation time).
 */
export function formatWallTime(value: unknown, format: 'YYYY-MM-DD' | 'YYYY.MM.DD' | 'YYYY.MM.DD HH:mm' | 'YYYY-MM-DD HH:mm'): string {
  const match = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}))?/.exec(value) : null;
  if (!match) return '';
  const [, year, month, day, hour = '00', minute = '00'] = match;
  return format
    .replace('YYYY', year)
    .replace('MM', month)
    .replace('DD', day)
    .replace('HH', hour)
    .replace('mm', minute);
}

export function WireDateText({ source, format }: { source: string; format: Parameters<typeof formatWallTime>[1]; label?: string }) {
  const record = useRecordContext();
  return (
    <Typography component="span" variant="body2">
      {formatWallTime(source.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], record), format)}
    </Typography>
  );
}
