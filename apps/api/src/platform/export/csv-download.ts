import { Readable } from 'node:stream';
import { neutraliseSpreadsheetCell } from '@backoffice/domain';
import { create as contentDisposition } from 'content-disposition';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';

export interface CsvColumn<Row> {
  /** The header text. */
  header: string;
  value(row: Row): string | number | boolean | null | undefined;
}

/**
 * Streams rows as a CSV download of any size: RFC 4180 quoting (csv-stringify), a UTF-8 byte-order
 * mark so spreadsheet programs read umlauts right, formula cells neutralised, and the file name in
 * Content-Disposition. Rows are pulled as the client reads, so memory stays flat.
 */
export function sendCsv<Row>(
  reply: FastifyReply,
  fileName: string,
  columns: readonly CsvColumn<Row>[],
  rows: AsyncIterable<Row> | Iterable<Row>,
): FastifyReply {
  const cells = async function* () {
    for await (const row of rows) {
      yield columns.map((column) => {
        const value = column.value(row);
        return typeof value === 'string' ? neutraliseSpreadsheetCell(value) : (value ?? '');
      });
    }
  };
  const csv = Readable.from(cells()).pipe(stringify({ bom: true, header: true, columns: columns.map((column) => neutraliseSpreadsheetCell(column.header)) }));
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', contentDisposition(fileName))
    .header('cache-control', 'no-store')
    .send(csv);
}
