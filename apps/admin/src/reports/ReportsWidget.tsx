import { useEffect, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { ListItem, ListItemText } from '@mui/material';
import type { AcdToday } from '@backoffice/contracts';
import { api } from '../providers/api';
import { COUNT_REFRESH_MS, DashboardTile } from '../shared/DashboardTile';

/**
 * The home-page tile: today's incoming, handled and lost calls and the service level (ACD
 * definition, the customer's today, each queue with its thresholds), against the customer's target.
 */
export function ReportsWidget() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [today, setToday] = useState<AcdToday | null>(null);
  useEffect(() => {
    let live = true;
    const load = () =>
      api.reports
        .acdToday({})
        .then((figures) => live && setToday(figures))
        .catch(() => undefined);
    void load();
    const timer = setInterval(() => void load(), COUNT_REFRESH_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, []);
  const number = (value: number) => value.toLocaleString(locale);
  const lines: [string, string | undefined][] = [
    ['reports.widget.incoming', today ? number(today.Incoming) : undefined],
    ['reports.widget.handled', today ? number(today.Handled) : undefined],
    ['reports.widget.lost', today ? number(today.Lost) : undefined],
    ['reports.widget.service_level', today ? `${number(today.ServiceLevel)} %` : undefined],
    ['reports.widget.target', today ? `${number(today.TargetShare)} %` : undefined],
  ];
  return (
    <DashboardTile title="reports.widget.title" testId="reports">
      {lines.map(([label, value]) => (
        <ListItem key={label} secondaryAction={<span data-testid={`reports-widget-${label.split('.').pop()}`}>{value ?? '–'}</span>}>
          <ListItemText primary={translate(label, { target: today?.TargetSeconds ?? '–' })} />
        </ListItem>
      ))}
    </DashboardTile>
  );
}
