/**
 * node apps/api/dist/cli/telephony-import.js --tenant ID --kind KIND FILE
 *   KIND: queue_log | cdr_csv | absences | mail_activities | pc_inventory | lunch_breaks
 *
 * Imports one file into a tenant, as the upload call does (all-or-nothing, idempotent), and
 * prints the report. Exit code 0 when imported, 2 when rows were rejected (nothing written).
 */
import 'reflect-metadata';
import { TELEPHONY_IMPORT_KINDS, type TelephonyImportKind } from '@backoffice/contracts';
import { createReadStream } from 'node:fs';
import { basename } from 'node:path';
import { TelephonyImportService } from '../platform/telephony/imports/telephony-import.service.js';
import { openCliDatabase, parseArguments, wholeNumber } from './cli-database.js';

async function main(): Promise<void> {
  const { options, positional } = parseArguments(process.argv.slice(2));
  const kind = options.get('kind')?.at(-1) as TelephonyImportKind | undefined;
  if (!kind || !TELEPHONY_IMPORT_KINDS.includes(kind) || positional.length !== 1) {
    console.error(`usage: telephony-import --tenant ID --kind ${TELEPHONY_IMPORT_KINDS.join('|')} FILE`);
    process.exit(64);
  }
  const customerId = wholeNumber(options, 'tenant', 0);
  const db = await openCliDatabase((line) => console.error(`[import] ${line}`));
  try {
    const started = Date.now();
    const report = await new TelephonyImportService(db.dataSource).importFile({
      kind,
      customerId,
      fileName: basename(positional[0]),
      input: createReadStream(positional[0]),
    });
    console.log(JSON.stringify(report, null, 2));
    const peakMiB = Math.round(process.resourceUsage().maxRSS / 1024);
    console.error(
      `[import] ${report.Accepted ? 'imported' : 'rejected, nothing written'}: ${report.LinesRead.toLocaleString('en')} lines in ` +
        `${((Date.now() - started) / 1000).toFixed(1)} s, peak memory ${peakMiB} MiB`,
    );
    process.exitCode = report.Accepted ? 0 : 2;
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(`[import] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
