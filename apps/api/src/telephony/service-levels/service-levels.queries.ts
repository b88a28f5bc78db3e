import type { ServiceLevelQueue, ServiceLevelSettings } from '@backoffice/contracts';
import { defaultServiceLevelSettings } from '@backoffice/domain';
import type { EntityManager } from 'typeorm';

/**
 * The service-level settings of a customer (docs/reports.md, "Service level"): its values, the
 * defaults when it saved none, and its overrides per queue. Every area that computes a service
 * level reads them here and resolves a queue's thresholds with the domain's `thresholdsOfQueue`.
 */
export async function serviceLevelSettingsFor(db: EntityManager, customerId: number): Promise<ServiceLevelSettings> {
  const [customer] = await db.query<{ TargetSeconds: number; TargetShare: number; ShortAbandonSeconds: number }[]>(
    `SELECT target_seconds AS "TargetSeconds", target_share::float8 AS "TargetShare", short_abandon_seconds AS "ShortAbandonSeconds"
       FROM telephony.service_levels WHERE customer_id = $1`,
    [customerId],
  );
  const queues = await db.query<ServiceLevelSettings['Queues']>(
    `SELECT queue AS "Queue", target_seconds AS "TargetSeconds", target_share::float8 AS "TargetShare", short_abandon_seconds AS "ShortAbandonSeconds"
       FROM telephony.service_level_queues WHERE customer_id = $1 ORDER BY queue`,
    [customerId],
  );
  return { ...defaultServiceLevelSettings(), ...customer, Queues: queues };
}

/** The customer's queues (routing extens of its call customers), with the call customers' names. */
export function serviceLevelQueuesOf(db: EntityManager, customerId: number): Promise<ServiceLevelQueue[]> {
  return db.query(
    `SELECT routing_exten AS "Queue", string_agg(DISTINCT name, ', ' ORDER BY name) AS "Name"
       FROM telephony.call_customers WHERE customer_id = $1
      GROUP BY routing_exten ORDER BY routing_exten`,
    [customerId],
  );
}

/**
 * Replaces the customer's settings and overrides (run in the caller's transaction). The customer's
 * row is written first: its lock makes two saves of one customer follow each other. Queue
 * intervals' counts under the thresholds are recounted in the same transaction (migration
 * 1765000000000); the other reports count with the thresholds when read.
 */
export async function replaceServiceLevelSettings(db: EntityManager, customerId: number, settings: ServiceLevelSettings): Promise<void> {
  await db.query(
    `INSERT INTO telephony.service_levels (customer_id, target_seconds, target_share, short_abandon_seconds) VALUES ($1, $2, $3, $4)
       ON CONFLICT (customer_id) DO UPDATE
         SET target_seconds = excluded.target_seconds, target_share = excluded.target_share,
             short_abandon_seconds = excluded.short_abandon_seconds`,
    [customerId, settings.TargetSeconds, settings.TargetShare, settings.ShortAbandonSeconds],
  );
  await db.query(`DELETE FROM telephony.service_level_queues WHERE customer_id = $1`, [customerId]);
  if (settings.Queues.length > 0) await insertOverrides(db, customerId, settings.Queues);
  await db.query(`SELECT reports.recount_interval_thresholds($1)`, [customerId]);
}

async function insertOverrides(db: EntityManager, customerId: number, queues: ServiceLevelSettings['Queues']): Promise<void> {
  await db.query(
    `INSERT INTO telephony.service_level_queues (customer_id, queue, target_seconds, target_share, short_abandon_seconds)
     SELECT $1, * FROM unnest($2::text[], $3::int[], $4::numeric[], $5::int[])`,
    [
      customerId,
      queues.map((entry) => entry.Queue),
      queues.map((entry) => entry.TargetSeconds ?? null),
      queues.map((entry) => entry.TargetShare ?? null),
      queues.map((entry) => entry.ShortAbandonSeconds ?? null),
    ],
  );
}
