import { DashboardTile, ResourceCountLink } from '../shared/DashboardTile';
import { users } from './users';
import { roles } from './roles';
import { customers } from './customers';

/** Core's home-page tile: how many users, roles and customers there are, each linking to its list. */
export function CoreWidget() {
  return (
    <DashboardTile title="core.widget.title" testId="core">
      <ResourceCountLink resource={users} label="core.menu.users" />
      <ResourceCountLink resource={roles} label="core.menu.roles" />
      <ResourceCountLink resource={customers} label="core.menu.customers" />
    </DashboardTile>
  );
}
