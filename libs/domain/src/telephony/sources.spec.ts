import { describe, expect, it } from '@jest/globals';
import { databaseDriverOf, maskConnectionUrl, quotedLine, telephonySourceProblem, unmaskConnectionUrl } from './sources.js';

describe('telephony source settings', () => {
  it('masks the password of a connection URL and gives the stored one back when the mask is saved', () => {
    const url = 'postgres://asterisk:s3cr%40t@pbx.example:5432/asterisk';
    expect(maskConnectionUrl(url)).toBe('postgres://asterisk:****@pbx.example:5432/asterisk');
    expect(maskConnectionUrl('postgres://asterisk@pbx/asterisk')).toBe('postgres://asterisk@pbx/asterisk');
    expect(unmaskConnectionUrl('postgres://asterisk:****@pbx.example:5432/asterisk', url)).toBe(url);
    expect(unmaskConnectionUrl('postgres://asterisk:new@pbx.example:5432/asterisk', url)).toBe('postgres://asterisk:new@pbx.example:5432/asterisk');
  });

  it('names the field a kind needs or must not have', () => {
    const table = { Kind: 'queue_log_table' as const, Path: null, ConnectionUrl: 'postgres://a:b@h:5432/db', Table: 'queue_log', Active: true };
    expect(telephonySourceProblem(table)).toBeNull();
    expect(telephonySourceProblem({ ...table, ConnectionUrl: 'mysql://a:b@h:3306/db' })).toBeNull();
    expect(telephonySourceProblem({ ...table, ConnectionUrl: 'mariadb://a@h/db' })).toBeNull();
    expect(telephonySourceProblem({ ...table, ConnectionUrl: 'oracle://a:b@h:1521/db' })).toBe(
      'ConnectionUrl must be a PostgreSQL or MySQL/MariaDB URL starting with postgres://, postgresql://, mysql:// or mariadb:// (postgres://user:password@host:5432/database, mysql://user:password@host:3306/database)',
    );
    expect(telephonySourceProblem({ ...table, ConnectionUrl: 'mysql://a:b@h:3306' })).toMatch(/^ConnectionUrl must be a PostgreSQL or MySQL\/MariaDB URL/);
    expect(telephonySourceProblem({ ...table, Table: 'queue_log; drop table x' })).toMatch(/^Table must be a table name/);
    expect(telephonySourceProblem({ ...table, Path: '/x' })).toMatch(/^Path is for file sources/);
    const file = { Kind: 'queue_log_file' as const, Path: 'queue_log', ConnectionUrl: null, Table: null, Active: true };
    expect(telephonySourceProblem(file)).toBeNull();
    expect(telephonySourceProblem({ ...file, Path: null })).toBe('Path is required for a queue_log file');
    expect(telephonySourceProblem({ ...file, Table: 'queue_log' })).toMatch(/^ConnectionUrl and Table are for a queue_log table/);
  });

  it('lets the URL scheme alone choose the database driver', () => {
    expect(databaseDriverOf('postgres://a:b@h:5432/db')).toBe('postgres');
    expect(databaseDriverOf('PostgreSQL://a@h/db?sslmode=require')).toBe('postgres');
    expect(databaseDriverOf('mysql://asterisk:pw@pbx:3306/asterisk')).toBe('mysql');
    expect(databaseDriverOf('mariadb://asterisk@pbx/asterisk')).toBe('mysql');
    expect(databaseDriverOf('mssql://a@h/db')).toBeNull();
    expect(databaseDriverOf('constructor://a@h/db')).toBeNull();
    expect(databaseDriverOf('mysql:/h/db')).toBeNull();
  });

  it('masks the password of a MySQL URL as of a PostgreSQL one', () => {
    expect(maskConnectionUrl('mysql://root:s3cret@127.0.0.1:3306/asterisk')).toBe('mysql://root:****@127.0.0.1:3306/asterisk');
  });

  it('quotes at most the first 100 characters of a line', () => {
    expect(quotedLine('x'.repeat(100))).toBe('x'.repeat(100));
    expect(quotedLine('y'.repeat(150))).toBe(`${'y'.repeat(100)}…`);
  });
});
