import type { LunchPlanQuery, SaveLunchPlanRequest } from '@backoffice/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsOptional, IsString, Matches, MaxLength, ValidateIf, ValidateNested } from 'class-validator';
import { RecordId } from '../../platform/rpc/dto.decorators.js';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export class LunchPlanQueryDto implements LunchPlanQuery {
  @ApiPropertyOptional({ type: String, example: '2026-03-02', description: "The customer's day; today (in its time zone) when left out" })
  @IsOptional()
  @Matches(DATE, { message: 'Date must be a date YYYY-MM-DD' })
  Date?: string;
}

export class LunchBreakInputDto {
  @RecordId()
  AgentID: number;
  /** HH:mm, or empty/null: both empty clears the break (checked by the domain's lunchTimesProblem). */
  @ApiPropertyOptional({ type: String, nullable: true, example: '12:00' })
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsString({ message: 'From must be a time HH:mm' })
  @MaxLength(5, { message: 'From must be a time HH:mm' })
  From?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, example: '12:30' })
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsString({ message: 'To must be a time HH:mm' })
  @MaxLength(5, { message: 'To must be a time HH:mm' })
  To?: string | null;
  /** Sent back as the list gave it; not stored. */
  @ApiPropertyOptional({ type: String }) @IsOptional() @IsString() @MaxLength(200) Username?: string;
}

export class SaveLunchPlanDto extends LunchPlanQueryDto implements SaveLunchPlanRequest {
  @ApiProperty({ type: LunchBreakInputDto, isArray: true })
  @IsArray({ message: 'LunchBreaks must be a list' })
  @ArrayMaxSize(5000, { message: 'LunchBreaks may hold at most 5000 agents' })
  @ValidateNested({ each: true })
  @Type(() => LunchBreakInputDto)
  LunchBreaks: LunchBreakInputDto[];
}
