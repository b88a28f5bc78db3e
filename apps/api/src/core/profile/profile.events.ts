/** The user changed their own password; `endedSessions` of their other sessions ended with it. */
export class OwnPasswordChangedEvent {
  constructor(
    readonly userId: number,
    readonly endedSessions: number,
  ) {}
}
