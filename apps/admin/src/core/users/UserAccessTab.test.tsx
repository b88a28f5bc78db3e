import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { UserAccessTab } from './UserAccessTab';
import { changedLists, computedPermissionNames, userAccessReducer, type UserAccess } from './userAccess';
import { fakeApi } from '../../test/fakeApi';
import { i18nProvider } from '../../test/admin';

afterEach(() => vi.unstubAllGlobals());

const permissions = [
  { PermissionID: 1, Name: 'core_user_view' },
  { PermissionID: 2, Name: 'core_user_edit' },
  { PermissionID: 3, Name: 'news_list' },
];
const roles = [
  { RoleID: 10, Name: 'viewer', FancyName: 'Viewer', Type: 'public', Locked: false, Permissions: [permissions[0]], PermissionIDs: [1] },
  { RoleID: 11, Name: 'editor', FancyName: 'Editor', Type: 'public', Locked: false, Permissions: [permissions[1]], PermissionIDs: [2] },
];

describe('user access rules', () => {
  const start: UserAccess = { roleIds: [10], included: [3], excluded: [2] };

  it('including an excluded permission removes it from the excluded list', () => {
    expect(userAccessReducer(start, { type: 'included', ids: [3, 2] })).toEqual({ roleIds: [10], included: [3, 2], excluded: [] });
  });

  it('excluding an included permission removes it from the included list', () => {
    expect(userAccessReducer(start, { type: 'excluded', ids: [2, 3] })).toEqual({ roleIds: [10], included: [], excluded: [2, 3] });
  });

  it('reports which lists changed, regardless of order', () => {
    expect(changedLists(start, { ...start })).toEqual({ roles: false, included: false, excluded: false });
    expect(changedLists(start, { ...start, roleIds: [10, 11] })).toEqual({ roles: true, included: false, excluded: false });
    expect(changedLists({ ...start, included: [1, 3] }, { ...start, included: [3, 1] }).included).toBe(false);
  });

  it('computes the effective list from the roles, plus included, minus excluded', () => {
    expect(computedPermissionNames({ roleIds: [10, 11], included: [3], excluded: [2] }, roles, permissions)).toEqual(['core_user_view', 'news_list']);
  });
});

function chipsOf(testId: string): string[] {
  return [...screen.getByTestId(testId).querySelectorAll('.MuiChip-label')].map((chip) => chip.textContent ?? '');
}

async function pick(testId: string, option: string) {
  const input = within(screen.getByTestId(testId)).getByRole('combobox');
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value: option } });
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('User access edit tab', () => {
  it('moves a permission between included and excluded, recomputes the read-only list, and saves only what changed', async () => {
    const api = fakeApi({
      'roles/list': { data: roles },
      'permissions/list': { data: permissions },
      'users/roles/list': { data: [{ RoleID: 10, Name: 'viewer', FancyName: 'Viewer' }] },
      'users/included_permissions/list': { data: [permissions[2]] },
      'users/excluded_permissions/list': { data: [permissions[1]] },
      'users/permissions/list': { data: ['core_user_view', 'news_list'] },
      'users/included_permissions/bulk_save': { data: null },
      'users/excluded_permissions/bulk_save': { data: null },
    });
    render(
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        <UserAccessTab userId={5} />
      </AdminContext>,
    );

    expect(await screen.findByText('User roles', { selector: 'label' })).toBeTruthy();
    expect(screen.getByText('User permissions', { selector: 'label' })).toBeTruthy();
    expect(chipsOf('user-roles')).toEqual(['Viewer']);
    expect(chipsOf('user-effective-permissions')).toEqual(['core_user_view', 'news_list']);
    expect(chipsOf('user-included-permissions')).toEqual(['news_list']);
    expect(chipsOf('user-excluded-permissions')).toEqual(['core_user_edit']);
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    await pick('user-included-permissions', 'core_user_edit');

    expect(chipsOf('user-included-permissions')).toEqual(['news_list', 'core_user_edit']);
    expect(chipsOf('user-excluded-permissions')).toEqual([]);
    expect(chipsOf('user-effective-permissions')).toEqual(['core_user_edit', 'core_user_view', 'news_list']);
    expect(save.disabled).toBe(false);

    fireEvent.click(save);
    await waitFor(() => expect(api.callsTo('users/excluded_permissions/bulk_save')).toHaveLength(1));
    expect(api.callsTo('users/included_permissions/bulk_save')[0].body).toMatchObject({ UserID: 5, PermissionIDs: [3, 2] });
    expect(api.callsTo('users/excluded_permissions/bulk_save')[0].body).toMatchObject({ UserID: 5, PermissionIDs: [] });
    expect(api.callsTo('users/roles/bulk_save')).toHaveLength(0);
  });
});
