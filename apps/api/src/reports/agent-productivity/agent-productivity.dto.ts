import { ApiProperty } from '@nestjs/swagger';
import { AgentProductivityRequest, REPORT_WEEKDAYS } from '@backoffice/contracts';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsString } from 'class-validator';
import { WireDate } from '../report.dto.js';

export class AgentProductivityDto implements AgentProductivityRequest {
  @WireDate() DateFrom: string;
  @WireDate() DateTo: string;
  @ApiProperty({ type: String, example: '07:00' }) @IsString({ message: '$property must be a time HH:mm' }) HourFrom: string;
  @ApiProperty({ type: String, example: '20:00' }) @IsString({ message: '$property must be a time HH:mm' }) HourTo: string;
  @ApiProperty({ type: Number, isArray: true, description: '1 Monday … 7 Sunday, 8 Holiday', example: [1, 2, 3, 4, 5, 6, 7, 8] })
  @IsArray({ message: '$property must be a list of weekdays (1 Monday … 7 Sunday, 8 Holiday)' })
  @ArrayMaxSize(8)
  @Type(() => Number)
  @IsInt({ each: true, message: '$property must hold weekdays 1-7 and 8 for Holiday' })
  @IsIn(REPORT_WEEKDAYS, { each: true, message: '$property must hold weekdays 1-7 and 8 for Holiday' })
  WeekDays: number[];
}
