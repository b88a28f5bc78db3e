import { TelephonyResources, type ImportReport, type ImportRun } from '@backoffice/contracts';
import { fieldsOf, type CrudResource } from '../../platform/crud/crud-resource.js';
import { ListFilterDto } from '../../platform/crud/crud.dto.js';
import { ImportRunEntity } from '../telephony.entities.js';

const SELECT = {
  ImportID: 'r.import_id::int',
  Kind: 'r.kind',
  FileName: 'r.file_name',
  Status: 'r.status',
  Reason: 'r.reason',
  LinesRead: 'r.lines_read',
  RowsWritten: 'r.rows_written',
  Warnings: 'r.warning_count',
  Errors: 'r.error_count',
  FileBytes: 'r.file_bytes::float8',
  UserID: 'r.user_id',
  Username: 'u.username',
  JobID: 'r.job_id',
  Attempts: 'r.attempts',
  CreatedAt: 'r.created_at',
  StartedAt: 'r.started_at',
  FinishedAt: 'r.finished_at',
};

/**
 * The import runs of the active customer (and attempts that named no existing customer), newest
 * first by default: read-only (count, list, load with the report), for administrators (imports
 * need `*`). Runs are written by the imports themselves (ImportRunLog), never through this resource.
 */
export const importRunsResource: CrudResource<ImportRunEntity, ImportRun> = {
  wire: TelephonyResources.importRuns,
  entity: ImportRunEntity,
  from: 'telephony.import_runs r LEFT JOIN core.users u ON u.user_id = r.user_id',
  id: { sql: 'r.import_id', property: 'importId' },
  fields: fieldsOf(SELECT, {
    ImportID: 'number',
    Kind: 'string',
    FileName: 'string',
    Status: 'string',
    Reason: 'string',
    LinesRead: 'number',
    RowsWritten: 'number',
    Warnings: 'number',
    Errors: 'number',
    Username: 'string',
    CreatedAt: 'date',
    FinishedAt: 'date',
  }),
  select: SELECT,
  tenant: { where: (customerId, bind) => `(r.customer_id = ${bind(customerId)} OR r.customer_id IS NULL)` },
  // No create or save route exists for runs; the kit's type asks for DTOs all the same.
  dto: { create: ListFilterDto, save: ListFilterDto },
  writable: {},
  defaultOrder: [{ field: 'ImportID', direction: 'desc' }],
  hooks: {
    /** load adds the run's full report (rows per table, created queues and agents, errors, warnings), null until it finished. */
    async afterLoad(run, { manager }) {
      const [row] = await manager.query<{ report: ImportReport | null }[]>(`SELECT report FROM telephony.import_runs WHERE import_id = $1`, [run.ImportID]);
      return { ...run, Report: row?.report ?? null };
    },
  },
};
