import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import { Permission } from '@backoffice/contracts';
import { lazyScreen, pageMenuEntry, resourceMenuEntry, type AdminArea, type AreaRoute } from '../shared/area';
import { calls } from './calls';
import { playbackEn } from './i18n.en';
import { playbackDe } from './i18n.de';

/** /playback_single: one call by its id, behind the permission of its menu entry. */
const SINGLE: AreaRoute = {
  path: '/playback_single',
  component: lazyScreen(() => import('./PlaybackSingle'), 'PlaybackSingle'),
  permissions: [Permission.PlaybackListenAll],
};

/** Playback: the call list (/playback, where the module base leads) and the single call page. */
export const playback: AdminArea = {
  key: 'playback',
  resources: [calls],
  routes: [SINGLE],
  menu: [
    resourceMenuEntry('playback', calls, 'playback.menu.calls'),
    pageMenuEntry('playback', 'playback_single', 'playback.menu.single', PlayCircleIcon, SINGLE),
  ],
  widgets: [],
  messages: { en: playbackEn, de: playbackDe },
};
