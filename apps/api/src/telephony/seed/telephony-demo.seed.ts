/**
 * The demo's telephony: per demo tenant its own call customers, agents and about a month of
 * calls ending now, with the product users `agent` and `supervisor` linked to a generated agent
 * and supervisor of each tenant they belong to (own-scope permissions then find their calls and
 * absences). A tenant that already has agents is left alone, so running it twice is harmless.
 */
import { addDays } from '@backoffice/domain';
import type { DataSource } from 'typeorm';
import type { StorageService } from '../../platform/storage/storage.service.js';
import { ensurePooledRecordings } from '../recordings/pooled-recordings.js';
import { seedTelephony, type LinkedUser, type TelephonySeedProgress, type TelephonySeedResult } from './telephony-seeder.js';
import { clock } from '../../platform/clock/clock.js';

export interface TelephonyDemoOptions {
  /** The demo tenants; all customers when left out. */
  customerIds?: number[];
  days: number;
  agents: number;
  seed: number | string;
  callCustomers?: number;
  /** Where the pooled recordings go; without it they are written on first download. */
  storage?: StorageService;
  /** Demo data ends at this moment (default now). */
  now?: Date;
  onProgress?: (progress: TelephonySeedProgress) => void;
}

export const DEMO_AGENT_USERNAME = 'agent';
export const DEMO_SUPERVISOR_USERNAME = 'supervisor';

export async function seedTelephonyDemo(dataSource: DataSource, options: TelephonyDemoOptions): Promise<TelephonySeedResult[]> {
  const now = options.now ?? clock.now();
  const today = now.toISOString().slice(0, 10);
  const results: TelephonySeedResult[] = [];
  const recordingLengths = new Set<number>();
  const customerIds =
    options.customerIds ??
    (await dataSource.query(`SELECT customer_id FROM core.customers ORDER BY customer_id`)).map((row: { customer_id: number }) => row.customer_id);
  for (const [index, customerId] of customerIds.entries()) {
    const existing = await dataSource.query(`SELECT 1 FROM telephony.agents WHERE customer_id = $1 LIMIT 1`, [customerId]);
    if (existing.length > 0) continue;
    const users: { user_id: number; username: string; first_name: string; last_name: string; email: string }[] = await dataSource.query(
      `SELECT u.user_id, u.username, u.first_name, u.last_name, u.email
         FROM core.users u JOIN core.user_customers uc ON uc.user_id = u.user_id
        WHERE uc.customer_id = $1 AND lower(u.username) IN ($2, $3)`,
      [customerId, DEMO_AGENT_USERNAME, DEMO_SUPERVISOR_USERNAME],
    );
    const linked = (name: string): LinkedUser | null => {
      const user = users.find((u) => u.username.toLowerCase() === name);
      return user ? { userId: user.user_id, username: user.username, firstName: user.first_name, lastName: user.last_name, email: user.email } : null;
    };
    const result = await seedTelephony(dataSource, {
      customerId,
      seed: `${options.seed}:${index}`,
      firstDay: addDays(today, -(options.days - 1)),
      days: options.days,
      agents: options.agents,
      callCustomers: options.callCustomers ?? 5,
      until: now.getTime(),
      linkAgentUser: linked(DEMO_AGENT_USERNAME),
      linkSupervisorUser: linked(DEMO_SUPERVISOR_USERNAME),
      onProgress: options.onProgress,
    });
    for (const length of result.recordingLengths) recordingLengths.add(length);
    results.push(result);
  }
  if (options.storage) await ensurePooledRecordings(options.storage, recordingLengths);
  return results;
}
