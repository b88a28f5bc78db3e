import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsDefined, IsOptional, IsString, MaxLength } from 'class-validator';
import { NullableText, RecordId, OptionalText, RequiredText } from '../../platform/rpc/dto.decorators.js';

/** Largest HTML a text may hold before sanitising (a page of formatted text is a few KiB). */
export const MAX_TEXT_CONTENT = 100_000;

export class CreateMonitorTextDto {
  @RequiredText(200) Name: string;
  @ApiPropertyOptional({ type: String, description: 'HTML; sanitised on the server' })
  @IsOptional()
  @IsString({ message: 'Content must be text' })
  @MaxLength(MAX_TEXT_CONTENT, { message: `Content must be at most ${MAX_TEXT_CONTENT} characters` })
  Content?: string;
  @ApiPropertyOptional({ type: Boolean, default: true }) @IsOptional() @IsBoolean({ message: 'Active must be true or false' }) Active?: boolean;
  /** The spec's client sends these; the server records the signed-in user instead. */
  @NullableText(200) CreatedBy?: string | null;
  @NullableText(200) LastModifiedBy?: string | null;
}

export class SaveMonitorTextDto {
  @RecordId() TextID: number;
  @OptionalText(200) Name?: string;
  /** Required on edit (spec part 1 section 5); the hook refuses content that sanitises to nothing. */
  @ApiProperty({ type: String, description: 'HTML; sanitised on the server' })
  @IsDefined({ message: 'Content is required' })
  @IsString({ message: 'Content must be text' })
  @MaxLength(MAX_TEXT_CONTENT, { message: `Content must be at most ${MAX_TEXT_CONTENT} characters` })
  Content: string;
  @ApiPropertyOptional({ type: Boolean }) @IsOptional() @IsBoolean({ message: 'Active must be true or false' }) Active?: boolean;
  @NullableText(200) CreatedBy?: string | null;
  @NullableText(200) LastModifiedBy?: string | null;
}
