import { useQuery } from '@tanstack/react-query';
import { AutocompleteArrayInput, ReferenceArrayInput, useCanAccess, type Validator } from 'react-admin';
import { Permission } from '@backoffice/contracts';
import { hasPermission } from '@backoffice/domain';
import { useSession } from '../../providers/session';
import { api } from '../../providers/api';

/** A user needs at least one customer (the server refuses none, too). */
export const atLeastOneCustomer: Validator = (value: unknown) => (Array.isArray(value) && value.length > 0 ? undefined : 'app.validation.customers_required');

/** Whether the signed-in user may assign customers (core_customer_view) and roles (core_role_edit) on the user form. */
export function useUserFormGrants(): { customers: boolean; roles: boolean } {
  const permissions = useSession()?.permissions ?? [];
  return { customers: hasPermission(permissions, Permission.CoreCustomerView), roles: hasPermission(permissions, Permission.CoreRoleEdit) };
}

/**
 * The saved customers of the edited user that the caller may see: the form's default for
 * CustomerIDs. A default, not a value set after the form loaded, so a refetch of the user (which
 * resets the form to the record) keeps it.
 */
export function useUserCustomerIds(userId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['users/customers/list', userId],
    queryFn: ({ signal }) => api.core.userCustomers({ UserID: userId }, { signal }).then((customers) => customers.map((customer) => customer.CustomerID)),
    enabled,
    // Read afresh on every opening of the form: a value kept from before a save would become the default.
    gcTime: 0,
  });
}

/** The customers the signed-in user may give (their own, all with `*`): the customers list, so one created a moment ago is there. */
export function UserCustomersInput() {
  return (
    <ReferenceArrayInput source="CustomerIDs" reference="customers" perPage={1000} sort={{ field: 'Name', order: 'ASC' }}>
      <AutocompleteArrayInput label="resources.users.fields.CustomerIDs" optionText="Name" validate={atLeastOneCustomer} fullWidth />
    </ReferenceArrayInput>
  );
}

/** A new user's roles (core_role_edit): the role list, by their display names. */
export function UserRolesInput() {
  const { canAccess } = useCanAccess({ resource: 'roles', action: 'list' });
  if (!canAccess) return null;
  return (
    <ReferenceArrayInput source="RoleIDs" reference="roles" perPage={1000} sort={{ field: 'FancyName', order: 'ASC' }}>
      <AutocompleteArrayInput label="resources.users.fields.RoleIDs" optionText="FancyName" fullWidth />
    </ReferenceArrayInput>
  );
}
