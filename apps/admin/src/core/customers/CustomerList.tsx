import { DataTable, useRecordContext, useTranslate } from 'react-admin';
import { CustomerStatus, type Customer } from '@backoffice/contracts';
import { CrudList } from '../../shared/CrudList';
import { RowActions } from '../../shared/RowActions';

/** Active when Status is 1, otherwise Inactive. */
export function customerStatusKey(status: number | null | undefined): string {
  return status === CustomerStatus.Active ? 'app.status.active' : 'app.status.inactive';
}

function CustomerStatusField() {
  const record = useRecordContext<Customer & { id: number }>();
  const translate = useTranslate();
  return record ? <>{translate(customerStatusKey(record.Status))}</> : null;
}

/** /customers: Customer list. */
export function CustomerList() {
  return (
    <CrudList
      title="resources.customers.list_title"
      bulkDeleteTitle="resources.customers.bulk_delete_title"
      bulkDeleteContent="resources.customers.bulk_delete_content"
    >
      <DataTable.Col source="actions" label="app.actions" disableSort>
        <RowActions deleteTitle="resources.customers.delete_title" deleteContent="resources.customers.delete_content" />
      </DataTable.Col>
      <DataTable.Col source="Name" />
      <DataTable.Col source="Status">
        <CustomerStatusField />
      </DataTable.Col>
      <DataTable.Col source="Country" />
    </CrudList>
  );
}
