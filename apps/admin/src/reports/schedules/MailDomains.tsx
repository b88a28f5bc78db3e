import { useEffect, useState } from 'react';
import { Title, useNotify, useTranslate } from 'react-admin';
import { Alert, Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { mailDomainProblems } from '@backoffice/domain';
import { api } from '../../providers/api';
import { recipientList } from './scheduleReports';

/**
 * /report/mail_domains: the domains the active customer's scheduled reports may be mailed to
 * besides its users' own addresses (core_customer_edit: the customer's administrator).
 */
export function MailDomains() {
  const translate = useTranslate();
  const notify = useNotify();
  const [text, setText] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    let live = true;
    api.reportSchedules.mailDomains({}).then(
      (answer) => live && setText(answer.Domains.join('\n')),
      (error: Error) => {
        if (!live) return;
        setText('');
        notify(error.message, { type: 'error' });
      },
    );
    return () => {
      live = false;
    };
  }, [notify]);
  const domains = recipientList(text);
  const wrong = mailDomainProblems(domains)[0]?.value;
  const save = () => {
    setSaving(true);
    api.reportSchedules
      .saveMailDomains({ Domains: domains })
      .then(
        (answer) => {
          setText(answer.Domains.join('\n'));
          notify('reports.schedules.domains_saved', { type: 'success' });
        },
        (error: Error) => notify(error.message, { type: 'error' }),
      )
      .finally(() => setSaving(false));
  };
  return (
    <Card>
      <Title title="reports.menu.mail_domains" />
      <CardContent>
        <Typography variant="h6">{translate('reports.menu.mail_domains')}</Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate('reports.schedules.domains_help')}
        </Typography>
        {text === null ? null : (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 480 }}>
            <TextField
              label={translate('reports.schedules.domains')}
              multiline
              minRows={4}
              value={text}
              onChange={(event) => setText(event.target.value)}
              slotProps={{ htmlInput: { 'data-testid': 'mail-domains' } }}
            />
            {wrong ? <Alert severity="error">{translate('reports.schedules.bad_domain', { domain: wrong })}</Alert> : null}
            <Box>
              <Button variant="contained" onClick={save} disabled={saving || Boolean(wrong)}>
                {translate('app.save')}
              </Button>
            </Box>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
