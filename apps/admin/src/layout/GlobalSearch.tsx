import { useState, type KeyboardEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { InputAdornment, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';

export const GLOBAL_SEARCH_MIN_CHARS = 4;
export const SEARCH_PATH = '/search';

/** The top bar's global search: Enter with under 4 characters warns, otherwise opens the results. */
export function GlobalSearch() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const location = useLocation();
  const [text, setText] = useState('');

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    const trimmed = text.trim();
    if (trimmed.length < GLOBAL_SEARCH_MIN_CHARS) {
      if (location.pathname !== SEARCH_PATH) notify('app.search.min_chars', { type: 'warning' });
      return;
    }
    navigate(`${SEARCH_PATH}?text=${encodeURIComponent(trimmed)}`);
  };

  return (
    <TextField
      size="small"
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={onKeyDown}
      placeholder={translate('app.appbar.search_placeholder')}
      slotProps={{
        htmlInput: { 'aria-label': translate('app.appbar.search_placeholder') },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon sx={{ color: 'inherit' }} />
            </InputAdornment>
          ),
          sx: { color: 'inherit', bgcolor: 'rgba(255,255,255,0.15)', borderRadius: 1, '& fieldset': { border: 'none' } },
        },
      }}
      sx={{ mx: 1, width: 220 }}
    />
  );
}
