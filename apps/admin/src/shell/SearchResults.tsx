import { useEffect, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Alert, Box, Card, CardContent, CircularProgress, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import { type SearchHit } from '@backoffice/contracts';
import { GLOBAL_SEARCH_MIN_CHARS } from '../layout/GlobalSearch';
import { api } from '../providers/api';

/** Hits grouped by kind, in the order the server sent the kinds. */
export function groupHits(hits: readonly SearchHit[]): [string, SearchHit[]][] {
  const groups = new Map<string, SearchHit[]>();
  for (const hit of hits) groups.set(hit.kind, [...(groups.get(hit.kind) ?? []), hit]);
  return [...groups.entries()];
}

/** /search?text=…: what the user may see that matches, each hit linking to its record. */
export function SearchResults() {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const text = (params.get('text') ?? '').trim();
  const [hits, setHits] = useState<SearchHit[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (text.length < GLOBAL_SEARCH_MIN_CHARS) return;
    const controller = new AbortController();
    setHits(null);
    setError(null);
    api.core
      .globalSearch({ Text: text }, { signal: controller.signal })
      .then(setHits)
      .catch((failure: Error) => !controller.signal.aborted && setError(failure.message));
    return () => controller.abort();
  }, [text]);

  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate('app.search.title', { text })} />
      {text.length < GLOBAL_SEARCH_MIN_CHARS ? <Alert severity="warning">{translate('app.search.min_chars')}</Alert> : null}
      {error ? <Alert severity="error">{error}</Alert> : null}
      {text.length >= GLOBAL_SEARCH_MIN_CHARS && !hits && !error ? <CircularProgress /> : null}
      {hits && hits.length === 0 ? <Typography>{translate('app.search.none')}</Typography> : null}
      {hits
        ? groupHits(hits).map(([kind, group]) => (
            <Card key={kind} sx={{ mb: 2 }}>
              <CardContent>
                <Typography variant="h6">{translate(`app.search.kinds.${kind}`, { _: kind })}</Typography>
                <List dense>
                  {group.map((hit) => (
                    <ListItemButton key={`${hit.kind}-${hit.id}`} component={RouterLink} to={hit.route}>
                      <ListItemText primary={hit.label} secondary={hit.detail} />
                    </ListItemButton>
                  ))}
                </List>
              </CardContent>
            </Card>
          ))
        : null}
    </Box>
  );
}
