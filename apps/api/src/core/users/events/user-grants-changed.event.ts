/** A user's roles or included/excluded permissions changed. */
export class UserGrantsChangedEvent {
  constructor(readonly userId: number) {}
}
