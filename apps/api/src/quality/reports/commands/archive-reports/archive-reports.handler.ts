import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { CrudService } from '../../../../platform/crud/crud.service.js';
import { AppError } from '../../../../platform/rpc/app-error.js';
import { archiveReports, lockArchivedAmong } from '../../reports.queries.js';
import { reportsResource } from '../../reports.resource.js';
import { ArchiveReportsCommand } from './archive-reports.command.js';
import { activeCustomerFor } from '../../../../platform/auth/active-customer.js';

/** Archived goes false to true once: archiving an archived report is refused (409), nothing changes. */
@CommandHandler(ArchiveReportsCommand)
export class ArchiveReportsHandler implements ICommandHandler<ArchiveReportsCommand> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly crud: CrudService,
  ) {}

  async execute({ principal, reportIds }: ArchiveReportsCommand) {
    const customerId = activeCustomerFor(principal);
    const ids = [...new Set(reportIds)];
    await this.dataSource.transaction(async (manager) => {
      await this.crud.assertVisible(reportsResource, ids, principal, manager);
      const archived = await lockArchivedAmong(manager, customerId, ids);
      if (archived.length === 1) throw AppError.conflict(`Report ${archived[0]} is already archived.`);
      if (archived.length > 1) throw AppError.conflict(`Reports already archived: ${archived.join(', ')}.`);
      await archiveReports(manager, customerId, ids);
    });
    return { archived: ids.length };
  }
}
