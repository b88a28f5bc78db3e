import { useEffect } from 'react';
import { AutocompleteArrayInput, ReferenceArrayInput, useCanAccess, type Validator } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { Permission, type Customer } from '@backoffice/contracts';
import { hasPermission } from '@backoffice/domain';
import { useSession } from '../../providers/session';
import { callApi } from '../../providers/http';

/** A user needs at least one customer (the server refuses none, too). */
export const atLeastOneCustomer: Validator = (value: unknown) => (Array.isArray(value) && value.length > 0 ? undefined : 'app.validation.customers_required');

/** Whether the signed-in user may assign customers (core_customer_view) and roles (core_role_edit) on the user form. */
export function useUserFormGrants(): { customers: boolean; roles: boolean } {
  const permissions = useSession()?.permissions ?? [];
  return { customers: hasPermission(permissions, Permission.CoreCustomerView), roles: hasPermission(permissions, Permission.CoreRoleEdit) };
}

/** The customers the signed-in user may give (their own, all with `*`): the customers list, so one created a moment ago is there. */
export function UserCustomersInput({ userId }: { userId?: number }) {
  const { resetField } = useFormContext();
  useEffect(() => {
    if (userId === undefined) return;
    // Editing: the user's customers the caller may see are the field's saved value.
    const controller = new AbortController();
    callApi<Customer[]>('users/customers/list', { UserID: userId }, { signal: controller.signal })
      .then((customers) => resetField('CustomerIDs', { defaultValue: customers.map((customer) => customer.CustomerID) }))
      .catch(() => undefined);
    return () => controller.abort();
  }, [userId, resetField]);
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
