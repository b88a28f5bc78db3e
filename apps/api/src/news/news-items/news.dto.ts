import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { NEWS_TEXT_MAX_LENGTH } from '@backoffice/contracts';
import { NEWS_PROBLEMS } from '@backoffice/domain';
import { ArrayMaxSize, ArrayNotEmpty, Equals, IsArray, IsBoolean, IsInt, IsOptional, Matches, Min } from 'class-validator';
import { ListFilterDto } from '../../platform/crud/crud.dto.js';
import { RecordId, RequiredText } from '../../platform/rpc/dto.decorators.js';

/** The audience of one news item is at most this many users (a customer's whole staff fits). */
export const MAX_AUDIENCE = 5000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export class NewsListDto extends ListFilterDto {
  @ApiPropertyOptional({ type: Boolean, description: 'Non-editors: also list news already read' })
  @IsOptional()
  @IsBoolean({ message: 'ShowRead must be true or false' })
  ShowRead?: boolean;
}

export class CreateNewsDto {
  /** Rich text (HTML); sanitised before it is stored. */
  @RequiredText(NEWS_TEXT_MAX_LENGTH) Text: string;
  @ApiProperty({ example: '2026-03-02' }) @Matches(DATE, { message: NEWS_PROBLEMS.fromInvalid }) From: string;
  @ApiProperty({ example: '2026-03-03' }) @Matches(DATE, { message: NEWS_PROBLEMS.untilInvalid }) Until: string;
  @ApiProperty({ type: Number, isArray: true })
  @IsArray({ message: 'UserIDs must be a list of ids' })
  @ArrayNotEmpty({ message: NEWS_PROBLEMS.noUsers })
  @ArrayMaxSize(MAX_AUDIENCE, { message: `UserIDs may hold at most ${MAX_AUDIENCE} ids` })
  @IsInt({ each: true, message: 'UserIDs must hold whole numbers' })
  @Min(1, { each: true, message: 'UserIDs must hold positive ids' })
  UserIDs: number[];
  @ApiPropertyOptional({ type: Number, isArray: true, default: [] })
  @IsOptional()
  @IsArray({ message: 'RoleIDs must be a list of ids' })
  @ArrayMaxSize(1000, { message: 'RoleIDs may hold at most 1000 ids' })
  @IsInt({ each: true, message: 'RoleIDs must hold whole numbers' })
  @Min(1, { each: true, message: 'RoleIDs must hold positive ids' })
  RoleIDs?: number[];
}

export class SaveNewsDto extends CreateNewsDto {
  @RecordId() NewsID: number;
}

export class NewsIdDto {
  @RecordId() NewsID: number;
}

export class MarkNewsReadDto {
  @RecordId() NewsID: number;
  @ApiProperty({ type: Boolean, description: 'Must be true: the ticked Mark As Read box' })
  @IsBoolean({ message: 'MarkAsRead must be true or false' })
  @Equals(true, { message: 'Tick Mark As Read to confirm the news' })
  MarkAsRead: boolean;
}
