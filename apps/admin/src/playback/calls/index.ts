import HeadphonesIcon from '@mui/icons-material/Headphones';
import { PlaybackResources } from '@backoffice/contracts';
import { lazyScreen, type AdminResource } from '../../shared/area';

/** /playback: the recorded calls the user may hear (read only). */
export const calls: AdminResource = {
  wire: PlaybackResources.calls,
  list: lazyScreen(() => import('./PlaybackCallList'), 'PlaybackCallList'),
  icon: HeadphonesIcon,
  recordRepresentation: 'Number',
};
