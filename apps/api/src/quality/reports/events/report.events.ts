/** A report's PDF is stored and listed. */
export class ReportGeneratedEvent {
  constructor(
    readonly customerId: number,
    readonly reportId: number,
  ) {}
}

export class ReportsArchivedEvent {
  constructor(
    readonly customerId: number,
    readonly reportIds: number[],
  ) {}
}
