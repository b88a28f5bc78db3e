import { COLUMN_TABLES, MAX_COLUMN_SETTINGS_BYTES, type UserSettings } from '@backoffice/contracts';

type ColumnSettings = UserSettings['Columns'];
type ColumnTables = Readonly<Record<string, readonly string[]>>;

/** Names in messages are cut, so a refused megabyte-long key does not come back in the answer. */
const MAX_NAME_IN_MESSAGE = 60;

function named(key: string): string {
  return key.length > MAX_NAME_IN_MESSAGE ? `${key.slice(0, MAX_NAME_IN_MESSAGE)}…` : key;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return Boolean(value) && typeof value === 'object' && !Array.isArray(value);
}

/** The JSON size in UTF-8 bytes, as stored (JSON escapes lone surrogates, so pairs are whole). */
export function columnSettingsBytes(columns: unknown): number {
  let bytes = 0;
  for (const character of JSON.stringify(columns) ?? '') {
    const code = character.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** Null when the settings fit MAX_COLUMN_SETTINGS_BYTES, else the problem in words. */
export function columnSettingsSizeProblem(columns: unknown, maxBytes = MAX_COLUMN_SETTINGS_BYTES): string | null {
  const bytes = columnSettingsBytes(columns);
  if (bytes <= maxBytes) return null;
  return `Columns may take at most ${Math.floor(maxBytes / 1024)} KB (these take ${Math.ceil(bytes / 1024)} KB).`;
}

/**
 * Checks `{ tableKey: { column: visible } }` against the admin's tables and their columns (and
 * the size cap first, so a huge request is not walked); answers the first problem in words, or
 * null when every table and column is known and every choice is true/false.
 */
export function columnSettingsProblem(columns: unknown, tables: ColumnTables = COLUMN_TABLES, maxBytes = MAX_COLUMN_SETTINGS_BYTES): string | null {
  if (!isPlainObject(columns)) return 'Columns must be an object of tables.';
  const tooLarge = columnSettingsSizeProblem(columns, maxBytes);
  if (tooLarge) return tooLarge;
  for (const [table, map] of Object.entries(columns)) {
    const known = Object.hasOwn(tables, table) ? tables[table] : undefined;
    if (!known) return `Columns: '${named(table)}' is not a table with a column choice.`;
    if (!isPlainObject(map)) return `Columns.${table} must be an object of column: true/false.`;
    for (const [column, visible] of Object.entries(map)) {
      if (!known.includes(column)) return `Columns.${table}: '${named(column)}' is not a column of this table.`;
      if (typeof visible !== 'boolean') return `Columns.${table}.${column} must be true or false.`;
    }
  }
  return null;
}

/**
 * Only the known tables' known columns with true/false choices: what a user's stored settings
 * are read as (settings saved before the check, or of a table that no longer exists, drop out).
 */
export function knownColumnSettings(columns: unknown, tables: ColumnTables = COLUMN_TABLES): ColumnSettings {
  const kept: ColumnSettings = {};
  if (!isPlainObject(columns)) return kept;
  for (const [table, map] of Object.entries(columns)) {
    const known = Object.hasOwn(tables, table) ? tables[table] : undefined;
    if (!known || !isPlainObject(map)) continue;
    const choices = Object.entries(map).filter(([column, visible]) => known.includes(column) && typeof visible === 'boolean');
    if (choices.length > 0) kept[table] = Object.fromEntries(choices) as Record<string, boolean>;
  }
  return kept;
}

/**
 * The stored choices with each saved table's choices in place of its old ones (the admin sends a
 * table's whole choice); other tables keep theirs, and unknown tables and columns drop out.
 */
export function mergeColumnSettings(stored: unknown, changes: ColumnSettings, tables: ColumnTables = COLUMN_TABLES): ColumnSettings {
  const merged = knownColumnSettings(stored, tables);
  const saved = knownColumnSettings(changes, tables);
  for (const table of Object.keys(changes)) {
    if (saved[table]) merged[table] = saved[table];
    else delete merged[table];
  }
  return merged;
}
