import { useEffect } from 'react';
import { Button, DataTable, useCanAccess, useListContext, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import DownloadIcon from '@mui/icons-material/Download';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { AssistanceCalls, AssistanceResources, PARTNER_CSV_FILE_NAME, SocketEvent } from '@backoffice/contracts';
import { CrudList } from '../../shared/CrudList';
import { RowActions, RowIconButton } from '../../shared/RowActions';
import { downloadFile } from '../../shared/downloads';
import { toWireFilter } from '../../providers/wireFilter';
import { onServerEvent } from '../../providers/socket';
import { CutText, LogoCell } from './PartnerCells';

const partners = AssistanceResources.partners;

/** PartnerList.csv of every row the current search matches, in the current order (streamed by the server). */
export function ExportPartnersButton() {
  const { filterValues, sort } = useListContext();
  const notify = useNotify();
  const exportAll = () => {
    const filter = toWireFilter(partners, { filter: filterValues, sort, pagination: { page: 1, perPage: 1 } });
    const params: Record<string, string> = {};
    if (filter.q) params.q = JSON.stringify(filter.q);
    if (filter.order?.length) params.order = JSON.stringify(filter.order);
    downloadFile(AssistanceCalls.export.path, { label: PARTNER_CSV_FILE_NAME, params, fallbackName: PARTNER_CSV_FILE_NAME }).catch((error: Error) =>
      notify(error.message, { type: 'error' }),
    );
  };
  return <Button label="assistance.actions.export" onClick={exportAll} startIcon={<DownloadIcon />} data-testid="export-partners" />;
}

function DetailsLink() {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <RowIconButton label="assistance.actions.details" to={`/${partners.name}/${record.id}/details`}>
      <InfoOutlinedIcon fontSize="small" />
    </RowIconButton>
  );
}

/** The list reloads when the customer's partners change elsewhere (socket partnersChanged). */
function RefreshOnPartnersChanged() {
  const refresh = useRefresh();
  useEffect(() => onServerEvent(SocketEvent.PartnersChanged, () => refresh()), [refresh]);
  return null;
}

/** /assistance/partners: the Partners table (spec part 2 section 2). */
export function PartnerList() {
  const translate = useTranslate();
  const { canAccess: canEdit } = useCanAccess({ resource: partners.name, action: 'edit' });
  return (
    <>
      <RefreshOnPartnersChanged />
      <CrudList
        title="resources.assistance/partners.list_title"
        bulkDeleteTitle="resources.assistance/partners.bulk_delete_title"
        bulkDeleteContent="resources.assistance/partners.bulk_delete_content"
        extraActions={<ExportPartnersButton />}
      >
        {canEdit ? (
          <DataTable.Col source="actions" label="app.actions" disableSort>
            <RowActions
              deleteTitle="resources.assistance/partners.delete_title"
              deleteContent="resources.assistance/partners.delete_content"
              after={<DetailsLink />}
              editPath={(id) => `/${partners.name}/${id}/edit`}
            />
          </DataTable.Col>
        ) : (
          <DataTable.Col source="details" label={translate('assistance.actions.details')} disableSort>
            <DetailsLink />
          </DataTable.Col>
        )}
        <DataTable.Col source="Logo" disableSort>
          <LogoCell />
        </DataTable.Col>
        {(['Group', 'Type', 'CompanyName', 'OpeningHours', 'TelephoneNumber', 'Email', 'Priority', 'Address'] as const).map((source) => (
          <DataTable.Col key={source} source={source}>
            <CutText source={source} />
          </DataTable.Col>
        ))}
      </CrudList>
    </>
  );
}
