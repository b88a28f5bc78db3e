import { describe, expect, it } from '@jest/globals';
import Fastify from 'fastify';
import { sendCsv } from './csv-download.js';

interface Row {
  name: string;
  amount: number | null;
}

async function download(rows: Iterable<Row> | AsyncIterable<Row>, fileName = 'PartnerList.csv') {
  const app = Fastify();
  app.get('/csv', (_request, reply) =>
    sendCsv(
      reply,
      fileName,
      [
        { header: 'Name', value: (row: Row) => row.name },
        { header: 'Amount', value: (row: Row) => row.amount },
      ],
      rows,
    ),
  );
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const response = await fetch(`${address}/csv`);
    return { headers: Object.fromEntries(response.headers), body: new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer()) };
  } finally {
    await app.close();
  }
}

describe('sendCsv', () => {
  it('quotes, starts with a BOM and names the file', async () => {
    const response = await download([
      { name: 'Hotel "Sacher", Wien', amount: 12.5 },
      { name: 'Zeile\nzwei', amount: null },
    ]);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename=PartnerList.csv');
    expect(response.body).toBe('\ufeffName,Amount\n"Hotel ""Sacher"", Wien",12.5\n"Zeile\nzwei",\n');
  });

  it('neutralises formula cells but not negative numbers', async () => {
    const response = await download([
      { name: '=HYPERLINK("http://evil")', amount: -3 },
      { name: '-12', amount: 1 },
    ]);
    expect(response.body).toBe('\ufeffName,Amount\n"\'=HYPERLINK(""http://evil"")",-3\n-12,1\n');
  });

  it('writes non-ASCII file names with an ASCII fallback', async () => {
    const response = await download([], 'Übersicht(2026.01.01-2026.01.31).csv');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="?bersicht(2026.01.01-2026.01.31).csv"; filename*=UTF-8''%C3%9Cbersicht%282026.01.01-2026.01.31%29.csv`,
    );
    expect(response.body).toBe('\ufeffName,Amount\n');
  });

  it('streams rows from an async source without holding them', async () => {
    let produced = 0;
    async function* rows() {
      for (let i = 0; i < 50_000; i += 1) {
        produced += 1;
        yield { name: `row ${i}`, amount: i };
      }
    }
    const response = await download(rows());
    expect(produced).toBe(50_000);
    expect(response.body.split('\n')).toHaveLength(50_002);
  });
});
