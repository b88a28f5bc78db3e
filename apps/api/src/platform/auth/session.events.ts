/** Published by the session commands; the realtime gateway tells the session's sockets. */
export class SessionExtendedEvent {
  constructor(
    readonly sessionId: string,
    readonly expiresAt: Date,
  ) {}
}

export class SessionEndedEvent {
  constructor(
    readonly sessionId: string,
    readonly reason: string,
  ) {}
}

/** The session's identity changed (customer switch, support session): its sockets change rooms. */
export class SessionIdentityChangedEvent {
  constructor(readonly sessionId: string) {}
}
