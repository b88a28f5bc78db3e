import { ACD_DETAILS_COLUMNS, type AcdDetailsRow } from '@backoffice/contracts';
import type { CsvColumn } from '../../platform/export/csv-download.js';

/** The CSV's 15 columns: the table's (libs/contracts ACD_DETAILS_COLUMNS), headed by their wire names. */
export const ACD_DETAILS_CSV_COLUMNS: CsvColumn<AcdDetailsRow>[] = ACD_DETAILS_COLUMNS.map(({ field, csvHeader }) => ({
  header: csvHeader,
  value: (row: AcdDetailsRow) => row[field],
}));
