import { PBX_QUICK_STATE_PERMISSIONS, WALLBOARD_PERMISSIONS } from './monitor.js';
import { Permission } from './permissions.js';

/** socket.io event names (websocket transport only). */
export const SocketEvent = {
  /** client -> server: the stored token, as a string or `{ Token }`. */
  UserConnected: 'userConnected',
  /** server -> client: `{ message, valid }`. */
  TokenValidation: 'tokenValidation',
  /** server -> client: `{ newExpirationValue }` (ISO time) after the session was extended. */
  SessionExpiration: 'sessionExpiration',
  /** client -> server: `{ LanguageKey }`; answered by ack and by a `translations` event. */
  GetTranslations: 'getTranslations',
  /** server -> client: `{ LanguageKey, messages }`. */
  Translations: 'translations',
  /** server -> client: progress of a job the user started (see JobProgress). */
  JobProgress: 'jobProgress',
  /** server -> client: the live queue counters (PbxQuickState). */
  PbxQuickState: 'pbxQuickState',
  /** server -> customer room: the whole wallboard (Wallboard, as monitor/wallboard/load answers) after a PBX event or new call rows. */
  Wallboard: 'wallboard',
  /** server -> customer room: `{ Generated }` after a sample was drawn; open evaluation lists re-query. */
  EvaluationsGenerated: 'evaluationsGenerated',
  /** server -> customer room: a user confirmed a news item (NewsReadMessage). */
  NewsRead: 'newsRead',
  /** server -> user room: the user's unread news count changed (NewsUnreadMessage). */
  NewsUnread: 'newsUnread',
  /** server -> customer room: news were created, saved or deleted (NewsChangedMessage). */
  NewsChanged: 'newsChanged',
  /** server -> customer room: an agent answered an evaluation or an evaluator resolved a dispute (EvaluationFeedbackMessage). */
  EvaluationFeedback: 'evaluationFeedback',
  /** server -> user room: the agent's count of evaluations to answer or to read changed (MyEvaluationsUnreadMessage). */
  MyEvaluationsUnread: 'myEvaluationsUnread',
  /** server -> client: the active customer's assistance partners changed (PartnersChangedMessage). */
  PartnersChanged: 'partnersChanged',
} as const;

/**
 * Who receives each event a customer's room carries: a socket joins the room of an event of its
 * active customer only while it holds one of these permissions, the same the HTTP call for the same
 * data needs. Rooms are `customer:<id>:<event>`; a change of rights moves the socket on the next event.
 */
export const CustomerSocketEventAudience = {
  [SocketEvent.PbxQuickState]: PBX_QUICK_STATE_PERMISSIONS,
  /** Supervisors and the customer's kiosk sign-ins. */
  [SocketEvent.Wallboard]: WALLBOARD_PERMISSIONS,
  [SocketEvent.EvaluationsGenerated]: [Permission.QualityListEvaluation, Permission.QualityEvaluateEvaluation],
  /** The evaluators' list and their count of open disputes. */
  [SocketEvent.EvaluationFeedback]: [Permission.QualityListEvaluation, Permission.QualityEvaluateEvaluation],
  /** Who read what: the editors' list and details. */
  [SocketEvent.NewsRead]: [Permission.NewsEdit],
  [SocketEvent.NewsChanged]: [Permission.NewsList, Permission.NewsEdit],
  [SocketEvent.PartnersChanged]: [Permission.AssistanceListPartners, Permission.AssistanceEditPartners],
} as const satisfies Partial<Record<(typeof SocketEvent)[keyof typeof SocketEvent], readonly string[]>>;

export type CustomerSocketEvent = keyof typeof CustomerSocketEventAudience;

/** Events for one user within one customer (their sockets acting in that customer only). */
export const CustomerUserSocketEvents = [SocketEvent.NewsUnread, SocketEvent.MyEvaluationsUnread] as const;

export type CustomerUserSocketEvent = (typeof CustomerUserSocketEvents)[number];

/** An evaluation's agent state changed; `Disputed` is the customer's count of open disputes. */
export interface EvaluationFeedbackMessage {
  CustomerID: number;
  CallEvaluationID: number;
  AgentState: string;
  Disputed: number;
}

/** The agent's new badge count in that customer. */
export interface MyEvaluationsUnreadMessage {
  CustomerID: number;
  Unread: number;
}

export interface TokenValidationMessage {
  message: string;
  valid: boolean;
}

export interface SessionExpirationMessage {
  newExpirationValue: string;
}

export interface TranslationsMessage {
  LanguageKey: string;
  messages: Record<string, string>;
}

/** One running download or job, as the admin's download-progress menu lists it. */
export interface JobProgress {
  jobId: string;
  queue: string;
  name: string;
  /** 0..100 */
  progress: number;
  state: 'active' | 'completed' | 'failed';
  message?: string;
  /** For a finished job that produced a file: where to download it (GET, with Token). */
  downloadUrl?: string;
}
