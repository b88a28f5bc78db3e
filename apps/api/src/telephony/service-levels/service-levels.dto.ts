import type { ServiceLevelQueueOverride, ServiceLevelSettings } from '@backoffice/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { Allow, ArrayMaxSize, IsArray, IsDefined, IsString, MaxLength, ValidateNested } from 'class-validator';

/** The numbers are checked by the domain's serviceLevelSettingsProblem (its messages name the field and the queue). */
export class ServiceLevelQueueDto implements ServiceLevelQueueOverride {
  @ApiProperty({ type: String, example: '2001', description: 'The routing exten of the queue' })
  @IsDefined({ message: 'Queues: every entry needs its Queue' })
  @MaxLength(100, { message: 'Queues: Queue must be at most 100 characters' })
  @IsString({ message: 'Queues: Queue must be text' })
  Queue: string;
  @ApiPropertyOptional({ type: Number, nullable: true, example: 10 }) @Allow() TargetSeconds?: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true, example: 90 }) @Allow() TargetShare?: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true, example: 5 }) @Allow() ShortAbandonSeconds?: number | null;
}

export class SaveServiceLevelsDto implements ServiceLevelSettings {
  @ApiProperty({ type: Number, example: 20, description: 'Whole seconds 0-3600' }) @IsDefined({ message: 'TargetSeconds is required' }) TargetSeconds: number;
  @ApiProperty({ type: Number, example: 80, description: 'A percentage 0-100' }) @IsDefined({ message: 'TargetShare is required' }) TargetShare: number;
  @ApiProperty({ type: Number, example: 0, description: 'Whole seconds 0-3600; 0: no short abandons' })
  @IsDefined({ message: 'ShortAbandonSeconds is required' })
  ShortAbandonSeconds: number;
  @ApiProperty({ type: ServiceLevelQueueDto, isArray: true })
  @ArrayMaxSize(1000, { message: 'Queues may hold at most 1000 queues' })
  @IsArray({ message: 'Queues must be a list' })
  @ValidateNested({ each: true })
  @Type(() => ServiceLevelQueueDto)
  Queues: ServiceLevelQueueDto[];
}
