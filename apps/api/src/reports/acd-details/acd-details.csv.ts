import type { AcdDetailsRow } from '@backoffice/contracts';
import type { CsvColumn } from '../../platform/export/csv-download.js';

/** The CSV's 15 columns, headed by their wire names. */
export const ACD_DETAILS_CSV_COLUMNS: CsvColumn<AcdDetailsRow>[] = (
  [
    'datum',
    'incoming_calls',
    'handled_calls_gesamt',
    'handled_calls_20',
    'lost_calls_gesamt',
    'lost_calls_20',
    'lost_calls_lte54',
    'lost_calls_gt54',
    'waiting_time_avg',
    'waiting_time_sum',
    'waiting_time_max',
    'handling_time_min_sum',
    'handled_calls_timed',
    'handled_time_min_avg',
    'service_level_20',
  ] as const
).map((key) => ({ header: key, value: (row: AcdDetailsRow) => row[key] }));
