import { DataTable, SelectInput, TextInput, useListContext, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { AUDIT_ACTIONS, AuditCalls, type AuditEntry } from '@backoffice/contracts';
import { CrudList } from '../../shared/CrudList';
import { DateInput } from '../../shared/DateInput';
import { useCustomerTimeZone, WireDateField } from '../../shared/dates';
import { downloadFile } from '../../shared/downloads';
import { useSession } from '../../providers/session';
import { dayOfInstant, exportQueryOf, FROM_FILTER, instantOfDay, lastDayBefore, TO_FILTER } from './auditFilters';

export function AuditActionField() {
  const record = useRecordContext<AuditEntry & { id: number }>();
  const translate = useTranslate();
  return record ? <>{translate(`resources.audit_log.actions.${record.Action}`, { _: record.Action })}</> : null;
}

/** The CSV of what the list shows (its filters), streamed by the server. */
function ExportButton() {
  const { filterValues } = useListContext();
  const translate = useTranslate();
  const notify = useNotify();
  const exportCsv = async () => {
    try {
      await downloadFile(AuditCalls.export.path, {
        label: translate('resources.audit_log.export_label'),
        params: { ...exportQueryOf(filterValues as Record<string, unknown>) },
        fallbackName: 'audit-log.csv',
      });
    } catch (error) {
      notify(`${translate('resources.audit_log.export_failed')}: ${(error as Error).message}`, { type: 'error' });
    }
  };
  return (
    <Button size="small" startIcon={<DownloadIcon />} onClick={() => void exportCsv()} data-testid="audit-export">
      {translate('resources.audit_log.export')}
    </Button>
  );
}

/** /audit_log: who changed what and when, newest first, filtered by user, customer, resource, action and days. */
export function AuditLogList() {
  const timeZone = useCustomerTimeZone();
  const session = useSession();
  const translate = useTranslate();
  const filters = [
    <TextInput key="Username" source="Username" alwaysOn />,
    <SelectInput
      key="CustomerID"
      source="CustomerID"
      choices={(session?.customers ?? []).map((customer) => ({ id: customer.CustomerID, name: customer.Name }))}
      alwaysOn
    />,
    <TextInput key="Resource" source="Resource" alwaysOn />,
    <SelectInput
      key="Action"
      source="Action"
      choices={AUDIT_ACTIONS.map((action) => ({ id: action, name: translate(`resources.audit_log.actions.${action}`) }))}
      alwaysOn
    />,
    <DateInput
      key={FROM_FILTER}
      source={FROM_FILTER}
      label="resources.audit_log.filters.from"
      format={(value: unknown) => dayOfInstant(value, timeZone)}
      parse={(day: unknown) => instantOfDay(day, timeZone, 'from')}
      helperText={false}
      alwaysOn
    />,
    <DateInput
      key={TO_FILTER}
      source={TO_FILTER}
      label="resources.audit_log.filters.to"
      format={(value: unknown) => lastDayBefore(value, timeZone)}
      parse={(day: unknown) => instantOfDay(day, timeZone, 'to')}
      helperText={false}
      alwaysOn
    />,
  ];
  return (
    <CrudList
      title="resources.audit_log.list_title"
      searchable={false}
      editable={false}
      createAllowed={false}
      rowClick="show"
      defaultSort={{ field: 'AuditID', order: 'DESC' }}
      filters={filters}
      extraActions={<ExportButton />}
    >
      <DataTable.Col source="AuditID" />
      <DataTable.Col source="At">
        <WireDateField source="At" />
      </DataTable.Col>
      <DataTable.Col source="Username" />
      <DataTable.Col source="ActingAdminID" />
      <DataTable.Col source="CustomerID" />
      <DataTable.Col source="Action">
        <AuditActionField />
      </DataTable.Col>
      <DataTable.Col source="Resource" />
      <DataTable.Col source="ResourceID" />
      <DataTable.Col source="Call" disableSort />
    </CrudList>
  );
}
