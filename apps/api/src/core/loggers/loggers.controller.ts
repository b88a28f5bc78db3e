import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CoreResources, type PluginLogLevel } from '@backoffice/contracts';
import { RequirePermissions } from '../../platform/auth/auth.decorators.js';
import { LogLevelsService } from '../../platform/logging/log-levels.service.js';
import { Rpc } from '../../platform/rpc/rpc.decorator.js';
import { SaveLogLevelDto } from './logger.dto.js';

/** Log level per plugin, changed at run time for every running process. */
@ApiTags(CoreResources.loggers.base)
@Controller(CoreResources.loggers.base)
@RequirePermissions(...CoreResources.loggers.permissions.view)
export class LoggersController {
  constructor(private readonly levels: LogLevelsService) {}

  @Rpc('list', { summary: 'Lists the log level of every plugin', body: null, fail: 'Cannot load plugins' })
  list(): PluginLogLevel[] {
    return this.levels.list();
  }

  @Rpc('save', { summary: 'Sets the log level of a plugin in every running process', ok: 'Plugin level saved successfully', fail: 'Cannot save plugin level' })
  save(@Body() body: SaveLogLevelDto): Promise<PluginLogLevel> {
    return this.levels.save(body.PluginName, body.Level);
  }
}
