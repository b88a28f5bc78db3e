import { useLocaleState, useTranslate } from 'react-admin';
import { MenuItem, TextField } from '@mui/material';
import { LOCALES } from '../providers/i18nProvider';

/** The language selector of the login screen; the choice is kept in localStorage. */
export function LoginLanguageSelect() {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  return (
    <TextField
      select
      size="small"
      label={translate('app.language')}
      value={locale}
      onChange={(event) => setLocale(event.target.value)}
      slotProps={{ select: { inputProps: { 'data-testid': 'language-select' } } }}
      sx={{ width: 140, flexShrink: 0 }}
    >
      {LOCALES.map((option) => (
        <MenuItem key={option.locale} value={option.locale}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
