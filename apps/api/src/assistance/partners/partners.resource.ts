import { AssistanceResources } from '@backoffice/contracts';
import { customerColumnScope, fieldsOf, type CrudResource } from '../../platform/crud/crud-resource.js';
import { CreatePartnerDto, SavePartnerDto } from './partner.dto.js';
import { PartnerEntity } from './partner.entity.js';
import { partnerWriteHooks } from './partner-writes.js';

/** The address as one line, as the list and the CSV show it. */
export const PARTNER_ADDRESS_SQL = `concat_ws(', ', nullif(p.street, ''), nullif(concat_ws(' ', nullif(p.postal_code, ''), nullif(p.location, '')), ''), nullif(p.country_name, ''))`;

const SELECT = {
  PartnerID: 'p.partner_id',
  Logo: 'p.logo_name',
  Group: 'p.partner_group',
  Type: 'p.type',
  CompanyName: 'p.company_name',
  OpeningHours: 'p.opening_hours',
  TelephoneNumber: 'p.telephone_number',
  Email: 'p.email',
  Priority: 'p.priority',
  Address: PARTNER_ADDRESS_SQL,
  DataValid: 'p.data_valid',
};

/** Indexed in the assistance migration (partners_search_trgm_idx); the text must match the index's. */
export const PARTNERS_SEARCH_DOCUMENT = `(p.partner_group || chr(31) || p.type || chr(31) || p.company_name || chr(31) || p.priority || chr(31) || p.opening_hours)`;

/**
 * The service partners of the active customer. Reads are the crud kit's; writes go through it too,
 * with the domain's partner rules, the address, the notice and the group record in the same
 * transaction (partner-writes.ts). Load answers the whole record (partner-reader.ts).
 */
export const partnersResource: CrudResource<PartnerEntity> = {
  wire: AssistanceResources.partners,
  entity: PartnerEntity,
  from: 'assistance.partners p',
  id: { sql: 'p.partner_id', property: 'partnerId' },
  fields: fieldsOf(SELECT, {
    PartnerID: 'number',
    Group: 'string',
    Type: 'string',
    CompanyName: 'string',
    OpeningHours: 'string',
    TelephoneNumber: 'string',
    Email: 'string',
    Priority: 'string',
    Address: 'string',
    Logo: 'string',
  }),
  select: SELECT,
  searchDocument: PARTNERS_SEARCH_DOCUMENT,
  tenant: customerColumnScope('p.customer_id'),
  dto: { create: CreatePartnerDto, save: SavePartnerDto },
  // Everything is written by the hooks from the whole (normalised, checked) partner.
  writable: {},
  hooks: partnerWriteHooks,
};
