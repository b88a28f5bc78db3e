export class UserSignedInEvent {
  constructor(
    readonly userId: number,
    readonly username: string,
    readonly method: 'password' | 'crosslogin' | 'internlogin',
  ) {}
}

export class SupportSessionStartedEvent {
  constructor(
    readonly sessionId: string,
    readonly realUserId: number,
    readonly targetUserId: number,
  ) {}
}

export class SupportSessionEndedEvent {
  constructor(
    readonly sessionId: string,
    readonly realUserId: number,
  ) {}
}
