import { Permission } from '@backoffice/contracts';
import { crudSearchContributor } from '../../platform/search/crud-search.js';
import { partnersResource } from './partners.resource.js';

/** Assistance's part of the global search: the active customer's partners by company name. */
export const PartnersSearch = crudSearchContributor({
  resource: partnersResource,
  permissions: [Permission.AssistanceListPartners],
  fields: ['CompanyName'],
  order: [{ field: 'CompanyName', direction: 'asc' }],
  hit: (row) => ({
    kind: 'partner',
    id: row.PartnerID as number,
    label: String(row.CompanyName),
    detail: [row.Group, row.Address].filter(Boolean).join(' · '),
    route: `/assistance/partners/${String(row.PartnerID)}/details`,
  }),
});
