import { describe, expect, it } from '@jest/globals';
import { columnSettingsProblem } from './column-settings.js';

describe('columnSettingsProblem', () => {
  it('accepts a map of tables to visible flags', () => {
    expect(columnSettingsProblem({ users: { Email: false, Username: true }, roles: {} })).toBeNull();
  });

  it.each([
    [null, 'Columns must be an object of tables.'],
    [['users'], 'Columns must be an object of tables.'],
    [{ users: 'Email' }, 'Columns.users must be an object of column: true/false.'],
    [{ users: { Email: 'no' } }, 'Columns.users.Email must be true or false.'],
    [Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`t${i}`, {}])), 'Columns may hold at most 100 tables.'],
    [{ users: Object.fromEntries(Array.from({ length: 201 }, (_, i) => [`c${i}`, true])) }, 'Columns.users may hold at most 200 columns.'],
    [{ ['t'.repeat(101)]: {} }, 'Column table names may be at most 100 characters.'],
    [{ users: { ['c'.repeat(101)]: true } }, 'Column names in Columns.users may be at most 100 characters.'],
  ])('names the problem of %j', (columns, problem) => {
    expect(columnSettingsProblem(columns)).toBe(problem);
  });
});
