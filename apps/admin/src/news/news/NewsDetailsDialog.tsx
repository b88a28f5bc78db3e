import { useCallback } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import {
  Box,
  Button,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import { green } from '@mui/material/colors';
import { type NewsChangedMessage, type NewsReadMessage } from '@backoffice/contracts';
import { api } from '../../providers/api';
import { useDateDisplay } from '../../shared/dates';
import { useNewsChanges } from '../newsLive';
import { NewsHtml } from './NewsHtml';

/** News Details: text, dates, role chips and the users, readers in green; a read elsewhere shows at once. */
export function NewsDetailsDialog({ newsId, onClose }: { newsId: number; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const show = useDateDisplay();
  const details = useQuery({
    queryKey: ['news', 'details', newsId],
    queryFn: async ({ signal }) => {
      try {
        return await api.news.details({ NewsID: newsId }, { signal });
      } catch (error) {
        if (!signal.aborted) notify((error as Error).message || 'news.messages.details_failed', { type: 'error' });
        throw error;
      }
    },
  });
  const { refetch } = details;
  useNewsChanges(
    useCallback(
      (message: NewsReadMessage | NewsChangedMessage) => {
        if ('NewsID' in message ? message.NewsID === newsId : message.NewsIDs.includes(newsId)) void refetch();
      },
      [newsId, refetch],
    ),
  );
  const data = details.data;
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="news-details-title" data-testid="news-details">
      <DialogTitle id="news-details-title">{translate('news.details.title')}</DialogTitle>
      <DialogContent dividers>
        {!data ? (
          details.isError ? (
            <Typography color="error">{translate('news.messages.details_failed')}</Typography>
          ) : (
            <CircularProgress size={24} aria-label={translate('app.loading')} />
          )
        ) : (
          <>
            <NewsHtml html={data.News.Text} testId="news-details-text" />
            <Typography variant="body2" sx={{ mt: 1 }}>
              {translate('resources.news.fields.From')}: {show(data.News.From)} · {translate('resources.news.fields.Until')}: {show(data.News.Until)}
            </Typography>
            <Typography variant="subtitle2" sx={{ mt: 2 }}>
              {translate('news.details.roles')}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
              {data.Roles.map((role) => (
                <Chip key={role.RoleID} label={role.FancyName} size="small" />
              ))}
            </Box>
            <Typography variant="subtitle2" sx={{ mt: 2 }}>
              {translate('news.details.users')} ({data.News.UserReadCount}/{data.News.UserCount})
            </Typography>
            <List dense data-testid="news-details-users">
              {data.Users.map((user) => (
                <ListItem
                  key={user.UserID}
                  data-testid={`news-details-user-${user.UserID}`}
                  data-read={user.Read ? 'true' : 'false'}
                  sx={user.Read ? { bgcolor: green[100], color: green[900], borderRadius: 1, mb: 0.25 } : { mb: 0.25 }}
                >
                  <ListItemText primary={`${user.FirstName} ${user.LastName}`} secondary={user.Read ? translate('news.details.read') : undefined} />
                </ListItem>
              ))}
            </List>
            <Typography variant="caption" color="text.secondary">
              {translate('news.details.read_note')}
            </Typography>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
