import { useState } from 'react';
import {
  BulkDeleteButton,
  Button as RaButton,
  ColumnsButton,
  Confirm,
  DataTable,
  List,
  SearchInput,
  TopToolbar,
  useDelete,
  useListContext,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  useUnselect,
  useUnselectAll,
} from 'react-admin';
import { Box, FormControlLabel, IconButton, Switch, Tooltip } from '@mui/material';
import ArchiveIcon from '@mui/icons-material/Archive';
import DeleteIcon from '@mui/icons-material/Delete';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Permission, QualityResources, type Report } from '@backoffice/contracts';
import { NoMatchingRecords, TablePagination } from '../../shared/CrudList';
import { RowIconButton } from '../../shared/RowActions';
import { DEFAULT_PAGE_SIZE, SEARCH_DEBOUNCE_MS } from '../../shared/tableOptions';
import { WireDateField } from '../../shared/dates';
import { archiveReport, bulkArchiveReports, downloadReport } from '../qualityApi';
import { useHasPermission } from '../../shared/usePermissions';

const RESOURCE = QualityResources.reports.name;
type Row = Report & { id: number };

/** A row action behind its confirm dialog. */
function ConfirmedAction({
  label,
  icon,
  title,
  content,
  onConfirm,
  color,
}: {
  label: string;
  icon: React.ReactNode;
  title: string;
  content: string;
  onConfirm: () => Promise<unknown>;
  color?: 'error' | 'primary';
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  return (
    <>
      <RowIconButton label={label} onClick={() => setOpen(true)} color={color}>
        {icon}
      </RowIconButton>
      <Confirm isOpen={open} loading={busy} title={title} content={content} onConfirm={() => void confirm()} onClose={() => setOpen(false)} />
    </>
  );
}

function RowButtons() {
  const record = useRecordContext<Row>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselect = useUnselect(RESOURCE);
  const [deleteOne] = useDelete();
  const mayDownload = useHasPermission(Permission.QualityDownloadReport);
  const mayChange = useHasPermission(Permission.QualityDeleteReport);
  if (!record) return null;
  const fail = (error: unknown) => notify((error as Error).message, { type: 'error' });
  return (
    <Box sx={{ display: 'flex', gap: 0.25, whiteSpace: 'nowrap' }} onClick={(event) => event.stopPropagation()}>
      {mayDownload ? (
        <ConfirmedAction
          label="resources.report_list.download"
          icon={<PictureAsPdfIcon fontSize="small" />}
          title="resources.report_list.download_title"
          content="resources.report_list.download_content"
          onConfirm={() => downloadReport(record.ReportID, record.FileName).catch(fail)}
        />
      ) : null}
      {mayChange ? (
        record.Archived ? (
          <Tooltip title={translate('resources.report_list.already_archived')}>
            <span>
              <IconButton size="small" disabled aria-label={translate('resources.report_list.already_archived')}>
                <ArchiveIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        ) : (
          <ConfirmedAction
            label="resources.report_list.archive"
            icon={<ArchiveIcon fontSize="small" />}
            title="resources.report_list.archive_title"
            content="resources.report_list.archive_content"
            onConfirm={() =>
              archiveReport(record.ReportID)
                .then(() => {
                  notify('resources.report_list.archived', { type: 'success' });
                  refresh();
                })
                .catch(fail)
            }
          />
        )
      ) : null}
      {mayChange ? (
        <ConfirmedAction
          label="ra.action.delete"
          color="error"
          icon={<DeleteIcon fontSize="small" />}
          title="resources.report_list.delete_title"
          content="resources.report_list.delete_content"
          onConfirm={() =>
            deleteOne(RESOURCE, { id: record.id, previousData: record }, { mutationMode: 'pessimistic', returnPromise: true })
              .then(() => {
                unselect([record.id]);
                notify(`resources.${RESOURCE}.notifications.deleted`, { type: 'info', messageArgs: { smart_count: 1 } });
              })
              .catch(fail)
          }
        />
      ) : null}
    </Box>
  );
}

function BulkArchiveButton() {
  const { selectedIds } = useListContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll(RESOURCE);
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await bulkArchiveReports(selectedIds.map(Number));
      notify('resources.report_list.archived', { type: 'success' });
      unselectAll();
      refresh();
    } catch (error) {
      notify(`${translate('resources.report_list.bulk_archive_failed')}: ${(error as Error).message}`, { type: 'error' });
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  return (
    <>
      <RaButton label="resources.report_list.bulk_archive" onClick={() => setOpen(true)}>
        <ArchiveIcon />
      </RaButton>
      <Confirm
        isOpen={open}
        loading={busy}
        title="resources.report_list.bulk_archive_title"
        content="resources.report_list.bulk_archive_content"
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

function Count({ source }: { source: 'PerfectCalls' | 'TotalCalls'; label?: string }) {
  const record = useRecordContext<Row>();
  return record ? <span data-testid={`report-${source}`}>{record[source]}</span> : null;
}

/**
 * /report_list: Actions (download, archive, delete, each after a confirm dialog; an archived row
 * says Already archived), From, To, User, Perfect, Total, Creation time; Show archived.
 */
export function ReportList() {
  const translate = useTranslate();
  const mayChange = useHasPermission(Permission.QualityDeleteReport);
  const [showArchived, setShowArchived] = useState(false);
  return (
    <List
      resource={RESOURCE}
      title="resources.report_list.list_title"
      perPage={DEFAULT_PAGE_SIZE}
      sort={{ field: 'CreatedAt', order: 'DESC' }}
      filter={showArchived ? {} : { Archived: false }}
      debounce={SEARCH_DEBOUNCE_MS}
      filters={[<SearchInput key="q" source="q" alwaysOn />]}
      actions={
        <TopToolbar>
          <FormControlLabel
            control={
              <Switch
                checked={showArchived}
                onChange={(event) => setShowArchived(event.target.checked)}
                slotProps={{ input: { 'aria-label': translate('resources.report_list.show_archived') } }}
              />
            }
            label={translate('resources.report_list.show_archived')}
          />
          <ColumnsButton storeKey={`${RESOURCE}.datatable`} />
        </TopToolbar>
      }
      pagination={<TablePagination />}
      empty={false}
      disableSyncWithLocation={false}
    >
      <DataTable
        storeKey={`${RESOURCE}.datatable`}
        rowClick={false}
        empty={<NoMatchingRecords />}
        bulkActionButtons={
          mayChange ? (
            <>
              <BulkArchiveButton />
              <BulkDeleteButton
                mutationMode="pessimistic"
                confirmTitle="resources.report_list.bulk_delete_title"
                confirmContent="resources.report_list.bulk_delete_content"
              />
            </>
          ) : (
            false
          )
        }
      >
        <DataTable.Col source="actions" label="app.actions" disableSort>
          <RowButtons />
        </DataTable.Col>
        <DataTable.Col source="PeriodFrom">
          <WireDateField source="PeriodFrom" part="date" />
        </DataTable.Col>
        <DataTable.Col source="PeriodTo">
          <WireDateField source="PeriodTo" part="date" />
        </DataTable.Col>
        <DataTable.Col source="ReportUser" />
        <DataTable.Col source="PerfectCalls">
          <Count source="PerfectCalls" />
        </DataTable.Col>
        <DataTable.Col source="TotalCalls">
          <Count source="TotalCalls" />
        </DataTable.Col>
        <DataTable.Col source="CreatedAt">
          <WireDateField source="CreatedAt" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
