import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { ClickAwayListener, InputAdornment, List, ListItemButton, ListItemText, Paper, Popper, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { type SearchHit } from '@backoffice/contracts';
import { api } from '../providers/api';

export const GLOBAL_SEARCH_MIN_CHARS = 4;
export const SEARCH_PATH = '/search';
/** Pause in typing before suggestions are asked for. */
export const SUGGEST_DELAY_MS = 300;
const SUGGESTIONS_SHOWN = 8;

/** Suggestions for `text` once it has 4 characters and the typing paused; a newer text cancels the older request. */
function useSuggestions(text: string): SearchHit[] {
  const [hits, setHits] = useState<SearchHit[]>([]);
  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed.length < GLOBAL_SEARCH_MIN_CHARS) {
      setHits([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api.core
        .globalSearch({ Text: trimmed }, { signal: controller.signal })
        .then((found) => setHits(found.slice(0, SUGGESTIONS_SHOWN)))
        .catch(() => !controller.signal.aborted && setHits([]));
    }, SUGGEST_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text]);
  return hits;
}

/**
 * The top bar's global search: suggestions below the box as you type (from the 4th character,
 * after a pause), each opening its record; Enter opens the results page (under 4 characters it
 * warns). Escape or a click elsewhere closes the suggestions.
 */
export function GlobalSearch() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const location = useLocation();
  const anchor = useRef<HTMLDivElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const suggestions = useSuggestions(text);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') setOpen(false);
    if (event.key !== 'Enter') return;
    setOpen(false);
    const trimmed = text.trim();
    if (trimmed.length < GLOBAL_SEARCH_MIN_CHARS) {
      if (location.pathname !== SEARCH_PATH) notify('app.search.min_chars', { type: 'warning' });
      return;
    }
    void navigate(`${SEARCH_PATH}?text=${encodeURIComponent(trimmed)}`);
  };

  return (
    <ClickAwayListener onClickAway={() => setOpen(false)}>
      <div ref={anchor}>
        <TextField
          size="small"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
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
          sx={{ mx: 1, width: { xs: '30vw', sm: 260 } }}
        />
        <Popper open={open && suggestions.length > 0} anchorEl={anchor.current} placement="bottom-start" sx={{ zIndex: 1300 }}>
          <Paper elevation={6} sx={{ width: { xs: '80vw', sm: 360 }, maxWidth: 'calc(100vw - 16px)' }}>
            <List dense aria-label={translate('app.search.suggestions')}>
              {suggestions.map((hit) => (
                <ListItemButton
                  key={`${hit.kind}-${hit.id}`}
                  component={RouterLink}
                  to={hit.route}
                  data-testid="search-suggestion"
                  onClick={() => {
                    setOpen(false);
                    setText('');
                  }}
                >
                  <ListItemText
                    primary={hit.label}
                    secondary={`${translate(`app.search.kinds.${hit.kind}`, { _: hit.kind })}${hit.detail ? ` · ${hit.detail}` : ''}`}
                  />
                </ListItemButton>
              ))}
            </List>
          </Paper>
        </Popper>
      </div>
    </ClickAwayListener>
  );
}
