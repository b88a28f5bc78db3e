import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PBX_QUICK_STATE_PERMISSIONS, type PbxQuickState, type WireFilter } from '@backoffice/contracts';
import { isLiveQuickState } from '@backoffice/domain';
import { compileFilter, type FieldMap } from '@backoffice/domain/server';
import { CurrentPrincipal, RequirePermissions } from '../../platform/auth/auth.decorators.js';
import type { Principal } from '../../platform/auth/principal.js';
import { ListFilterDto, listFilterPipe } from '../../platform/crud/crud.dto.js';
import { Rpc } from '../../platform/rpc/rpc.decorator.js';
import { validate } from '../../platform/rpc/validation.js';
import { PbxQuickStateStore } from './pbx-quick-state.store.js';
import { activeCustomerFor } from '../../platform/auth/active-customer.js';
import { clock } from '../../platform/clock/clock.js';

const VIEW = [...PBX_QUICK_STATE_PERMISSIONS];

class NoBodyDto {}

/**
 * The entry's fields: a sort by them is accepted (one entry is sorted by anything), a condition
 * is not (there is nothing to filter in one reading), so a condition is refused as an unknown
 * field like any list's, never ignored. The SQL is never run.
 */
const QUICK_STATE_FIELDS: FieldMap = Object.fromEntries(
  (['Connected', 'Queued', 'Reachable', 'ReadAt', 'CheckedAt'] satisfies (keyof PbxQuickState)[]).map((field) => [
    field,
    { sql: field, type: 'string', filterable: false },
  ]),
);

/**
 * The live queue of the active customer (crud base monitor/pbx_quick_state): the last poll's
 * counts from Redis. A reading that is not live (the PBX did not answer, or no poll for three
 * periods) is answered with Reachable false, never as live numbers.
 */
@ApiTags('monitor/pbx_quick_state')
@Controller('monitor/pbx_quick_state')
export class PbxQuickStateController {
  constructor(private readonly store: PbxQuickStateStore) {}

  @Rpc('load', {
    summary: 'Answers the live PBX quick state of the active customer (queues, agents, waiting calls)',
    body: NoBodyDto,
    fail: 'Cannot load pbx quick state',
  })
  @RequirePermissions(...VIEW)
  load(@Body(validate(NoBodyDto)) _body: NoBodyDto, @CurrentPrincipal() principal: Principal): Promise<PbxQuickState> {
    return this.current(principal);
  }

  @Rpc('list', { summary: 'Lists the live PBX quick state of the active customer (one entry)', body: ListFilterDto, fail: 'Cannot fetch pbx quick state' })
  @RequirePermissions(...VIEW)
  async list(@Body(listFilterPipe) filter: WireFilter, @CurrentPrincipal() principal: Principal): Promise<PbxQuickState[]> {
    const { limit, offset } = compileFilter(filter, QUICK_STATE_FIELDS);
    return [await this.current(principal)].slice(offset, offset + limit);
  }

  @Rpc('count', { summary: 'Counts the live PBX quick state entries of the active customer (one)', body: ListFilterDto, fail: 'Cannot fetch pbx quick state' })
  @RequirePermissions(...VIEW)
  count(@Body(listFilterPipe) filter: WireFilter, @CurrentPrincipal() principal: Principal): number {
    compileFilter(filter, QUICK_STATE_FIELDS);
    activeCustomerFor(principal);
    return 1;
  }

  private async current(principal: Principal): Promise<PbxQuickState> {
    const customerId = activeCustomerFor(principal);
    const now = clock.now();
    const state = await this.store.read(customerId);
    if (!state) return { Connected: 0, Queued: 0, Reachable: false, ReadAt: null, CheckedAt: now.toISOString() };
    return isLiveQuickState(state, now) ? state : { ...state, Reachable: false };
  }
}
