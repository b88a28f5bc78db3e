import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { AdminContext, memoryStore, Resource } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import type { LoginSession, Role } from '@backoffice/contracts';
import { writeSession } from '../../providers/session';
import { fakeApi } from '../../test/fakeApi';
import { RoleList } from './RoleList';
import { authProvider, dataProvider, i18nProvider } from '../../test/admin';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const role = (RoleID: number, Name: string, CustomerID: number | null, Locked = false): Role => ({
  RoleID,
  Name,
  FancyName: Name,
  Type: 'public',
  Locked,
  CustomerID,
  Permissions: [],
  PermissionIDs: [],
});

function renderFor(permissions: string[]) {
  fakeApi({
    'roles/list': { data: [role(1, 'administrator', null, true), role(2, 'supervisor', null), role(3, 'team_lead', 7)] },
    'roles/count': { data: 3 },
  });
  writeSession({ token: 't', permissions, supportSessionActive: false, user: { Username: 'u' }, userSettings: { Columns: {} } } as unknown as LoginSession);
  return render(
    <MemoryRouter initialEntries={['/roles']}>
      <AdminContext authProvider={authProvider} dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <Resource name="roles" list={RoleList} />
      </AdminContext>
    </MemoryRouter>,
  );
}

const rowOf = async (name: string) => (await screen.findAllByText(name))[0].closest('tr')!;

describe('the role list', () => {
  it("offers a role editor Edit only on the customer's own roles, and says which roles are global", async () => {
    renderFor(['core_role_view', 'core_role_edit']);
    const own = await rowOf('team_lead');
    expect(await within(own).findByRole('link', { name: 'Edit' })).toBeTruthy();
    expect(within(own).getByText('This customer')).toBeTruthy();
    const global = await rowOf('supervisor');
    expect(within(global).queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(within(global).getByText('All customers')).toBeTruthy();
  });

  it('offers a holder of * Edit on global roles too, never on the locked one', async () => {
    renderFor(['*']);
    expect(await within(await rowOf('supervisor')).findByRole('link', { name: 'Edit' })).toBeTruthy();
    expect(within(await rowOf('administrator')).queryByRole('link', { name: 'Edit' })).toBeNull();
  });
});
