import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { FormControl, InputLabel, MenuItem, Select } from '@mui/material';
import { DEFAULT_PERIOD_PRESET, PERIOD_PRESETS, type PeriodPreset } from '@backoffice/contracts';
import { presetSpan, type DateSpan } from '@backoffice/domain';
import { DatePickerField } from '../shared/DateInput';

/** A period chosen by preset (ISO weeks and months of the customer's calendar) or, for Custom, by its days. */
export function usePeriod(today: string) {
  const [preset, setPreset] = useState<PeriodPreset>(DEFAULT_PERIOD_PRESET);
  const [span, setSpan] = useState<DateSpan>(() => presetSpan(DEFAULT_PERIOD_PRESET, today)!);
  const choose = (next: PeriodPreset) => {
    setPreset(next);
    const chosen = presetSpan(next, today);
    if (chosen) setSpan(chosen);
  };
  const valid = Boolean(span.from && span.to && span.from <= span.to);
  return { preset, span, valid, choose, setSpan };
}

/**
 * The period fields of Call generation and Report generation: the presets Last week (default),
 * Last month, Current week, Current month and Custom; the dates are editable only for Custom, and
 * an end before the start says so.
 */
export function PeriodFields({ period, testIdPrefix }: { period: ReturnType<typeof usePeriod>; testIdPrefix: string }) {
  const translate = useTranslate();
  const { preset, span, choose, setSpan } = period;
  const reversed = Boolean(span.from && span.to && span.from > span.to);
  return (
    <>
      <FormControl size="small" fullWidth={false} sx={{ minWidth: 200 }}>
        <InputLabel id={`${testIdPrefix}-preset-label`}>{translate('quality.generate.preset')}</InputLabel>
        <Select
          labelId={`${testIdPrefix}-preset-label`}
          label={translate('quality.generate.preset')}
          value={preset}
          onChange={(event) => choose(event.target.value as PeriodPreset)}
          inputProps={{ 'data-testid': `${testIdPrefix}-preset` }}
        >
          {PERIOD_PRESETS.map((value) => (
            <MenuItem key={value} value={value}>
              {translate(`quality.generate.presets.${value}`)}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <DatePickerField
        label="quality.from"
        value={span.from}
        disabled={preset !== 'custom'}
        onChange={(from) => setSpan((current) => ({ ...current, from }))}
        testId={`${testIdPrefix}-from`}
      />
      <DatePickerField
        label="quality.to"
        value={span.to}
        disabled={preset !== 'custom'}
        error={!period.valid}
        helperText={reversed ? translate('quality.range_reversed') : undefined}
        onChange={(to) => setSpan((current) => ({ ...current, to }))}
        testId={`${testIdPrefix}-to`}
      />
    </>
  );
}
