import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import { Permission } from '@backoffice/contracts';
import { lazyScreen, resourceMenuEntry, type AdminArea } from '../shared/area';
import { calls } from './calls';
import { playbackEn } from './i18n.en';
import { playbackDe } from './i18n.de';

/** Playback: the call list (/playback, where the module base leads) and the single call page. */
export const playback: AdminArea = {
  key: 'playback',
  resources: [calls],
  routes: [{ path: '/playback_single', component: lazyScreen(() => import('./PlaybackSingle'), 'PlaybackSingle') }],
  menu: [
    resourceMenuEntry('playback', calls, 'playback.menu.calls'),
    {
      group: 'playback',
      key: 'playback_single',
      label: 'playback.menu.single',
      icon: PlayCircleIcon,
      to: '/playback_single',
      permissions: [Permission.PlaybackListenAll],
    },
  ],
  widgets: [],
  messages: { en: playbackEn, de: playbackDe },
};
