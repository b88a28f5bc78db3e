import { NumberField, Show, SimpleShowLayout, TextField, useRecordContext, useTranslate } from 'react-admin';
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { AuditChange, AuditEntry } from '@backoffice/contracts';
import { WireDateField } from '../../shared/dates';
import { AuditActionField } from './AuditLogList';

/** A changed value as text: JSON for lists and objects, '–' for none. */
function valueText(value: unknown): string {
  if (value === null || value === undefined) return '–';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The entry's changed fields, old and new; a secret says only that it changed. */
function ChangesTable() {
  const record = useRecordContext<AuditEntry & { id: number }>();
  const translate = useTranslate();
  const changes: AuditChange[] = record?.Changes ?? [];
  if (changes.length === 0) return <Typography color="text.secondary">{translate('resources.audit_log.no_changes')}</Typography>;
  return (
    <Table size="small" aria-label={translate('resources.audit_log.fields.Changes')} data-testid="audit-changes">
      <TableHead>
        <TableRow>
          <TableCell>{translate('resources.audit_log.changes.field')}</TableCell>
          <TableCell>{translate('resources.audit_log.changes.old')}</TableCell>
          <TableCell>{translate('resources.audit_log.changes.new')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {changes.map((change) => (
          <TableRow key={change.Field}>
            <TableCell>{change.Field}</TableCell>
            {change.Secret ? (
              <TableCell colSpan={2}>{translate('resources.audit_log.changes.secret')}</TableCell>
            ) : (
              <>
                <TableCell sx={{ wordBreak: 'break-word' }}>{valueText(change.Old)}</TableCell>
                <TableCell sx={{ wordBreak: 'break-word' }}>{valueText(change.New)}</TableCell>
              </>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** One audit entry: who, when, for which customer, what, and the changed fields. */
export function AuditLogShow() {
  return (
    <Show title="resources.audit_log.show_title" actions={false}>
      <SimpleShowLayout>
        <NumberField source="AuditID" />
        <WireDateField source="At" />
        <NumberField source="UserID" emptyText="–" />
        <TextField source="Username" emptyText="–" />
        <NumberField source="ActingAdminID" emptyText="–" />
        <NumberField source="CustomerID" emptyText="–" />
        <AuditActionField />
        <TextField source="Call" emptyText="–" />
        <TextField source="Resource" />
        <TextField source="ResourceID" emptyText="–" />
        <ChangesTable />
      </SimpleShowLayout>
    </Show>
  );
}
