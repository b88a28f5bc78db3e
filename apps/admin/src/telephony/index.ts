import { resourceMenuEntry, type AdminArea } from '../shared/area';
import { imports } from './imports';
import { telephonyEn } from './i18n.en';
import { telephonyDe } from './i18n.de';

/** Telephony: the PBX files' import runs (uploads and their reports). Its entry sits in Core's group. */
export const telephony: AdminArea = {
  key: 'telephony',
  resources: [imports],
  menu: [resourceMenuEntry('core', imports, 'telephony.menu.imports')],
  widgets: [],
  messages: { en: telephonyEn, de: telephonyDe },
};
