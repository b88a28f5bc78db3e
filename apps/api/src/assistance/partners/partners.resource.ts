import { AssistanceResources, type PartnerListRow } from '@backoffice/contracts';
import { customerColumnScope, fieldsOf, type CrudResource } from '../../platform/crud/crud-resource.js';
import { CreatePartnerDto, SavePartnerDto } from './partner.dto.js';
import { PartnerEntity } from './partner.entity.js';

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
 * The service partners of the active customer: the kit serves the table's count and list (and
 * bulk deletes for DeletePartnersCommand); load answers the whole record (partners.queries.ts),
 * and create and save are commands (commands/), with the domain's partner rules.
 */
export const partnersResource: CrudResource<PartnerEntity, PartnerListRow> = {
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
  // Written by the create and save commands from the whole (normalised, checked) partner.
  writable: {},
};
