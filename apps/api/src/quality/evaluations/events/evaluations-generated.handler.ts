import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { SocketEvent } from '@backoffice/contracts';
import { RealtimeService } from '../../../platform/realtime/realtime.service.js';
import { EvaluationsGeneratedEvent } from './evaluations-generated.event.js';

/** Tells the customer's sockets, so open evaluation lists re-query. */
@EventsHandler(EvaluationsGeneratedEvent)
export class EvaluationsGeneratedNotifier implements IEventHandler<EvaluationsGeneratedEvent> {
  constructor(private readonly realtime: RealtimeService) {}

  handle(event: EvaluationsGeneratedEvent): void {
    this.realtime.toCustomer(event.customerId, SocketEvent.EvaluationsGenerated, { Generated: event.generated, JobID: event.jobId });
  }
}
