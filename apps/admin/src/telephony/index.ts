import SpeedIcon from '@mui/icons-material/Speed';
import { Permission } from '@backoffice/contracts';
import { lazyScreen, pageMenuEntry, resourceMenuEntry, type AdminArea, type AreaRoute } from '../shared/area';
import { imports } from './imports';
import { sources } from './sources';
import { telephonyEn } from './i18n.en';
import { telephonyDe } from './i18n.de';

/** The customer's service-level thresholds: administrators only, as the calls. */
const serviceLevels: AreaRoute = {
  path: '/telephony/service_levels',
  component: lazyScreen(() => import('./service-levels/ServiceLevelsEdit'), 'ServiceLevelsEdit'),
  permissions: [Permission.All],
};

/** Telephony: the PBX files' import runs (uploads and their reports), the continuous sources and the service levels. Its entries sit in Core's group. */
export const telephony: AdminArea = {
  key: 'telephony',
  resources: [imports, sources],
  routes: [serviceLevels],
  menu: [
    resourceMenuEntry('core', imports, 'telephony.menu.imports'),
    resourceMenuEntry('core', sources, 'telephony.menu.sources'),
    pageMenuEntry('core', 'service_levels', 'telephony.menu.service_levels', SpeedIcon, serviceLevels),
  ],
  widgets: [],
  messages: { en: telephonyEn, de: telephonyDe },
};
