import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  QUEUE_INTERVAL_MINUTES,
  QUEUE_INTERVALS_PAGE_SIZES,
  type QueueIntervalMinutes,
  type QueueIntervalsExportQuery,
  type QueueIntervalsRequest,
  type QueueProfileRequest,
} from '@backoffice/contracts';
import { Allow, IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { WireDate } from '../report.dto.js';

export class QueueProfileDto implements QueueProfileRequest {
  @WireDate() DateFrom: string;
  @WireDate() DateTo: string;
  /** Checked by the domain's queueSelection (a list, or comma-separated in the export's query). */
  @ApiPropertyOptional({ type: [String], example: ['800', '801'] }) @Allow() Queues?: string[];
}

/** The CSV download's query (Queues comma-separated), and what the table's request adds its page to. */
export class QueueIntervalsExportDto extends QueueProfileDto implements QueueIntervalsExportQuery {
  /** Checked by the domain's queueIntervalMinutes. */
  @ApiProperty({ type: Number, enum: QUEUE_INTERVAL_MINUTES, example: 15 }) @Allow() Interval: QueueIntervalMinutes;
}

export class QueueIntervalsDto extends QueueIntervalsExportDto implements QueueIntervalsRequest {
  @ApiPropertyOptional({ type: Number, example: 1, description: 'One page (1-based) of PageSize rows; with PageSize, or neither for every row' })
  @IsOptional()
  @IsInt({ message: 'Page must be a whole number' })
  @Min(1, { message: 'Page must be 1 or more' })
  @Max(1_000_000, { message: 'Page is too large' })
  Page?: number;
  @ApiPropertyOptional({ type: Number, enum: QUEUE_INTERVALS_PAGE_SIZES, example: 50 })
  @IsOptional()
  @IsIn(QUEUE_INTERVALS_PAGE_SIZES, { message: `PageSize must be one of ${QUEUE_INTERVALS_PAGE_SIZES.join(', ')}` })
  PageSize?: (typeof QUEUE_INTERVALS_PAGE_SIZES)[number];
}
