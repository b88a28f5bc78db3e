import { lazy, Suspense } from 'react';
import { FieldTitle, InputHelperText, useInput, useTranslate, type InputProps } from 'react-admin';
import { TextField } from '@mui/material';
import { formatDate } from './dates';
import type { DatePickerFieldProps } from './dateInputModel';

export type { DatePickerFieldProps } from './dateInputModel';

/** The MUI X picker is a lazy chunk: only screens with a date field load it. */
const WireDatePicker = lazy(async () => ({ default: (await import('./datePickerImpl')).WireDatePicker }));

/** Shown while the picker's chunk loads: the same box, the date as DD.MM.YYYY, not editable. */
function LoadingDateField({ label, value, disabled, helperText, width = 180, size = 'small' }: DatePickerFieldProps) {
  const translate = useTranslate();
  return (
    <TextField
      size={size}
      fullWidth={false}
      sx={{ width }}
      label={typeof label === 'string' ? translate(label, { _: label }) : label}
      value={formatDate(value)}
      disabled={disabled}
      helperText={helperText}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { readOnly: true, 'aria-busy': true } }}
    />
  );
}

/**
 * A date field for a screen's own state (spec part 1 section 9): shows and accepts DD.MM.YYYY,
 * the picker's texts follow the admin's language; `value` and `onChange` use the wire form
 * YYYY-MM-DD ('' while empty or unfinished, when the field also says the date is invalid).
 */
export function DatePickerField(props: DatePickerFieldProps) {
  return (
    <Suspense fallback={<LoadingDateField {...props} />}>
      <WireDatePicker {...props} />
    </Suspense>
  );
}

export type DateInputProps = Omit<InputProps, 'label'> & {
  /** Translation key (or text); defaults to the resource's field label. */
  label?: string;
  helperText?: string | false;
  disabled?: boolean;
  testId?: string;
  width?: number | string;
};

/**
 * The react-admin form input of a date: DatePickerField bound to the form through useInput, the
 * record keeps YYYY-MM-DD; validation messages show as on any react-admin input.
 */
export function DateInput({ label, helperText, disabled, testId, width, ...props }: DateInputProps) {
  const {
    field,
    fieldState: { error, invalid },
    isRequired,
  } = useInput({ ...props, disabled });
  return (
    <DatePickerField
      label={<FieldTitle label={label} source={props.source} resource={props.resource} isRequired={isRequired} />}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={(value) => field.onChange(value)}
      onBlur={() => field.onBlur()}
      disabled={disabled}
      error={invalid}
      helperText={helperText !== false || invalid ? <InputHelperText error={error?.message} helperText={helperText} /> : undefined}
      testId={testId}
      width={width}
    />
  );
}
