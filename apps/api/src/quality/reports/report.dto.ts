import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { REPORT_LANGUAGES, type ReportLanguage } from '@backoffice/contracts';
import { Allow, IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { QueryRecordId } from '../../platform/rpc/dto.decorators.js';
import { AgentIdList } from '../evaluations/call-evaluation.dto.js';

export class GenerateReportDto {
  @AgentIdList() CallAgents: number[];
  @ApiProperty({ example: '2026-03-01 00:00:00' }) @IsString({ message: 'From must be a date' }) @MaxLength(40) From: string;
  @ApiProperty({ example: '2026-03-31 23:59:59.999999', description: 'The end date at 23:59:59.999999' })
  @IsString({ message: 'To must be a date' })
  @MaxLength(40)
  To: string;
  @ApiPropertyOptional({ default: true }) @IsOptional() @IsBoolean({ message: 'PerAgent must be true or false' }) PerAgent?: boolean;
  @ApiPropertyOptional({ enum: REPORT_LANGUAGES, default: 'en', description: "The PDF's language" })
  @IsOptional()
  @IsIn(REPORT_LANGUAGES, { message: `Language must be one of ${REPORT_LANGUAGES.join(', ')}` })
  Language?: ReportLanguage;
}

export class ReportDownloadQueryDto {
  @QueryRecordId() ReportID: number;
  @ApiPropertyOptional() @Allow() Token?: string;
  @ApiPropertyOptional({ enum: ['direct', 'download'] })
  @IsOptional()
  @IsIn(['direct', 'download'], { message: 'Mode must be direct or download' })
  Mode?: string;
}
