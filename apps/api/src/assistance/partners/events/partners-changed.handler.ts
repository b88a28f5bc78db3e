import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { SocketEvent, type PartnersChangedMessage } from '@backoffice/contracts';
import { RealtimeService } from '../../../platform/realtime/realtime.service.js';
import { PartnersChangedEvent } from './partners-changed.event.js';

/** Tells the customer's open admins (list and map refresh themselves) through the socket. */
@EventsHandler(PartnersChangedEvent)
export class PartnersChangedNotifier implements IEventHandler<PartnersChangedEvent> {
  constructor(private readonly realtime: RealtimeService) {}

  handle(event: PartnersChangedEvent): void {
    const message: PartnersChangedMessage = { action: event.action, PartnerIDs: [...event.partnerIds] };
    this.realtime.toCustomer(event.customerId, SocketEvent.PartnersChanged, message);
  }
}
