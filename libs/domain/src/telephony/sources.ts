/**
 * Rules of a continuous telephony source's settings (issue 24, docs/telephony.md "Continuous
 * sources"), shared by the API's checks and the admin's form.
 */
import type { TelephonySourceInput } from '@backoffice/contracts';

/** What a masked password reads on the wire; saving it back keeps the stored password. */
export const MASKED_PASSWORD = '****';

const URL_WITH_PASSWORD = /^([a-z][a-z0-9+.-]*:\/\/[^:/@?#]*:)([^@/?#]*)(@)/i;
const DATABASE_URL = /^postgres(ql)?:\/\/[^/?#]*@?[^/?#]+(:\d+)?\/[^/?#]+(\?.*)?$/i;
const TABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,62}(\.[A-Za-z_][A-Za-z0-9_]{0,62})?$/;

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
    if (!source.ConnectionUrl) return 'ConnectionUrl is required for a queue_log table (postgres://user:password@host:5432/database)';
    if (!DATABASE_URL.test(source.ConnectionUrl)) return 'ConnectionUrl must be a PostgreSQL URL: postgres://user:password@host:5432/database';
    if (!source.Table) return 'Table is required for a queue_log table';
    if (!TABLE_NAME.test(source.Table)) return 'Table must be a table name, optionally with its schema (queue_log or asterisk.queue_log)';
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
