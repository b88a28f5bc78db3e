import type { PlaybackCall } from '@backoffice/contracts';
import { localDateTime } from '@backoffice/domain';
import { crudSearchContributor } from '../../platform/search/crud-search.js';
import { playbackCallsResource } from './playback-calls.resource.js';

/** Playback's part of the global search: recorded calls by the caller's number, newest first, within the caller's scope. */
export const PlaybackCallsSearch = crudSearchContributor({
  resource: playbackCallsResource,
  permissions: playbackCallsResource.wire.permissions.view,
  order: [{ field: 'Timestamp', direction: 'desc' }],
  hit: (row, principal) => {
    const call = row as unknown as PlaybackCall;
    return {
      kind: 'call',
      id: String(call.LogID),
      label: String(call.Number),
      detail: [localDateTime(new Date(call.Timestamp), principal.timeZone).slice(0, 16), call.CallcenterUser?.Username].filter(Boolean).join(' · '),
      route: `/playback?LogID=${String(call.LogID)}`,
    };
  },
});
