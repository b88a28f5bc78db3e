import ArticleIcon from '@mui/icons-material/Article';
import { MonitorResources } from '@backoffice/contracts';
import { lazyScreen, type AdminResource } from '../../shared/area';

/** /monitor/texts: the monitor texts (crud base monitor/texts). */
export const texts: AdminResource = {
  wire: MonitorResources.texts,
  list: lazyScreen(() => import('./TextList'), 'TextList'),
  create: lazyScreen(() => import('./TextForms'), 'TextCreate'),
  edit: lazyScreen(() => import('./TextForms'), 'TextEdit'),
  icon: ArticleIcon,
  recordRepresentation: 'Name',
};
