import { Injectable, Logger } from '@nestjs/common';
import type { PluginName } from '@backoffice/contracts';
import { LogLevelsService } from './log-levels.service.js';

/** Where log lines go; Nest's console logger unless a test or an operator swaps it. */
export interface LogSink {
  write(plugin: string, level: 'debug' | 'info' | 'warn' | 'error', message: string): void;
}

export const consoleSink: LogSink = {
  write(plugin, level, message) {
    const logger = new Logger(plugin);
    if (level === 'info') logger.log(message);
    else logger[level](message);
  },
};

/** A module's logger: writes only what the plugin's current level lets through. */
export class PluginLogger {
  constructor(
    private readonly plugin: PluginName,
    private readonly levels: LogLevelsService,
    private readonly sink: LogSink,
  ) {}

  debug(message: string): void {
    this.write('debug', message);
  }

  info(message: string): void {
    this.write('info', message);
  }

  warn(message: string): void {
    this.write('warn', message);
  }

  error(message: string): void {
    this.write('error', message);
  }

  private write(level: 'debug' | 'info' | 'warn' | 'error', message: string): void {
    if (this.levels.isEnabled(this.plugin, level)) this.sink.write(this.plugin, level, message);
  }
}

/** Hands each module its PluginLogger. */
@Injectable()
export class PluginLoggerFactory {
  private sink: LogSink = consoleSink;

  constructor(private readonly levels: LogLevelsService) {}

  for(plugin: PluginName): PluginLogger {
    return new PluginLogger(plugin, this.levels, { write: (...args) => this.sink.write(...args) });
  }

  /** Sends every plugin's lines elsewhere (an operator's collector, a test's capture). */
  useSink(sink: LogSink): void {
    this.sink = sink;
  }
}
