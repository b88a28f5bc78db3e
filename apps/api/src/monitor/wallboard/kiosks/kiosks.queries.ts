import type { WallboardKiosk } from '@backoffice/contracts';
import type { EntityManager } from 'typeorm';

const KIOSK_FIELDS = `kiosk_id AS "KioskID", name AS "Name", created_by AS "CreatedBy",
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "CreatedAt",
  to_char(last_seen_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "LastSeenAt"`;

/** The customer's kiosks that are not revoked nor expired, newest first. */
export function listKiosks(db: EntityManager, customerId: number): Promise<WallboardKiosk[]> {
  return db.query(
    `SELECT ${KIOSK_FIELDS} FROM core.kiosk_sessions
      WHERE customer_id = $1 AND revoked_at IS NULL AND expires_at > now()
      ORDER BY created_at DESC, kiosk_id`,
    [customerId],
  );
}

export async function insertKiosk(
  db: EntityManager,
  kiosk: { kioskId: string; customerId: number; name: string; createdBy: string; lifetimeDays: number },
): Promise<WallboardKiosk> {
  const [row] = await db.query<WallboardKiosk[]>(
    `INSERT INTO core.kiosk_sessions (kiosk_id, customer_id, name, created_by, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(days => $5))
     RETURNING ${KIOSK_FIELDS}`,
    [kiosk.kioskId, kiosk.customerId, kiosk.name, kiosk.createdBy, kiosk.lifetimeDays],
  );
  return row;
}

/** Revokes one of the customer's kiosks; false when the customer has no such open kiosk. */
export async function revokeKiosk(db: EntityManager, customerId: number, kioskId: string): Promise<boolean> {
  // TypeORM answers an UPDATE … RETURNING with [rows, affected].
  const [rows] = await db.query<[unknown[], number]>(
    `UPDATE core.kiosk_sessions SET revoked_at = now()
      WHERE kiosk_id = $1 AND customer_id = $2 AND revoked_at IS NULL AND expires_at > now()
      RETURNING kiosk_id`,
    [kioskId, customerId],
  );
  return rows.length > 0;
}
