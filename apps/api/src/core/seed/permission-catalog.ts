import { ALL_PERMISSIONS } from '@backoffice/contracts';
import type { DataSource } from 'typeorm';

/** Every permission the code checks exists as a row, on every start (new code may add names). */
export async function syncPermissionCatalog(dataSource: DataSource): Promise<void> {
  await dataSource.query(`INSERT INTO core.permissions (name) SELECT unnest($1::text[]) ON CONFLICT (name) DO NOTHING`, [[...ALL_PERMISSIONS]]);
}
