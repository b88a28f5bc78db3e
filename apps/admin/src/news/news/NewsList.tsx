import { useCallback, useState } from 'react';
import { DataTable, useCanAccess, useInput, useRecordContext, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { Box, Checkbox, FormControlLabel } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import InfoIcon from '@mui/icons-material/Info';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import { NewsResources, type News } from '@backoffice/contracts';
import { CrudList } from '../../shared/CrudList';
import { DeleteRowButton, RowIconButton } from '../../shared/RowActions';
import { WireDateField } from '../../shared/dates';
import { useNewsChanges } from '../newsLive';
import { newsPreview } from '../newsText';
import { NewsDetailsDialog } from './NewsDetailsDialog';

/**
 * Details for everyone; Read on the news addressed to the user (all of a reader's rows; an editor's
 * own ones, so an editor who is also an addressee confirms from the same list); Edit and Delete for editors.
 */
function NewsRowActions({ editor }: { editor: boolean }) {
  const record = useRecordContext<News & { id: number }>();
  const [details, setDetails] = useState(false);
  if (!record) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.25, whiteSpace: 'nowrap' }} onClick={(event) => event.stopPropagation()}>
      <RowIconButton label="news.list.details" onClick={() => setDetails(true)}>
        <InfoIcon fontSize="small" />
      </RowIconButton>
      {!editor || record.Addressed ? (
        <RowIconButton label="news.list.read" to={`/news/${String(record.id)}/read`}>
          <MarkEmailReadIcon fontSize="small" />
        </RowIconButton>
      ) : null}
      {editor ? (
        <>
          <RowIconButton label="ra.action.edit" to={`/news/${String(record.id)}/edit`}>
            <EditIcon fontSize="small" />
          </RowIconButton>
          <DeleteRowButton title="news.list.delete_title" content="news.list.delete_content" />
        </>
      ) : null}
      {details ? <NewsDetailsDialog newsId={Number(record.id)} onClose={() => setDetails(false)} /> : null}
    </Box>
  );
}

/** The readers' 'Show read news' checkbox (spec part 2 section 2), a filter sent as ShowRead. */
function ShowReadCheckbox({ source, label }: { source: string; label: string; alwaysOn?: boolean }) {
  const translate = useTranslate();
  const { field } = useInput({ source, defaultValue: false });
  return (
    <FormControlLabel
      sx={{ mb: 0.5 }}
      control={<Checkbox checked={field.value === true} onChange={(event) => field.onChange(event.target.checked)} />}
      label={translate(label)}
    />
  );
}

/**
 * /news: editors (news_edit) see every news of the customer, select rows, bulk delete and create;
 * the others see the news valid today addressed to them, with 'Show read news'. Reads and changes
 * by others refresh the table (counts) without a reload.
 */
export function NewsList() {
  const { canAccess } = useCanAccess({ resource: NewsResources.news.name, action: 'edit' });
  const editor = Boolean(canAccess);
  const queryClient = useQueryClient();
  // Only the news table asks again (react-admin's refresh would restart every query of the page).
  useNewsChanges(useCallback(() => void queryClient.invalidateQueries({ queryKey: [NewsResources.news.name] }), [queryClient]));
  return (
    <CrudList
      title="news.list.title"
      bulkDeleteTitle="news.list.bulk_delete_title"
      bulkDeleteContent="news.list.bulk_delete_content"
      defaultSort={{ field: 'NewsID', order: 'DESC' }}
      editable={editor}
      createAllowed={editor}
      filters={editor ? [] : [<ShowReadCheckbox key="ShowRead" source="ShowRead" label="news.list.show_read" alwaysOn />]}
    >
      <DataTable.Col source="actions" label="app.actions" disableSort>
        <NewsRowActions editor={editor} />
      </DataTable.Col>
      <DataTable.NumberCol source="NewsID" options={{ useGrouping: false }} />
      <DataTable.Col source="Text" render={(record) => newsPreview(String(record.Text ?? ''))} />
      <DataTable.Col source="From">
        <WireDateField source="From" />
      </DataTable.Col>
      <DataTable.Col source="Until">
        <WireDateField source="Until" />
      </DataTable.Col>
      <DataTable.NumberCol source="UserCount" />
      <DataTable.NumberCol source="UserReadCount" />
    </CrudList>
  );
}
