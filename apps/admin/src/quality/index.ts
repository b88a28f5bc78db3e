import { Permission } from '@backoffice/contracts';
import CasinoIcon from '@mui/icons-material/Casino';
import RateReviewIcon from '@mui/icons-material/RateReview';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import { lazyScreen, resourceMenuEntry, type AdminArea } from '../shared/area';
import { issues } from './issues';
import { evaluations } from './evaluations';
import { reports } from './reports';
import { qualityEn } from './i18n.en';
import { qualityDe } from './i18n.de';

const P = Permission;

/**
 * Quality: call generation (a weighted sample as a job), evaluation with audio, report generation
 * (a PDF as a job), the report list, issue types and excluded agents. Menu entries by the spec's
 * permissions (part 1 section 2).
 */
export const quality: AdminArea = {
  key: 'quality',
  resources: [issues, evaluations, reports],
  routes: [
    { path: '/quality', component: lazyScreen(() => import('./QualityRedirect'), 'QualityRedirect') },
    { path: '/evaluation/generate', component: lazyScreen(() => import('./evaluations/GenerateEvaluations'), 'GenerateEvaluations') },
    { path: '/evaluation/evaluate', component: lazyScreen(() => import('./evaluations/EvaluationList'), 'EvaluationList') },
    { path: '/generate_report', component: lazyScreen(() => import('./reports/GenerateReport'), 'GenerateReport') },
    { path: '/quality_excluded_agents/edit', component: lazyScreen(() => import('./excluded-agents/ExcludedAgents'), 'ExcludedAgents') },
  ],
  menu: [
    { group: 'quality', key: 'quality_generation', label: 'quality.menu.generation', icon: CasinoIcon, to: '/evaluation/generate', permissions: [P.QualityGenerateEvaluation] },
    { group: 'quality', key: 'quality_evaluation', label: 'quality.menu.evaluation', icon: RateReviewIcon, to: '/evaluation/evaluate', permissions: [P.QualityListEvaluation] },
    { group: 'quality', key: 'quality_report_generation', label: 'quality.menu.report_generation', icon: PictureAsPdfIcon, to: '/generate_report', permissions: [P.QualityGenerateReport] },
    { ...resourceMenuEntry('quality', reports, 'quality.menu.reports'), permissions: [P.QualityListReport] },
    { ...resourceMenuEntry('quality', issues, 'quality.menu.issues'), permissions: [P.QualityViewIssues] },
    { group: 'quality', key: 'quality_excluded_agents', label: 'quality.menu.excluded_agents', icon: PersonOffIcon, to: '/quality_excluded_agents/edit', permissions: [P.QualityEditExcludedAgents] },
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
