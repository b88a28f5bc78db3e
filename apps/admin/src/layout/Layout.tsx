import { useRef, type ReactNode } from 'react';
import { Layout as RaLayout, Notification, Sidebar, useSidebarState, type SidebarProps } from 'react-admin';
import { AppBar } from './AppBar';
import { Menu } from './Menu';
import { RealtimeBridge } from '../realtime/RealtimeBridge';
import { useSession } from '../providers/session';

export const SIDEBAR_HOVER_OPEN_MS = 1000;

/** Opens after the pointer rests on the closed sidebar for a second; closes again on leave. */
function HoverSidebar(props: SidebarProps) {
  const [open, setOpen] = useSidebarState();
  const timer = useRef<number | undefined>(undefined);
  const openedByHover = useRef(false);

  const onEnter = () => {
    if (open) return;
    timer.current = window.setTimeout(() => {
      openedByHover.current = true;
      setOpen(true);
    }, SIDEBAR_HOVER_OPEN_MS);
  };
  const onLeave = () => {
    window.clearTimeout(timer.current);
    if (openedByHover.current) {
      openedByHover.current = false;
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

export function Layout({ children }: { children: ReactNode }) {
  return (
    <RaLayout appBar={AppBar} menu={Menu} sidebar={HoverSidebar}>
      <RealtimeBridge />
      {children}
    </RaLayout>
  );
}
