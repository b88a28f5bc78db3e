import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Box, Checkbox, FormControlLabel, FormGroup } from '@mui/material';
import { ResponsiveBar } from '@nivo/bar';
import { ACTIVITY_TYPES, HOLIDAY_WEEKDAY, type ActivityType, type AgentProductivityRow } from '@backoffice/contracts';
import { ACTIVITY_COLOURS, agentShareBars } from '@backoffice/domain';
import { api } from '../providers/api';
import { useSession } from '../providers/session';
import { TimePickerField } from '../shared/TimeInput';
import { customerToday, wireStart } from './reportDates';
import { ReportCard, ReportDateRange, useReport } from './reportKit';

/** The spec: the chart uses the German locale. */
const percent = new Intl.NumberFormat('de-DE', { style: 'percent', maximumFractionDigits: 1 });

/** /report/agent_productivity: a horizontal 100 % stacked bar per agent of the activity shares. */
export function AgentProductivityReport() {
  const session = useSession();
  const translate = useTranslate();
  const today = customerToday(session);
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(today);
  const [hourFrom, setHourFrom] = useState('07:00');
  const [hourTo, setHourTo] = useState('20:00');
  const [weekDays, setWeekDays] = useState<number[]>([1, 2, 3, 4, 5, 6, 7, HOLIDAY_WEEKDAY]);
  const report = useReport<AgentProductivityRow[]>({ ok: 'reports.messages.productivity_loaded', fail: 'reports.messages.productivity_failed' });
  const toggle = (day: number) => setWeekDays((days) => (days.includes(day) ? days.filter((d) => d !== day) : [...days, day].sort()));
  const data = report.data ? agentShareBars(report.data) : [];
  // Only the types some agent has, so the legend lists what the bars show.
  const keys = ACTIVITY_TYPES.filter((type) => data.some((row) => row[type] !== undefined));
  return (
    <ReportCard
      range={{ from, to }}
      title="reports.menu.agent_productivity"
      loading={report.loading}
      submitDisabled={!hourFrom || !hourTo}
      onSubmit={() =>
        // DateTo is sent as 00:00:00 (spec section 9); the server counts that day whole.
        void report.run(() =>
          api.reports.agentProductivity({
            DateFrom: wireStart(from),
            DateTo: wireStart(to),
            HourFrom: hourFrom,
            HourTo: hourTo,
            WeekDays: weekDays,
          }),
        )
      }
      filters={
        <>
          <ReportDateRange from={from} to={to} onFrom={setFrom} onTo={setTo} labels="start_end" />
          <TimePickerField label="reports.filters.start_time" value={hourFrom} onChange={setHourFrom} testId="productivity-hour-from" />
          <TimePickerField label="reports.filters.end_time" value={hourTo} onChange={setHourTo} testId="productivity-hour-to" />
          <FormGroup row>
            {[1, 2, 3, 4, 5, 6, 7].map((day) => (
              <FormControlLabel
                key={day}
                control={<Checkbox size="small" checked={weekDays.includes(day)} onChange={() => toggle(day)} />}
                label={translate(`reports.weekdays.${day}`)}
              />
            ))}
            <FormControlLabel
              control={<Checkbox size="small" checked={weekDays.includes(HOLIDAY_WEEKDAY)} onChange={() => toggle(HOLIDAY_WEEKDAY)} />}
              label={translate('reports.filters.holiday')}
            />
          </FormGroup>
        </>
      }
    >
      {report.data && (
        <Box sx={{ height: Math.max(120 + data.length * 36, 60 + keys.length * 20) }} data-testid="agent-productivity-chart">
          <ResponsiveBar
            data={data}
            keys={keys}
            indexBy="agent"
            layout="horizontal"
            groupMode="stacked"
            valueScale={{ type: 'linear', min: 0, max: 100 }}
            margin={{ top: 10, right: 220, bottom: 40, left: 160 }}
            padding={0.25}
            colors={(bar) => ACTIVITY_COLOURS[bar.id as ActivityType]}
            valueFormat={(value) => percent.format(Number(value) / 100)}
            label={(bar) => (Number(bar.value) >= 8 ? percent.format(Number(bar.value) / 100) : '')}
            axisBottom={{ format: (value) => percent.format(Number(value) / 100) }}
            tooltip={({ id, value, indexValue, color }) => (
              <Box sx={{ background: 'white', p: 1, border: `2px solid ${color}`, fontSize: 13 }} role="tooltip">
                {indexValue}: {translate(`reports.types.${id}`)} {percent.format(Number(value) / 100)}
              </Box>
            )}
            legendLabel={(datum) => translate(`reports.types.${datum.id}`)}
            legends={[{ dataFrom: 'keys', anchor: 'right', direction: 'column', translateX: 210, itemWidth: 200, itemHeight: 18, symbolSize: 12 }]}
            role="img"
            ariaLabel={translate('reports.menu.agent_productivity')}
            barAriaLabel={(bar) => `${bar.indexValue}: ${translate(`reports.types.${bar.id}`)} ${percent.format(Number(bar.value) / 100)}`}
          />
        </Box>
      )}
    </ReportCard>
  );
}
