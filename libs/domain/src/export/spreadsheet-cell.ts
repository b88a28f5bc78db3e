/**
 * A CSV cell opened in a spreadsheet program runs as a formula when it starts with = + - @, a tab
 * or a carriage return ("CSV injection"). Such text cells get a leading apostrophe, which the
 * program shows as plain text; numbers (also negative ones, also as text) stay as they are.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?(\d+([.,]\d+)?|[.,]\d+)([eE][+-]?\d+)?$/;

export function neutraliseSpreadsheetCell(value: string): string {
  return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
}
