/**
 * Wire types and constants of the Quality area (spec part 1: sections 3, 7 and 9). Field names
 * are the spec's; dates travel as the customer's wall times ("YYYY-MM-DD HH:mm:ss").
 */
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

/** Queue names: the admin tells its jobs apart in the downloads menu by these. */
export const QualityQueue = { Sampling: 'quality-sampling', Report: 'quality-report' } as const;

export const QualityRoutes = {
  generateEvaluations: 'quality/call_evaluations/generate',
  downloadAudio: 'quality/call_evaluations/download_audio',
  listAgents: 'quality/call_evaluations/list_agents',
  listCustomers: 'quality/call_evaluations/list_customers',
  listExcludedAgents: 'quality/call_evaluations/list_excluded_agents',
  saveExcludedAgents: 'quality/call_evaluations/save_excluded_agents',
  generateReport: 'quality/reports/generate',
  archiveReport: 'quality/reports/archive',
  bulkArchiveReports: 'quality/reports/bulk_archive',
  downloadReport: 'quality/reports/download',
  summary: 'quality/summary',
} as const;

/** An issue type (`quality/call_evaluation_issues`). */
export interface IssueType {
  IssueID: number;
  Name: string;
  /** "YYYY-MM-DD HH:mm:ss" in the customer's time zone. */
  CreatedAt: string;
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
}

/** `quality/call_evaluations/save`: the loaded record with the evaluator's changes. */
export interface CallEvaluationSave {
  CallEvaluationID: number;
  Status?: EvaluationStatus;
  Comment?: string;
  TypoMistake?: boolean;
  SelectedIssues?: number[];
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
    columns: ['actions', 'Call.Number', 'Call.Timestamp', 'CallAgent.LastName', 'Status', 'TypoMistake', 'Comment'],
    keysetPaging: true,
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
  },
} as const satisfies Record<string, ResourceDeclaration>;
