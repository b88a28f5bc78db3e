import { Permission } from '@backoffice/contracts';
import { crudSearchContributor } from '../../platform/search/crud-search.js';
import { customersResource } from './customers.resource.js';

/** Core's part of the global search: the customers the caller belongs to (all with `*`), for those who may see customers. */
export const CustomersSearch = crudSearchContributor({
  resource: customersResource,
  permissions: [Permission.CoreCustomerView],
  order: [{ field: 'Name', direction: 'asc' }],
  hit: (row) => ({
    kind: 'customer',
    id: row.CustomerID as number,
    label: String(row.Name),
    detail: [row.Country, row.TimeZone].filter(Boolean).join(' · '),
    route: `/customers/${String(row.CustomerID)}`,
  }),
});
