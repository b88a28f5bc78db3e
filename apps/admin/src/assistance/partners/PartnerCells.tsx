import { useRef, useState } from 'react';
import { useCanAccess, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { Avatar, Box, IconButton, Tooltip } from '@mui/material';
import BusinessIcon from '@mui/icons-material/Business';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { AssistanceResources, PARTNER_CELL_MAX_CHARS } from '@backoffice/contracts';
import { logoUrl, uploadLogo } from './partnerApi';

/** A table cell's text cut at 60 characters (the whole text as tooltip). */
export function CutText({ source }: { source: string }) {
  const record = useRecordContext();
  const text = String(record?.[source] ?? '');
  if (text.length <= PARTNER_CELL_MAX_CHARS) return <span>{text}</span>;
  return (
    <Tooltip title={text}>
      <span>{`${text.slice(0, PARTNER_CELL_MAX_CHARS)}…`}</span>
    </Tooltip>
  );
}

export function PartnerLogo({ partnerId, logo, size = 40 }: { partnerId: number; logo: string | null | undefined; size?: number }) {
  const translate = useTranslate();
  return logo ? (
    <Avatar
      variant="rounded"
      src={logoUrl(partnerId, logo)}
      alt={translate('resources.assistance/partners.fields.Logo')}
      sx={{ width: size, height: size, bgcolor: 'transparent' }}
    />
  ) : (
    <Avatar variant="rounded" sx={{ width: size, height: size }} data-testid="logo-placeholder">
      <BusinessIcon fontSize="small" />
    </Avatar>
  );
}

/**
 * The Logo column: the thumbnail (a placeholder without logo). With assistance_edit_partners a
 * click picks a new image and a button removes it; others only see it.
 */
export function LogoCell() {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const { canAccess: canEdit } = useCanAccess({ resource: AssistanceResources.partners.name, action: 'edit' });
  if (!record) return null;
  const partnerId = Number(record.PartnerID);
  const logo = record.Logo as string | null;
  const send = (file: File | null) => {
    if (file && !file.type.startsWith('image/')) {
      notify('assistance.messages.logo_not_image', { type: 'warning' });
      return;
    }
    setBusy(true);
    uploadLogo(partnerId, file)
      .then(() => {
        notify('assistance.messages.logo_updated', { type: 'info' });
        refresh();
      })
      .catch((error: Error) => notify(error.message || 'assistance.messages.logo_failed', { type: 'error' }))
      .finally(() => setBusy(false));
  };
  if (!canEdit) return <PartnerLogo partnerId={partnerId} logo={logo} />;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }} onClick={(event) => event.stopPropagation()}>
      <Tooltip title={translate('assistance.actions.change_logo')}>
        <IconButton size="small" disabled={busy} onClick={() => input.current?.click()} aria-label={translate('assistance.actions.change_logo')} sx={{ p: 0 }}>
          <PartnerLogo partnerId={partnerId} logo={logo} />
        </IconButton>
      </Tooltip>
      {logo ? (
        <Tooltip title={translate('assistance.actions.remove_logo')}>
          <IconButton size="small" disabled={busy} onClick={() => send(null)} aria-label={translate('assistance.actions.remove_logo')}>
            <DeleteOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        data-testid={`logo-input-${partnerId}`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) send(file);
        }}
      />
    </Box>
  );
}
