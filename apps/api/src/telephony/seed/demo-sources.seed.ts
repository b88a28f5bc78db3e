/**
 * The demo's continuous source: each demo customer with a simulated floor gets an active
 * `queue_log_file` source on its demo queue_log in the sources folder, which the simulator appends
 * the floor to (DemoQueueLogAdapter). The file is made empty here: the seed runs on an empty
 * database, so a file left in the folder belongs to an earlier demo and must not be read again.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TelephonySourceKind } from '@backoffice/contracts';
import type { DataSource } from 'typeorm';
import { demoQueueLogFileName } from '../pbx/demo-queue-log.adapter.js';

const QUEUE_LOG_FILE: TelephonySourceKind = 'queue_log_file';

export async function seedDemoQueueLogSources(dataSource: DataSource, sourcesDir: string, customerIds: number[]): Promise<void> {
  for (const customerId of customerIds) {
    const name = demoQueueLogFileName(customerId);
    writeFileSync(join(sourcesDir, name), '');
    // The path relative to the folder, as an administrator would enter it: the source survives a moved folder.
    await dataSource.query(`INSERT INTO telephony.sources (customer_id, kind, path, active) VALUES ($1, $2, $3, true)`, [customerId, QUEUE_LOG_FILE, name]);
  }
}
