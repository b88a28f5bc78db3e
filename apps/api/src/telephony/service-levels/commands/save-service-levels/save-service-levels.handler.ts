import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import type { ServiceLevelSettings, ServiceLevelSettingsView } from '@backoffice/contracts';
import { serviceLevelSettingsProblem } from '@backoffice/domain';
import { DataSource } from 'typeorm';
import { activeCustomerFor } from '../../../../platform/auth/active-customer.js';
import { AppError } from '../../../../platform/rpc/app-error.js';
import { ServiceLevelsSavedEvent } from '../../events/service-levels-saved.event.js';
import { replaceServiceLevelSettings, serviceLevelQueuesOf, serviceLevelSettingsFor } from '../../service-levels.queries.js';
import { SaveServiceLevelsCommand } from './save-service-levels.command.js';

/**
 * Replaces the active customer's thresholds and overrides, all or nothing: every value in range,
 * each queue once and one of the customer's (another customer's queue is unknown here: 404).
 * Queue intervals' counts are recounted under the new thresholds in the same transaction; the
 * other reports compute from raw waits when read.
 */
@CommandHandler(SaveServiceLevelsCommand)
export class SaveServiceLevelsHandler implements ICommandHandler<SaveServiceLevelsCommand> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly events: EventBus,
  ) {}

  async execute({ principal, settings }: SaveServiceLevelsCommand): Promise<ServiceLevelSettingsView> {
    const customerId = activeCustomerFor(principal);
    // Only the contract's fields are kept (the DTO's instances carry nothing else, but say so here).
    const saved: ServiceLevelSettings = {
      TargetSeconds: settings.TargetSeconds,
      TargetShare: settings.TargetShare,
      ShortAbandonSeconds: settings.ShortAbandonSeconds,
      Queues: settings.Queues.map(({ Queue, TargetSeconds, TargetShare, ShortAbandonSeconds }) => ({ Queue, TargetSeconds, TargetShare, ShortAbandonSeconds })),
    };
    const view = await this.dataSource.transaction(async (manager) => {
      const queues = await serviceLevelQueuesOf(manager, customerId);
      const problem = serviceLevelSettingsProblem(
        saved,
        queues.map((queue) => queue.Queue),
      );
      if (problem) throw problem.unknownQueue ? AppError.notFound(`${problem.message}.`) : AppError.badRequest(`${problem.message}.`);
      await replaceServiceLevelSettings(manager, customerId, saved);
      return { ...(await serviceLevelSettingsFor(manager, customerId)), AvailableQueues: queues };
    });
    this.events.publish(new ServiceLevelsSavedEvent(customerId, principal.username, view));
    return view;
  }
}
