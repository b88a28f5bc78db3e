import { ApiProperty } from '@nestjs/swagger';
import { LOG_LEVELS, PLUGINS, type LogLevel, type PluginName } from '@backoffice/contracts';
import { IsIn } from 'class-validator';

export class SaveLogLevelDto {
  @ApiProperty({ enum: PLUGINS }) @IsIn(PLUGINS, { message: `PluginName must be one of ${PLUGINS.join(', ')}` }) PluginName: PluginName;
  @ApiProperty({ enum: LOG_LEVELS }) @IsIn(LOG_LEVELS, { message: `Level must be one of ${LOG_LEVELS.join(', ')}` }) Level: LogLevel;
}
