import { Body, Controller, Query, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Permission, type WireFilter } from '@backoffice/contracts';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { CurrentPrincipal, RequirePermissions } from '../../platform/auth/auth.decorators.js';
import type { Principal } from '../../platform/auth/principal.js';
import { ListFilterDto, idBody, idsBody, listFilterPipe } from '../../platform/crud/crud.dto.js';
import { CrudService } from '../../platform/crud/crud.service.js';
import { AppError } from '../../platform/rpc/app-error.js';
import { Download, Rpc } from '../../platform/rpc/rpc.decorator.js';
import { validate } from '../../platform/rpc/validation.js';
import { StorageService } from '../../platform/storage/storage.service.js';
import { ArchiveReportsCommand } from './commands/archive-reports/archive-reports.command.js';
import { GenerateReportCommand } from './commands/generate-report/generate-report.command.js';
import { GenerateReportDto, ReportDownloadQueryDto } from './report.dto.js';
import { reportsResource as resource } from './reports.resource.js';
import { activeCustomerFor } from '../../platform/auth/active-customer.js';

type Row = Record<string, unknown>;
const P = Permission;

/** The report list (crud kit reads), generation as a job, archive, download and delete with the stored file. */
@ApiTags(resource.wire.base)
@Controller(resource.wire.base)
export class ReportsController {
  constructor(
    private readonly crud: CrudService,
    private readonly commands: CommandBus,
    private readonly storage: StorageService,
    private readonly dataSource: DataSource,
  ) {}

  @Rpc('count', { summary: 'Counts the quality reports of the active customer matching the filter q', body: ListFilterDto, fail: 'Cannot fetch reports' })
  @RequirePermissions(P.QualityListReport)
  count(@Body(listFilterPipe) filter: WireFilter, @CurrentPrincipal() principal: Principal): Promise<number> {
    return this.crud.count(resource, filter, principal);
  }

  @Rpc('list', {
    summary: 'Lists one page of the quality reports of the active customer: filter q, order, limit, offset',
    body: ListFilterDto,
    fail: 'Cannot fetch reports',
  })
  @RequirePermissions(P.QualityListReport)
  list(@Body(listFilterPipe) filter: WireFilter, @CurrentPrincipal() principal: Principal): Promise<Row[]> {
    return this.crud.list(resource, filter, principal);
  }

  @Rpc('load', { summary: 'Loads one quality report', body: idBody('ReportID'), fail: 'Cannot load report' })
  @RequirePermissions(P.QualityListReport)
  load(@Body(validate(idBody('ReportID'))) body: Row, @CurrentPrincipal() principal: Principal): Promise<Row> {
    return this.crud.load(resource, Number(body.ReportID), principal);
  }

  @Rpc('generate', { summary: 'Starts a job generating a quality report (PDF); its progress reaches the requester', fail: 'Cannot generate report' })
  @RequirePermissions(P.QualityGenerateReport)
  generate(@Body() body: GenerateReportDto, @CurrentPrincipal() principal: Principal) {
    return this.commands.execute(new GenerateReportCommand(principal, body));
  }

  @Rpc('archive', { summary: 'Archives a quality report', body: idBody('ReportID'), ok: 'Report archived successfully!', fail: 'Cannot archive report' })
  @RequirePermissions(P.QualityDeleteReport)
  archive(@Body(validate(idBody('ReportID'))) body: Row, @CurrentPrincipal() principal: Principal) {
    return this.commands.execute(new ArchiveReportsCommand(principal, [Number(body.ReportID)]));
  }

  @Rpc('bulk_archive', {
    summary: 'Archives several quality reports',
    body: idsBody('ReportIDs'),
    ok: 'Reports archived successfully!',
    fail: 'Cannot bulk archive reports',
  })
  @RequirePermissions(P.QualityDeleteReport)
  bulkArchive(@Body(validate(idsBody('ReportIDs'))) body: Row, @CurrentPrincipal() principal: Principal) {
    return this.commands.execute(new ArchiveReportsCommand(principal, (body.ReportIDs as number[]).map(Number)));
  }

  @Rpc('delete', { summary: 'Deletes a quality report', body: idBody('ReportID'), ok: 'Report deleted successfully', fail: 'Cannot delete report' })
  @RequirePermissions(P.QualityDeleteReport)
  delete(@Body(validate(idBody('ReportID'))) body: Row, @CurrentPrincipal() principal: Principal) {
    return this.deleteWithFiles([Number(body.ReportID)], principal);
  }

  @Rpc('bulk_delete', {
    summary: 'Deletes several quality reports, all or none',
    body: idsBody('ReportIDs'),
    ok: 'Reports deleted successfully',
    fail: 'Cannot bulk delete reports',
  })
  @RequirePermissions(P.QualityDeleteReport)
  bulkDelete(@Body(validate(idsBody('ReportIDs'))) body: Row, @CurrentPrincipal() principal: Principal) {
    return this.deleteWithFiles((body.ReportIDs as number[]).map(Number), principal);
  }

  /** The report's PDF, its file name in Content-Disposition. */
  @Download('download', { summary: "Sends a quality report's PDF", fail: 'Cannot download report' })
  @RequirePermissions(P.QualityDownloadReport)
  async download(@Query() query: ReportDownloadQueryDto, @CurrentPrincipal() principal: Principal, @Res() reply: FastifyReply) {
    const [report] = await this.dataSource.query<{ storage_key: string; file_name: string }[]>(
      `SELECT storage_key, file_name FROM quality.reports WHERE customer_id = $1 AND report_id = $2`,
      [activeCustomerFor(principal), query.ReportID],
    );
    const size = report ? await this.storage.size(report.storage_key) : null;
    if (!report || size === null) throw AppError.notFound(`Report ${query.ReportID} was not found.`);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-length', size)
      .header('content-disposition', contentDisposition(report.file_name))
      .header('cache-control', 'no-store')
      .send(this.storage.read(report.storage_key));
  }

  /** Rows first, in one transaction; the files once the rows are gone. */
  private async deleteWithFiles(ids: number[], principal: Principal) {
    const keys = await this.dataSource.query<{ storage_key: string }[]>(
      `SELECT storage_key FROM quality.reports WHERE customer_id = $1 AND report_id = ANY($2)`,
      [activeCustomerFor(principal), ids],
    );
    const result = await this.crud.bulkDelete(resource, ids, principal);
    await Promise.all(keys.map((row) => this.storage.remove(row.storage_key)));
    return result;
  }
}
