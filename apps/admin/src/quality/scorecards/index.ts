import FactCheckIcon from '@mui/icons-material/FactCheck';
import { QualityResources } from '@backoffice/contracts';
import { lazyScreen, type AdminResource } from '../../shared/area';

/** /scorecard, /scorecard/create, /scorecard/{id}/edit: the customer's evaluation forms (issue 25). */
export const scorecards: AdminResource = {
  wire: QualityResources.scorecards,
  list: lazyScreen(() => import('./ScorecardList'), 'ScorecardList'),
  create: lazyScreen(() => import('./ScorecardForms'), 'ScorecardCreate'),
  edit: lazyScreen(() => import('./ScorecardForms'), 'ScorecardEdit'),
  icon: FactCheckIcon,
  recordRepresentation: 'Name',
};
