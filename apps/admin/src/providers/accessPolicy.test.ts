import { describe, expect, it } from 'vitest';
import { accessPolicy, canAccessWith, type Action } from './accessPolicy';
import { AREAS } from '../areas';

const policy = accessPolicy(AREAS);
const canAccessResource = (granted: readonly string[], resource: string, action: Action) => canAccessWith(policy, granted, resource, action);

describe('canAccess policy', () => {
  it('grants everything to the wildcard', () => {
    expect(canAccessResource(['*'], 'users', 'delete')).toBe(true);
    expect(canAccessResource(['*'], 'users.access', 'edit')).toBe(true);
  });
  it('opens lists with the view permission and changes with the edit permission', () => {
    expect(canAccessResource(['core_user_view'], 'users', 'list')).toBe(true);
    expect(canAccessResource(['core_user_view'], 'users', 'edit')).toBe(false);
    expect(canAccessResource(['core_user_edit'], 'users', 'create')).toBe(true);
    expect(canAccessResource(['core_customer_edit'], 'customers', 'delete')).toBe(true);
  });
  it('the user access tab needs core_role_edit', () => {
    expect(canAccessResource(['core_user_edit'], 'users.access', 'edit')).toBe(false);
    expect(canAccessResource(['core_role_edit'], 'users.access', 'edit')).toBe(true);
  });
  it('opens the permission pages with the legacy page permissions too', () => {
    expect(canAccessResource(['permissions_create'], 'permissions', 'create')).toBe(true);
    expect(canAccessResource(['permissions_create'], 'permissions', 'edit')).toBe(false);
    expect(canAccessResource(['permissions_edits'], 'permissions', 'edit')).toBe(true);
    expect(canAccessResource(['core_permission_edit'], 'permissions', 'create')).toBe(true);
  });
  it('denies resources it does not know', () => {
    expect(canAccessResource(['core_user_view'], 'nothing', 'list')).toBe(false);
  });
});
