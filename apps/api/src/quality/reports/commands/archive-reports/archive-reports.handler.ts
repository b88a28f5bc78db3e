import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { CrudService } from '../../../../platform/crud/crud.service.js';
import { AppError } from '../../../../platform/rpc/app-error.js';
import { ReportsArchivedEvent } from '../../events/report.events.js';
import { reportsResource } from '../../reports.resource.js';
import { ArchiveReportsCommand } from './archive-reports.command.js';
import { activeCustomerFor } from '../../../../platform/auth/active-customer.js';

/** Archived goes false to true once: archiving an archived report is refused (409), nothing changes. */
@CommandHandler(ArchiveReportsCommand)
export class ArchiveReportsHandler implements ICommandHandler<ArchiveReportsCommand> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly crud: CrudService,
    private readonly events: EventBus,
  ) {}

  async execute({ principal, reportIds }: ArchiveReportsCommand) {
    const customerId = activeCustomerFor(principal);
    const ids = [...new Set(reportIds)];
    await this.dataSource.transaction(async (manager) => {
      await this.crud.assertVisible(reportsResource, ids, principal, manager);
      const archived = await manager.query<{ report_id: number }[]>(
        `SELECT report_id FROM quality.reports WHERE customer_id = $1 AND report_id = ANY($2) AND archived ORDER BY report_id FOR UPDATE`,
        [customerId, ids],
      );
      if (archived.length === 1) throw AppError.conflict(`Report ${archived[0].report_id} is already archived.`);
      if (archived.length > 1) throw AppError.conflict(`Reports already archived: ${archived.map((row) => row.report_id).join(', ')}.`);
      await manager.query(`UPDATE quality.reports SET archived = true WHERE customer_id = $1 AND report_id = ANY($2)`, [customerId, ids]);
    });
    this.events.publish(new ReportsArchivedEvent(customerId, ids));
    return { archived: ids.length };
  }
}
