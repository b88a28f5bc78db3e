/**
 * `@backoffice/domain/server`: the domain's server-only helpers (the SQL filter compiler and the
 * parsers of PBX files). The admin never imports this entry; its rules come from
 * `@backoffice/domain` (see docs/architecture.md).
 */
export * from './filter/compile-filter.js';
export * from './filter/zoned-date-filter.js';
export * from './telephony/time-text.js';
export * from './telephony/text-lines.js';
export * from './telephony/csv-records.js';
export * from './telephony/cdr-csv.js';
export * from './telephony/native-csv.js';
export * from './telephony/queue-log-lines.js';
export * from './telephony/queue-log-calls.js';
export * from './telephony/queue-log-table.js';
export * from './telephony/import-file-kinds.js';
export * from './telephony/wav.js';
export * from './telephony/floor-queue-log.js';
