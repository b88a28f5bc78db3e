/**
 * Streams CSV records with their line numbers through csv-parse (quotes, embedded commas and
 * newlines handled by the library), so a multi-gigabyte file never sits in memory.
 */
import { parse } from 'csv-parse';
import { Readable } from 'node:stream';

export interface CsvRecord {
  /** Line of the record's first character (1-based), for row-level reports. */
  line: number;
  fields: string[];
}

export type CsvInput = Readable | AsyncIterable<Uint8Array | string> | string;

export async function* readCsvRecords(input: CsvInput, delimiter: string | string[] = ','): AsyncGenerator<CsvRecord> {
  const source = typeof input === 'string' ? Readable.from([input]) : input instanceof Readable ? input : Readable.from(input);
  const parser = source.pipe(
    parse({
      delimiter,
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: false,
    }),
  );
  for await (const item of parser as AsyncIterable<{ record: string[]; info: { lines: number; raw?: string } }>) {
    // info.lines is the line the record ends on; a record spanning lines starts earlier.
    yield { line: item.info.lines, fields: item.record };
  }
}

/** Reads 'YYYY-MM-DD HH:MM[:SS]' (or with a T) as UTC milliseconds; null when not a real moment. */
export function parseDateTime(text: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0));
  const ms = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(ms);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) return null;
  return ms;
}

export function parseIsoDay(text: string): string | null {
  const trimmed = text.trim();
  return /^\d{4}-\d{2}-\d{2}$/.test(trimmed) && parseDateTime(`${trimmed} 00:00`) !== null ? trimmed : null;
}

/** 'HH:MM' (or 'HH:MM:SS') as minutes after midnight. */
export function parseClockMinutes(text: string): number | null {
  const match = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!match || Number(match[1]) > 23 || Number(match[2]) > 59) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}
