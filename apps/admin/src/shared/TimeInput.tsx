import { PickerField, PickerInput, type DateInputProps, type DatePickerFieldProps } from './DateInput';

/**
 * The admin's one time input (issue 23): HH:mm on a 24-hour clock in both languages, never the
 * browser's AM/PM. `value` and `onChange` use the wire form 'HH:mm' ('' while empty or unfinished).
 */
export function TimePickerField(props: DatePickerFieldProps) {
  return <PickerField kind="time" width={120} {...props} />;
}

/**
 * A react-admin form input of a moment on the customer's clock: shown DD.MM.YYYY HH:mm (24 h),
 * kept as the wire's 'YYYY-MM-DD HH:mm'.
 */
export function DateTimeInput(props: DateInputProps) {
  return <PickerInput kind="dateTime" width={230} {...props} />;
}

/** A react-admin form input of a time of day: shown and kept as 'HH:mm' (24 h). */
export function TimeInput(props: DateInputProps) {
  return <PickerInput kind="time" width={120} {...props} />;
}
