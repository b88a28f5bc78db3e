/** News were created, saved or deleted; `userIds` were addressed before or after the change. */
export class NewsAudienceChangedEvent {
  constructor(
    readonly customerId: number,
    readonly newsIds: readonly number[],
    readonly action: 'create' | 'save' | 'delete',
    readonly userIds: readonly number[],
  ) {}
}
