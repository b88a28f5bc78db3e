import { ApiPropertyOptional } from '@nestjs/swagger';
import { CALL_LOG_PAGE_SIZES, CallLogRequest } from '@backoffice/contracts';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { WireDate } from '../report.dto.js';

export class CallLogDto implements CallLogRequest {
  @WireDate() DateFrom: string;
  @WireDate() DateTo: string;
  @ApiPropertyOptional({ type: Number, description: '1-based page', default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'Page must be a whole number' })
  @Min(1, { message: 'Page must be 1 or more' })
  @Max(1_000_000, { message: 'Page is too large' })
  Page?: number;
  @ApiPropertyOptional({ type: Number, enum: CALL_LOG_PAGE_SIZES, default: 100 })
  @IsOptional()
  @Type(() => Number)
  @IsIn(CALL_LOG_PAGE_SIZES, { message: `PageSize must be one of ${CALL_LOG_PAGE_SIZES.join(', ')}` })
  PageSize?: number;
  @ApiPropertyOptional({ type: Number, description: 'Keyset paging: the page after the call with this nummer (the last row shown); Page is the fallback' })
  @IsOptional()
  @IsInt({ message: 'After must be the nummer of a call' })
  @Min(1, { message: 'After must be the nummer of a call' })
  After?: number;
  @ApiPropertyOptional({ type: Number, description: 'Keyset paging: the page before the call with this nummer (the first row shown); Page is the fallback' })
  @IsOptional()
  @IsInt({ message: 'Before must be the nummer of a call' })
  @Min(1, { message: 'Before must be the nummer of a call' })
  Before?: number;
}

/** The CSV download's query: the same range. */
export class CallLogExportDto {
  @WireDate() DateFrom: string;
  @WireDate() DateTo: string;
}
