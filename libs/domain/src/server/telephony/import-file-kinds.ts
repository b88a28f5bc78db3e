/**
 * What an upload is, told from its first bytes before it is imported: a binary file (refused at
 * once), or a text file whose first line shows which import kind it is (a Master.csv sent as a
 * queue_log is refused with that said, instead of failing on every line).
 */
import { TELEPHONY_IMPORT_KINDS, type TelephonyImportKind } from '@backoffice/contracts';
import { looksLikeCdrRecord } from './cdr-csv.js';
import { CsvRecordReader } from './csv-records.js';
import { NATIVE_CSV_COLUMNS, nativeCsvDelimiterOf, readNativeHeader, type NativeCsvKind } from './native-csv.js';
import { looksLikeQueueLogLine } from './queue-log-lines.js';

/** How much of an upload is looked at before it is accepted (the usual 8 KiB of text sniffers). */
export const SNIFF_BYTES = 8192;

/**
 * True when the bytes are not text: a NUL byte anywhere but in a run at the start of a line (an
 * unclean PBX shutdown leaves those in real queue_logs), or more than 1% control characters.
 */
export function looksBinary(head: Uint8Array): boolean {
  let lineStart = true;
  let control = 0;
  for (let i = 0; i < head.length; i++) {
    const byte = head[i];
    if (byte === 0) {
      if (!lineStart) return true;
      continue; // a NUL run in front of a line: the line starts after it
    }
    lineStart = byte === 0x0a;
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c && byte !== 0x0b && byte !== 0x1b) control++;
  }
  return control > head.length / 100;
}

/** The import kind a file's first non-empty line belongs to, or null when it matches none. */
export function importKindOfFirstLine(text: string): TelephonyImportKind | null {
  const line = text
    .replace(/^\uFEFF/, '')
    // eslint-disable-next-line no-control-regex -- the NULs a truncated queue_log starts with
    .replace(/^\u0000+/, '')
    .replace(/\r$/, '');
  if (line.trim() === '') return null;
  if (looksLikeQueueLogLine(line)) return 'queue_log';
  const comma = new CsvRecordReader(',').push({ number: 1, text: line });
  if (comma && looksLikeCdrRecord(comma.fields)) return 'cdr_csv';
  const delimiter = nativeCsvDelimiterOf(line);
  const header = new CsvRecordReader(delimiter).push({ number: 1, text: line });
  if (header) {
    for (const kind of Object.keys(NATIVE_CSV_COLUMNS) as NativeCsvKind[]) if (readNativeHeader(kind, header.fields, 1).columns) return kind;
  }
  return null;
}

/** Human names of the kinds, for messages. */
export const IMPORT_KIND_NAMES: Record<TelephonyImportKind, string> = {
  queue_log: 'an Asterisk queue_log',
  cdr_csv: 'an Asterisk Master.csv (cdr_csv)',
  absences: 'an absences CSV',
  mail_activities: 'a mail activities CSV',
  pc_inventory: 'a PC inventory CSV',
  lunch_breaks: 'a lunch breaks CSV',
};

/** Null when the file may be imported as `kind`; else why not. */
export function wrongImportKindReason(kind: TelephonyImportKind, firstLine: string): string | null {
  const found = importKindOfFirstLine(firstLine);
  if (found === null || found === kind || !TELEPHONY_IMPORT_KINDS.includes(found)) return null;
  return `the file looks like ${IMPORT_KIND_NAMES[found]}, not ${IMPORT_KIND_NAMES[kind]}: choose the matching import`;
}
