import { Module, type DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ScheduleModule } from '@nestjs/schedule';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from './audit/audit.module.js';
import { AuthModule } from './auth/auth.module.js';
import { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { CrudModule } from './crud/crud.module.js';
import { dataSourceOptions } from './database/data-source-options.js';
import { ExportModule } from './export/export.module.js';
import { HealthController } from './health/health.controller.js';
import { HealthRegistry } from './health/health-registry.js';
import { JobsModule } from './jobs/jobs.module.js';
import { LoggingModule } from './logging/logging.module.js';
import { RealtimeModule } from './realtime/realtime.module.js';
import { RedisModule } from './redis/redis.module.js';
import { GlobalSearchRegistry } from './search/global-search.js';
import { ShellController } from './shell/shell.controller.js';
import { StorageModule } from './storage/storage.module.js';
import { Global } from '@nestjs/common';

/** Search is global so every area can register its contributor. */
@Global()
@Module({ providers: [GlobalSearchRegistry], exports: [GlobalSearchRegistry] })
class SearchModule {}

/** Health is global so every area can register its check. */
@Global()
@Module({ providers: [HealthRegistry], exports: [HealthRegistry] })
class HealthModule {}

/** Everything cross-cutting: config, database, Redis, sessions, crud kit, logging, realtime, jobs, files. */
@Module({})
export class PlatformModule {
  static forRoot(config: AppConfig): DynamicModule {
    if (!config.databaseUrl) throw new Error('The database URL must be known before the app is built.');
    return {
      module: PlatformModule,
      imports: [
        ConfigModule.forRoot(config),
        TypeOrmModule.forRoot({ ...dataSourceOptions(config.databaseUrl, [], { statementTimeoutMs: config.dbStatementTimeoutMs }), autoLoadEntities: true }),
        CqrsModule.forRoot(),
        ScheduleModule.forRoot(),
        RedisModule,
        JobsModule,
        AuthModule,
        AuditModule,
        CrudModule,
        LoggingModule,
        RealtimeModule,
        StorageModule,
        SearchModule,
        HealthModule,
        ExportModule,
      ],
      controllers: [HealthController, ShellController],
    };
  }
}
