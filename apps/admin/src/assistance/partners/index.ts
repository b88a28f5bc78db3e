import HandshakeIcon from '@mui/icons-material/Handshake';
import { AssistanceResources } from '@backoffice/contracts';
import { lazyScreen, type AdminResource } from '../../shared/area';

/** /assistance/partners: list, create, edit (also at :id/edit, the spec's path) and details. */
export const partnersResource: AdminResource = {
  wire: AssistanceResources.partners,
  list: lazyScreen(() => import('./PartnerList'), 'PartnerList'),
  create: lazyScreen(() => import('./PartnerForms'), 'PartnerCreate'),
  edit: lazyScreen(() => import('./PartnerForms'), 'PartnerEdit'),
  icon: HandshakeIcon,
  recordRepresentation: 'CompanyName',
  routes: [
    {
      path: ':id/edit',
      component: lazyScreen(() => import('./PartnerForms'), 'PartnerEdit'),
      permissions: AssistanceResources.partners.permissions.edit,
      combine: 'or',
    },
    {
      path: ':id/details',
      component: lazyScreen(() => import('./PartnerDetails'), 'PartnerDetails'),
      permissions: AssistanceResources.partners.permissions.view,
      combine: 'or',
    },
  ],
};
