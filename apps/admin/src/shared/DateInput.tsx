import { lazy, Suspense, type ComponentType } from 'react';
import { FieldTitle, InputHelperText, useInput, useTranslate, type InputProps } from 'react-admin';
import { TextField } from '@mui/material';
import { useDateDisplay } from './dates';
import type { DatePickerFieldProps, PickerKind } from './dateInputModel';

export type { DatePickerFieldProps } from './dateInputModel';

/** The MUI X pickers are one lazy chunk: only screens with a date or time field load it. */
const PICKERS: Record<PickerKind, ComponentType<DatePickerFieldProps>> = {
  date: lazy(async () => ({ default: (await import('./datePickerImpl')).WireDatePicker })),
  time: lazy(async () => ({ default: (await import('./datePickerImpl')).WireTimePicker })),
  dateTime: lazy(async () => ({ default: (await import('./datePickerImpl')).WireDateTimePicker })),
};

/** Shown while the pickers' chunk loads: the same box, the value as the picker shows it, not editable. */
function LoadingPickerField({ kind, label, value, disabled, helperText, width = 180, size = 'small' }: DatePickerFieldProps & { kind: PickerKind }) {
  const translate = useTranslate();
  const show = useDateDisplay();
  return (
    <TextField
      size={size}
      fullWidth={false}
      sx={{ width }}
      label={typeof label === 'string' ? translate(label, { _: label }) : label}
      value={show(value, kind)}
      disabled={disabled}
      helperText={helperText}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { readOnly: true, 'aria-busy': true } }}
    />
  );
}

/** A picker of a kind for a screen's own state; `value` and `onChange` use its wire form. */
export function PickerField({ kind, ...props }: DatePickerFieldProps & { kind: PickerKind }) {
  const Picker = PICKERS[kind];
  return (
    <Suspense fallback={<LoadingPickerField kind={kind} {...props} />}>
      <Picker {...props} />
    </Suspense>
  );
}

/**
 * A date field for a screen's own state (spec part 1 section 9): shows and accepts DD.MM.YYYY,
 * the picker's texts follow the admin's language; `value` and `onChange` use the wire form
 * YYYY-MM-DD ('' while empty or unfinished, when the field also says the date is invalid).
 */
export function DatePickerField(props: DatePickerFieldProps) {
  return <PickerField kind="date" {...props} />;
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
 * A react-admin form input of a picker's kind: the picker bound to the form through useInput, the
 * record keeps the wire form; validation messages show as on any react-admin input.
 */
export function PickerInput({ kind, label, helperText, disabled, testId, width, ...props }: DateInputProps & { kind: PickerKind }) {
  const {
    field,
    fieldState: { error, invalid },
    isRequired,
  } = useInput({ ...props, disabled });
  return (
    <PickerField
      kind={kind}
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

/** The react-admin form input of a date (DD.MM.YYYY shown, YYYY-MM-DD kept). */
export function DateInput(props: DateInputProps) {
  return <PickerInput kind="date" {...props} />;
}
