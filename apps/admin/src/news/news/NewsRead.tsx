import { useState } from 'react';
import { Title, useNotify, useRedirect, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, CardActions, CardContent, Checkbox, CircularProgress, FormControlLabel, Typography } from '@mui/material';
import { api } from '../../providers/api';
import { useDateDisplay } from '../../shared/dates';
import { NewsHtml } from './NewsHtml';

/**
 * /news/{id}/read: the text; unread: Mark As Read, Cancel and Save (disabled until ticked), then
 * back to the list; already read, or not addressed to the user (an editor who opened the URL): only Back.
 */
export function NewsRead() {
  const { id } = useParams();
  const newsId = Number(id);
  const translate = useTranslate();
  const notify = useNotify();
  const show = useDateDisplay();
  const redirect = useRedirect();
  const queryClient = useQueryClient();
  const [ticked, setTicked] = useState(false);
  const [saving, setSaving] = useState(false);
  const news = useQuery({
    queryKey: ['news', 'load', newsId],
    queryFn: async ({ signal }) => {
      try {
        return await api.news.load({ NewsID: newsId }, { signal });
      } catch (error) {
        if (!signal.aborted) notify((error as Error).message || 'news.messages.load_failed', { type: 'error' });
        throw error;
      }
    },
    gcTime: 0,
  });
  const save = async () => {
    setSaving(true);
    try {
      await api.news.markRead({ MarkAsRead: true, NewsID: newsId });
    } catch (error) {
      setSaving(false);
      notify((error as Error).message, { type: 'error' });
      return;
    }
    await queryClient.invalidateQueries({ queryKey: ['news'] });
    redirect('/news');
  };
  const data = news.data;
  const canConfirm = data !== undefined && data.Addressed && !data.Read;
  return (
    <Card sx={{ mt: 2, maxWidth: 800 }} data-testid="news-read">
      <Title title="news.read.title" />
      <CardContent>
        {data ? (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {show(data.From)} – {show(data.Until)}
            </Typography>
            <NewsHtml html={data.Text} testId="news-read-text" />
            {data.Read ? (
              <Typography color="success.main" data-testid="news-already-read">
                {translate('news.read.already_read')}
              </Typography>
            ) : !data.Addressed ? (
              <Typography color="text.secondary" data-testid="news-not-addressed">
                {translate('news.read.not_addressed')}
              </Typography>
            ) : (
              <FormControlLabel
                control={<Checkbox checked={ticked} onChange={(event) => setTicked(event.target.checked)} />}
                label={translate('news.read.mark_as_read')}
              />
            )}
          </>
        ) : news.isError ? (
          <Typography color="error">{translate('news.messages.load_failed')}</Typography>
        ) : (
          <CircularProgress size={24} aria-label={translate('app.loading')} />
        )}
      </CardContent>
      <CardActions>
        {canConfirm ? (
          <>
            <Button variant="contained" onClick={() => void save()} disabled={!ticked || saving}>
              {translate('app.save')}
            </Button>
            <Button onClick={() => redirect('/news')}>{translate('app.cancel')}</Button>
          </>
        ) : (
          <Button onClick={() => redirect('/news')}>{translate('news.read.back')}</Button>
        )}
      </CardActions>
    </Card>
  );
}
