import { Global, Module } from '@nestjs/common';
import { LogLevelsService } from './log-levels.service.js';
import { PluginLoggerFactory } from './plugin-logger.js';

@Global()
@Module({ providers: [LogLevelsService, PluginLoggerFactory], exports: [LogLevelsService, PluginLoggerFactory] })
export class LoggingModule {}
