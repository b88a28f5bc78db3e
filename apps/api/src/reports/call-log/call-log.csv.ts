import { CALL_LOG_COLUMNS, type CallLogRow } from '@backoffice/contracts';
import type { CsvColumn } from '../../platform/export/csv-download.js';

/** The CSV's columns: the table's 12 (libs/contracts CALL_LOG_COLUMNS), headed by their wire names. */
export const CALL_LOG_CSV_COLUMNS: CsvColumn<CallLogRow>[] = CALL_LOG_COLUMNS.map(({ field, csvHeader }) => ({
  header: csvHeader,
  value: (row: CallLogRow) => row[field],
}));
