/**
 * node apps/api/dist/cli/telephony-import.js --tenant ID --kind KIND FILE
 *   KIND: queue_log | cdr_csv | absences | mail_activities | pc_inventory | lunch_breaks
 *
 * Imports one file into a tenant, as an upload's job does (all-or-nothing, idempotent), prints
 * the report, and records the attempt as an import run (telephony/imports/runs), whatever its
 * outcome. Exit status: 0 imported, 2 rejected (rows refused or an unknown tenant: nothing
 * written), 1 failed (the file could not be read, the database failed, ...), 64 wrong usage.
 */
import 'reflect-metadata';
import { TELEPHONY_IMPORT_KINDS, type TelephonyImportKind } from '@backoffice/contracts';
import cliProgress from 'cli-progress';
import { createReadStream, statSync } from 'node:fs';
import { basename } from 'node:path';
import { TelephonyImporter } from '../telephony/imports/telephony-importer.js';
import { openCliDatabase, parseArguments } from './cli-database.js';

const EXIT_IMPORTED = 0;
const EXIT_FAILED = 1;
const EXIT_REJECTED = 2;
const EXIT_USAGE = 64;

const log = (line: string) => console.error(`[import] ${line}`);

async function main(): Promise<number> {
  const { options, positional } = parseArguments(process.argv.slice(2));
  const kind = options.get('kind')?.at(-1) as TelephonyImportKind | undefined;
  const tenant = options.get('tenant')?.at(-1) ?? '';
  if (!kind || !TELEPHONY_IMPORT_KINDS.includes(kind) || positional.length !== 1 || !/^[1-9]\d{0,9}$/.test(tenant)) {
    console.error(`usage: telephony-import --tenant ID --kind ${TELEPHONY_IMPORT_KINDS.join('|')} FILE`);
    return EXIT_USAGE;
  }
  const customerId = Number(tenant);
  const path = positional[0];
  const fileName = basename(path);
  const db = await openCliDatabase(log);
  try {
    const importer = new TelephonyImporter(db.dataSource);
    const runs = importer.runs;
    const [exists] = await db.dataSource.query(`SELECT 1 FROM core.customers WHERE customer_id = $1`, [customerId]);
    if (!exists) {
      await runs.open({ customerId: null, kind, fileName, userId: null, status: 'refused', reason: `customer ${customerId} does not exist` });
      log(`Unknown customer (tenant) ${customerId}: nothing imported.`);
      return EXIT_REJECTED;
    }
    const importId = await runs.open({ customerId, kind, fileName, userId: null, status: 'queued' });
    await runs.start(importId);
    const started = Date.now();
    const bar = new cliProgress.SingleBar(
      {
        format: `${fileName} [{bar}] {percentage}% | {lines} lines | {rows} rows`,
        hideCursor: true,
        noTTYOutput: true,
        notTTYSchedule: 10_000,
        stream: process.stderr,
      },
      cliProgress.Presets.shades_classic,
    );
    let report;
    try {
      const totalBytes = statSync(path).size;
      bar.start(Math.max(1, totalBytes), 0, { lines: 0, rows: 0 });
      report = await importer.importFile({
        kind,
        customerId,
        fileName,
        input: createReadStream(path),
        totalBytes,
        importId,
        onProgress: (p) =>
          bar.update(p.phase === 'done' ? Math.max(1, totalBytes) : p.bytesRead, {
            lines: p.linesRead.toLocaleString('en'),
            rows: p.rowsWritten.toLocaleString('en'),
          }),
      });
    } catch (error) {
      await runs.fail(importId, 'failed', error instanceof Error ? error.message : String(error));
      throw error;
    } finally {
      bar.stop();
    }
    console.log(JSON.stringify(report, null, 2));
    const peakMiB = Math.round(process.resourceUsage().maxRSS / 1024);
    log(
      `${report.Accepted ? 'imported' : 'rejected, nothing written'}: ${report.LinesRead.toLocaleString('en')} lines in ` +
        `${((Date.now() - started) / 1000).toFixed(1)} s, peak memory ${peakMiB} MiB (import run ${importId})`,
    );
    return report.Accepted ? EXIT_IMPORTED : EXIT_REJECTED;
  } finally {
    await db.close();
  }
}

// The status is given to process.exit once everything is closed: process.exitCode alone can be
// overwritten by exit hooks of dependencies.
main().then(
  (status) => process.exit(status),
  (error: unknown) => {
    log(`failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(EXIT_FAILED);
  },
);
