import { useRef, useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { Box, Button, Card, CardContent, FormControl, InputLabel, MenuItem, Select, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { TelephonyImportKind } from '@backoffice/contracts';
import { jobStartFailure } from '../../shared/jobStart';
import { TELEPHONY_IMPORT_KINDS, uploadImport } from './importUpload';

/** Upload by kind: the file goes to the server as it is; the import runs as a job (progress in the downloads menu). */
export function ImportUpload() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [kind, setKind] = useState<TelephonyImportKind>('queue_log');
  const [file, setFile] = useState<File | null>(null);
  const [sending, setSending] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const send = async () => {
    if (!file) return;
    setSending(true);
    try {
      const queued = await uploadImport(kind, file);
      notify(translate('resources.telephony_imports.upload.queued', { file: queued.FileName }), { type: 'info' });
      setFile(null);
      if (input.current) input.current.value = '';
    } catch (error) {
      notify(jobStartFailure(error, translate), { type: 'error' });
    } finally {
      setSending(false);
      refresh();
    }
  };

  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" gutterBottom>
          {translate('resources.telephony_imports.upload.title')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <FormControl size="small" sx={{ width: 300 }}>
            <InputLabel id="import-kind-label">{translate('resources.telephony_imports.fields.Kind')}</InputLabel>
            <Select
              labelId="import-kind-label"
              label={translate('resources.telephony_imports.fields.Kind')}
              value={kind}
              onChange={(event) => setKind(event.target.value as TelephonyImportKind)}
            >
              {TELEPHONY_IMPORT_KINDS.map((value) => (
                <MenuItem key={value} value={value}>
                  {translate(`resources.telephony_imports.kinds.${value}`)}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
            {translate('resources.telephony_imports.upload.choose')}
            <input
              ref={input}
              hidden
              type="file"
              aria-label={translate('resources.telephony_imports.upload.choose')}
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          </Button>
          <Typography variant="body2" color="text.secondary" data-testid="import-file-name">
            {file ? file.name : translate('resources.telephony_imports.upload.no_file')}
          </Typography>
          <Button variant="contained" disabled={!file || sending} onClick={() => void send()}>
            {translate('resources.telephony_imports.upload.submit')}
          </Button>
        </Box>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          {translate('resources.telephony_imports.upload.hint')}
        </Typography>
      </CardContent>
    </Card>
  );
}
