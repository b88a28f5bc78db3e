import { describe, expect, it } from 'vitest';
import { canAccessResource } from './accessPolicy';

describe('canAccess policy', () => {
  it('grants everything to the wildcard', () => {
    expect(canAccessResource(['*'], 'users', 'delete')).toBe(true);
    expect(canAccessResource(['*'], 'users.support_session', 'edit')).toBe(true);
  });
  it('opens lists with the view permission and changes with the edit permission', () => {
    expect(canAccessResource(['core_user_view'], 'users', 'list')).toBe(true);
    expect(canAccessResource(['core_user_view'], 'users', 'edit')).toBe(false);
    expect(canAccessResource(['core_user_edit'], 'users', 'create')).toBe(true);
    expect(canAccessResource(['core_customer_edit'], 'customers', 'delete')).toBe(true);
  });
  it('the user access tab needs core_role_edit; the support session only the wildcard', () => {
    expect(canAccessResource(['core_user_edit'], 'users.access', 'edit')).toBe(false);
    expect(canAccessResource(['core_role_edit'], 'users.access', 'edit')).toBe(true);
    expect(canAccessResource(['core_user_edit', 'core_role_edit'], 'users.support_session', 'edit')).toBe(false);
  });
  it('denies resources it does not know', () => {
    expect(canAccessResource(['core_user_view'], 'nothing', 'list')).toBe(false);
  });
});
