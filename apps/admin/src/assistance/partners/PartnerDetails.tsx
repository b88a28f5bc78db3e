import { Title, useCanAccess, useGetOne, useNotify, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { Alert, Box, Button, Card, CardContent, Chip, CircularProgress, Divider, Grid, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import DownloadIcon from '@mui/icons-material/Download';
import { AssistanceResources, type Partner } from '@backoffice/contracts';
import { groupFieldsOf, isMainPartnerGroup, isTemporaryInformationActive, pinColour } from '@backoffice/domain';
import { useSession } from '../../providers/session';
import { useDateDisplay } from '../../shared/dates';
import { PartnerLogo } from './PartnerCells';
import { downloadCostsDocument } from './partnerApi';
import { customerNow } from './noticeNow';

const partners = AssistanceResources.partners;
const FIELD = (name: string) => `resources.assistance/partners.fields.${name}`;

function Line({ label, value, testId }: { label: string; value: unknown; testId?: string }) {
  const translate = useTranslate();
  const text = value === null || value === undefined || value === '' ? '–' : String(value);
  return (
    <Grid size={{ xs: 12, sm: 6, md: 4 }}>
      <Typography variant="caption" color="text.secondary">
        {translate(label)}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap' }} data-testid={testId}>
        {text}
      </Typography>
    </Grid>
  );
}

/** /assistance/partners/{id}/details: the whole partner, read-only (opened from the map in a new tab). */
export function PartnerDetails() {
  const { id } = useParams();
  const translate = useTranslate();
  const notify = useNotify();
  const session = useSession();
  const show = useDateDisplay();
  const { canAccess, isPending: checking } = useCanAccess({ resource: partners.name, action: 'list' });
  const { data: partner, isPending, error } = useGetOne<Partner & { id: number }>(partners.name, { id: Number(id) }, { enabled: Boolean(canAccess) });
  if (checking || (canAccess && isPending)) return <CircularProgress sx={{ m: 4 }} />;
  if (!canAccess) return <Alert severity="warning">{translate('ra.page.access_denied')}</Alert>;
  if (error || !partner) return <Alert severity="error">{(error as Error)?.message ?? translate('assistance.messages.load_failed')}</Alert>;
  const yesNo = (value: unknown) => (value === 'yes' || value === 'no' ? translate(`assistance.yes_no.${value}`) : value);
  const address = partner.Address;
  const notice = partner.TemporaryInformation;
  return (
    <Card sx={{ mt: 1 }} data-testid="partner-details">
      <Title title={partner.CompanyName} />
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
          <PartnerLogo partnerId={partner.PartnerID} logo={partner.Logo} size={64} />
          <Box sx={{ flex: 1 }}>
            <Typography variant="h5" data-testid="details-company">
              {partner.CompanyName}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ mt: 0.5 }}>
              <Chip size="small" label={translate(`assistance.groups.${partner.Group}`)} />
              <Chip size="small" label={translate(`assistance.priorities.${partner.Priority}`)} sx={{ bgcolor: pinColour(partner.Priority), color: '#fff' }} />
            </Stack>
          </Box>
          {isMainPartnerGroup(partner.Group) ? (
            partner.DataValid ? (
              <Chip color="success" icon={<CheckCircleIcon />} label={translate('assistance.details.data_valid')} data-testid="data-valid" />
            ) : (
              <Chip color="warning" icon={<ErrorIcon />} label={translate('assistance.details.data_invalid')} data-testid="data-invalid" />
            )
          ) : null}
        </Stack>
        {notice && isTemporaryInformationActive(notice, customerNow(session)) ? (
          <Alert severity="warning" sx={{ mb: 2 }} data-testid="details-notice">
            {notice.Note} ({show(notice.From)} – {show(notice.Until)})
          </Alert>
        ) : null}
        <Grid container spacing={2}>
          <Line label={FIELD('Type')} value={partner.Type} />
          <Line label={FIELD('ShortName')} value={partner.ShortName} />
          <Line label={FIELD('OpeningHours')} value={partner.OpeningHours} />
          <Line label={FIELD('TelephoneNumber')} value={partner.TelephoneNumber} />
          <Line label={FIELD('Fax')} value={partner.Fax} />
          <Line label={FIELD('Email')} value={partner.Email} />
          <Line label={FIELD('Homepage')} value={partner.Homepage} />
          <Line label={FIELD('AreaOfOperations')} value={partner.AreaOfOperations} />
          <Line label={FIELD('AccountingHours')} value={partner.AccountingHours} />
          <Line label={FIELD('AcceptGOP')} value={yesNo(partner.AcceptGOP)} />
          <Line label={FIELD('ContactList')} value={partner.ContactList} />
          <Line label={FIELD('QualityNotes')} value={partner.QualityNotes} />
          {!isMainPartnerGroup(partner.Group) ? <Line label={FIELD('Notes')} value={partner.Notes} /> : null}
          <Line label={FIELD('CreatedAt')} value={show(partner.CreatedAt)} />
        </Grid>
        <Divider sx={{ my: 2 }} />
        <Typography variant="subtitle1">{translate('assistance.form.address')}</Typography>
        <Grid container spacing={2}>
          <Line label={FIELD('Street')} value={address.Street} />
          <Line label={FIELD('PostalCode')} value={address.PostalCode} />
          <Line label={FIELD('Location')} value={address.Location} />
          <Line label={FIELD('CountryName')} value={address.CountryName} />
          <Line label={FIELD('Latitude')} value={address.Latitude} />
          <Line label={FIELD('Longitude')} value={address.Longitude} />
        </Grid>
        {partner.CostsDocument ? (
          <Button
            sx={{ mt: 2 }}
            startIcon={<DownloadIcon />}
            onClick={() =>
              void downloadCostsDocument(partner.PartnerID).catch(() => notify('assistance.messages.price_list_download_failed', { type: 'error' }))
            }
          >
            {partner.CostsDocument.OriginalFileName}
          </Button>
        ) : null}
        {partner.GroupSpecificFields ? (
          <>
            <Divider sx={{ my: 2 }} />
            <Typography variant="subtitle1">
              {translate('assistance.form.group_specific', { group: translate(`assistance.groups.${partner.Group}`) })}
            </Typography>
            <Grid container spacing={2}>
              {groupFieldsOf(partner.Group).map((field) => (
                <Line key={field.name} label={`assistance.group_fields.${field.name}`} value={yesNo(partner.GroupSpecificFields?.[field.name])} />
              ))}
            </Grid>
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
