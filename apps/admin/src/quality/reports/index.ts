import SummarizeIcon from '@mui/icons-material/Summarize';
import { QualityResources } from '@backoffice/contracts';
import { lazyScreen, type AdminResource } from '../../shared/area';

/** /report_list: the rendered reports. */
export const reports: AdminResource = {
  wire: QualityResources.reports,
  list: lazyScreen(() => import('./ReportList'), 'ReportList'),
  icon: SummarizeIcon,
  recordRepresentation: 'FileName',
};
