import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { AbsenceDetailRequest, AbsenceScopeRequest } from '@backoffice/contracts';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { OptionalEmail } from '../../platform/rpc/dto.decorators.js';
import { WireDate } from '../report.dto.js';

export class AbsenceScopeDto implements AbsenceScopeRequest {
  @OptionalEmail() AgentMail?: string;
}

export class AbsenceDetailDto implements AbsenceDetailRequest {
  @WireDate() DateFrom: string;
  @WireDate() DateTo: string;
  @ApiProperty({ type: String, isArray: true })
  @IsArray({ message: 'Reasons must be a list of absence causes' })
  @ArrayNotEmpty({ message: 'Please select absence cause.' })
  @ArrayMaxSize(200)
  @IsString({ each: true, message: 'Reasons must hold absence causes as text' })
  @MaxLength(200, { each: true })
  Reasons: string[];
  @ApiPropertyOptional({ type: Number })
  @IsOptional()
  @IsInt({ message: 'Agent must be an agent id' })
  @Min(1, { message: 'Agent must be an agent id' })
  Agent?: number;
  @OptionalEmail() AgentMail?: string;
}
