/**
 * Rules of a continuous telephony source's settings (issue 24, docs/telephony.md "Continuous
 * sources"), shared by the API's checks and the admin's form.
 */
import type { TelephonySourceInput } from '@backoffice/contracts';

/** What a masked password reads on the wire; saving it back keeps the stored password. */
export const MASKED_PASSWORD = '****';

const URL_WITH_PASSWORD = /^([a-z][a-z0-9+.-]*:\/\/[^:/@?#]*:)([^@/?#]*)(@)/i;
const DATABASE_URL = /^([a-z][a-z0-9+.-]*):\/\/[^/?#]*@?[^/?#]+(:\d+)?\/[^/?#]+(\?.*)?$/i;
const TABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,62}(\.[A-Za-z_][A-Za-z0-9_]{0,62})?$/;

/** The databases a queue_log table is read from: PostgreSQL (res_config_pgsql) or MySQL/MariaDB (res_config_mysql, res_config_odbc). */
export type PbxDatabaseDriver = 'postgres' | 'mysql';

/** The schemes a `ConnectionUrl` may have and the driver each one means: the scheme alone decides. */
export const DATABASE_URL_SCHEMES: Readonly<Record<string, PbxDatabaseDriver>> = {
  postgres: 'postgres',
  postgresql: 'postgres',
  mysql: 'mysql',
  mariadb: 'mysql',
};

const SCHEMES = Object.keys(DATABASE_URL_SCHEMES).map((scheme) => `${scheme}://`);
const ACCEPTED_URLS = `a PostgreSQL or MySQL/MariaDB URL starting with ${SCHEMES.slice(0, -1).join(', ')} or ${SCHEMES.at(-1)} (postgres://user:password@host:5432/database, mysql://user:password@host:3306/database)`;

/** The driver a connection URL asks for; null when it is not a database URL of an accepted scheme. */
export function databaseDriverOf(url: string): PbxDatabaseDriver | null {
  const scheme = DATABASE_URL.exec(url)?.[1].toLowerCase();
  return scheme !== undefined && Object.hasOwn(DATABASE_URL_SCHEMES, scheme) ? DATABASE_URL_SCHEMES[scheme] : null;
}

/** The URL with its password replaced by {@link MASKED_PASSWORD}: a connection URL is never answered or logged in full. */
export function maskConnectionUrl(url: string): string {
  return url.replace(URL_WITH_PASSWORD, `$1${MASKED_PASSWORD}$3`);
}

/** The password of a connection URL as written in it (null without one). */
function passwordOf(url: string): string | null {
  return URL_WITH_PASSWORD.exec(url)?.[2] ?? null;
}

/** A saved URL whose password is still the mask gets the stored password back (the form shows the masked URL). */
export function unmaskConnectionUrl(sent: string, stored: string | null): string {
  if (passwordOf(sent) !== MASKED_PASSWORD || stored === null) return sent;
  const password = passwordOf(stored) ?? '';
  return sent.replace(URL_WITH_PASSWORD, (_all, before: string, _masked: string, at: string) => `${before}${password}${at}`);
}

/** Null when the settings fit the kind; else what is wrong, naming the field. */
export function telephonySourceProblem(source: TelephonySourceInput): string | null {
  if (source.Kind === 'queue_log_table') {
    if (!source.ConnectionUrl) return `ConnectionUrl is required for a queue_log table: ${ACCEPTED_URLS}`;
    if (databaseDriverOf(source.ConnectionUrl) === null) return `ConnectionUrl must be ${ACCEPTED_URLS}`;
    if (!source.Table) return 'Table is required for a queue_log table';
    if (!TABLE_NAME.test(source.Table))
      return 'Table must be a table name, optionally with its schema (queue_log, or asterisk.queue_log: the schema in PostgreSQL, the database in MySQL)';
    if (source.Path) return 'Path is for file sources: a queue_log table has none';
    return null;
  }
  if (!source.Path) return `Path is required for a ${source.Kind === 'cdr_csv_file' ? 'Master.csv' : 'queue_log'} file`;
  if (source.ConnectionUrl || source.Table) return 'ConnectionUrl and Table are for a queue_log table: a file source has none';
  return null;
}

/** A line as a problem report quotes it: at most its first 100 characters. */
export function quotedLine(text: string): string {
  return text.length > 100 ? `${text.slice(0, 100)}…` : text;
}
