/** report/pc_info/count and /list: the PC inventory, read-only, search on hostname (crud-kit reads). */
import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { WireFilter } from '@backoffice/contracts';
import { CurrentPrincipal, RequirePermissions } from '../../platform/auth/auth.decorators.js';
import type { Principal } from '../../platform/auth/principal.js';
import { ListFilterDto, listFilterPipe } from '../../platform/crud/crud.dto.js';
import { CrudService } from '../../platform/crud/crud.service.js';
import { Rpc } from '../../platform/rpc/rpc.decorator.js';
import { pcInfoResource } from './pc-info.resource.js';

@ApiTags(pcInfoResource.wire.base)
@Controller(pcInfoResource.wire.base)
export class PcInfoController {
  constructor(private readonly crud: CrudService) {}

  @Rpc('count', { summary: 'Counts the PCs of the active customer matching the filter q', body: ListFilterDto, fail: 'Cannot fetch PCs' })
  @RequirePermissions(...pcInfoResource.wire.permissions.view)
  count(@Body(listFilterPipe) filter: WireFilter, @CurrentPrincipal() principal: Principal): Promise<number> {
    return this.crud.count(pcInfoResource, filter, principal);
  }

  @Rpc('list', {
    summary: 'Lists one page of the PCs of the active customer (from the pc_inventory import): filter q, order, limit, offset',
    body: ListFilterDto,
    fail: 'Cannot fetch PCs',
  })
  @RequirePermissions(...pcInfoResource.wire.permissions.view)
  list(@Body(listFilterPipe) filter: WireFilter, @CurrentPrincipal() principal: Principal): Promise<Record<string, unknown>[]> {
    return this.crud.list(pcInfoResource, filter, principal);
  }
}
