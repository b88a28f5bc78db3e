import { connect } from 'node:net';
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

  /** A source of endless rows that says when its iteration was ended (its finally ran: a real source releases its connection there). */
  function endlessRows() {
    const state = { produced: 0, ended: false };
    async function* rows() {
      try {
        for (;;) {
          state.produced += 1;
          yield { name: `row ${state.produced} ${'x'.repeat(200)}`, amount: state.produced };
        }
      } finally {
        state.ended = true;
      }
    }
    return { state, rows: rows() };
  }

  async function until(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
    const started = Date.now();
    while (!condition()) {
      if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('ends the rows when the client leaves half-way', async () => {
    const app = Fastify();
    const { state, rows } = endlessRows();
    app.get('/csv', (_request, reply) => sendCsv(reply, 'x.csv', [{ header: 'Name', value: (row: Row) => row.name }], rows));
    const address = new URL(await app.listen({ port: 0, host: '127.0.0.1' }));
    try {
      const socket = connect(Number(address.port), '127.0.0.1');
      socket.write(`GET /csv HTTP/1.1\r\nHost: x\r\n\r\n`);
      let received = 0;
      await new Promise<void>((resolve) =>
        socket.on('data', (chunk: Buffer) => {
          received += chunk.length;
          if (received > 100_000) resolve();
        }),
      );
      socket.destroy();
      await until(() => state.ended);
      expect(state.ended).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('cuts a client that reads nothing after the idle time, and ends the rows', async () => {
    const app = Fastify();
    const { state, rows } = endlessRows();
    app.get('/csv', (_request, reply) => sendCsv(reply, 'x.csv', [{ header: 'Name', value: (row: Row) => row.name }], rows, { idleMs: 500 }));
    const address = new URL(await app.listen({ port: 0, host: '127.0.0.1' }));
    try {
      const socket = connect(Number(address.port), '127.0.0.1');
      socket.pause();
      socket.write(`GET /csv HTTP/1.1\r\nHost: x\r\n\r\n`);
      // The buffers between the two fill up, then the rows stop: the server waits for a reader that never reads.
      let stalled = -1;
      await until(() => {
        const same = state.produced === stalled;
        stalled = state.produced;
        return same && state.produced > 0;
      });
      // Stalled, not yet cut: the cut comes from the idle time, not from the stall itself.
      expect(state.ended).toBe(false);
      await until(() => state.ended);
      socket.destroy();
    } finally {
      await app.close();
    }
  });

  it('keeps a client that reads, however long the file', async () => {
    const app = Fastify();
    async function* rows() {
      for (let i = 0; i < 20_000; i += 1) yield { name: `row ${i} ${'x'.repeat(200)}`, amount: i };
    }
    app.get('/csv', (_request, reply) => sendCsv(reply, 'x.csv', [{ header: 'Name', value: (row: Row) => row.name }], rows(), { idleMs: 200 }));
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const response = await fetch(`${address}/csv`);
      const reader = response.body!.getReader();
      let bytes = 0;
      // Reads slowly, but reads: a pause shorter than the idle time after each chunk.
      for (let next = await reader.read(); !next.done; next = await reader.read()) {
        bytes += next.value.length;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      expect(bytes).toBeGreaterThan(20_000 * 200);
    } finally {
      await app.close();
    }
  });
});
