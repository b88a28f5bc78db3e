import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { LOG_LEVELS, PLUGINS, type LogLevel, type PluginLogLevel as PluginLevel, type PluginName } from '@backoffice/contracts';
import { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config.js';
import { REDIS, redisKey } from '../redis/redis.module.js';

const DEFAULT_LEVEL: LogLevel = 'info';

/**
 * The log level of each plugin (server module): kept in core.plugin_log_levels, held in memory
 * for the hot path, and spread to every other API and worker process over Redis pub/sub.
 */
@Injectable()
export class LogLevelsService implements OnModuleInit, OnApplicationShutdown {
  private readonly levels = new Map<string, LogLevel>();
  private subscriber: Redis | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.reload();
    this.subscriber = this.redis.duplicate();
    this.subscriber.on(
      'message',
      () => void this.reload().catch((error: unknown) => new Logger('platform').warn(`Reloading log levels failed: ${String(error)}`)),
    );
    await this.subscriber.subscribe(this.channel());
  }

  async onApplicationShutdown(): Promise<void> {
    await this.subscriber?.quit().catch(() => undefined);
  }

  list(): PluginLevel[] {
    return PLUGINS.map((plugin) => ({ PluginName: plugin, Level: this.levelOf(plugin) }));
  }

  levelOf(plugin: string): LogLevel {
    return this.levels.get(plugin) ?? DEFAULT_LEVEL;
  }

  isEnabled(plugin: string, level: Exclude<LogLevel, 'off'>): boolean {
    const threshold = this.levelOf(plugin);
    if (threshold === 'off') return false;
    return LOG_LEVELS.indexOf(level) >= LOG_LEVELS.indexOf(threshold);
  }

  async save(plugin: PluginName, level: LogLevel): Promise<PluginLevel> {
    await this.dataSource.query(
      `INSERT INTO core.plugin_log_levels (plugin_name, level) VALUES ($1, $2)
       ON CONFLICT (plugin_name) DO UPDATE SET level = EXCLUDED.level, updated_at = now()`,
      [plugin, level],
    );
    this.levels.set(plugin, level);
    await this.redis.publish(this.channel(), plugin);
    return { PluginName: plugin, Level: level };
  }

  private async reload(): Promise<void> {
    const rows = await this.dataSource.query<{ plugin_name: string; level: LogLevel }[]>(`SELECT plugin_name, level FROM core.plugin_log_levels`);
    this.levels.clear();
    for (const row of rows) this.levels.set(row.plugin_name, row.level);
  }

  private channel(): string {
    return redisKey(this.config, 'log-levels');
  }
}
