import { describe, expect, it } from '@jest/globals';
import { neutraliseSpreadsheetCell } from './spreadsheet-cell.js';

describe('neutraliseSpreadsheetCell', () => {
  it.each(['=1+1', '+SUM(A1:A9)', '-2+3', '@cmd', '\tx', '\rx', '=HYPERLINK("http://evil")'])('makes %j plain text', (cell) => {
    expect(neutraliseSpreadsheetCell(cell)).toBe(`'${cell}`);
  });

  it.each(['-5', '+43', '-0.25', '3.5e-2', 'Hotel Sacher', '', 'a=b', '43 1 2345'])('leaves %j alone', (cell) => {
    expect(neutraliseSpreadsheetCell(cell)).toBe(cell);
  });
});
