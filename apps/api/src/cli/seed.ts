/**
 * npm run seed -- --days N --agents N --seed S [--customers N] [--tenant ID|all] [--first-day YYYY-MM-DD]
 *                 [--replace] [--no-recordings]
 *
 * Writes the deterministic telephony generator's data into one tenant (default: the first
 * customer; a "Benchmark Centre" customer is created on an empty database). --customers is the
 * number of call customers (the centre's clients, default 5). The data ends today unless
 * --first-day is given. Needs a migrated database (migrations run first) and works beside the
 * core demo seed. 10 million calls: e.g. --days 120 --agents 2000.
 */
import 'reflect-metadata';
import { addDays } from '@backoffice/domain';
import cliProgress from 'cli-progress';
import { LocalStorageService } from '../platform/storage/storage.service.js';
import { ensurePooledRecordings } from '../telephony/recordings/pooled-recordings.js';
import { seedTelephony } from '../telephony/seed/telephony-seeder.js';
import { openCliDatabase, parseArguments, wholeNumber } from './cli-database.js';

const log = (line: string) => console.log(`[seed] ${line}`);

async function main(): Promise<void> {
  const { options } = parseArguments(process.argv.slice(2));
  if (options.has('help')) {
    console.log('npm run seed -- --days N --agents N --seed S [--customers N] [--tenant ID|all] [--first-day YYYY-MM-DD] [--replace] [--no-recordings]');
    return;
  }
  const days = wholeNumber(options, 'days', 30);
  const agents = wholeNumber(options, 'agents', 40);
  const callCustomers = wholeNumber(options, 'customers', 5);
  const seed = options.get('seed')?.at(-1) ?? '1';
  const today = new Date().toISOString().slice(0, 10);
  const firstDay = options.get('first-day')?.at(-1) ?? addDays(today, -(days - 1));
  if (!/^\d{4}-\d{2}-\d{2}$/.test(firstDay)) throw new Error(`--first-day must be YYYY-MM-DD, got '${firstDay}'.`);

  const db = await openCliDatabase(log);
  try {
    const tenantOption = options.get('tenant')?.at(-1);
    let tenants: number[];
    if (tenantOption === 'all') {
      tenants = (await db.dataSource.query(`SELECT customer_id FROM core.customers ORDER BY customer_id`)).map((r: { customer_id: number }) => r.customer_id);
    } else if (tenantOption) {
      tenants = [Number(tenantOption)];
    } else {
      const first = await db.dataSource.query(`SELECT customer_id FROM core.customers ORDER BY customer_id LIMIT 1`);
      tenants = first.length
        ? [first[0].customer_id]
        : [
            (await db.dataSource.query(`INSERT INTO core.customers (name, country) VALUES ('Benchmark Centre', 'Austria') RETURNING customer_id`))[0]
              .customer_id,
          ];
    }
    const recordingLengths = new Set<number>();
    for (const [index, customerId] of tenants.entries()) {
      const bar = new cliProgress.SingleBar(
        {
          format: `tenant ${customerId} [{bar}] {value}/{total} days | {calls} calls | {rate} rows/s | {eta_formatted} left`,
          hideCursor: true,
          // Without a terminal (CI, logs) the bar prints a line every 10 seconds instead.
          noTTYOutput: true,
          notTTYSchedule: 10_000,
        },
        cliProgress.Presets.shades_classic,
      );
      const started = Date.now();
      bar.start(days, 0, { calls: 0, rate: 0 });
      const result = await seedTelephony(db.dataSource, {
        customerId,
        seed: tenants.length > 1 ? `${seed}:${index}` : seed,
        firstDay,
        days,
        agents,
        callCustomers,
        until: Date.now(),
        replace: options.has('replace'),
        onProgress: (p) => {
          const rows = Object.values(p.rows).reduce((sum, n) => sum + n, 0);
          bar.update(p.daysDone, {
            calls: p.rows.calls.toLocaleString('en'),
            rate: Math.round(rows / Math.max(0.001, (Date.now() - started) / 1000)).toLocaleString('en'),
          });
        },
      });
      bar.stop();
      for (const length of result.recordingLengths) recordingLengths.add(length);
      const seconds = (Date.now() - started) / 1000;
      log(
        `tenant ${customerId}: ${Object.entries(result.rows)
          .map(([table, n]) => `${n.toLocaleString('en')} ${table}`)
          .join(', ')} in ${seconds.toFixed(1)} s`,
      );
    }
    if (!options.has('no-recordings')) {
      const storage = new LocalStorageService(db.config);
      const written = await ensurePooledRecordings(storage, recordingLengths);
      log(`recordings: ${recordingLengths.size} pooled files needed, ${written} written to ${db.config.dataDir}/storage/recordings/pool`);
    }
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(`[seed] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
