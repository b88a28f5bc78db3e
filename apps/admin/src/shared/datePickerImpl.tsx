import { useEffect, useRef, useState, type FocusEvent, type InputHTMLAttributes } from 'react';
import type { Dayjs } from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/en';
import { useLocaleState, useTranslate } from 'react-admin';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { deDE, enUS } from '@mui/x-date-pickers/locales';
import { DATE_FORMAT } from './dates';
import { fromWireDate, toWireDate, type DatePickerFieldProps } from './dateInputModel';

const PICKER_TEXTS = {
  de: deDE.components.MuiLocalizationProvider.defaultProps.localeText,
  en: enUS.components.MuiLocalizationProvider.defaultProps.localeText,
};

/**
 * The MUI X date picker behind DatePickerField (its own chunk): shows and accepts DD.MM.YYYY, its
 * texts and calendar in the admin's language, and hands back the wire value ('YYYY-MM-DD'; '' for
 * an empty, unfinished or impossible date, which the field calls invalid once the user leaves it).
 */
export function WireDatePicker({ label, value, onChange, onBlur, disabled, error, helperText, testId, width = 180, size = 'small', required }: DatePickerFieldProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const language = locale === 'de' ? 'de' : 'en';
  // The picker's own value: an unfinished date stays in the field while the wire value is ''.
  const [draft, setDraft] = useState<Dayjs | null>(() => fromWireDate(value));
  const emitted = useRef(value);
  const [left, setLeft] = useState(false);
  useEffect(() => {
    if (value !== emitted.current) {
      emitted.current = value;
      setDraft(fromWireDate(value));
    }
  }, [value]);

  const unfinished = draft !== null && toWireDate(draft) === '';
  const invalid = unfinished && left;
  const leave = (event: FocusEvent<HTMLElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    setLeft(true);
    onBlur?.();
  };
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={language} localeText={PICKER_TEXTS[language]}>
      <DatePicker
        label={typeof label === 'string' ? translate(label, { _: label }) : label}
        value={draft}
        format={DATE_FORMAT}
        disabled={disabled}
        onChange={(next) => {
          setDraft(next);
          const wire = toWireDate(next);
          emitted.current = wire;
          if (wire !== value) onChange(wire);
        }}
        onClose={() => setLeft(true)}
        slotProps={{
          textField: {
            // The admin's other fields are filled (react-admin's theme); the picker's default is outlined.
            variant: 'filled',
            size,
            required,
            fullWidth: false,
            error: invalid || Boolean(error),
            helperText: invalid ? translate('app.date.invalid') : helperText,
            onFocus: () => setLeft(false),
            onBlur: leave,
            sx: { width },
            slotProps: { htmlInput: { 'data-testid': testId } as InputHTMLAttributes<HTMLInputElement> },
          },
        }}
      />
    </LocalizationProvider>
  );
}
