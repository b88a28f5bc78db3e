import { Permission } from '@backoffice/contracts';
import { ADMINISTRATOR_ROLE } from './permission-catalog.js';

/** The fixed demo logins the README lists and `npm start` prints. */
export const DEMO_PASSWORD = 'Demo1234!';

export const DEMO_CUSTOMERS = [
  { name: 'Alpine Assist GmbH', country: 'Austria' },
  { name: 'Nordlicht Versicherung AG', country: 'Germany' },
] as const;

export interface DemoRole {
  name: string;
  fancyName: string;
  locked: boolean;
  permissions: string[];
}

const P = Permission;

/** Roles a call centre starts with; administrators shape their own from these. */
export const DEMO_ROLES: DemoRole[] = [
  { name: ADMINISTRATOR_ROLE, fancyName: 'Administrator', locked: true, permissions: [P.All] },
  {
    name: 'quality',
    fancyName: 'Quality staff',
    locked: false,
    permissions: [
      P.Quality,
      P.QualityGenerateEvaluation,
      P.QualityListEvaluation,
      P.QualityEvaluateEvaluation,
      P.QualityDeleteEvaluation,
      P.QualityDownloadAudio,
      P.QualityGenerateReport,
      P.QualityListReport,
      P.QualityDownloadReport,
      P.QualityDeleteReport,
      P.QualityViewIssues,
      P.QualityEditIssues,
      P.QualityEditExcludedAgents,
      P.QualityEditScorecards,
      P.Playback,
      P.PlaybackListenAll,
      P.News,
      P.NewsList,
    ],
  },
  {
    name: 'supervisor',
    fancyName: 'Supervisor',
    locked: false,
    permissions: [
      P.Core,
      P.CoreUserView,
      P.Monitor,
      P.MonitorListTexts,
      P.MonitorListText,
      P.MonitorPbxQuickStateView,
      P.MonitorPbxQuickState,
      P.MonitorWallboardView,
      P.LunchBreak,
      P.LunchBreakEdit,
      P.LunchBreakEditExcludedAgents,
      P.Playback,
      P.PlaybackListenAll,
      P.Report,
      P.ReportPcInfo,
      P.PcInfo,
      P.ReportExtenSwitch,
      P.ReportExtenProductivity,
      P.ReportAgentProductivity,
      P.ReportCallResult,
      P.ReportAbsence,
      P.ReportActivity,
      P.ReportCallDuration,
      P.ReportCallLog,
      P.ReportAcdDetails,
      P.ReportQueueIntervals,
      P.News,
      P.NewsList,
    ],
  },
  {
    name: 'agent',
    fancyName: 'Agent',
    locked: false,
    permissions: [P.Quality, P.QualityOwnEvaluations, P.Playback, P.PlaybackListenOwn, P.Report, P.ReportAbsenceOwn, P.LunchBreak, P.News, P.NewsList],
  },
  { name: 'news_editor', fancyName: 'News editor', locked: false, permissions: [P.News, P.NewsList, P.NewsEdit] },
  {
    name: 'case_handler',
    fancyName: 'Case handler',
    locked: false,
    permissions: [P.Assistance, P.AssistanceListPartners, P.AssistanceEditPartners, P.News, P.NewsList],
  },
];

export interface DemoUser {
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  role: string;
  /** Indexes into DEMO_CUSTOMERS. */
  customers: number[];
}

export const DEMO_USERS: DemoUser[] = [
  { username: 'admin', firstName: 'Alex', lastName: 'Admin', email: 'admin@example.com', phone: '+43 1 2345 100', role: ADMINISTRATOR_ROLE, customers: [0, 1] },
  { username: 'quality', firstName: 'Quinn', lastName: 'Berger', email: 'quality@example.com', phone: '+43 1 2345 110', role: 'quality', customers: [0, 1] },
  {
    username: 'supervisor',
    firstName: 'Sofia',
    lastName: 'Huber',
    email: 'supervisor@example.com',
    phone: '+43 1 2345 120',
    role: 'supervisor',
    customers: [0, 1],
  },
  { username: 'agent', firstName: 'Armin', lastName: 'Gruber', email: 'agent@example.com', phone: '+43 1 2345 130', role: 'agent', customers: [0] },
  { username: 'editor', firstName: 'Elena', lastName: 'Wagner', email: 'editor@example.com', phone: '+43 1 2345 140', role: 'news_editor', customers: [0, 1] },
  {
    username: 'casehandler',
    firstName: 'Carla',
    lastName: 'Pichler',
    email: 'casehandler@example.com',
    phone: '+43 1 2345 150',
    role: 'case_handler',
    customers: [0],
  },
];
