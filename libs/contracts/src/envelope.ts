/** Every answer of the API has this shape (DESIGN section 2). */
export interface Envelope<T = unknown> {
  succeeded: boolean;
  message?: string;
  status?: number;
  /** A stable, machine-readable reason of some failures (ErrorCode), for the client to act on. */
  code?: ErrorCode;
  result: { data: T };
}

/**
 * Stable reasons of refusals a user can act on, sent beside the (English) message so the admin
 * can recognise them and say them in the user's language.
 */
export const ErrorCode = {
  /** 409: the agent has already acknowledged or disputed the evaluation (`result.data.AgentState`). */
  EvaluationAlreadyAnswered: 'evaluation_already_answered',
  /** 409: only a disputed evaluation can be resolved (`result.data.AgentState`). */
  EvaluationNotDisputed: 'evaluation_not_disputed',
  /** 400: a dispute, and the rejection of one, must say why. */
  FeedbackCommentRequired: 'feedback_comment_required',
  /** 400: a feedback comment longer than MAX_FEEDBACK_COMMENT. */
  FeedbackCommentTooLong: 'feedback_comment_too_long',
  /** 401 of users/login: the password is right but the account is inactive or banned (Status 0 or -1). */
  AccountInactive: 'account_inactive',
  /** 403: the session's password has expired; only the own password change and sign-out are served. */
  PasswordExpired: 'password_expired',
  /** 400: the current password given with an own password change is not the user's. */
  WrongCurrentPassword: 'wrong_current_password',
  /** 400: `offset` is deeper than MAX_OFFSET; narrow the filter. */
  OffsetTooDeep: 'offset_too_deep',
  /** 503: the database stopped a statement that ran longer than the statement timeout. */
  QueryTimeout: 'query_timeout',
  /** 429: the user already runs as many exports as one user may at once. */
  ExportLimit: 'export_limit',
  /** 503: every export connection of the server is in use. */
  ExportsBusy: 'exports_busy',
  /**
   * 400: a scorecard or a scored evaluation breaks a scoring rule (libs/domain scorecard rules);
   * `result.data` is `{ Problem, ...values }` and the admin words `app.errors.scorecard_invalid.<Problem>`.
   */
  ScorecardInvalid: 'scorecard_invalid',
  /**
   * 400: a report schedule or a mail domain list breaks a rule (libs/domain scheduleProblems,
   * mailDomainProblems); `result.data` is `{ Problems: [{ Problem, Value? }] }`, every problem at
   * once, and the admin words each `app.errors.schedule_invalid.<Problem>`, joined by '; '.
   */
  ScheduleInvalid: 'schedule_invalid',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** HTTP statuses the API answers with, and what they mean on the wire. */
export const WireStatus = {
  Ok: 200,
  BadRequest: 400,
  Unauthorized: 401,
  Forbidden: 403,
  NotFound: 404,
  Conflict: 409,
  PayloadTooLarge: 413,
  UnsupportedMediaType: 415,
  TooManyRequests: 429,
  ServiceUnavailable: 503,
} as const;
