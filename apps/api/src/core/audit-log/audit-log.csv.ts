import type { AuditEntry } from '@backoffice/contracts';
import type { CsvColumn } from '../../platform/export/csv-download.js';

/** One line per audit row; its changes as JSON in the last column (a spreadsheet keeps them in one cell). */
export const AUDIT_CSV_COLUMNS: CsvColumn<AuditEntry>[] = [
  { header: 'AuditID', value: (row) => row.AuditID },
  { header: 'At', value: (row) => new Date(row.At).toISOString() },
  { header: 'UserID', value: (row) => row.UserID },
  { header: 'Username', value: (row) => row.Username },
  { header: 'ActingAdminID', value: (row) => row.ActingAdminID },
  { header: 'CustomerID', value: (row) => row.CustomerID },
  { header: 'Action', value: (row) => row.Action },
  { header: 'Call', value: (row) => row.Call },
  { header: 'Resource', value: (row) => row.Resource },
  { header: 'ResourceID', value: (row) => row.ResourceID },
  { header: 'Changes', value: (row) => JSON.stringify(row.Changes) },
];
