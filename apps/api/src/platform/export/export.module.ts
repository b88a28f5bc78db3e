import { Global, Module } from '@nestjs/common';
import { CsvExports } from './csv-exports.js';
import { ExportLimiter } from './export-limiter.js';

/** CSV exports for every area: their own pool, a per-user limit and an idle timeout (csv-exports.ts). */
@Global()
@Module({ providers: [ExportLimiter, CsvExports], exports: [CsvExports] })
export class ExportModule {}
