import { describe, expect, it } from '@jest/globals';
import { CsvRecordReader, UnterminatedQuoteError } from './csv-records.js';
import { LineTooLongError, TextLineSplitter, containsNul, withoutNul, type TextLine } from './text-lines.js';

function split(chunks: string[], max?: number): TextLine[] {
  const splitter = new TextLineSplitter(max);
  return [...chunks.flatMap((chunk) => splitter.push(chunk)), ...splitter.end()];
}

describe('text lines', () => {
  it('splits on LF and CRLF across chunk borders and drops a byte order mark', () => {
    expect(split(['\uFEFFone\r\ntw', 'o\nthree\n'])).toEqual([
      { number: 1, text: 'one', leadingNuls: 0, terminated: true },
      { number: 2, text: 'two', leadingNuls: 0, terminated: true },
      { number: 3, text: 'three', leadingNuls: 0, terminated: true },
    ]);
  });

  it('says when the last line has no line end (a file cut while written)', () => {
    expect(split(['a\nb']).map((l) => [l.text, l.terminated])).toEqual([
      ['a', true],
      ['b', false],
    ]);
    expect(split(['a\n'])).toHaveLength(1);
  });

  it('cuts NUL runs in front of a line (unclean shutdown) and counts them, even across chunks', () => {
    const lines = split(['1767261600|a|q|NONE|QUEUESTART|\n\x00\x00\x00', '\x00\x00\x00\x00\x001767261900|b|q|NONE|QUEUESTART|\n']);
    expect(lines.map((l) => [l.number, l.text, l.leadingNuls])).toEqual([
      [1, '1767261600|a|q|NONE|QUEUESTART|', 0],
      [2, '1767261900|b|q|NONE|QUEUESTART|', 8],
    ]);
    expect(lines.some((l) => containsNul(l.text))).toBe(false);
  });

  it('drops a NUL run longer than the line cap without holding it', () => {
    const nuls = '\x00'.repeat(1000);
    const lines = split([nuls, nuls, nuls, 'x|y\n', nuls], 100);
    expect(lines.map((l) => [l.text, l.leadingNuls, l.terminated])).toEqual([
      ['x|y', 3000, true],
      ['', 1000, false],
    ]);
  });

  it('keeps a NUL inside a line, for the caller to refuse, and shows it safely', () => {
    const [line] = split(['12\x00\x00 34\n']);
    expect(containsNul(line.text)).toBe(true);
    expect(withoutNul(line.text)).toBe('12\\0\\0 34');
  });

  it('stops at a line over the cap with its number, while streaming', () => {
    const splitter = new TextLineSplitter(10);
    expect(splitter.push('short\n')).toHaveLength(1);
    expect(() => splitter.push('x'.repeat(11))).toThrow(LineTooLongError);
    const again = new TextLineSplitter(10);
    again.push('ok\n0123');
    expect(() => again.push('456789abc\nmore')).toThrow('line 2 is longer than 10 characters');
  });
});

describe('CSV records over lines', () => {
  const read = (text: string, delimiter = ',') => {
    const reader = new CsvRecordReader(delimiter, 200);
    const records = split([text]).flatMap((line) => reader.push(line) ?? []);
    reader.end();
    return records;
  };

  it('reads quoted fields with doubled quotes, commas and bare numbers as Asterisk writes them', () => {
    expect(read('"","1001","""karthik"" <1001>","SIP/1002,,trIb(x)",42,,"ANSWERED"\n')).toEqual([
      { line: 1, lastLine: 1, fields: ['', '1001', '"karthik" <1001>', 'SIP/1002,,trIb(x)', '42', '', 'ANSWERED'] },
    ]);
  });

  it('continues a quoted field over a line end and numbers the record by its first line', () => {
    expect(read('a,"two\nlines",c\nd,e,f\n')).toEqual([
      { line: 1, lastLine: 2, fields: ['a', 'two\nlines', 'c'] },
      { line: 3, lastLine: 3, fields: ['d', 'e', 'f'] },
    ]);
  });

  it('skips blank lines, keeps empty last fields and quotes inside bare fields', () => {
    expect(read('a;b;\n\nx"y;"";z\n', ';')).toEqual([
      { line: 1, lastLine: 1, fields: ['a', 'b', ''] },
      { line: 3, lastLine: 3, fields: ['x"y', '', 'z'] },
    ]);
  });

  it('reports an unterminated quote at the end of the file and past the record cap', () => {
    expect(() => read('a,"open\nb\n')).toThrow(new UnterminatedQuoteError(1, true));
    expect(() => read(`a\nb,"open\n${'x,'.repeat(60)}\n${'y,'.repeat(60)}\n`)).toThrow(
      'the quoted field opened on line 2 is not closed within 200 characters: an unterminated quote',
    );
  });
});
