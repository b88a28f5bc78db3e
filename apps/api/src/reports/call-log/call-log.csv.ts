import type { CallLogRow } from '@backoffice/contracts';
import type { CsvColumn } from '../../platform/export/csv-download.js';

/** The CSV's columns: the table's 12, headed by their wire names. */
export const CALL_LOG_CSV_COLUMNS: CsvColumn<CallLogRow>[] = (
  [
    'zeit',
    'dnis',
    'clip',
    'benutzername',
    'klappe_routing',
    'klappe_agent',
    'wartezeit_routing',
    'wartezeit_agent',
    'ergebnis',
    'dauer',
    'nummer',
    'status',
  ] as const
).map((key) => ({ header: key, value: (row: CallLogRow) => row[key] }));
