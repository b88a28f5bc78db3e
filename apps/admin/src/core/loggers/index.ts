import TuneIcon from '@mui/icons-material/Tune';
import { CoreResources } from '@backoffice/contracts';
import { lazyScreen, type AdminResource } from '../../shared/area';

export const loggers: AdminResource = {
  wire: CoreResources.loggers,
  list: lazyScreen(() => import('./LoggerList'), 'LoggerList'),
  icon: TuneIcon,
};
