import { CoreResources, WILDCARD_PERMISSION } from '@backoffice/contracts';
import { fieldsOf, type CrudResource } from '../../platform/crud/crud-resource.js';
import { AppError } from '../../platform/rpc/app-error.js';
import { CreateCustomerDto, SaveCustomerDto } from './customer.dto.js';
import { CustomerEntity } from './customer.entity.js';

const SELECT = { CustomerID: 'c.customer_id', Name: 'c.name', Status: 'c.status', Country: 'c.country', TimeZone: 'c.time_zone' };

/**
 * Customers are the tenants. A user sees the customers they belong to (a holder of `*` sees
 * all); a customer they create is theirs at once. The active customer cannot be deleted. Each
 * has a time zone (IANA name): its local days and the local times of its PBX exports.
 */
export const customersResource: CrudResource<CustomerEntity> = {
  wire: CoreResources.customers,
  entity: CustomerEntity,
  from: 'core.customers c',
  id: { sql: 'c.customer_id', property: 'customerId' },
  fields: fieldsOf(SELECT, { CustomerID: 'number', Name: 'string', Status: 'number', Country: 'string', TimeZone: 'string' }),
  select: SELECT,
  tenant: {
    where: (principal, bind) =>
      principal.permissions.includes(WILDCARD_PERMISSION)
        ? 'TRUE'
        : `EXISTS (SELECT 1 FROM core.user_customers uc WHERE uc.customer_id = c.customer_id AND uc.user_id = ${bind(principal.userId)})`,
  },
  dto: { create: CreateCustomerDto, save: SaveCustomerDto },
  writable: { Name: 'name', Status: 'status', Country: 'country', TimeZone: 'timeZone' },
  hooks: {
    async afterCreate(id, _body, { principal, manager }) {
      await manager.query(`INSERT INTO core.user_customers (user_id, customer_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [principal.userId, id]);
    },
    beforeSave(values) {
      return { ...values, updatedAt: new Date() };
    },
    async beforeDelete(ids, { principal }) {
      if (principal.activeCustomerId !== null && ids.includes(principal.activeCustomerId)) {
        throw AppError.conflict('The active customer cannot be deleted. Switch to another customer first.');
      }
    },
  },
};
