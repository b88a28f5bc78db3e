import { createHash } from 'node:crypto';
import pg from 'pg';
import { QueryFailedError, type DataSource } from 'typeorm';

/** Statement names by SQL text; cleared when it grows past this (the names stay valid). */
const NAMES_KEPT = 5_000;
const names = new Map<string, string>();

function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    if (names.size >= NAMES_KEPT) names.clear();
    name = `read_${createHash('sha1').update(text).digest('base64url').slice(0, 24)}`;
    names.set(text, name);
  }
  return name;
}

/**
 * A read sent as a named prepared statement on the pool under TypeORM: PostgreSQL parses and plans
 * it once per connection instead of on every call. For the crud kit's pages and counts, whose
 * parse and plan cost more than running them (a page of 10 users by an index: 4x the rate). Only
 * for statements without LIKE: a search's plan depends on its pattern, so it is planned each time.
 * Connections are replaced after `maxUses` queries (data-source-options), so the statements
 * prepared on one (one per distinct list shape) cannot pile up. Errors leave as TypeORM's
 * QueryFailedError, as `dataSource.query` throws them.
 */
export async function preparedRead<T>(dataSource: DataSource, text: string, values: unknown[]): Promise<T[]> {
  const pool = (dataSource.driver as unknown as { master: pg.Pool }).master;
  try {
    const result = await pool.query({ name: statementName(text), text, values });
    return result.rows as T[];
  } catch (error) {
    throw error instanceof pg.DatabaseError ? new QueryFailedError(text, values, error) : error;
  }
}
