import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { PluginLoggerFactory, type PluginLogger } from '../../../platform/logging/plugin-logger.js';
import { LunchPlanSavedEvent } from './lunch-plan-saved.event.js';

/** Who changed which agents' lunch breaks, in the lunch break plugin's log. */
@EventsHandler(LunchPlanSavedEvent)
export class LunchPlanAuditLog implements IEventHandler<LunchPlanSavedEvent> {
  private readonly log: PluginLogger;

  constructor(loggers: PluginLoggerFactory) {
    this.log = loggers.for('lunch_break');
  }

  handle(event: LunchPlanSavedEvent): void {
    this.log.info(
      `${event.username} saved the lunch plan of customer ${event.customerId} for ${event.date}: set ${event.set.join(', ') || 'none'}, cleared ${event.cleared.join(', ') || 'none'}`,
    );
  }
}
