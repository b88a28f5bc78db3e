import { useEffect, useState } from 'react';
import { Title, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { Card, CardContent, LinearProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { type LunchPlan } from '@backoffice/contracts';
import { api } from '../providers/api';
import { NoMatchingRecords } from '../shared/CrudList';
import { useDateDisplay } from '../shared/dates';
import { dayHeading, plannedBreaks } from './lunchDay';

/** /lunch_breaks (Mittagspause): today's breaks (the customer's day), Agent / From / To by user name, agents without a break hidden. */
export function LunchBreakList() {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const show = useDateDisplay();
  const [plan, setPlan] = useState<LunchPlan | null>(null);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    api.lunchBreak
      .list({})
      .then(setPlan)
      .catch((error: Error) => notify(`${translate('lunch_break.messages.load_failed')}: ${error.message}`, { type: 'error' }))
      .finally(() => setLoading(false));
  }, [notify, translate]);
  const rows = plan ? plannedBreaks(plan.LunchBreaks) : [];
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="lunch_break.list.title" />
      <CardContent>
        <Typography variant="h5" component="h1">
          {translate('lunch_break.list.title')}
        </Typography>
        {plan ? (
          <Typography variant="subtitle1" color="text.secondary" data-testid="lunch-day">
            {dayHeading(plan.Date, locale)}
          </Typography>
        ) : null}
        {loading ? <LinearProgress sx={{ my: 2 }} /> : null}
        {plan && rows.length === 0 ? <NoMatchingRecords /> : null}
        {rows.length > 0 ? (
          <Table size="small" data-testid="lunch-table">
            <TableHead>
              <TableRow>
                <TableCell>{translate('lunch_break.columns.agent')}</TableCell>
                <TableCell>{translate('lunch_break.columns.from')}</TableCell>
                <TableCell>{translate('lunch_break.columns.to')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.AgentID}>
                  <TableCell>{row.Username}</TableCell>
                  <TableCell>{show(row.From)}</TableCell>
                  <TableCell>{show(row.To)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : null}
      </CardContent>
    </Card>
  );
}
