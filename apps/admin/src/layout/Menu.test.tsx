import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { filterMenu } from '@backoffice/domain';
import type { LoginSession } from '@backoffice/contracts';
import { Menu } from './Menu';
import { menuDefinition } from './menuDefinition';
import { i18nProvider } from '../providers/i18nProvider';
import { writeSession } from '../providers/session';

function signInWith(permissions: string[], supportSessionActive = false) {
  writeSession({ token: 't', permissions, supportSessionActive, user: { Username: 'u' }, userSettings: { Columns: {} } } as unknown as LoginSession);
}

function renderMenu() {
  return render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore({ sidebar: { open: true } })}>
      <Menu />
    </AdminContext>,
  );
}

const labels = (permissions: string[]) =>
  filterMenu(permissions, menuDefinition()).map((group) => [group.item!.key, (group.children ?? []).map((child) => child.item!.key)]);

describe('menu permission filter', () => {
  it('shows every group with entries to the wildcard', () => {
    expect(labels(['*'])).toEqual([
      ['profile', ['dashboard', 'change_customer']],
      ['core', ['users', 'permissions', 'roles', 'customers', 'loggers', 'telephony_imports']],
      ['drive', ['option1']],
    ]);
  });

  it('shows the telephony imports to administrators only', () => {
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
