import { useEffect, useRef, type ReactNode } from 'react';
import { Layout as RaLayout, Notification, Sidebar, useSidebarState, type SidebarProps } from 'react-admin';
import { AppBar } from './AppBar';
import { Menu } from './Menu';
import { RealtimeBridge } from './RealtimeBridge';
import { useSession } from '../providers/session';
import { PasswordExpiredPage } from '../shell/profile/PasswordExpiredPage';

export const SIDEBAR_HOVER_OPEN_MS = 1000;

/**
 * Whether the open sidebar was opened by hovering. Kept outside the component because react-admin
 * may mount the layout again while the pointer rests on it (resources loaded), and the new sidebar
 * must still close on leave.
 */
let openedByHover = false;

/** Opens after the pointer rests on the closed sidebar for a second; closes again on leave. */
function HoverSidebar(props: SidebarProps) {
  const [open, setOpen] = useSidebarState();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onEnter = () => {
    if (open) return;
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      openedByHover = true;
      setOpen(true);
    }, SIDEBAR_HOVER_OPEN_MS);
  };
  const onLeave = () => {
    window.clearTimeout(timer.current);
    if (openedByHover) {
      openedByHover = false;
      setOpen(false);
    }
  };
  return (
    <div onMouseEnter={onEnter} onMouseLeave={onLeave}>
      <Sidebar {...props} />
    </div>
  );
}

/** Toasts bottom right, only while signed in. */
export function SessionNotification() {
  const session = useSession();
  return session ? <Notification anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} /> : null;
}

/** While the session's password has expired, every page is the change-password page (the server serves nothing else). */
export function Layout({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session?.passwordExpired) return <PasswordExpiredPage />;
  return (
    <RaLayout appBar={AppBar} menu={Menu} sidebar={HoverSidebar} sx={{ minWidth: 0, '& .RaLayout-content': { minWidth: 0 } }}>
      <RealtimeBridge />
      {children}
    </RaLayout>
  );
}
