import BusinessIcon from '@mui/icons-material/Business';
import { CoreResources } from '@backoffice/contracts';
import { lazyScreen, type AdminResource } from '../../shared/area';

export const customers: AdminResource = {
  wire: CoreResources.customers,
  list: lazyScreen(() => import('./CustomerList'), 'CustomerList'),
  create: lazyScreen(() => import('./CustomerForms'), 'CustomerCreate'),
  edit: lazyScreen(() => import('./CustomerForms'), 'CustomerEdit'),
  icon: BusinessIcon,
  recordRepresentation: 'Name',
};
