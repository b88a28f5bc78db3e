import { resourceMenuEntry, type AdminArea } from '../shared/area';
import { imports } from './imports';
import { sources } from './sources';
import { telephonyEn } from './i18n.en';
import { telephonyDe } from './i18n.de';

/** Telephony: the PBX files' import runs (uploads and their reports) and the continuous sources. Its entries sit in Core's group. */
export const telephony: AdminArea = {
  key: 'telephony',
  resources: [imports, sources],
  menu: [resourceMenuEntry('core', imports, 'telephony.menu.imports'), resourceMenuEntry('core', sources, 'telephony.menu.sources')],
  widgets: [],
  messages: { en: telephonyEn, de: telephonyDe },
};
