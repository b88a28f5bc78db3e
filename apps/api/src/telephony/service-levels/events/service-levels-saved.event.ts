import type { ServiceLevelSettings } from '@backoffice/contracts';

/** An administrator replaced a customer's service-level thresholds. */
export class ServiceLevelsSavedEvent {
  constructor(
    readonly customerId: number,
    readonly username: string,
    readonly settings: ServiceLevelSettings,
  ) {}
}
