import SettingsInputAntennaIcon from '@mui/icons-material/SettingsInputAntenna';
import { TelephonyResources } from '@backoffice/contracts';
import { lazyScreen, type AdminResource } from '../../shared/area';

/** /telephony_sources: the PBX files and tables read continuously into the customer's calls (administrators). */
export const sources: AdminResource = {
  wire: TelephonyResources.sources,
  list: lazyScreen(() => import('./SourceList'), 'SourceList'),
  create: lazyScreen(() => import('./SourceForms'), 'SourceCreate'),
  edit: lazyScreen(() => import('./SourceForms'), 'SourceEdit'),
  icon: SettingsInputAntennaIcon,
  recordRepresentation: 'Kind',
};
