import { ReportResources, type PcInfoRow } from '@backoffice/contracts';
import { customerColumnScope, fieldsOf, type CrudResource } from '../../platform/crud/crud-resource.js';
import { ListFilterDto } from '../../platform/crud/crud.dto.js';
import { PcInventoryEntity } from '../../telephony/telephony.entities.js';

const SELECT = { PcID: 'p.pc_id', hostname: 'p.hostname', updatestamp: 'p.update_stamp', winver: 'p.windows_version' };

/**
 * The PC inventory of the active customer, read-only (rows come from the pc_inventory import):
 * count and list with the search on hostname. pc_info guards the content, report_pc_info the menu.
 */
export const pcInfoResource: CrudResource<PcInventoryEntity, PcInfoRow> = {
  wire: ReportResources.pcInfo,
  entity: PcInventoryEntity,
  from: 'telephony.pc_inventory p',
  id: { sql: 'p.pc_id', property: 'pcId' },
  fields: fieldsOf(SELECT, { PcID: 'number', hostname: 'string', updatestamp: 'date', winver: 'string' }),
  select: SELECT,
  tenant: customerColumnScope('p.customer_id'),
  // No create or save route exists; the kit's type asks for DTOs all the same.
  dto: { create: ListFilterDto, save: ListFilterDto },
  writable: {},
};
