import RateReviewIcon from '@mui/icons-material/RateReview';
import { QualityResources } from '@backoffice/contracts';
import type { AdminResource } from '../../shared/area';

/** The evaluations: a resource for the data provider; its list is the page /evaluation/evaluate. */
export const evaluations: AdminResource = {
  wire: QualityResources.evaluations,
  icon: RateReviewIcon,
};
