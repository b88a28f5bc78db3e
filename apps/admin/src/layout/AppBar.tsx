import { AppBar as RaAppBar, LoadingIndicator, LocalesMenuButton, Logout, TitlePortal, UserMenu, useTranslate, useUserMenu } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { Box, IconButton, ListItemIcon, ListItemText, MenuItem, Tooltip, Typography } from '@mui/material';
import HelpIcon from '@mui/icons-material/HelpOutlined';
import TuneIcon from '@mui/icons-material/Tune';
import PersonIcon from '@mui/icons-material/Person';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import SupportIcon from '@mui/icons-material/SupportAgent';
import { forwardRef } from 'react';
import { Permission, type LoginSession } from '@backoffice/contracts';
import { hasPermission } from '@backoffice/domain';
import { useSession } from '../providers/session';
import { useShellConfig } from '../providers/shellConfig';
import { SessionCountdown } from './SessionCountdown';
import { DownloadsMenu } from './DownloadsMenu';
import { GlobalSearch } from './GlobalSearch';
import { WorkstationButtons } from './WorkstationButtons';
import { LiveChat } from './LiveChat';

const AccountMenuLink = forwardRef<HTMLAnchorElement, { to: string; label: string; icon: React.ReactNode; disabled?: boolean }>(function AccountMenuLink(
  { to, label, icon, disabled },
  ref,
) {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem ref={ref as never} component={RouterLink} to={to} disabled={disabled} onClick={() => userMenu?.onClose()}>
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{translate(label)}</ListItemText>
    </MenuItem>
  );
});

/** Log levels only for core_loggers_view; a customer switch only with more than one customer to switch to. */
export function accountMenuEntries(session: Pick<LoginSession, 'permissions' | 'customers'> | null): { logLevels: boolean; changeCustomer: boolean } {
  return {
    logLevels: hasPermission(session?.permissions ?? [], Permission.CoreLoggersView),
    changeCustomer: (session?.customers?.length ?? 0) > 1,
  };
}

function AccountMenu() {
  const session = useSession();
  const entries = accountMenuEntries(session);
  return (
    <UserMenu>
      {entries.logLevels ? <AccountMenuLink to="/logLevels" label="app.menu.log_levels" icon={<TuneIcon fontSize="small" />} /> : null}
      <AccountMenuLink to="/myProfile" label="app.menu.my_profile" icon={<PersonIcon fontSize="small" />} />
      {entries.changeCustomer ? (
        <AccountMenuLink to="/changeActiveCustomer" label="app.menu.change_customer" icon={<SwapHorizIcon fontSize="small" />} />
      ) : null}
      {session?.supportSessionActive ? (
        <AccountMenuLink to="/end_support_session" label="app.menu.end_support_session" icon={<SupportIcon fontSize="small" />} />
      ) : null}
      <Logout />
    </UserMenu>
  );
}

/** Logo to the dashboard, optional search, help desk, live chat and workstation buttons, countdown, customer and user, downloads. */
export function AppBar() {
  const translate = useTranslate();
  const session = useSession();
  const config = useShellConfig();
  return (
    <RaAppBar
      userMenu={<AccountMenu />}
      toolbar={
        <>
          <DownloadsMenu />
          <Box sx={{ display: { xs: 'none', md: 'block' } }}>
            <LocalesMenuButton />
          </Box>
          <LoadingIndicator />
        </>
      }
    >
      <Box
        component={RouterLink}
        to="/dashboard/asset-overview"
        aria-label={translate('app.appbar.home')}
        sx={{ display: { xs: 'none', sm: 'flex' }, mr: 2, color: 'inherit' }}
      >
        <img src="/logo-light.svg" alt={translate('app.name')} height={28} />
      </Box>
      <TitlePortal />
      {/* Below 700 px the bar keeps the menu, a narrower search, countdown, downloads and account (the sidebar leads home). */}
      {config.globalSearchEnabled ? <GlobalSearch /> : null}
      {config.helpDeskUrl ? (
        <Tooltip title={translate('app.appbar.help_desk')}>
          <IconButton color="inherit" href={config.helpDeskUrl} target="_blank" rel="noreferrer" aria-label={translate('app.appbar.help_desk')}>
            <HelpIcon />
          </IconButton>
        </Tooltip>
      ) : null}
      {session ? <LiveChat config={config.liveChat} session={session} /> : null}
      <Box sx={{ display: { xs: 'none', sm: 'flex' } }}>
        <WorkstationButtons enabled={config.workstationActions} />
      </Box>
      <SessionCountdown />
      {session ? (
        <Box sx={{ display: { xs: 'none', sm: 'flex' }, flexDirection: 'column', alignItems: 'flex-end', mx: 1, lineHeight: 1.1 }}>
          {accountMenuEntries(session).changeCustomer ? (
            <Typography
              variant="body2"
              component={RouterLink}
              to="/changeActiveCustomer"
              title={translate('app.menu.change_customer')}
              data-testid="active-customer"
              sx={{ fontWeight: 600, color: 'inherit', textDecoration: 'none' }}
            >
              {session.activeCustomer?.Name ?? translate('app.appbar.no_customer')}
            </Typography>
          ) : (
            <Typography variant="body2" data-testid="active-customer" sx={{ fontWeight: 600 }}>
              {session.activeCustomer?.Name ?? translate('app.appbar.no_customer')}
            </Typography>
          )}
          <Typography variant="caption" component="span" data-testid="current-username">
            {session.user.Username}
          </Typography>
        </Box>
      ) : null}
    </RaAppBar>
  );
}
