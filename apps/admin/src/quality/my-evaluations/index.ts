import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import { QualityResources } from '@backoffice/contracts';
import { lazyScreen, type AdminResource } from '../../shared/area';

/** /my_evaluation: the agent's own evaluated calls, answered with acknowledge or dispute. */
export const myEvaluations: AdminResource = {
  wire: QualityResources.myEvaluations,
  list: lazyScreen(() => import('./MyEvaluationList'), 'MyEvaluationList'),
  icon: AssignmentIndIcon,
};
