import { QUEUE_INTERVALS_COLUMNS, type QueueIntervalRow } from '@backoffice/contracts';
import type { CsvColumn } from '../../platform/export/csv-download.js';

/** The CSV's 9 columns: the table's (libs/contracts QUEUE_INTERVALS_COLUMNS), headed by their wire names. */
export const QUEUE_INTERVALS_CSV_COLUMNS: CsvColumn<QueueIntervalRow>[] = QUEUE_INTERVALS_COLUMNS.map(({ field, csvHeader }) => ({
  header: csvHeader,
  value: (row: QueueIntervalRow) => row[field],
}));
