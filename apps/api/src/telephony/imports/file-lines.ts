/**
 * The lines of an import file as it streams: UTF-8 decoded across chunk borders, split by the
 * domain's {@link TextLineSplitter} (NUL runs in front of lines cut off, lines capped at 64 KiB),
 * in batches per chunk so a multi-gigabyte file never sits in memory. Counts the bytes read for
 * progress.
 */
import { TextLineSplitter, type TextLine } from '@backoffice/domain/server';
import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

export interface ReadCounter {
  bytesRead: number;
}

export async function* fileLines(input: Readable, counter: ReadCounter, maxLineLength?: number): AsyncGenerator<TextLine[]> {
  const decoder = new StringDecoder('utf8');
  const splitter = new TextLineSplitter(maxLineLength);
  for await (const chunk of input as AsyncIterable<Buffer | string>) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    counter.bytesRead += bytes.length;
    const lines = splitter.push(decoder.write(bytes));
    if (lines.length > 0) yield lines;
  }
  const last = [...splitter.push(decoder.end()), ...splitter.end()];
  if (last.length > 0) yield last;
}
