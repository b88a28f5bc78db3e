import { Injectable } from '@nestjs/common';
import type { Wallboard } from '@backoffice/contracts';
import { composeWallboard, dayRange, floorInQueues, queueFiguresToday, todayIn, type FloorState } from '@backoffice/domain';
import { DataSource } from 'typeorm';
import { clock } from '../../platform/clock/clock.js';
import { serviceLevelSettingsFor } from '../../telephony/service-levels/service-levels.queries.js';
import { todaysCallGroups, wallboardAgents, wallboardScopeOf, type WallboardScope } from './wallboard.queries.js';
import { WallboardStore } from './wallboard.store.js';

/**
 * One customer's wallboard: the live floor (the keeper's, from Redis) and today's figures counted
 * from today's call rows in the customer's day. The load call and the socket event answer the same.
 */
@Injectable()
export class WallboardReader {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: WallboardStore,
  ) {}

  async read(customerId: number, timeZone: string, known?: { floor: FloorState; scope: Omit<WallboardScope, 'timeZone'> }): Promise<Wallboard> {
    const now = clock.now();
    const day = dayRange(todayIn(timeZone, now), timeZone);
    const db = this.dataSource.manager;
    const [groups, agents, settings, scope, stored] = await Promise.all([
      todaysCallGroups(db, customerId, day),
      wallboardAgents(db, customerId, day),
      serviceLevelSettingsFor(db, customerId),
      known ? known.scope : wallboardScopeOf(db, customerId),
      known ? known.floor : this.store.read(customerId),
    ]);
    // No keeper has read the PBX for this customer yet: nothing live is known, which is not "the PBX is down since".
    const floor = floorInQueues(
      stored ?? { callers: [], members: [], reachable: false, downSince: null },
      new Map(scope.queues.map((q) => [q.queueName, q.queue])),
    );
    const names = new Map<string, string[]>();
    for (const { queue, name } of scope.queues) names.set(queue, [...(names.get(queue) ?? []), name]);
    for (const group of groups) if (!names.has(group.queue)) names.set(group.queue, []);
    const figures = [...names]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([queue, queueNames]) => queueFiguresToday(queue, queueNames.length > 0 ? queueNames.join(', ') : queue, groups, settings));
    return { ...composeWallboard(floor, figures, agents, now.getTime(), settings), TimeZone: timeZone };
  }
}
