/** A user confirmed a news item for the first time. */
export class NewsReadEvent {
  constructor(
    readonly customerId: number,
    readonly newsId: number,
    readonly userId: number,
  ) {}
}
