/** An editor changed the lunch breaks of some agents on a customer's day. */
export class LunchPlanSavedEvent {
  constructor(
    readonly customerId: number,
    readonly date: string,
    readonly username: string,
    /** Agents whose break was set or changed, and those whose break was cleared. */
    readonly set: number[],
    readonly cleared: number[],
  ) {}
}
