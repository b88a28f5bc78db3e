import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import { QualityResources } from '@backoffice/contracts';
import { lazyScreen, type AdminResource } from '../../shared/area';

/** /issue, /issue/create, /issue/{id}/edit. */
export const issues: AdminResource = {
  wire: QualityResources.issues,
  list: lazyScreen(() => import('./IssueList'), 'IssueList'),
  create: lazyScreen(() => import('./IssueForms'), 'IssueCreate'),
  edit: lazyScreen(() => import('./IssueForms'), 'IssueEdit'),
  icon: ReportProblemIcon,
  recordRepresentation: 'Name',
};
