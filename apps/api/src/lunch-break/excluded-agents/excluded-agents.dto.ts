import type { ExcludedAgents } from '@backoffice/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsInt, Min } from 'class-validator';

export class SaveLunchExcludedAgentsDto implements ExcludedAgents {
  @ApiProperty({ type: Number, isArray: true, description: 'Every agent left out of the lunch plan (replaces the list)' })
  @IsArray({ message: 'AgentIDs must be a list of ids' })
  @ArrayMaxSize(5000, { message: 'AgentIDs may hold at most 5000 ids' })
  @IsInt({ each: true, message: 'AgentIDs must hold whole numbers' })
  @Min(1, { each: true, message: 'AgentIDs must hold positive ids' })
  AgentIDs: number[];
}
