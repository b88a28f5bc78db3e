import type { DataSourceOptions } from 'typeorm';
import { MIGRATIONS } from '../../migrations/index.js';
import { SnakeNamingStrategy } from './snake-naming.strategy.js';

/** One place that says how this product talks to PostgreSQL; migrations run, never `synchronize`. */
export function dataSourceOptions(url: string, entities: DataSourceOptions['entities'] = []): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities,
    migrations: MIGRATIONS,
    migrationsRun: false,
    synchronize: false,
    namingStrategy: new SnakeNamingStrategy(),
    extra: { max: 20, application_name: 'backoffice' },
  };
}
