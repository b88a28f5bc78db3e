import type { ReactElement, ReactNode } from 'react';
import {
  BulkDeleteButton,
  ColumnsButton,
  CreateButton,
  DataTable,
  List,
  Pagination,
  SearchInput,
  TopToolbar,
  useCanAccess,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { Typography } from '@mui/material';
import { DEFAULT_PAGE_SIZE, rowsPerPageOptions, SEARCH_DEBOUNCE_MS } from './tableOptions';

export function NoMatchingRecords() {
  const translate = useTranslate();
  return (
    <Typography sx={{ p: 2 }} color="text.secondary" data-testid="empty-table">
      {translate('app.empty')}
    </Typography>
  );
}

export function TablePagination() {
  const translate = useTranslate();
  return <Pagination rowsPerPageOptions={rowsPerPageOptions(translate('app.all'))} />;
}

function ListActions({ canCreate, extra }: { canCreate: boolean; extra?: ReactNode }) {
  const resource = useResourceContext();
  return (
    <TopToolbar>
      <ColumnsButton storeKey={`${resource}.datatable`} />
      {extra}
      {canCreate ? <CreateButton /> : null}
    </TopToolbar>
  );
}

interface CrudListProps {
  title: string;
  /** The Actions column and the data columns, as DataTable.Col elements. */
  children: ReactNode;
  searchable?: boolean;
  defaultSort?: { field: string; order: 'ASC' | 'DESC' };
  /** Sidebar/list title keys for bulk delete dialogs. */
  bulkDeleteTitle?: string;
  bulkDeleteContent?: string;
  /** Whether the user may change records (create, select, bulk delete). */
  editable?: boolean;
  createAllowed?: boolean;
  rowClick?: false | 'edit' | 'show';
  pagination?: ReactElement | false;
  /** Filter inputs beside the search box (news' 'Show read news'). */
  filters?: ReactElement[];
  /** More buttons of the list's toolbar (an area's export). */
  extraActions?: ReactNode;
}

/**
 * A spec table: 10 rows, 5/10/20/50/75/100/All, a search box, sortable columns, column
 * show/hide saved for the user, selection with bulk delete behind a confirm dialog, the empty
 * text, and page, rows, search and sort in the query string (react-admin's list does that).
 */
export function CrudList({
  title,
  children,
  searchable = true,
  defaultSort,
  bulkDeleteTitle,
  bulkDeleteContent,
  editable,
  createAllowed,
  rowClick = false,
  pagination,
  filters = [],
  extraActions,
}: CrudListProps) {
  const resource = useResourceContext() ?? '';
  const { canAccess: canEdit } = useCanAccess({ resource, action: 'edit' });
  const { canAccess: canCreate } = useCanAccess({ resource, action: 'create' });
  const mayEdit = editable ?? Boolean(canEdit);
  const mayCreate = createAllowed ?? Boolean(canCreate);
  return (
    <List
      // A wide table scrolls inside the list: the page stays as wide as the screen (390 px phones).
      sx={{ minWidth: 0, '& .RaList-main': { minWidth: 0 }, '& .RaDataTable-tableWrapper': { overflowX: 'auto' } }}
      title={title}
      perPage={DEFAULT_PAGE_SIZE}
      sort={defaultSort}
      debounce={SEARCH_DEBOUNCE_MS}
      filters={searchable || filters.length > 0 ? [...(searchable ? [<SearchInput key="q" source="q" alwaysOn />] : []), ...filters] : undefined}
      actions={<ListActions canCreate={mayCreate} extra={extraActions} />}
      pagination={pagination === undefined ? <TablePagination /> : pagination}
      empty={false}
      disableSyncWithLocation={false}
    >
      <DataTable
        storeKey={`${resource}.datatable`}
        rowClick={rowClick}
        empty={<NoMatchingRecords />}
        bulkActionButtons={mayEdit ? <BulkDeleteButton mutationMode="pessimistic" confirmTitle={bulkDeleteTitle} confirmContent={bulkDeleteContent} /> : false}
      >
        {children}
      </DataTable>
    </List>
  );
}
