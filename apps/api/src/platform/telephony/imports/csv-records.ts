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
