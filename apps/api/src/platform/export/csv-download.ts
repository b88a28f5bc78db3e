import type { ServerResponse } from 'node:http';
import { Readable, pipeline } from 'node:stream';
import { neutraliseSpreadsheetCell } from '@backoffice/domain';
import { create as contentDisposition } from 'content-disposition';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';

export interface CsvColumn<Row> {
  /** The header text. */
  header: string;
  value(row: Row): string | number | boolean | null | undefined;
}

export interface CsvSendOptions {
  /** End the response when its client has read nothing for this long while data waits for it. */
  idleMs?: number;
}

/**
 * Streams rows as a CSV download of any size: RFC 4180 quoting (csv-stringify), a UTF-8 byte-order
 * mark so spreadsheet programs read umlauts right, formula cells neutralised, and the file name in
 * Content-Disposition. Rows are pulled as the client reads, so memory stays flat. The source and
 * the CSV are one pipeline: when the response ends early (the client left, or sat idle) the rows'
 * iterator is ended too, which gives its database connection back.
 */
export function sendCsv<Row>(
  reply: FastifyReply,
  fileName: string,
  columns: readonly CsvColumn<Row>[],
  rows: AsyncIterable<Row> | Iterable<Row>,
  options: CsvSendOptions = {},
): FastifyReply {
  const cells = async function* () {
    for await (const row of rows) {
      yield columns.map((column) => {
        const value = column.value(row);
        return typeof value === 'string' ? neutraliseSpreadsheetCell(value) : (value ?? '');
      });
    }
  };
  const csv = pipeline(
    Readable.from(cells()),
    stringify({ bom: true, header: true, columns: columns.map((column) => neutraliseSpreadsheetCell(column.header)) }),
    // Failures end the response (Fastify destroys it when its payload fails); nothing to add here.
    () => undefined,
  );
  if (options.idleMs) endWhenIdle(reply.raw, options.idleMs);
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', contentDisposition(fileName))
    .header('cache-control', 'no-store')
    .send(csv);
}

/**
 * Destroys the response once data has waited `idleMs` for a client that reads nothing (its
 * buffers are full and no 'drain' came). A client reading slowly but steadily drains now and then
 * and stays; one that stopped holds nothing for longer than `idleMs`.
 */
function endWhenIdle(response: ServerResponse, idleMs: number): void {
  let waitingSince: number | null = null;
  const onDrain = () => (waitingSince = null);
  const timer = setInterval(
    () => {
      if (!response.writableNeedDrain) return void (waitingSince = null);
      const now = Date.now();
      waitingSince ??= now;
      if (now - waitingSince >= idleMs) response.destroy();
    },
    Math.max(50, Math.min(1000, Math.floor(idleMs / 4))),
  );
  timer.unref();
  response.on('drain', onDrain);
  response.once('close', () => {
    clearInterval(timer);
    response.off('drain', onDrain);
  });
}
