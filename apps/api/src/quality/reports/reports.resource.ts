import { QualityResources, type Report } from '@backoffice/contracts';
import { customerColumnScope, fieldsOf, type CrudResource } from '../../platform/crud/crud-resource.js';
import { ListFilterDto } from '../../platform/crud/crud.dto.js';
import { activeCustomerFor } from '../../platform/auth/active-customer.js';
import { StorageService } from '../../platform/storage/storage.service.js';
import { ReportEntity } from './report.entity.js';
import { reportStorageKeys } from './reports.queries.js';

const LOCAL = (column: string) => `to_char(${column} AT TIME ZONE cu.time_zone, 'YYYY-MM-DD HH24:MI:SS')`;

const SELECT = {
  ReportID: 'r.report_id',
  PeriodFrom: LOCAL('r.period_from'),
  PeriodTo: LOCAL('r.period_to'),
  ReportUser: 'r.report_user',
  PerfectCalls: 'r.perfect_calls',
  TotalCalls: 'r.total_calls',
  CreatedAt: LOCAL('r.created_at'),
  Archived: 'r.archived',
  FileName: 'r.file_name',
};

/**
 * Rendered reports: read through the crud kit; created only by the report job, archived by
 * ArchiveReports, deleted with their stored file: the rows in one transaction, the files once the
 * rows are gone.
 */
export const reportsResource: CrudResource<ReportEntity, Report> = {
  wire: QualityResources.reports,
  entity: ReportEntity,
  from: 'quality.reports r JOIN core.customers cu ON cu.customer_id = r.customer_id',
  id: { sql: 'r.report_id', property: 'reportId' },
  fields: fieldsOf(SELECT, {
    ReportID: 'number',
    PeriodFrom: 'string',
    PeriodTo: 'string',
    ReportUser: 'string',
    PerfectCalls: 'number',
    TotalCalls: 'number',
    CreatedAt: 'string',
    Archived: 'boolean',
    FileName: 'string',
  }),
  select: SELECT,
  tieBreaker: 'r.report_id',
  tenant: customerColumnScope('r.customer_id'),
  dto: { create: ListFilterDto, save: ListFilterDto },
  writable: {},
  hooks: {
    async beforeDelete(ids, { manager, principal, get, afterCommit }) {
      const keys = await reportStorageKeys(manager, activeCustomerFor(principal), ids);
      const storage = get(StorageService);
      afterCommit(async () => {
        await Promise.all(keys.map((key) => storage.remove(key)));
      });
    },
  },
};
