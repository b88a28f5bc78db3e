import { describe, expect, it } from '@jest/globals';
import { effectivePermissions, hasAllPermissions, hasAnyPermission, hasPermission } from './effective-permissions.js';

describe('effectivePermissions', () => {
  it('unites role permissions with included ones', () => {
    expect(effectivePermissions(['core_user_view', 'news_list'], ['report_call_log'], [])).toEqual(['core_user_view', 'news_list', 'report_call_log']);
  });

  it('removes excluded permissions even when a role grants them', () => {
    expect(effectivePermissions(['core_user_view', 'core_user_edit'], [], ['core_user_edit'])).toEqual(['core_user_view']);
  });

  it('removes excluded permissions that were also included', () => {
    expect(effectivePermissions([], ['news_edit'], ['news_edit'])).toEqual([]);
  });

  it('lists each permission once, sorted', () => {
    expect(effectivePermissions(['b', 'a', 'b'], ['a', 'c'], [])).toEqual(['a', 'b', 'c']);
  });

  it('keeps the wildcard unless it is excluded', () => {
    expect(effectivePermissions(['*'], [], [])).toEqual(['*']);
    expect(effectivePermissions(['*'], [], ['*'])).toEqual([]);
  });
});

describe('permission checks', () => {
  it('grants everything to the wildcard', () => {
    expect(hasPermission(['*'], 'core_user_edit')).toBe(true);
    expect(hasAllPermissions(['*'], ['a', 'b'])).toBe(true);
  });

  it('checks a single permission', () => {
    expect(hasPermission(['core_user_view'], 'core_user_view')).toBe(true);
    expect(hasPermission(['core_user_view'], 'core_user_edit')).toBe(false);
  });

  it('any-of passes on an empty requirement and on one match', () => {
    expect(hasAnyPermission([], [])).toBe(true);
    expect(hasAnyPermission(['b'], ['a', 'b'])).toBe(true);
    expect(hasAnyPermission(['c'], ['a', 'b'])).toBe(false);
  });

  it('all-of needs every permission', () => {
    expect(hasAllPermissions(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(hasAllPermissions(['a'], ['a', 'b'])).toBe(false);
  });
});
