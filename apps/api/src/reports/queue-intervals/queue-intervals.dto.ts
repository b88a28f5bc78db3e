import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { QUEUE_INTERVAL_MINUTES, type QueueIntervalMinutes, type QueueIntervalsRequest, type QueueProfileRequest } from '@backoffice/contracts';
import { Allow } from 'class-validator';
import { WireDate } from '../report.dto.js';

export class QueueProfileDto implements QueueProfileRequest {
  @WireDate() DateFrom: string;
  @WireDate() DateTo: string;
  /** Checked by the domain's queueSelection (a list, or comma-separated in the export's query). */
  @ApiPropertyOptional({ type: [String], example: ['800', '801'] }) @Allow() Queues?: string[];
}

export class QueueIntervalsDto extends QueueProfileDto implements QueueIntervalsRequest {
  /** Checked by the domain's queueIntervalMinutes. */
  @ApiProperty({ type: Number, enum: QUEUE_INTERVAL_MINUTES, example: 15 }) @Allow() Interval: QueueIntervalMinutes;
}

/** The CSV download's query: the same fields (Queues comma-separated). */
export class QueueIntervalsExportDto extends QueueIntervalsDto {}
