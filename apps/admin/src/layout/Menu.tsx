import { useContext, useMemo, useState } from 'react';
import { Menu as RaMenu, useSidebarState, useTranslate } from 'react-admin';
import { Collapse, List, ListItemButton, ListItemIcon, ListItemText, Tooltip } from '@mui/material';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import LogoutIcon from '@mui/icons-material/Logout';
import { filterMenu, type MenuNode } from '@backoffice/domain';
import { useSession } from '../providers/session';
import { MenuDefinitionContext, type MenuEntry } from './menuDefinition';

/** The sidebar: module groups filtered by the session's permissions. */
export function Menu() {
  const session = useSession();
  const permissions = session?.permissions;
  const switchable = (session?.customers?.length ?? 0) > 1;
  const definition = useContext(MenuDefinitionContext);
  const visible = useMemo(() => withoutSingleCustomerSwitch(filterMenu(permissions ?? [], definition), switchable), [permissions, definition, switchable]);
  return (
    <RaMenu>
      {visible.map((node) => (
        <MenuGroup key={node.item!.key} node={node} />
      ))}
      {session?.supportSessionActive ? <RaMenu.Item to="/end_support_session" primaryText="app.menu.end_support_session" leftIcon={<LogoutIcon />} /> : null}
    </RaMenu>
  );
}

/** With one customer there is nothing to switch to: the profile group loses "Change active customer". */
export function withoutSingleCustomerSwitch(nodes: MenuNode<MenuEntry>[], switchable: boolean): MenuNode<MenuEntry>[] {
  if (switchable) return nodes;
  return nodes.map((node) => ({ ...node, children: node.children?.filter((child) => child.item?.key !== 'change_customer') }));
}

function MenuGroup({ node }: { node: MenuNode<MenuEntry> }) {
  const translate = useTranslate();
  const [sidebarOpen] = useSidebarState();
  const [expanded, setExpanded] = useState(true);
  const { key, label, icon: Icon } = node.item!;
  return (
    <>
      <Tooltip title={sidebarOpen ? '' : translate(label)} placement="right">
        <ListItemButton dense onClick={() => setExpanded(!expanded)} data-testid={`menu-group-${key}`}>
          <ListItemIcon sx={{ minWidth: 40 }}>
            <Icon />
          </ListItemIcon>
          {sidebarOpen ? <ListItemText primary={translate(label)} slotProps={{ primary: { sx: { fontWeight: 600 } } }} /> : null}
          {sidebarOpen ? expanded ? <ExpandLess /> : <ExpandMore /> : null}
        </ListItemButton>
      </Tooltip>
      <Collapse in={expanded} timeout="auto" unmountOnExit>
        <List component="div" disablePadding sx={{ pl: sidebarOpen ? 1.5 : 0 }}>
          {(node.children ?? []).map((child) => {
            const { key: childKey, label: childLabel, icon: ChildIcon, to, badge: Badge } = child.item!;
            if (!to) {
              return (
                <ListItemButton key={childKey} dense disabled>
                  <ListItemIcon sx={{ minWidth: 40 }}>
                    <ChildIcon />
                  </ListItemIcon>
                  {sidebarOpen ? <ListItemText primary={translate(childLabel)} /> : null}
                </ListItemButton>
              );
            }
            const icon = Badge ? (
              <Badge>
                <ChildIcon />
              </Badge>
            ) : (
              <ChildIcon />
            );
            return <RaMenu.Item key={childKey} to={to} primaryText={childLabel} leftIcon={icon} data-testid={`menu-${childKey}`} />;
          })}
        </List>
      </Collapse>
    </>
  );
}
