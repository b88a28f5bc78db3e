import UploadFileIcon from '@mui/icons-material/UploadFile';
import { TelephonyResources } from '@backoffice/contracts';
import { lazyScreen, type AdminResource } from '../../shared/area';

export const imports: AdminResource = {
  wire: TelephonyResources.importRuns,
  list: lazyScreen(() => import('./ImportRunList'), 'ImportRunList'),
  show: lazyScreen(() => import('./ImportRunShow'), 'ImportRunShow'),
  icon: UploadFileIcon,
  recordRepresentation: 'FileName',
};
