/**
 * Wire types and constants of the Quality area (spec part 1: sections 3, 7 and 9). Field names
 * are the spec's; dates travel as the customer's wall times ("YYYY-MM-DD HH:mm:ss").
 */
import { call, type NoBody } from './calls.js';
import { Permission } from './permissions.js';
import type { ResourceDeclaration } from './resources.js';
import { Routes } from './routes.js';

export const EVALUATION_STATUSES = ['evaluated', 'not_evaluated', 'in_progress'] as const;
export type EvaluationStatus = (typeof EVALUATION_STATUSES)[number];
/** The evaluate dialog's default. */
export const DEFAULT_EVALUATION_STATUS: EvaluationStatus = 'not_evaluated';

/** Weights a call customer can be given for the random draw; a customer without a rule weighs 1. */
export const RANDOM_WEIGHT_CHOICES = [0, 0.5, 1.5, 2, 2.5, 3, 3.5, 4] as const;
export const DEFAULT_RANDOM_WEIGHT = 1;
export const DEFAULT_EVALUATIONS_PER_AGENT = 7;
export const MAX_EVALUATIONS_PER_AGENT = 1000;
/** The generation form's customer list offers "all" first; Add ignores it. */
export const ALL_CALL_CUSTOMERS = 'all';

/** Date-range presets of the generation form (ISO weeks, the customer's calendar). */
export const PERIOD_PRESETS = ['last_week', 'last_month', 'current_week', 'current_month', 'custom'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];
export const DEFAULT_PERIOD_PRESET: PeriodPreset = 'last_week';

/** Queue names (the API's queues and the admin's downloads menu, which tells its jobs apart by them). */
export const QualityQueue = { Sampling: 'quality-sampling', Report: 'quality-report' } as const;

/** An issue type (`quality/call_evaluation_issues`). */
export interface IssueType {
  IssueID: number;
  Name: string;
  /** "YYYY-MM-DD HH:mm:ss" in the customer's time zone. */
  CreatedAt: string;
}

/** Scorecards (issue 25): a customer's weighted evaluation forms. */
export const ANSWER_TYPES = ['yes_no_na', 'scale_1_5'] as const;
export type AnswerType = (typeof ANSWER_TYPES)[number];
export const YES_NO_NA_ANSWERS = ['yes', 'no', 'na'] as const;
export type YesNoNaAnswer = (typeof YES_NO_NA_ANSWERS)[number];
/** 'yes' | 'no' | 'na' for a yes_no_na question, 1-5 for a scale_1_5 question. */
export type ScorecardAnswerValue = YesNoNaAnswer | 1 | 2 | 3 | 4 | 5;
export const SCALE_MIN = 1;
export const SCALE_MAX = 5;
/** Bounds of a form (a form is read whole into the evaluation dialog). */
export const MAX_SCORECARD_SECTIONS = 30;
export const MAX_SCORECARD_QUESTIONS = 200;
export const MAX_QUESTION_WEIGHT = 100;

export interface ScorecardQuestion {
  /** Answered by load; ignored by create and save (every saved version numbers its questions anew). */
  QuestionID?: number;
  Text: string;
  /** 0-100; a question of weight 0 is asked (and may be critical) but does not move the score. */
  Weight: number;
  AnswerType: AnswerType;
  /** Failed ('no', or 1 on the scale): the whole score is 0. A critical question cannot be answered N/A. */
  Critical: boolean;
}

export interface ScorecardSection {
  Name: string;
  Questions: ScorecardQuestion[];
}

/** `quality/scorecards`: the current version of a form (an evaluation names the version it was scored with). */
export interface Scorecard {
  ScorecardID: number;
  Name: string;
  /** 1 on create; a save of a version already used by evaluations makes the next one. */
  Version: number;
  Sections: ScorecardSection[];
  /** Evaluations scored on any version of the form (read-only). */
  EvaluationCount: number;
  UpdatedAt: string;
}

export interface ScorecardAnswer {
  QuestionID: number;
  Answer: ScorecardAnswerValue;
}

/** The form version an evaluation was scored with, as the evaluation dialog shows it. */
export interface EvaluationScorecard {
  /** null once the form was deleted: the evaluation keeps its version, answers and score. */
  ScorecardID: number | null;
  Name: string;
  Version: number;
  Sections: (ScorecardSection & { Questions: (ScorecardQuestion & { QuestionID: number })[] })[];
}

/**
 * Where the agent stands on an evaluation (issue 25): open until the agent acknowledges or
 * disputes it; a dispute is accepted (re-scored) or rejected by an evaluator. Each step is kept in
 * the evaluation's History.
 */
export const AGENT_STATES = ['open', 'acknowledged', 'disputed', 'dispute_accepted', 'dispute_rejected'] as const;
export type AgentState = (typeof AGENT_STATES)[number];
/** A step of the agent's answer or the evaluator's resolution (the state it leads to). */
export type AgentFeedbackStep = Exclude<AgentState, 'open'>;
/**
 * The steps an evaluation's History shows: the answers and resolutions, and `reopened`, an
 * evaluator's change after the agent answered, which sends the evaluation back to the agent (open).
 */
export const EVALUATION_HISTORY_STEPS = ['acknowledged', 'disputed', 'dispute_accepted', 'dispute_rejected', 'reopened'] as const;
export type EvaluationHistoryStep = (typeof EVALUATION_HISTORY_STEPS)[number];
/** Comments of disputes and resolutions are read whole in the dialogs. */
export const MAX_FEEDBACK_COMMENT = 2000;

/** One step of an evaluation's history, oldest first. */
export interface EvaluationFeedback {
  /** The customer's wall time, "YYYY-MM-DD HH:mm:ss". */
  At: string;
  Step: EvaluationHistoryStep;
  /** null once the user was deleted. */
  UserID: number | null;
  Username: string | null;
  Comment: string;
}

export interface CallEvaluation {
  CallEvaluationID: number;
  CallID: number;
  Status: EvaluationStatus;
  Comment: string;
  TypoMistake: boolean;
  SelectedIssues: number[];
  /** The call was forwarded (Anrufweiterleitung, "AW"): the agent transferred it on. Highlighted in the list. */
  FromAW: boolean;
  Call: { LogID: number; Number: string; Timestamp: string; HasRecording: boolean };
  CallAgent: { ID: number; FirstName: string; LastName: string };
  /** The scorecard the call was scored on (null: not scored). */
  ScorecardID: number | null;
  /** The version of that form the answers belong to. */
  ScorecardVersion: number | null;
  /** 0-100 with one decimal (libs/domain scoreEvaluation); null: not scored. */
  Score: number | null;
  /** Answered by load (and save) only; lists leave it out. */
  Answers?: ScorecardAnswer[];
  /** Answered by load (and save) only: the form version the answers belong to. */
  Scorecard?: EvaluationScorecard | null;
  AgentState: AgentState;
  /** Answered by load only: the agent's answers and the evaluators' resolutions, oldest first. */
  History?: EvaluationFeedback[];
}

/**
 * `quality/my_evaluations`: an agent's own evaluated calls (those an evaluator set to evaluated),
 * with the score, answers, comment and audio.
 */
export interface MyEvaluation {
  CallEvaluationID: number;
  CallID: number;
  Call: { LogID: number; Number: string; Timestamp: string; HasRecording: boolean };
  Comment: string;
  TypoMistake: boolean;
  /** The names of the issue types the evaluator selected. */
  Issues: string[];
  ScorecardID: number | null;
  ScorecardVersion: number | null;
  Score: number | null;
  AgentState: AgentState;
  /** A resolution the agent has not opened yet (the badge counts it). */
  Unseen: boolean;
  Answers?: ScorecardAnswer[];
  Scorecard?: EvaluationScorecard | null;
  History?: EvaluationFeedback[];
}

/** `quality/my_evaluations/acknowledge`: the agent has seen the result and accepts it. */
export interface AcknowledgeEvaluationRequest {
  CallEvaluationID: number;
  Comment?: string;
}

/** `quality/my_evaluations/dispute`: the agent contests the result; the comment says why. */
export interface DisputeEvaluationRequest {
  CallEvaluationID: number;
  Comment: string;
}

/** `quality/call_evaluations/resolve_dispute`: an evaluator accepts (and re-scores) or rejects a dispute; a rejection gives its reason. */
export interface ResolveDisputeRequest {
  CallEvaluationID: number;
  Accepted: boolean;
  Comment: string;
}

export interface AgentFeedbackAnswer {
  CallEvaluationID: number;
  AgentState: AgentState;
}

/** The agent's badge: evaluations waiting for an answer plus resolutions not opened yet. */
export interface MyEvaluationsUnread {
  Unread: number;
}

/** `quality/call_evaluations/save`: the loaded record with the evaluator's changes. */
export interface CallEvaluationSave {
  CallEvaluationID: number;
  Status?: EvaluationStatus;
  Comment?: string;
  TypoMistake?: boolean;
  SelectedIssues?: number[];
  /** Scores the call on this form (with Answers, every question of the form answered once). */
  ScorecardID?: number;
  Answers?: ScorecardAnswer[];
}

/** An agent of the active customer, as list_agents answers (spec: ID, CallcenterUser[0].Username). */
export interface QualityAgent {
  ID: number;
  FirstName: string;
  LastName: string;
  CallcenterUser: { Username: string }[];
}

/** A call customer (queue) the weights can name. */
export interface QualityCallCustomer {
  CallCustomerID: number;
  Name: string;
}

export interface ExcludedAgent {
  AgentID: number;
}

export interface SaveExcludedAgents {
  Agents: number[];
}

/** One weight of the draw: calls of this call customer weigh `random` (0: never drawn). */
export interface RandomWeightRule {
  customer: number;
  random: (typeof RANDOM_WEIGHT_CHOICES)[number];
}

export interface GenerateEvaluationsRequest {
  /** First day at 00:00:00. */
  From: string;
  /** The end date plus one day at 00:00:00 (exclusive). */
  To: string;
  EvaluationsPerAgent: number;
  CallAgents: number[];
  RandomWeightRules: RandomWeightRule[];
}

/** generate answers at once; the draw runs as a job whose progress reaches the downloads menu. */
export interface JobQueued {
  JobID: string;
}

/** What a finished sampling job returns. */
export interface EvaluationsGenerated {
  Generated: number;
  Agents: number;
  ExcludedAgents: number;
}

export interface Report {
  ReportID: number;
  /** "YYYY-MM-DD HH:mm:ss" (customer's time). */
  PeriodFrom: string;
  PeriodTo: string;
  ReportUser: string;
  PerfectCalls: number;
  TotalCalls: number;
  CreatedAt: string;
  Archived: boolean;
  FileName: string;
}

export interface GenerateReportRequest {
  CallAgents: number[];
  /** First day at 00:00:00. */
  From: string;
  /** The end date at 23:59:59.999999. */
  To: string;
  /** A section with subtotals per agent (default) or one list of every call. */
  PerAgent?: boolean;
  /** The PDF's language: the requester's (default en). */
  Language?: ReportLanguage;
}

/** The languages a quality report PDF is written in (the admin's). */
export const REPORT_LANGUAGES = ['en', 'de'] as const;
export type ReportLanguage = (typeof REPORT_LANGUAGES)[number];

/** What a finished report job returns. */
export interface ReportGenerated {
  ReportID: number;
  PerfectCalls: number;
  TotalCalls: number;
}

/** The dashboard widget's figures. */
export interface QualitySummary {
  /** Evaluations of calls of this ISO week (customer's calendar) not yet evaluated or in progress. */
  OpenThisWeek: number;
  DoneThisWeek: number;
  /** Perfect over total of the last (up to five) reports; null without reports. */
  PerfectRate: number | null;
  ReportsCounted: number;
  /** Average score of this ISO week's scored calls (0-100, one decimal); null: none scored. */
  AverageScoreThisWeek: number | null;
  ScoredThisWeek: number;
}

/** Quality's crud-kit resources (see ResourceDeclaration); names are the admin's routes. */
export const QualityResources = {
  /** /issue, /issue/create, /issue/{id}/edit. The evaluate dialog reads them too. */
  issues: {
    name: 'issue',
    base: Routes.qualityIssues,
    idField: 'IssueID',
    bulkIdField: 'IssueIDs',
    searchFields: ['Name'],
    permissions: {
      view: [Permission.QualityViewIssues, Permission.QualityEditIssues, Permission.QualityListEvaluation, Permission.QualityEvaluateEvaluation],
      edit: [Permission.QualityEditIssues],
    },
    labels: { singular: 'Issue', plural: 'Issues' },
    columns: ['actions', 'Name', 'CreatedAt'],
  },
  /** Listed at /evaluation/evaluate; saved by evaluators; deleted with quality_delete_evaluation. */
  evaluations: {
    name: 'call_evaluations',
    base: Routes.qualityEvaluations,
    idField: 'CallEvaluationID',
    bulkIdField: 'CallEvaluationIDs',
    searchFields: ['Call.Number', 'CallAgent.FirstName', 'CallAgent.LastName', 'Comment'],
    permissions: { view: [Permission.QualityListEvaluation, Permission.QualityEvaluateEvaluation], edit: [Permission.QualityEvaluateEvaluation] },
    labels: { singular: 'Evaluation', plural: 'Evaluations' },
    columns: ['actions', 'Call.Number', 'Call.Timestamp', 'CallAgent.LastName', 'Status', 'Score', 'AgentState', 'TypoMistake', 'Comment'],
    keysetPaging: true,
    // Created by generating a sample, never one by one; deleted with their own permission.
    verbs: {
      count: [Permission.QualityListEvaluation, Permission.QualityEvaluateEvaluation],
      list: [Permission.QualityListEvaluation, Permission.QualityEvaluateEvaluation],
      load: [Permission.QualityListEvaluation, Permission.QualityEvaluateEvaluation],
      save: [Permission.QualityEvaluateEvaluation],
      delete: [Permission.QualityDeleteEvaluation],
      bulkDelete: [Permission.QualityDeleteEvaluation],
    },
    messages: { load: { ok: null }, save: { ok: 'Saved successfully!' } },
  },
  /**
   * /scorecard: the customer's evaluation forms (issue 25). Evaluators read them to score;
   * quality_edit_scorecards changes them. Deleting a used form keeps the versions its
   * evaluations were scored with (docs/decisions.md, "Scorecards").
   */
  scorecards: {
    name: 'scorecard',
    base: Routes.qualityScorecards,
    idField: 'ScorecardID',
    searchFields: ['Name'],
    permissions: {
      view: [Permission.QualityEditScorecards, Permission.QualityEvaluateEvaluation, Permission.QualityListEvaluation],
      edit: [Permission.QualityEditScorecards],
    },
    labels: { singular: 'Scorecard', plural: 'Scorecards' },
    columns: ['actions', 'Name', 'Version', 'EvaluationCount', 'UpdatedAt'],
  },
  /** /my_evaluation: the agent's own evaluated calls (read-only; answered with acknowledge and dispute). */
  myEvaluations: {
    name: 'my_evaluation',
    base: Routes.qualityMyEvaluations,
    idField: 'CallEvaluationID',
    searchFields: ['Call.Number', 'Comment'],
    permissions: { view: [Permission.QualityOwnEvaluations], edit: [] },
    labels: { singular: 'Evaluation', plural: 'Evaluations' },
    keysetPaging: true,
    verbs: {
      count: [Permission.QualityOwnEvaluations],
      list: [Permission.QualityOwnEvaluations],
      load: [Permission.QualityOwnEvaluations],
    },
    messages: { load: { ok: null } },
  },
  /** /report_list; archived and deleted with quality_delete_report. */
  reports: {
    name: 'report_list',
    base: Routes.qualityReports,
    idField: 'ReportID',
    bulkIdField: 'ReportIDs',
    searchFields: ['ReportUser', 'FileName'],
    permissions: { view: [Permission.QualityListReport], edit: [Permission.QualityDeleteReport] },
    labels: { singular: 'Report', plural: 'Reports' },
    columns: ['actions', 'PeriodFrom', 'PeriodTo', 'ReportUser', 'PerfectCalls', 'TotalCalls', 'CreatedAt'],
    // Created only by the report job; deleted with their stored file.
    verbs: {
      count: [Permission.QualityListReport],
      list: [Permission.QualityListReport],
      load: [Permission.QualityListReport],
      delete: [Permission.QualityDeleteReport],
      bulkDelete: [Permission.QualityDeleteReport],
    },
    messages: { load: { ok: null } },
  },
} as const satisfies Record<string, ResourceDeclaration>;

/** `quality/call_evaluations/download_audio`: the recording of a call under evaluation (GET, Range answered 206). */
export interface EvaluationAudioQuery {
  CallID: number;
  /** `stream` for the dialog's audio element, `download` for the downloads menu. */
  Mode?: 'stream' | 'download' | 'direct';
}

/** `quality/reports/download`: a report's PDF (GET). */
export interface ReportDownloadQuery {
  ReportID: number;
  Mode?: 'direct' | 'download';
}

export interface ReportIdBody {
  ReportID: number;
}

export interface ReportIdsBody {
  ReportIDs: number[];
}

const P = Permission;
const EVALUATIONS = Routes.qualityEvaluations;
const MY_EVALUATIONS = Routes.qualityMyEvaluations;
const REPORTS = Routes.qualityReports;

/**
 * Quality's calls beyond the crud kit (spec part 1 section 7); the crud calls of its resources
 * come from `crudCalls(QualityResources.x)`.
 */
export const QualityCalls = {
  generateEvaluations: call<GenerateEvaluationsRequest, JobQueued>()({
    path: `${EVALUATIONS}/generate`,
    permissions: [P.QualityGenerateEvaluation],
    summary: 'Picks calls of agents in a period and creates their evaluations',
    fail: 'Call generation failed!',
  }),
  downloadAudio: call<EvaluationAudioQuery, never>()({
    path: `${EVALUATIONS}/download_audio`,
    permissions: [P.QualityDownloadAudio],
    summary: 'Streams the recording of an evaluated call (Range requests answered 206)',
    fail: 'Cannot download the audio',
    kind: 'download',
  }),
  listAgents: call<NoBody, QualityAgent[]>()({
    path: `${EVALUATIONS}/list_agents`,
    permissions: [P.QualityGenerateEvaluation, P.QualityGenerateReport, P.QualityEditExcludedAgents, P.QualityListEvaluation, P.QualityEvaluateEvaluation],
    summary: 'Lists the agents for the quality exclusions',
    fail: 'Cannot load agents',
  }),
  listCustomers: call<NoBody, QualityCallCustomer[]>()({
    path: `${EVALUATIONS}/list_customers`,
    permissions: [P.QualityGenerateEvaluation],
    summary: 'Lists the customers for the quality exclusions',
    fail: 'Cannot load customers',
  }),
  listExcludedAgents: call<NoBody, ExcludedAgent[]>()({
    path: `${EVALUATIONS}/list_excluded_agents`,
    permissions: [P.QualityEditExcludedAgents, P.QualityGenerateEvaluation],
    summary: 'Lists the agents excluded from call evaluations',
    fail: 'Cannot load excluded agents',
  }),
  saveExcludedAgents: call<SaveExcludedAgents, ExcludedAgent[]>()({
    path: `${EVALUATIONS}/save_excluded_agents`,
    permissions: [P.QualityEditExcludedAgents],
    summary: 'Replaces the agents excluded from call evaluations',
    ok: 'Excluded agents saved successfully',
    fail: 'Cannot save excluded agents',
  }),
  generateReport: call<GenerateReportRequest, JobQueued>()({
    path: `${REPORTS}/generate`,
    permissions: [P.QualityGenerateReport],
    summary: 'Starts a job generating a quality report (PDF); its progress reaches the requester',
    fail: 'Cannot generate report',
  }),
  archiveReport: call<ReportIdBody, { archived: number }>()({
    path: `${REPORTS}/archive`,
    permissions: [P.QualityDeleteReport],
    summary: 'Archives a quality report',
    ok: 'Report archived successfully!',
    fail: 'Cannot archive report',
  }),
  bulkArchiveReports: call<ReportIdsBody, { archived: number }>()({
    path: `${REPORTS}/bulk_archive`,
    permissions: [P.QualityDeleteReport],
    summary: 'Archives several quality reports',
    ok: 'Reports archived successfully!',
    fail: 'Cannot bulk archive reports',
  }),
  downloadReport: call<ReportDownloadQuery, never>()({
    path: `${REPORTS}/download`,
    permissions: [P.QualityDownloadReport],
    summary: "Sends a quality report's PDF",
    fail: 'Cannot download report',
    kind: 'download',
  }),
  acknowledgeEvaluation: call<AcknowledgeEvaluationRequest, AgentFeedbackAnswer>()({
    path: `${MY_EVALUATIONS}/acknowledge`,
    permissions: [P.QualityOwnEvaluations],
    summary: "The agent acknowledges the result of one of the agent's evaluations",
    ok: 'Evaluation acknowledged',
    fail: 'Cannot acknowledge the evaluation',
  }),
  disputeEvaluation: call<DisputeEvaluationRequest, AgentFeedbackAnswer>()({
    path: `${MY_EVALUATIONS}/dispute`,
    permissions: [P.QualityOwnEvaluations],
    summary: "The agent disputes the result of one of the agent's evaluations; it goes back to the evaluators",
    ok: 'Dispute sent to the evaluators',
    fail: 'Cannot dispute the evaluation',
  }),
  myEvaluationAudio: call<EvaluationAudioQuery, never>()({
    path: `${MY_EVALUATIONS}/download_audio`,
    permissions: [P.QualityOwnEvaluations],
    summary: "Streams the recording of one of the agent's own evaluated calls (Range requests answered 206)",
    fail: 'Cannot download the audio',
    kind: 'download',
  }),
  myEvaluationsUnread: call<NoBody, MyEvaluationsUnread>()({
    path: `${MY_EVALUATIONS}/unread_count`,
    permissions: [P.QualityOwnEvaluations],
    summary: "Counts the agent's evaluations waiting for an answer and the resolutions not opened yet",
    fail: 'Cannot count your evaluations',
  }),
  resolveDispute: call<ResolveDisputeRequest, AgentFeedbackAnswer>()({
    path: `${EVALUATIONS}/resolve_dispute`,
    permissions: [P.QualityEvaluateEvaluation],
    summary: "Accepts or rejects an agent's dispute of an evaluation",
    ok: 'Dispute resolved',
    fail: 'Cannot resolve the dispute',
  }),
  summary: call<NoBody, QualitySummary>()({
    path: 'quality/summary',
    permissions: [P.QualityListEvaluation, P.QualityEvaluateEvaluation, P.QualityListReport],
    summary: 'Answers the quality figures of the active customer for the home page',
    fail: 'Cannot load the quality summary',
  }),
} as const;
