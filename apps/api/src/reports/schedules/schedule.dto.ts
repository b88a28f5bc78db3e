import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { RELATIVE_RANGES, REPORT_LANGUAGES, SCHEDULE_FORMATS, type ReportScheduleInput } from '@backoffice/contracts';
import { Allow, IsOptional } from 'class-validator';
import { RecordId } from '../../platform/rpc/dto.decorators.js';

/**
 * The fields are only admitted here: their rules are the domain's scheduleProblems, checked by
 * ScheduleChecks (a refusal names each problem: ErrorCode.ScheduleInvalid).
 */
export class CreateScheduleDto implements ReportScheduleInput {
  @ApiProperty({ type: String, example: 'report/call_log/list' }) @Allow() Report: string;
  @ApiPropertyOptional({ type: Object, example: {} }) @IsOptional() Parameters: Record<string, unknown>;
  @ApiProperty({ enum: RELATIVE_RANGES }) @Allow() Range: ReportScheduleInput['Range'];
  @ApiProperty({ type: String, example: '07:00' }) @Allow() Time: string;
  @ApiProperty({ type: Number, isArray: true, example: [1, 2, 3, 4, 5] }) @Allow() Days: number[];
  @ApiProperty({ type: String, isArray: true, example: ['supervisor@example.com'] }) @Allow() Recipients: string[];
  @ApiProperty({ enum: SCHEDULE_FORMATS }) @Allow() Format: ReportScheduleInput['Format'];
  @ApiPropertyOptional({ enum: REPORT_LANGUAGES, default: 'en' }) @IsOptional() Language?: ReportScheduleInput['Language'];
}

export class SaveScheduleDto implements Partial<ReportScheduleInput> {
  @RecordId() ScheduleID: number;
  @ApiPropertyOptional({ type: String }) @IsOptional() Report?: string;
  @ApiPropertyOptional({ type: Object }) @IsOptional() Parameters?: Record<string, unknown>;
  @ApiPropertyOptional({ enum: RELATIVE_RANGES }) @IsOptional() Range?: ReportScheduleInput['Range'];
  @ApiPropertyOptional({ type: String }) @IsOptional() Time?: string;
  @ApiPropertyOptional({ type: Number, isArray: true }) @IsOptional() Days?: number[];
  @ApiPropertyOptional({ type: String, isArray: true }) @IsOptional() Recipients?: string[];
  @ApiPropertyOptional({ enum: SCHEDULE_FORMATS }) @IsOptional() Format?: ReportScheduleInput['Format'];
  @ApiPropertyOptional({ enum: REPORT_LANGUAGES }) @IsOptional() Language?: ReportScheduleInput['Language'];
}

export class ScheduleIdDto {
  @RecordId() ScheduleID: number;
}
