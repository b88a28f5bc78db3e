import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CoreCalls, type PluginLogLevel } from '@backoffice/contracts';
import { LogLevelsService } from '../../platform/logging/log-levels.service.js';
import { SaveLogLevelDto } from './logger.dto.js';
import { Call } from '../../platform/rpc/call.decorator.js';

/** Log level per plugin, changed at run time for every running process. */
@ApiTags('loggers')
@Controller()
export class LoggersController {
  constructor(private readonly levels: LogLevelsService) {}

  @Call(CoreCalls.logLevels, { body: null })
  list(): PluginLogLevel[] {
    return this.levels.list();
  }

  @Call(CoreCalls.saveLogLevel)
  save(@Body() body: SaveLogLevelDto): Promise<PluginLogLevel> {
    return this.levels.save(body.PluginName, body.Level);
  }
}
