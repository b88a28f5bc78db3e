/** Limits of the saved column choices a user keeps (userSettings.Columns). */
export const MAX_COLUMN_TABLES = 100;
export const MAX_COLUMNS_PER_TABLE = 200;
/** Table keys and column names are code identifiers; a long one is not a real choice. */
export const MAX_COLUMN_KEY_LENGTH = 100;

/**
 * Checks `{ tableKey: { column: visible } }`; answers the first problem in words, or null when
 * the map is fine.
 */
export function columnSettingsProblem(columns: unknown): string | null {
  if (!columns || typeof columns !== 'object' || Array.isArray(columns)) return 'Columns must be an object of tables.';
  const tables = Object.entries(columns);
  if (tables.length > MAX_COLUMN_TABLES) return `Columns may hold at most ${MAX_COLUMN_TABLES} tables.`;
  for (const [table, map] of tables) {
    if (table.length > MAX_COLUMN_KEY_LENGTH) return `Column table names may be at most ${MAX_COLUMN_KEY_LENGTH} characters.`;
    if (!map || typeof map !== 'object' || Array.isArray(map)) return `Columns.${table} must be an object of column: true/false.`;
    const entries = Object.entries(map);
    if (entries.length > MAX_COLUMNS_PER_TABLE) return `Columns.${table} may hold at most ${MAX_COLUMNS_PER_TABLE} columns.`;
    for (const [column, visible] of entries) {
      if (column.length > MAX_COLUMN_KEY_LENGTH) return `Column names in Columns.${table} may be at most ${MAX_COLUMN_KEY_LENGTH} characters.`;
      if (typeof visible !== 'boolean') return `Columns.${table}.${column} must be true or false.`;
    }
  }
  return null;
}
