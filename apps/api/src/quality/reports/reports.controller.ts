import { Body, Controller, Query, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { QualityCalls } from '@backoffice/contracts';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { activeCustomerFor } from '../../platform/auth/active-customer.js';
import { CurrentPrincipal } from '../../platform/auth/auth.decorators.js';
import type { Principal } from '../../platform/auth/principal.js';
import { idBody, idsBody } from '../../platform/crud/crud.dto.js';
import { CrudController } from '../../platform/crud/crud.controller.js';
import { AppError } from '../../platform/rpc/app-error.js';
import { Call } from '../../platform/rpc/call.decorator.js';
import { validate } from '../../platform/rpc/validation.js';
import { StorageService } from '../../platform/storage/storage.service.js';
import { ArchiveReportsCommand } from './commands/archive-reports/archive-reports.command.js';
import { GenerateReportCommand } from './commands/generate-report/generate-report.command.js';
import { GenerateReportDto, ReportDownloadQueryDto } from './report.dto.js';
import { reportFile } from './reports.queries.js';
import { reportsResource } from './reports.resource.js';

const ReportIdBody = idBody('ReportID');
const ReportIdsBody = idsBody('ReportIDs');

/**
 * The report list (crud kit reads, and deletes with the stored file: see reportsResource),
 * generation as a job, archive and download.
 */
@Controller()
export class ReportsController extends CrudController(reportsResource) {
  constructor(
    private readonly commands: CommandBus,
    private readonly storage: StorageService,
    private readonly dataSource: DataSource,
  ) {
    super();
  }

  @Call(QualityCalls.generateReport)
  generate(@Body() body: GenerateReportDto, @CurrentPrincipal() principal: Principal) {
    return this.commands.execute(new GenerateReportCommand(principal, body));
  }

  @Call(QualityCalls.archiveReport, { body: ReportIdBody })
  archive(@Body(validate(ReportIdBody)) body: { ReportID: number }, @CurrentPrincipal() principal: Principal) {
    return this.commands.execute(new ArchiveReportsCommand(principal, [Number(body.ReportID)]));
  }

  @Call(QualityCalls.bulkArchiveReports, { body: ReportIdsBody })
  bulkArchive(@Body(validate(ReportIdsBody)) body: { ReportIDs: number[] }, @CurrentPrincipal() principal: Principal) {
    return this.commands.execute(new ArchiveReportsCommand(principal, body.ReportIDs.map(Number)));
  }

  /** The report's PDF, its file name in Content-Disposition. */
  @Call(QualityCalls.downloadReport)
  async download(@Query() query: ReportDownloadQueryDto, @CurrentPrincipal() principal: Principal, @Res() reply: FastifyReply) {
    const report = await reportFile(this.dataSource.manager, activeCustomerFor(principal), query.ReportID);
    const size = report ? await this.storage.size(report.storageKey) : null;
    if (!report || size === null) throw AppError.notFound(`Report ${query.ReportID} was not found.`);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-length', size)
      .header('content-disposition', contentDisposition(report.fileName))
      .header('cache-control', 'no-store')
      .send(this.storage.read(report.storageKey));
  }
}
