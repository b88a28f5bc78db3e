import { createElement } from 'react';
import { Navigate } from 'react-router-dom';
import { Permission } from '@backoffice/contracts';
import CasinoIcon from '@mui/icons-material/Casino';
import RateReviewIcon from '@mui/icons-material/RateReview';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import { lazyScreen, pageMenuEntry, resourceMenuEntry, type AdminArea, type AreaRoute } from '../shared/area';
import { mayOpenRoute } from '../shell/RoutePermissions';
import { useSession } from '../providers/session';
import { issues } from './issues';
import { scorecards } from './scorecards';
import { evaluations } from './evaluations';
import { reports } from './reports';
import { myEvaluations } from './my-evaluations';
import { MyEvaluationsBadge, OpenDisputesBadge } from './feedback/FeedbackBadges';
import { qualityEn } from './i18n.en';
import { qualityDe } from './i18n.de';

const P = Permission;

/** The area's own pages, each behind the permission of its menu entry (spec part 1 section 2). */
const PAGES = {
  generation: {
    path: '/evaluation/generate',
    component: lazyScreen(() => import('./evaluations/GenerateEvaluations'), 'GenerateEvaluations'),
    permissions: [P.QualityGenerateEvaluation],
  },
  evaluation: {
    path: '/evaluation/evaluate',
    component: lazyScreen(() => import('./evaluations/EvaluationList'), 'EvaluationList'),
    permissions: [P.QualityListEvaluation],
  },
  reportGeneration: {
    path: '/generate_report',
    component: lazyScreen(() => import('./reports/GenerateReport'), 'GenerateReport'),
    permissions: [P.QualityGenerateReport],
  },
  excludedAgents: {
    path: '/quality_excluded_agents/edit',
    component: lazyScreen(() => import('./excluded-agents/ExcludedAgents'), 'ExcludedAgents'),
    permissions: [P.QualityEditExcludedAgents],
  },
} satisfies Record<string, AreaRoute>;

/** The agent's own evaluations (a resource's list, here as a place /quality may open). */
const MY_EVALUATIONS = { path: `/${myEvaluations.wire.name}`, permissions: [P.QualityOwnEvaluations] };

/** /quality opens the first of the area's pages the user may open (the call generation for quality staff). */
function QualityRedirect() {
  const permissions = useSession()?.permissions ?? [];
  const target = [...Object.values(PAGES), MY_EVALUATIONS].find((page) => mayOpenRoute(permissions, page)) ?? PAGES.generation;
  return createElement(Navigate, { to: target.path, replace: true });
}

/**
 * Quality: call generation (a weighted sample as a job), evaluation with audio, report generation
 * (a PDF as a job), the report list, issue types, scorecards (issue 25) and excluded agents. Menu entries by the spec's
 * permissions (part 1 section 2).
 */
export const quality: AdminArea = {
  key: 'quality',
  resources: [issues, scorecards, evaluations, reports, myEvaluations],
  routes: [{ path: '/quality', component: QualityRedirect, permissions: [] }, ...Object.values(PAGES)],
  menu: [
    pageMenuEntry('quality', 'quality_generation', 'quality.menu.generation', CasinoIcon, PAGES.generation),
    { ...pageMenuEntry('quality', 'quality_evaluation', 'quality.menu.evaluation', RateReviewIcon, PAGES.evaluation), badge: OpenDisputesBadge },
    { ...resourceMenuEntry('quality', myEvaluations, 'quality.menu.my_evaluations'), permissions: [P.QualityOwnEvaluations], badge: MyEvaluationsBadge },
    pageMenuEntry('quality', 'quality_report_generation', 'quality.menu.report_generation', PictureAsPdfIcon, PAGES.reportGeneration),
    { ...resourceMenuEntry('quality', reports, 'quality.menu.reports'), permissions: [P.QualityListReport] },
    { ...resourceMenuEntry('quality', issues, 'quality.menu.issues'), permissions: [P.QualityViewIssues] },
    { ...resourceMenuEntry('quality', scorecards, 'quality.menu.scorecards'), permissions: [P.QualityEditScorecards] },
    pageMenuEntry('quality', 'quality_excluded_agents', 'quality.menu.excluded_agents', PersonOffIcon, PAGES.excludedAgents),
  ],
  widgets: [
    {
      key: 'quality',
      component: lazyScreen(() => import('./QualityWidget'), 'QualityWidget'),
      permissions: [P.Quality],
    },
  ],
  messages: { en: qualityEn, de: qualityDe },
};
