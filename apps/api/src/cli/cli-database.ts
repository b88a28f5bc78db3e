/**
 * The database a command-line tool works on: DATABASE_URL, or the embedded PostgreSQL of
 * `npm start` (used as it runs, or started for the duration of the command).
 */
import pg from 'pg';
import { DataSource } from 'typeorm';
import { AppConfig } from '../platform/config/app-config.js';
import { dataSourceOptions } from '../platform/database/data-source-options.js';
import { runMigrations } from '../platform/database/migrate.js';
import { startEmbeddedDatabase } from '../platform/runtime/embedded-database.js';

export interface CliDatabase {
  config: AppConfig;
  dataSource: DataSource;
  close(): Promise<void>;
}

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

export async function openCliDatabase(log: (line: string) => void): Promise<CliDatabase> {
  const config = AppConfig.fromEnv();
  let stopEmbedded: (() => Promise<void>) | null = null;
  if (!config.databaseUrl) {
    const runningUrl = `postgres://postgres:backoffice@127.0.0.1:${config.embeddedPostgresPort}/backoffice`;
    if (await answers(runningUrl)) {
      config.databaseUrl = runningUrl;
    } else {
      const embedded = await startEmbeddedDatabase(config, log);
      config.databaseUrl = embedded.url;
      stopEmbedded = embedded.stop;
    }
  }
  await runMigrations(config.databaseUrl);
  const dataSource = new DataSource({ ...dataSourceOptions(config.databaseUrl), extra: { max: 4, application_name: 'backoffice-cli' } });
  await dataSource.initialize();
  return {
    config,
    dataSource,
    async close() {
      await dataSource.destroy();
      if (stopEmbedded) await stopEmbedded();
    },
  };
}

/** `--name value` and `--flag` arguments. */
export function parseArguments(argv: string[]): { options: Map<string, string[]>; positional: string[] } {
  const options = new Map<string, string[]>();
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const argument = argv[i];
    if (argument.startsWith('--')) {
      const [name, inline] = argument.slice(2).split('=', 2);
      const value = inline ?? (argv[i + 1] !== undefined && !argv[i + 1].startsWith('--') ? argv[++i] : 'true');
      options.set(name, [...(options.get(name) ?? []), value]);
    } else {
      positional.push(argument);
    }
  }
  return { options, positional };
}

export function wholeNumber(options: Map<string, string[]>, name: string, fallback: number): number {
  const raw = options.get(name)?.at(-1);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive whole number, got '${raw}'.`);
  return value;
}
