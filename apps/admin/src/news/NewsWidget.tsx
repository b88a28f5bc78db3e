import { useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { CircularProgress, ListItemButton, ListItemIcon, ListItemText, Typography } from '@mui/material';
import NewspaperIcon from '@mui/icons-material/Newspaper';
import { DashboardTile } from '../shared/DashboardTile';
import { useUnreadNews } from './newsLive';

/** News's home-page tile: the unread news valid today, live, linking to the list. */
export function NewsWidget() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const unread = useUnreadNews();
  return (
    <DashboardTile title="news.widget.title" testId="news">
      <ListItemButton component={RouterLink} to="/news" data-testid="news-widget-unread">
        <ListItemIcon sx={{ minWidth: 40 }}>
          <NewspaperIcon />
        </ListItemIcon>
        <ListItemText primary={translate('news.widget.unread')} />
        {unread === undefined ? (
          <CircularProgress size={16} aria-label={translate('app.loading')} />
        ) : (
          <Typography variant="h6" component="span" data-testid="news-widget-unread-value">
            {new Intl.NumberFormat(locale).format(unread)}
          </Typography>
        )}
      </ListItemButton>
    </DashboardTile>
  );
}
