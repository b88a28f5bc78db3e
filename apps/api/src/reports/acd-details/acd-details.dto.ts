import { ApiPropertyOptional } from '@nestjs/swagger';
import type { AcdDetailsRequest, AcdThresholdsRequest } from '@backoffice/contracts';
import { Allow } from 'class-validator';
import { OptionalExten, WireDate } from '../report.dto.js';

export class AcdDetailsDto implements AcdDetailsRequest {
  @WireDate() DateFrom: string;
  @WireDate() DateTo: string;
  @OptionalExten() Exten?: string;
  /** Checked by the domain's acdParameters (whole seconds 0-3600; empty is 0). */
  @ApiPropertyOptional({ type: Number, default: 0 }) @Allow() MusicOnHoldDuration: number | string;
  @ApiPropertyOptional({ type: Number, default: 0 }) @Allow() PostHandlingTime: number | string;
}

/** The CSV download's query: the same fields. */
export class AcdDetailsExportDto extends AcdDetailsDto {}

/** The thresholds of one queue (Exten) or of all. */
export class AcdThresholdsDto implements AcdThresholdsRequest {
  @OptionalExten() Exten?: string;
}
