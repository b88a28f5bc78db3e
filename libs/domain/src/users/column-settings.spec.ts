import { describe, expect, it } from '@jest/globals';
import { COLUMN_TABLES, CoreResources, MAX_COLUMN_SETTINGS_BYTES } from '@backoffice/contracts';
import { columnSettingsBytes, columnSettingsProblem, knownColumnSettings, mergeColumnSettings } from './column-settings.js';

const tables = { users: ['FirstName', 'Email', 'Username'], roles: ['Name', 'FancyName'] };

describe('columnSettingsProblem', () => {
  it('accepts known tables and columns with true/false', () => {
    expect(columnSettingsProblem({ users: { Email: false, Username: true }, roles: {} }, tables)).toBeNull();
  });

  it('checks against the admin tables declared in the contracts by default', () => {
    expect(COLUMN_TABLES[CoreResources.users.name]).toEqual(CoreResources.users.columns);
    expect(columnSettingsProblem({ users: { Email: false }, 'assistance/partners': { Logo: false }, call_evaluations: { 'Call.Number': true } })).toBeNull();
    expect(columnSettingsProblem({ loggers: { Level: false } })).toBe("Columns: 'loggers' is not a table with a column choice.");
  });

  it.each([
    [null, 'Columns must be an object of tables.'],
    [['users'], 'Columns must be an object of tables.'],
    [{ invoices: {} }, "Columns: 'invoices' is not a table with a column choice."],
    [{ constructor: {} }, "Columns: 'constructor' is not a table with a column choice."],
    [{ users: 'Email' }, 'Columns.users must be an object of column: true/false.'],
    [{ users: { Password: false } }, "Columns.users: 'Password' is not a column of this table."],
    [{ users: { FancyName: false } }, "Columns.users: 'FancyName' is not a column of this table."],
    [{ users: { Email: 'no' } }, 'Columns.users.Email must be true or false.'],
    [{ ['t'.repeat(500)]: {} }, `Columns: '${'t'.repeat(60)}…' is not a table with a column choice.`],
  ])('names the problem of %j', (columns, problem) => {
    expect(columnSettingsProblem(columns, tables)).toBe(problem);
  });

  it('refuses settings beyond the size cap before looking at their keys', () => {
    const huge = { users: { Email: true }, ['x'.repeat(MAX_COLUMN_SETTINGS_BYTES)]: {} };
    expect(columnSettingsProblem(huge, tables)).toBe('Columns may take at most 64 KB (these take 65 KB).');
    expect(columnSettingsProblem({ users: { Email: true } }, tables, 10)).toBe('Columns may take at most 0 KB (these take 1 KB).');
  });

  it('measures UTF-8 bytes, not characters', () => {
    expect(columnSettingsBytes({ ä: true })).toBe(JSON.stringify({ a: true }).length + 1);
    expect(columnSettingsBytes({ '€😀': true })).toBe(JSON.stringify({ a: true }).length - 1 + 3 + 4);
  });
});

describe('knownColumnSettings', () => {
  it('keeps only known tables and columns with true/false choices', () => {
    const stored = { users: { Email: false, Junk: false, Username: 'x' }, junk: { a: true }, roles: { Nope: true } };
    expect(knownColumnSettings(stored, tables)).toEqual({ users: { Email: false } });
    expect(knownColumnSettings(null, tables)).toEqual({});
    expect(knownColumnSettings('text', tables)).toEqual({});
  });
});

describe('mergeColumnSettings', () => {
  it('puts each saved table in place of its old choice and keeps the other tables', () => {
    const stored = { users: { Email: false, Username: false }, roles: { FancyName: false } };
    expect(mergeColumnSettings(stored, { users: { Email: true } }, tables)).toEqual({ users: { Email: true }, roles: { FancyName: false } });
  });

  it('drops a table saved without choices, and unknown keys stored before the check', () => {
    expect(mergeColumnSettings({ users: { Email: false }, junk: { a: true } }, { users: {} }, tables)).toEqual({});
  });
});
