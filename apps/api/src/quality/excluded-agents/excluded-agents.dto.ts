import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsInt, Min } from 'class-validator';
import { MAX_AGENTS_PER_REQUEST } from '../evaluations/call-evaluation.dto.js';

export class SaveQualityExcludedAgentsDto {
  @ApiProperty({ type: Number, isArray: true })
  @IsArray({ message: 'Agents must be a list of agent ids' })
  @ArrayMaxSize(MAX_AGENTS_PER_REQUEST, { message: `Agents may name at most ${MAX_AGENTS_PER_REQUEST} agents` })
  @IsInt({ each: true, message: 'Agents must hold whole numbers' })
  @Min(1, { each: true, message: 'Agents must hold positive ids' })
  Agents: number[];
}
