import { ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, MaxLength, Min, MinLength } from 'class-validator';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { NullableText, OptionalEmail, OptionalRecordId, OptionalText, RecordId, RequiredEmail, RequiredText } from '../../platform/rpc/dto.decorators.js';

/** Sign-in has no customer, so user names are global; 100 characters is plenty and keeps keys small. */
export const USERNAME_MAX_LENGTH = 100;
export const PASSWORD_MAX_LENGTH = 200;

const STATUSES = [1, 0, -1];
const STATUS_MESSAGE = 'Status must be 1 (active), 0 (inactive) or -1 (banned)';

/** The user's customers (holders of core_customer_view): at least one, each one the caller may see. */
function CustomerIds(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ type: Number, isArray: true, description: "The user's customers; the caller needs core_customer_view" }),
    IsOptional(),
    IsArray({ message: 'CustomerIDs must be a list of customer ids' }),
    ArrayNotEmpty({ message: 'A user needs at least one customer' }),
    ArrayMaxSize(1000, { message: 'CustomerIDs may hold at most 1000 ids' }),
    IsInt({ each: true, message: 'CustomerIDs must hold whole numbers' }),
    Min(1, { each: true, message: 'CustomerIDs must hold positive ids' }),
  );
}

export class CreateUserDto {
  @RequiredText(100) FirstName: string;
  @RequiredText(100) LastName: string;
  @RequiredText(USERNAME_MAX_LENGTH) Username: string;
  @RequiredEmail() Email: string;
  @ApiProperty()
  @IsNotEmpty({ message: 'Password is required' })
  @IsString({ message: 'Password must be text' })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: `Password must be at most ${PASSWORD_MAX_LENGTH} characters` })
  Password: string;
  @NullableText(50) PhoneNumber?: string | null;
  @ApiPropertyOptional({ enum: STATUSES }) @IsOptional() @IsIn(STATUSES, { message: STATUS_MESSAGE }) Status?: number;
  /** Sent by the spec's client; the server records the signed-in user instead. */
  @OptionalRecordId() CreatedBy?: number;
  @OptionalRecordId() LastModifiedBy?: number;
  /** Besides the active customer, which the new user always joins. */
  @CustomerIds() CustomerIDs?: number[];
  /** The new user's roles (core_role_edit; only roles conferring permissions the caller holds). */
  @ApiPropertyOptional({ type: Number, isArray: true })
  @IsOptional()
  @IsArray({ message: 'RoleIDs must be a list of role ids' })
  @ArrayMaxSize(1000, { message: 'RoleIDs may hold at most 1000 ids' })
  @IsInt({ each: true, message: 'RoleIDs must hold whole numbers' })
  @Min(1, { each: true, message: 'RoleIDs must hold positive ids' })
  RoleIDs?: number[];
}

/** An edit of the general fields, or (UserID and Password alone) a password change. */
export class SaveUserDto {
  @RecordId() UserID: number;
  @OptionalText(100) FirstName?: string;
  @OptionalText(100) LastName?: string;
  @OptionalText(USERNAME_MAX_LENGTH) Username?: string;
  @OptionalEmail() Email?: string;
  @NullableText(50) PhoneNumber?: string | null;
  @ApiPropertyOptional({ enum: STATUSES }) @IsOptional() @IsIn(STATUSES, { message: STATUS_MESSAGE }) Status?: number;
  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: 'Password must be text' })
  @MinLength(1, { message: 'Password must not be empty' })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: `Password must be at most ${PASSWORD_MAX_LENGTH} characters` })
  Password?: string;
  @OptionalRecordId() LastModifiedBy?: number;
  /** Replaces the user's customers the caller may see; the others the user keeps. */
  @CustomerIds() CustomerIDs?: number[];
}
