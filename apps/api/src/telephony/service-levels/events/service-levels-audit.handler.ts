import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { PluginLoggerFactory, type PluginLogger } from '../../../platform/logging/plugin-logger.js';
import { ServiceLevelsSavedEvent } from './service-levels-saved.event.js';

/** Who set which thresholds, in the telephony plugin's log: a changed target changes every past service level. */
@EventsHandler(ServiceLevelsSavedEvent)
export class ServiceLevelsAuditLog implements IEventHandler<ServiceLevelsSavedEvent> {
  private readonly log: PluginLogger;

  constructor(loggers: PluginLoggerFactory) {
    this.log = loggers.for('telephony');
  }

  handle({ customerId, username, settings }: ServiceLevelsSavedEvent): void {
    const overrides = settings.Queues.map(
      (queue) => `${queue.Queue} (${queue.TargetSeconds ?? '-'} s, ${queue.TargetShare ?? '-'} %, ${queue.ShortAbandonSeconds ?? '-'} s)`,
    );
    this.log.info(
      `${username} saved the service levels of customer ${customerId}: ${settings.TargetSeconds} s, ${settings.TargetShare} %, short abandons within ${settings.ShortAbandonSeconds} s; overrides ${overrides.join(', ') || 'none'}`,
    );
  }
}
