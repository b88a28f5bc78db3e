import { Controller, Query, Res } from '@nestjs/common';
import { AuditCalls } from '@backoffice/contracts';
import type { FastifyReply } from 'fastify';
import { CurrentPrincipal } from '../../platform/auth/auth.decorators.js';
import type { Principal } from '../../platform/auth/principal.js';
import { CrudController } from '../../platform/crud/crud.controller.js';
import { CsvExports } from '../../platform/export/csv-exports.js';
import { Call } from '../../platform/rpc/call.decorator.js';
import { clock } from '../../platform/clock/clock.js';
import { AUDIT_CSV_COLUMNS } from './audit-log.csv.js';
import { AuditExportDto } from './audit-log.dto.js';
import { auditExportQuery } from './audit-log.queries.js';
import { auditLogResource } from './audit-log.resource.js';

/**
 * core/audit_log: the crud kit's count, list and load (its declaration serves no other verb, so no
 * route writes the log) and the CSV export, streamed from a cursor like the call log's.
 */
@Controller()
export class AuditLogController extends CrudController(auditLogResource) {
  constructor(private readonly exports: CsvExports) {
    super();
  }

  @Call(AuditCalls.export)
  export(@Query() query: AuditExportDto, @CurrentPrincipal() principal: Principal, @Res() reply: FastifyReply) {
    const { sql, params } = auditExportQuery(query, principal);
    const fileName = `audit-log-${clock.now().toISOString().slice(0, 10)}.csv`;
    return this.exports.sendQuery(reply, principal, { fileName, columns: AUDIT_CSV_COLUMNS }, sql, params);
  }
}
