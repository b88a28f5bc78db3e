/**
 * CSV records from the lines of a {@link TextLineSplitter}: fields in `"..."` with `"` doubled,
 * bare fields as they are, and a quoted field that runs over line ends (cdr_csv writes newlines
 * inside fields unescaped). A quote inside a bare field is kept as a character, as spreadsheet
 * programs do. A quoted field that never closes is caught once its record passes the length cap:
 * the file cannot be read past it.
 */
import { MAX_LINE_LENGTH, lengthText, type TextLine } from './text-lines.js';

export interface CsvRecord {
  /** Line the record starts on. */
  line: number;
  /** Line it ends on (later than `line` when a quoted field ran over line ends). */
  lastLine: number;
  fields: string[];
}

/** A record's problem, with a hint when a quoted field ran over lines (an unterminated quote swallows the next line). */
export function recordProblem(record: CsvRecord, reason: string): { line: number; reason: string } {
  if (record.lastLine === record.line) return { line: record.line, reason };
  return { line: record.line, reason: `${reason} (the record runs from line ${record.line} to line ${record.lastLine}: is a quote unterminated?)` };
}

export class UnterminatedQuoteError extends Error {
  constructor(
    readonly line: number,
    atEnd: boolean,
    limit = MAX_LINE_LENGTH,
  ) {
    super(
      atEnd
        ? `the quoted field opened on line ${line} is never closed (the file ends inside it)`
        : `the quoted field opened on line ${line} is not closed within ${lengthText(limit)}: an unterminated quote`,
    );
  }
}

export class CsvRecordReader {
  private fields: string[] = [];
  private field = '';
  /** Line of the record being continued over a line end, or 0. */
  private openLine = 0;
  private openLength = 0;

  constructor(
    readonly delimiter: string,
    private readonly maxRecordLength = MAX_LINE_LENGTH,
  ) {}

  /** The record this line finishes, or null (a blank line, or a quoted field going on). */
  push(line: Pick<TextLine, 'number' | 'text'>): CsvRecord | null {
    const text = line.text;
    const delimiter = this.delimiter;
    let at = 0;
    let inQuotes = false;
    let fieldStart = true;
    if (this.openLine > 0) {
      this.field += '\n';
      this.openLength += text.length + 1;
      if (this.openLength > this.maxRecordLength) throw new UnterminatedQuoteError(this.openLine, false, this.maxRecordLength);
      inQuotes = true;
      fieldStart = false;
    } else if (text === '') {
      return null;
    }
    for (;;) {
      if (inQuotes) {
        const quote = text.indexOf('"', at);
        if (quote < 0) {
          // The quoted field goes on in the next line.
          this.field += text.slice(at);
          if (this.openLine === 0) {
            this.openLine = line.number;
            this.openLength = text.length;
          }
          return null;
        }
        this.field += text.slice(at, quote);
        if (text.charCodeAt(quote + 1) === 34) {
          this.field += '"';
          at = quote + 2;
          continue;
        }
        // Closed; anything up to the next delimiter is kept as it is (lenient).
        inQuotes = false;
        at = quote + 1;
      } else if (fieldStart && text.charCodeAt(at) === 34) {
        inQuotes = true;
        fieldStart = false;
        at++;
        continue;
      }
      const next = text.indexOf(delimiter, at);
      if (next < 0) {
        this.field += text.slice(at);
        break;
      }
      this.field += text.slice(at, next);
      this.fields.push(this.field);
      this.field = '';
      at = next + delimiter.length;
      fieldStart = true;
    }
    this.fields.push(this.field);
    const record = { line: this.openLine || line.number, lastLine: line.number, fields: this.fields };
    this.fields = [];
    this.field = '';
    this.openLine = 0;
    this.openLength = 0;
    return record;
  }

  /** At the end of the file: a quoted field still open is an error. */
  end(): void {
    if (this.openLine > 0) throw new UnterminatedQuoteError(this.openLine, true);
  }
}
