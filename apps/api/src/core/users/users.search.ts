import { Permission } from '@backoffice/contracts';
import { crudSearchContributor } from '../../platform/search/crud-search.js';
import { usersResource } from './users.resource.js';

/** Core's part of the global search: users of the active customer, for those who may see them. */
export const UsersSearch = crudSearchContributor({
  resource: usersResource,
  permissions: [Permission.CoreUserView],
  order: [{ field: 'LastName', direction: 'asc' }],
  hit: (row) => ({
    kind: 'user',
    id: row.UserID as number,
    label: `${String(row.FirstName)} ${String(row.LastName)}`,
    detail: `${String(row.Username)} · ${String(row.Email)}`,
    route: `/users/${String(row.UserID)}`,
  }),
});
