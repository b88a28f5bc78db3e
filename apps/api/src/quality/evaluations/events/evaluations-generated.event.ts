/** A sampling job finished: the customer's open evaluation lists re-query. */
export class EvaluationsGeneratedEvent {
  constructor(
    readonly customerId: number,
    readonly generated: number,
    readonly jobId: string,
  ) {}
}
