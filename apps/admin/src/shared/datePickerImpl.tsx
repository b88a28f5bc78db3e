import { useEffect, useRef, useState, type FocusEvent, type InputHTMLAttributes } from 'react';
import type { Dayjs } from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/en';
import { useLocaleState, useTranslate } from 'react-admin';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { deDE, enUS } from '@mui/x-date-pickers/locales';
import { DATE_FORMAT, DATE_TIME_FORMAT, TIME_FORMAT } from './dates';
import { fromWireValue, toWireValue, type DatePickerFieldProps, type PickerKind } from './dateInputModel';

const PICKER_TEXTS = {
  de: deDE.components.MuiLocalizationProvider.defaultProps.localeText,
  en: enUS.components.MuiLocalizationProvider.defaultProps.localeText,
};

const SHOWN: Record<PickerKind, { format: string; invalid: string }> = {
  date: { format: DATE_FORMAT, invalid: 'app.date.invalid' },
  time: { format: TIME_FORMAT, invalid: 'app.time.invalid' },
  dateTime: { format: DATE_TIME_FORMAT, invalid: 'app.date_time.invalid' },
};

/**
 * The MUI X pickers behind DatePickerField, TimePickerField and DateTimeInput (one chunk): shown
 * as DD.MM.YYYY, HH:mm (24 h, `ampm` off whatever the language) or both, their texts and calendar
 * in the admin's language; they hand back the wire value ('' for an empty, unfinished or
 * impossible value, which the field calls invalid once the user leaves it).
 */
function WirePicker({
  kind,
  label,
  value,
  onChange,
  onBlur,
  disabled,
  error,
  helperText,
  testId,
  width = 180,
  size = 'small',
  required,
}: DatePickerFieldProps & { kind: PickerKind }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const language = locale === 'de' ? 'de' : 'en';
  // The picker's own value: an unfinished value stays in the field while the wire value is ''.
  const [draft, setDraft] = useState<Dayjs | null>(() => fromWireValue(kind, value));
  const emitted = useRef(value);
  const [left, setLeft] = useState(false);
  useEffect(() => {
    if (value !== emitted.current) {
      emitted.current = value;
      setDraft(fromWireValue(kind, value));
    }
  }, [kind, value]);

  const unfinished = draft !== null && toWireValue(kind, draft) === '';
  const invalid = unfinished && left;
  const leave = (event: FocusEvent<HTMLElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    setLeft(true);
    onBlur?.();
  };
  const common = {
    label: typeof label === 'string' ? translate(label, { _: label }) : label,
    value: draft,
    format: SHOWN[kind].format,
    disabled,
    onChange: (next: Dayjs | null) => {
      setDraft(next);
      const wire = toWireValue(kind, next);
      emitted.current = wire;
      if (wire !== value) onChange(wire);
    },
    onClose: () => setLeft(true),
    slotProps: {
      textField: {
        // The admin's other fields are filled (react-admin's theme); the picker's default is outlined.
        variant: 'filled' as const,
        size,
        required,
        fullWidth: false,
        error: invalid || Boolean(error),
        helperText: invalid ? translate(SHOWN[kind].invalid) : helperText,
        onFocus: () => setLeft(false),
        onBlur: leave,
        sx: { width },
        slotProps: { htmlInput: { 'data-testid': testId } as InputHTMLAttributes<HTMLInputElement> },
      },
    },
  };
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={language} localeText={PICKER_TEXTS[language]}>
      {kind === 'date' ? <DatePicker {...common} /> : kind === 'time' ? <TimePicker {...common} ampm={false} /> : <DateTimePicker {...common} ampm={false} />}
    </LocalizationProvider>
  );
}

export const WireDatePicker = (props: DatePickerFieldProps) => <WirePicker kind="date" {...props} />;
export const WireTimePicker = (props: DatePickerFieldProps) => <WirePicker kind="time" {...props} />;
export const WireDateTimePicker = (props: DatePickerFieldProps) => <WirePicker kind="dateTime" {...props} />;
