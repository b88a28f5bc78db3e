import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { filterMenu } from '@backoffice/domain';
import type { LoginSession } from '@backoffice/contracts';
import { Menu, withoutSingleCustomerSwitch } from './Menu';
import { accountMenuEntries } from './AppBar';
import { menuDefinition } from './menuDefinition';
import { writeSession } from '../providers/session';
import { ADMIN, i18nProvider } from '../test/admin';
import { ComposedShell } from '../App';
import { AREAS } from '../areas';

function signInWith(permissions: string[], supportSessionActive = false) {
  writeSession({ token: 't', permissions, supportSessionActive, user: { Username: 'u' }, userSettings: { Columns: {} } } as unknown as LoginSession);
}

function renderMenu() {
  return render(
    <ComposedShell admin={ADMIN}>
      <AdminContext i18nProvider={i18nProvider} store={memoryStore({ sidebar: { open: true } })}>
        <Menu />
      </AdminContext>
    </ComposedShell>,
  );
}

const labels = (permissions: string[]) =>
  filterMenu(permissions, menuDefinition(AREAS)).map((group) => [group.item!.key, (group.children ?? []).map((child) => child.item!.key)]);

describe('the profile entries by permission and customers', () => {
  const customers = (count: number) => Array.from({ length: count }, (_, index) => ({ CustomerID: index + 1, Name: `C${index}` })) as LoginSession['customers'];

  it('offers Log levels only with core_loggers_view, and a customer switch only with more than one customer', () => {
    expect(accountMenuEntries({ permissions: ['*'], customers: customers(2) })).toEqual({ logLevels: true, changeCustomer: true });
    expect(accountMenuEntries({ permissions: ['core', 'core_user_view'], customers: customers(1) })).toEqual({ logLevels: false, changeCustomer: false });
    expect(accountMenuEntries({ permissions: ['core_loggers_view'], customers: customers(3) })).toEqual({ logLevels: true, changeCustomer: true });
  });

  it("drops the sidebar's customer switch for a user of one customer", () => {
    const keys = (switchable: boolean) =>
      withoutSingleCustomerSwitch(filterMenu(['*'], menuDefinition(AREAS)), switchable)[0].children!.map((child) => child.item!.key);
    expect(keys(true)).toEqual(['dashboard', 'change_customer']);
    expect(keys(false)).toEqual(['dashboard']);
  });
});

describe('menu permission filter', () => {
  it("shows the wildcard the spec's groups in the spec's order, with the shell's and Core's entries", () => {
    const shown = labels(['*']);
    const groups = shown.map(([group]) => group);
    const specOrder = ['profile', 'core', 'quality', 'monitor', 'lunch_break', 'drive', 'playback', 'report', 'news', 'assistance'];
    expect(groups).toEqual(specOrder.filter((group) => groups.includes(group)));
    // Each area tests its own entries in its folder; the shell checks its own and Core's.
    expect(shown.find(([group]) => group === 'profile')).toEqual(['profile', ['dashboard', 'change_customer']]);
    expect(shown.find(([group]) => group === 'core')).toEqual([
      'core',
      ['users', 'permissions', 'roles', 'customers', 'loggers', 'audit_log', 'telephony_imports', 'telephony_sources', 'service_levels'],
    ]);
    expect(shown.find(([group]) => group === 'drive')).toEqual(['drive', ['option1']]);
  });

  it('shows the telephony imports and service levels to administrators only', () => {
    expect(labels(['core', 'core_user_view', 'core_customer_view'])).toEqual([
      ['profile', ['dashboard', 'change_customer']],
      ['core', ['users', 'customers']],
    ]);
  });

  it('shows a Core entry only with the module permission and the entry permission', () => {
    expect(labels(['core', 'core_user_view'])).toEqual([
      ['profile', ['dashboard', 'change_customer']],
      ['core', ['users']],
    ]);
    expect(labels(['core_user_view'])).toEqual([['profile', ['dashboard', 'change_customer']]]);
  });

  it('the sidebar of an administrator lists the Core screens', () => {
    signInWith(['*']);
    renderMenu();
    for (const label of ['Profile', 'Core', 'Users', 'Permissions', 'Roles', 'Customers', 'Log levels', 'Drive', 'Option 1']) {
      expect(screen.getByText(label)).toBeTruthy();
    }
    expect(screen.queryByText('End support session')).toBeNull();
  });

  it('the sidebar of a role-only user shows roles and hides the rest of Core', () => {
    signInWith(['core', 'core_role_view']);
    renderMenu();
    expect(screen.getByText('Roles')).toBeTruthy();
    expect(screen.queryByText('Users')).toBeNull();
    expect(screen.queryByText('Log levels')).toBeNull();
    expect(screen.queryByText('Drive')).toBeNull();
  });

  it('offers End support session while one is active', () => {
    signInWith(['core', 'core_user_view'], true);
    renderMenu();
    expect(screen.getByText('End support session')).toBeTruthy();
  });
});
