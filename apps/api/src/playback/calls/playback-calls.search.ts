import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { SearchHit } from '@backoffice/contracts';
import { localDateTime, playbackScope, searchClause } from '@backoffice/domain';
import type { Principal } from '../../platform/auth/principal.js';
import { GlobalSearchRegistry, type SearchContributor } from '../../platform/search/global-search.js';
import { playbackCallsResource } from './playback-calls.resource.js';
import { PlaybackCallsService } from './playback-calls.service.js';
import { activeCustomerOrNull } from '../../platform/auth/active-customer.js';

/** Playback's part of the global search: recorded calls by the caller's number, within the caller's scope. */
@Injectable()
export class PlaybackCallsSearch implements SearchContributor, OnModuleInit {
  constructor(
    private readonly registry: GlobalSearchRegistry,
    private readonly calls: PlaybackCallsService,
  ) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  async search(text: string, principal: Principal, limit: number): Promise<SearchHit[]> {
    if (!playbackScope(principal.permissions) || activeCustomerOrNull(principal) === null) return [];
    const rows = await this.calls.list({ limit, q: searchClause(playbackCallsResource.wire.searchFields, text) }, principal);
    return rows.map((row) => ({
      kind: 'call',
      id: String(row.LogID),
      label: String(row.Number),
      detail: [
        localDateTime(new Date(row.Timestamp as string), principal.timeZone).slice(0, 16),
        (row.CallcenterUser as { Username?: string } | null)?.Username,
      ]
        .filter(Boolean)
        .join(' · '),
      route: `/playback?LogID=${String(row.LogID)}`,
    }));
  }
}
