import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Badge, Box, IconButton, LinearProgress, Link, Menu, MenuItem, Tooltip, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import type { JobProgress } from '@backoffice/contracts';
import { onJobProgress } from '../providers/socket';
import { apiUrl } from '../providers/http';
import { currentToken } from '../providers/session';
import { onLocalDownload } from '../shared/downloads';

/** What the menu lists: running jobs, and finished ones that left a file to fetch. */
export function applyJobProgress(items: readonly JobProgress[], update: JobProgress): JobProgress[] {
  const others = items.filter((item) => item.jobId !== update.jobId);
  const finished = update.state !== 'active' || update.progress >= 100;
  if (finished && !update.downloadUrl && update.state !== 'failed') return others;
  return [...others, update];
}

/** The top bar's download-progress menu, fed by `jobProgress` over the socket and by the browser's own downloads. */
export function DownloadsMenu() {
  const translate = useTranslate();
  const [items, setItems] = useState<JobProgress[]>([]);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const apply = (update: JobProgress) => setItems((current) => applyJobProgress(current, update));
    const stopJobs = onJobProgress(apply);
    const stopDownloads = onLocalDownload(apply);
    return () => {
      stopJobs();
      stopDownloads();
    };
  }, []);
  const running = items.filter((item) => item.state === 'active').length;
  const withToken = (url: string) =>
    `${url.startsWith('http') ? url : apiUrl(url)}${url.includes('?') ? '&' : '?'}Token=${encodeURIComponent(currentToken() ?? '')}`;

  return (
    <>
      <Tooltip title={translate('app.appbar.downloads')}>
        <IconButton color="inherit" onClick={(event) => setAnchor(event.currentTarget)} aria-label={translate('app.appbar.downloads')}>
          <Badge badgeContent={running} color="secondary">
            <DownloadIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {items.length === 0 ? <MenuItem disabled>{translate('app.appbar.no_downloads')}</MenuItem> : null}
        {items.map((item) => (
          <MenuItem key={item.jobId} sx={{ display: 'block', minWidth: 260 }}>
            <Typography variant="body2">{item.name}</Typography>
            {item.state === 'active' ? (
              <>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  <LinearProgress variant="determinate" value={item.progress} sx={{ flex: 1 }} />
                  <Typography variant="caption">{Math.round(item.progress)}%</Typography>
                </Box>
                {item.message ? (
                  <Typography variant="caption" color="text.secondary">
                    {item.message}
                  </Typography>
                ) : null}
              </>
            ) : item.state === 'failed' ? (
              <Typography variant="caption" color="error">
                {item.message ?? translate('app.downloads.failed')}
              </Typography>
            ) : item.downloadUrl ? (
              <Link href={withToken(item.downloadUrl)} onClick={() => setItems((current) => current.filter((other) => other.jobId !== item.jobId))}>
                {translate('app.downloads.done')}
              </Link>
            ) : null}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
