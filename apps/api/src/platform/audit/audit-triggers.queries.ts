import type { DataSource } from 'typeorm';
import type { AuditedTable } from '../../migrations/audited-tables.js';

const TRIGGER = 'audit_change';
const TABLE_NAME = /^[a-z_][a-z0-9_]*\.[a-z_][a-z0-9_]*$/;

function literal(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}

function arrayLiteral(items: readonly string[] = []): string {
  return literal(`{${items.map((item) => `"${item}"`).join(',')}}`);
}

/** The row trigger of one audited table (CREATE OR REPLACE: a changed declaration replaces it). */
export function auditTriggerSql(declared: AuditedTable): string {
  if (!TABLE_NAME.test(declared.table)) throw new Error(`Audited table ${declared.table} must be named schema.table.`);
  const args = [
    literal(declared.resource),
    literal(declared.id),
    literal(declared.customer ?? ''),
    arrayLiteral(declared.secret),
    arrayLiteral(declared.ignore),
  ];
  return (
    `CREATE OR REPLACE TRIGGER ${TRIGGER} AFTER INSERT OR UPDATE OR DELETE ON ${declared.table} FOR EACH ROW` +
    (declared.callsOnly ? ' WHEN (audit.by_call())' : '') +
    ` EXECUTE FUNCTION audit.record_change(${args.join(', ')})`
  );
}

/**
 * Makes the audit triggers what the list says: each listed table gets its trigger (a missing table
 * fails the start, naming it), every other table loses one it had. Run at start, after the
 * migrations, under the start-up lock.
 */
export async function syncAuditTriggers(dataSource: DataSource, tables: readonly AuditedTable[]): Promise<void> {
  await dataSource.transaction(async (manager) => {
    for (const declared of tables) {
      const [found] = await manager.query<{ exists: boolean }[]>(`SELECT to_regclass($1) IS NOT NULL AS exists`, [declared.table]);
      if (!found.exists) throw new Error(`Audited table ${declared.table} (migrations/audited-tables.ts) does not exist.`);
      await manager.query(auditTriggerSql(declared));
    }
    const present = await manager.query<{ name: string }[]>(
      `SELECT n.nspname || '.' || c.relname AS name
         FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE t.tgname = $1`,
      [TRIGGER],
    );
    const listed = new Set(tables.map((declared) => declared.table));
    for (const { name } of present) if (!listed.has(name)) await manager.query(`DROP TRIGGER ${TRIGGER} ON ${name}`);
  });
}
