import { ALL_PERMISSIONS, WILDCARD_PERMISSION } from '@backoffice/contracts';
import type { DataSource } from 'typeorm';

/** The administrator role the installation is made with (locked: nobody can change it). */
export const ADMINISTRATOR_ROLE = 'administrator';

/**
 * Every permission the code checks exists as a row, on every start (new code may add names), and
 * the locked administrator role grants `*`: if that link was ever lost, nobody could administer
 * the product, so start-up restores it.
 */
export async function syncPermissionCatalog(dataSource: DataSource): Promise<void> {
  await dataSource.query(`INSERT INTO core.permissions (name) SELECT unnest($1::text[]) ON CONFLICT (name) DO NOTHING`, [[...ALL_PERMISSIONS]]);
  await dataSource.query(
    `INSERT INTO core.role_permissions (role_id, permission_id)
     SELECT r.role_id, p.permission_id FROM core.roles r, core.permissions p
      WHERE r.locked AND lower(r.name) = $1 AND p.name = $2
     ON CONFLICT DO NOTHING`,
    [ADMINISTRATOR_ROLE, WILDCARD_PERMISSION],
  );
}
