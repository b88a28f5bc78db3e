import type { PartnersChangedMessage } from '@backoffice/contracts';

/** Published after a committed change of a customer's partners (rows or files). */
export class PartnersChangedEvent {
  constructor(
    readonly customerId: number,
    readonly action: PartnersChangedMessage['action'],
    readonly partnerIds: readonly number[],
  ) {}
}
