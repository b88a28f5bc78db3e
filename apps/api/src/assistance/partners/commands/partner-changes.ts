import { Injectable } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { PartnersChangedEvent } from '../events/partners-changed.event.js';
import { PartnerMapService } from '../map/partner-map.service.js';

/**
 * What every partner command does after its commit: the customer's map clusters are built anew
 * before the call answers (the caller's next map view sees the change), then the change is published.
 */
@Injectable()
export class PartnerChanges {
  constructor(
    private readonly map: PartnerMapService,
    private readonly events: EventBus,
  ) {}

  async committed(customerId: number, action: PartnersChangedEvent['action'], partnerIds: number[]): Promise<void> {
    await this.map.invalidate(customerId);
    this.events.publish(new PartnersChangedEvent(customerId, action, partnerIds));
  }
}
