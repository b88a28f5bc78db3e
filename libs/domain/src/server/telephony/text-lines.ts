/**
 * Splits an import file into lines as it streams, the way real PBX files need:
 * - `\n` or `\r\n` ends a line; a UTF-8 byte order mark at the start is dropped;
 * - a run of NUL characters in front of a line (what an unclean PBX shutdown leaves where the
 *   lost tail of the file was) is cut off and counted, so the rest of the line is read as usual;
 *   the run is never kept, however long it is;
 * - a line longer than the cap (64 KiB by default) stops the split with {@link LineTooLongError}
 *   naming the line, before more of it is held: memory stays flat even for a file of one huge
 *   line;
 * - the file's last line says whether it had a line end (a file cut while it was written has none).
 *
 * The splitter takes decoded text chunks (the API decodes UTF-8 bytes) and answers whole lines.
 */

export const MAX_LINE_LENGTH = 64 * 1024;

export interface TextLine {
  /** 1-based line number in the file. */
  number: number;
  /** The line without its line end and without a leading NUL run. */
  text: string;
  /** NUL characters cut from the line's start. */
  leadingNuls: number;
  /** False only for a last line that had no line end. */
  terminated: boolean;
}

export class LineTooLongError extends Error {
  constructor(
    readonly line: number,
    readonly limit: number,
  ) {
    super(`line ${line} is longer than ${lengthText(limit)}: not a file of this kind, or a damaged one`);
  }
}

const NUL = '\u0000';

/** '64 KiB' for a whole number of KiB, else '100 characters'. */
export function lengthText(limit: number): string {
  return limit % 1024 === 0 ? `${limit / 1024} KiB` : `${limit} characters`;
}

/** How many NUL characters follow `from` in `text` (up to `to`). */
function nulRunLength(text: string, from: number, to: number = text.length): number {
  let at = from;
  while (at < to && text.charCodeAt(at) === 0) at++;
  return at - from;
}

export class TextLineSplitter {
  private pending = '';
  private pendingNuls = 0;
  private lineNumber = 0;
  private started = false;

  constructor(private readonly maxLineLength = MAX_LINE_LENGTH) {}

  /** Lines completed by this chunk. */
  push(chunk: string): TextLine[] {
    if (!this.started && chunk.length > 0) {
      this.started = true;
      if (chunk.charCodeAt(0) === 0xfeff) chunk = chunk.slice(1);
    }
    const lines: TextLine[] = [];
    let text = this.pending === '' ? chunk : this.pending + chunk;
    this.pending = '';
    let start = 0;
    for (let end = text.indexOf('\n'); end >= 0; end = text.indexOf('\n', start)) {
      lines.push(this.line(text, start, end, true));
      start = end + 1;
    }
    text = text.slice(start);
    // A NUL run at the start of the unfinished line is dropped at once, however long it grows.
    if (text.length > 0 && text.charCodeAt(0) === 0) {
      const nuls = nulRunLength(text, 0);
      this.pendingNuls += nuls;
      text = text.slice(nuls);
    }
    if (text.length > this.maxLineLength) throw new LineTooLongError(this.lineNumber + 1, this.maxLineLength);
    this.pending = text;
    return lines;
  }

  /** The last line when the file does not end with a line end. */
  end(): TextLine[] {
    if (this.pending === '' && this.pendingNuls === 0) return [];
    const text = this.pending;
    this.pending = '';
    return [this.line(text, 0, text.length, false)];
  }

  private line(text: string, start: number, end: number, terminated: boolean): TextLine {
    let leadingNuls = this.pendingNuls;
    this.pendingNuls = 0;
    const nuls = nulRunLength(text, start, end);
    leadingNuls += nuls;
    start += nuls;
    if (end > start && text.charCodeAt(end - 1) === 13) end--;
    if (end - start > this.maxLineLength) throw new LineTooLongError(this.lineNumber + 1, this.maxLineLength);
    this.lineNumber++;
    return { number: this.lineNumber, text: text.slice(start, end), leadingNuls, terminated };
  }
}

/** True when the text holds a NUL character (binary data; PostgreSQL text cannot store it). */
export function containsNul(text: string): boolean {
  return text.includes(NUL);
}

/** Text safe for PostgreSQL and JSON: each NUL shown as `\0`. */
export function withoutNul(text: string): string {
  return text.includes(NUL) ? text.replaceAll(NUL, '\\0') : text;
}

/**
 * What a line's bytes say before its content is read: a NUL run in front of it is a warning
 * (skipped), a NUL inside it a problem (binary data; PostgreSQL text cannot hold it).
 */
export function lineTextNotices(line: TextLine): { warning?: { line: number; reason: string }; problem?: { line: number; reason: string } } {
  const notices: { warning?: { line: number; reason: string }; problem?: { line: number; reason: string } } = {};
  if (line.leadingNuls > 0)
    notices.warning = { line: line.number, reason: `${line.leadingNuls} NUL byte(s) in front of the line skipped (left by an unclean PBX shutdown)` };
  if (containsNul(line.text)) notices.problem = { line: line.number, reason: 'the line holds NUL bytes inside its text (binary data)' };
  return notices;
}
