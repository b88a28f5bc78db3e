import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { Admin, AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import type { LoginSession } from '@backoffice/contracts';
import { areaRoutes, ComposedShell } from './App';
import { AREAS } from './areas';
import { Menu } from './layout/Menu';
import { Dashboard } from './shell/Dashboard';
import { canAccessWith } from './providers/accessPolicy';
import { writeSession } from './providers/session';
import { fakeApi } from './test/fakeApi';
import { ADMIN, authProvider, dataProvider, i18nProvider, policy } from './test/admin';

// The fake area is registered the way a real one is: by adding it to the areas list.
vi.mock('./areas', async (importOriginal) => {
  const { AREAS: real } = await importOriginal<typeof import('./areas')>();
  const { fakeArea } = await import('./test/fakeArea');
  return { AREAS: [...real, fakeArea] };
});

afterEach(() => vi.unstubAllGlobals());

function signInWith(permissions: string[]) {
  writeSession({
    token: 'tok',
    permissions,
    supportSessionActive: false,
    user: { Username: 'ada', FirstName: 'Ada', LastName: 'Lovelace' },
    userSettings: { Columns: {} },
  } as unknown as LoginSession);
}

function inAdmin(children: React.ReactNode) {
  return render(
    <ComposedShell admin={ADMIN}>
      <AdminContext i18nProvider={i18nProvider} dataProvider={dataProvider} authProvider={authProvider} store={memoryStore({ sidebar: { open: true } })}>
        {children}
      </AdminContext>
    </ComposedShell>,
  );
}

function openAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Admin dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} store={memoryStore()} disableTelemetry>
        {areaRoutes(AREAS)}
      </Admin>
    </MemoryRouter>,
  );
}

describe("every area's pages", () => {
  it('are guarded by the permissions of their menu entries', () => {
    const pages = new Map(AREAS.flatMap((area) => area.routes ?? []).map((route) => [route.path, route]));
    const entries = AREAS.flatMap((area) => area.menu).filter((entry) => entry.to && pages.has(entry.to));
    expect(entries.length).toBeGreaterThan(10);
    for (const entry of entries) {
      const page = pages.get(entry.to!)!;
      expect({ path: page.path, permissions: page.permissions, combine: page.combine ?? 'and' }).toEqual({
        path: entry.to,
        permissions: entry.permissions,
        combine: entry.combine ?? 'and',
      });
    }
  });
});

describe('an area registered in the areas list', () => {
  it('is in the list after the real areas', () => {
    // Only the fake's place is asserted, so a new area touches the areas list and nothing here.
    expect(AREAS.at(-1)?.key).toBe('fake');
    expect(AREAS.map((area) => area.key)).toContain('core');
  });

  it('appears in its sidebar group with its view permission and the group permission, not without', () => {
    signInWith(['quality', 'fake_view']);
    inAdmin(<Menu />);
    const group = screen.getByTestId('menu-group-quality');
    expect(group.textContent).toBe('Quality');
    expect(screen.getByText('Fake things').closest('a')?.getAttribute('href')).toMatch(/^#?\/fake_things$/);
  });

  it('is not in the sidebar without its view permission', () => {
    signInWith(['quality', 'fake_edit']);
    inAdmin(<Menu />);
    expect(screen.queryByText('Fake things')).toBeNull();
    expect(screen.queryByTestId('menu-group-quality')).toBeNull();
  });

  it('routes its list, a page below its resource and a page of its own', async () => {
    signInWith(['fake_view', 'fake_edit']);
    const list = openAt('/fake_things');
    expect(await screen.findByText('The fake things list')).toBeTruthy();
    list.unmount();
    const history = openAt('/fake_things/5/history');
    expect(await screen.findByText('The fake thing history')).toBeTruthy();
    history.unmount();
    openAt('/fake_board');
    expect(await screen.findByText('The fake board')).toBeTruthy();
  });

  it('its pages show the access-denied page to a user without their permissions', async () => {
    signInWith(['fake_edit']);
    const board = openAt('/fake_board');
    expect(await screen.findByText('Access denied')).toBeTruthy();
    expect(screen.queryByText('The fake board')).toBeNull();
    board.unmount();
    openAt('/fake_things/5/history');
    expect(await screen.findByText('Access denied')).toBeTruthy();
    expect(screen.queryByText('The fake thing history')).toBeNull();
  });

  it('its access rules join the policy', () => {
    expect(canAccessWith(policy, ['fake_view'], 'fake_things', 'list')).toBe(true);
    expect(canAccessWith(policy, ['fake_view'], 'fake_things', 'edit')).toBe(false);
    expect(canAccessWith(policy, ['fake_edit'], 'fake_things', 'delete')).toBe(true);
    expect(canAccessWith(policy, ['fake_view'], 'fake_things.archive', 'list')).toBe(false);
    expect(canAccessWith(policy, ['fake_archive'], 'fake_things.archive', 'edit')).toBe(true);
  });

  it('the data provider calls its declared base with its id, bulk-id and search fields', async () => {
    signInWith(['fake_view', 'fake_edit']);
    const api = fakeApi({
      'fake/things/count': { data: 1 },
      'fake/things/list': { data: [{ ThingID: 4, Label: 'Lamp', Code: 'L1' }] },
      'fake/things/bulk_delete': { data: { deleted: 2 } },
    });
    const list = await dataProvider.getList('fake_things', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: { q: 'lam' } });
    expect(list).toEqual({ data: [{ id: 4, ThingID: 4, Label: 'Lamp', Code: 'L1' }], total: 1 });
    expect(api.calls[1].body).toMatchObject({
      order: [{ field: 'ThingID', direction: 'asc' }],
      q: {
        or: [
          { field: 'Label', op: 'like', value: '%lam%' },
          { field: 'Code', op: 'like', value: '%lam%' },
        ],
      },
    });
    await dataProvider.deleteMany('fake_things', { ids: [4, 5] });
    expect(api.callsTo('fake/things/bulk_delete')[0].body).toMatchObject({ ThingIDs: [4, 5] });
    expect(await dataProvider.getCount('fake_things')).toBe(1);
  });

  it("the data provider's failures name its declared labels", async () => {
    signInWith(['fake_view']);
    fakeApi({ 'fake/things/count': { status: 403, message: 'Missing permission fake_view' } });
    await expect(
      dataProvider.getList('fake_things', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} }),
    ).rejects.toThrow('Cannot fetch things: Missing permission fake_view');
  });

  it('its dashboard widget shows with its permission, beside Core only for holders of core', async () => {
    signInWith(['fake_view']);
    const fakeOnly = inAdmin(<Dashboard />);
    expect(await screen.findByTestId('widget-fake')).toBeTruthy();
    expect(screen.queryByTestId('widget-core')).toBeNull();
    fakeOnly.unmount();

    fakeApi({ 'users/count': { data: 12 } });
    signInWith(['core', 'core_user_view']);
    inAdmin(<Dashboard />);
    const core = await screen.findByTestId('widget-core');
    expect(screen.queryByTestId('widget-fake')).toBeNull();
    expect(await within(core).findByTestId('count-users-value')).toHaveProperty('textContent', '12');
    expect(within(core).getByTestId('count-users').getAttribute('href')).toMatch(/^#?\/users$/);
    // Roles and customers need their own view permissions.
    expect(within(core).queryByTestId('count-roles')).toBeNull();
    expect(within(core).queryByTestId('count-customers')).toBeNull();
  });

  it('its messages are merged in both languages', async () => {
    expect(i18nProvider.translate('fake.menu.things')).toBe('Fake things');
    await i18nProvider.changeLocale('de');
    expect(i18nProvider.translate('fake.menu.things')).toBe('Falsche Dinge');
    await i18nProvider.changeLocale('en');
  });
});
