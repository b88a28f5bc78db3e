/**
 * Where a source's new lines come from: the bytes a file grew by since the stored position (its
 * inode, byte offset and line number: a rotated file is finished from its old inode before the new
 * one is read, a truncated one is read again from its start), or the rows a queue_log table got
 * since the stored id (or time), in PostgreSQL or MySQL/MariaDB. Only whole lines are taken: a line the PBX is still writing waits
 * for the next read.
 */
import { open, readdir, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import {
  IMPORT_KIND_NAMES,
  TextLineSplitter,
  importKindOfFirstLine,
  looksBinary,
  missingQueueLogColumns,
  queueLogLineOfRow,
  tablePositionAfter,
  type QueueLogTableRow,
  type TablePosition,
  type TextLine,
} from '@backoffice/domain/server';
import type { PbxDatabase } from './pbx-database.js';
import { queueLogTableColumns, queueLogTableRows, type RowsFrom, type TableColumn } from './queue-log-table.queries.js';

export type { TablePosition };

/** Bytes of a file read at most per read (the transaction stays short; a backlog takes several reads). */
export const MAX_READ_BYTES = 2 * 1024 * 1024;
/** Table rows read at most per read. */
export const MAX_READ_ROWS = 30_000;

export interface FilePosition {
  inode: number;
  offset: number;
  /** Lines of the current file read so far (the next line's number is this plus one). */
  line: number;
}

export interface NewLines {
  lines: TextLine[];
  position: FilePosition | TablePosition;
  /** Everything there was has been read. */
  caughtUp: boolean;
  /** How a line is named in a problem report: `line 12` of the file, `row 5301` of the table. */
  label: (line: TextLine) => string;
  /** A notice about the source itself (a rotated file whose old part was not found). */
  notice: string | null;
}

/** A fault of the source as a whole: reported on its screen, its position unchanged. */
export class SourceFault extends Error {}

/** The new whole lines of a followed file. */
export async function newFileLines(path: string, expected: 'queue_log' | 'cdr_csv', stored: FilePosition | null): Promise<NewLines> {
  const info = await stat(path).catch((error: NodeJS.ErrnoException) => {
    throw new SourceFault(error.code === 'ENOENT' ? `the file ${path} does not exist` : `the file ${path} cannot be read (${error.code ?? error.message})`);
  });
  if (!info.isFile()) throw new SourceFault(`${path} is not a file`);
  let position = stored ?? { inode: info.ino, offset: 0, line: 0 };
  let notice: string | null = null;
  let file = path;
  let rotated = false;
  if (position.inode !== info.ino) {
    // Rotated: the old file is finished first when it is still in the folder (queue_log.1, queue_log-20261128 …).
    const old = await fileWithInode(dirname(path), position.inode);
    if (old) {
      file = old;
      rotated = true;
    } else {
      notice = `the file was rotated and its old part was not found in ${dirname(path)}: lines written to it after the last read are missing`;
      position = { inode: info.ino, offset: 0, line: 0 };
    }
  } else if (info.size < position.offset) {
    notice = `the file was truncated (now ${info.size} bytes, read up to ${position.offset}): read again from its start`;
    position = { inode: info.ino, offset: 0, line: 0 };
  }
  const handle = await open(file, 'r').catch((error: NodeJS.ErrnoException) => {
    throw new SourceFault(`the file ${file} cannot be read (${error.code ?? error.message})`);
  });
  try {
    const size = (await handle.stat()).size;
    const length = Math.min(size - position.offset, MAX_READ_BYTES);
    const buffer = Buffer.alloc(Math.max(length, 0));
    const { bytesRead } = length > 0 ? await handle.read(buffer, 0, length, position.offset) : { bytesRead: 0 };
    if (position.offset === 0 && bytesRead > 0) checkKind(path, expected, buffer.subarray(0, Math.min(bytesRead, 8192)));
    // A rotated file is complete: its last line is taken even without a line end.
    const end = rotated && position.offset + bytesRead >= size ? bytesRead : buffer.lastIndexOf(0x0a, bytesRead - 1) + 1;
    if (end === 0 && bytesRead === MAX_READ_BYTES)
      throw new SourceFault(`line ${position.line + 1} of ${file} is longer than ${MAX_READ_BYTES / 1024 / 1024} MiB: not a queue_log, or a damaged one`);
    const splitter = new TextLineSplitter();
    const text = buffer.subarray(0, end).toString('utf8');
    const lines = [...splitter.push(text), ...(rotated ? splitter.end() : [])].map((line) => ({ ...line, number: position.line + line.number }));
    const read = { inode: position.inode, offset: position.offset + end, line: position.line + lines.length };
    const finishedOld = rotated && read.offset >= size;
    return {
      lines,
      position: finishedOld ? { inode: info.ino, offset: 0, line: 0 } : read,
      caughtUp: !rotated && position.offset + bytesRead >= size,
      label: (line) => `line ${line.number}`,
      notice,
    };
  } finally {
    await handle.close();
  }
}

async function fileWithInode(folder: string, inode: number): Promise<string | null> {
  for (const name of await readdir(folder).catch(() => [])) {
    const candidate = join(folder, name);
    const info = await stat(candidate).catch(() => null);
    if (info?.isFile() && info.ino === inode) return candidate;
  }
  return null;
}

/** A file that is not what the source follows is refused before anything of it is applied. */
function checkKind(path: string, expected: 'queue_log' | 'cdr_csv', head: Buffer): void {
  if (looksBinary(head)) throw new SourceFault(`the file ${path} is not a text file (binary data in its first 8 KiB)`);
  const firstLine = head.toString('utf8').split('\n')[0];
  const found = importKindOfFirstLine(firstLine);
  if (found !== null && found !== expected)
    throw new SourceFault(`the file ${path} is not ${IMPORT_KIND_NAMES[expected]}: it looks like ${IMPORT_KIND_NAMES[found]}`);
  if (found === null && firstLine.trim() !== '' && expected === 'queue_log')
    throw new SourceFault(`the file ${path} is not ${IMPORT_KIND_NAMES.queue_log}: its first line is not timestamp|uniqueid|queue|agent|event|…`);
}

interface TableShape {
  hasId: boolean;
  timeType: string;
}

const shapes = new WeakMap<PbxDatabase, Map<string, TableShape>>();

/** The new rows of Asterisk's realtime queue_log table (PostgreSQL or MySQL/MariaDB), as queue_log lines (`time|callid|queuename|agent|event|data1|…|data5`). */
export async function newTableLines(
  database: PbxDatabase,
  table: string,
  timeZone: string,
  stored: TablePosition | null,
  linesRead: number,
): Promise<NewLines> {
  const shape = await tableShape(database, table);
  const from: RowsFrom = shape.hasId ? { afterId: stored?.id ?? -1 } : { time: stored?.time ?? null, skip: stored?.atTime ?? 0 };
  let rows: QueueLogTableRow[];
  try {
    rows = await queueLogTableRows(database, table, shape.timeType, timeZone, from, MAX_READ_ROWS);
  } catch (error) {
    throw new SourceFault(`the table ${table} cannot be read: ${(error as Error).message}`);
  }
  const lines: TextLine[] = rows.map((row, index) => ({ number: linesRead + index + 1, text: queueLogLineOfRow(row), leadingNuls: 0, terminated: true }));
  const ids = new Map(rows.map((row, index) => [linesRead + index + 1, row.id]));
  return {
    lines,
    position: tablePositionAfter(stored, rows, shape.hasId),
    caughtUp: rows.length < MAX_READ_ROWS,
    label: (line) => (shape.hasId ? `row id ${ids.get(line.number)}` : `row ${line.number}`),
    notice: null,
  };
}

async function tableShape(database: PbxDatabase, table: string): Promise<TableShape> {
  let known = shapes.get(database);
  if (!known) shapes.set(database, (known = new Map()));
  const cached = known.get(table);
  if (cached) return cached;
  let columns: TableColumn[];
  try {
    columns = await queueLogTableColumns(database, table);
  } catch (error) {
    throw new SourceFault(`the database does not answer: ${(error as Error).message}`);
  }
  if (columns.length === 0) throw new SourceFault(`the table ${table} does not exist (or this login cannot see it)`);
  const missing = missingQueueLogColumns(columns.map((column) => column.name));
  if (missing.length > 0) throw new SourceFault(`the table ${table} is not a queue_log table: it has no column ${missing.join(', ')}`);
  const shape = { hasId: columns.some((column) => column.name === 'id'), timeType: columns.find((column) => column.name === 'time')!.type };
  known.set(table, shape);
  return shape;
}
