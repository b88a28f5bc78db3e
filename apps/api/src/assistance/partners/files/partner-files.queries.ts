import type { EntityManager } from 'typeorm';

/** A partner's stored files: the price list and the logo, each a storage key and the name shown. */
export type PartnerFileColumn = 'costs_document' | 'logo';

/** The partner's file of that kind, or undefined when the partner is not the customer's. */
export async function partnerFile(
  db: EntityManager,
  customerId: number,
  partnerId: number,
  column: PartnerFileColumn,
): Promise<{ key: string | null; name: string | null } | undefined> {
  const [row] = await db.query<{ key: string | null; name: string | null }[]>(
    `SELECT ${column}_key AS key, ${column}_name AS name FROM assistance.partners WHERE partner_id = $1 AND customer_id = $2`,
    [partnerId, customerId],
  );
  return row;
}

/** The storage keys of these partners' files, for removal after they are deleted. */
export async function partnerFileKeys(db: EntityManager, customerId: number, partnerIds: number[]): Promise<string[]> {
  const rows = await db.query<{ logo_key: string | null; costs_document_key: string | null }[]>(
    `SELECT logo_key, costs_document_key FROM assistance.partners WHERE partner_id = ANY($1) AND customer_id = $2`,
    [partnerIds, customerId],
  );
  return rows.flatMap((row) => [row.logo_key, row.costs_document_key]).filter((key): key is string => key !== null);
}

/**
 * Points the partner's file at a new key (null: none), in the caller's transaction, the row locked
 * first; answers the key it held before, or undefined when the partner is not the customer's.
 */
export async function replacePartnerFile(
  manager: EntityManager,
  customerId: number,
  partnerId: number,
  column: PartnerFileColumn,
  file: { key: string; name: string } | null,
): Promise<{ previous: string | null } | undefined> {
  const [row] = await manager.query<{ key: string | null }[]>(
    `SELECT ${column}_key AS key FROM assistance.partners WHERE partner_id = $1 AND customer_id = $2 FOR UPDATE`,
    [partnerId, customerId],
  );
  if (!row) return undefined;
  await manager.query(`UPDATE assistance.partners SET ${column}_key = $3, ${column}_name = $4, updated_at = now() WHERE partner_id = $1 AND customer_id = $2`, [
    partnerId,
    customerId,
    file?.key ?? null,
    file?.name ?? null,
  ]);
  return { previous: row.key };
}
