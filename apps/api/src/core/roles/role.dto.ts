import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsBoolean, IsIn, IsInt, IsOptional, Min } from 'class-validator';
import { OptionalText, RecordId, RequiredText } from '../../platform/rpc/dto.decorators.js';

const ROLE_TYPES = ['public', 'private'] as const;

export class CreateRoleDto {
  @RequiredText(100) Name: string;
  @RequiredText(200) FancyName: string;
  @ApiProperty({ type: Number, isArray: true })
  @IsArray({ message: 'PermissionIDs must be a list of ids' })
  @ArrayNotEmpty({ message: 'Select at least one permission' })
  @ArrayMaxSize(1000)
  @IsInt({ each: true, message: 'PermissionIDs must hold whole numbers' })
  @Min(1, { each: true, message: 'PermissionIDs must hold positive ids' })
  PermissionIDs: number[];
  @ApiPropertyOptional({ enum: ROLE_TYPES }) @IsOptional() @IsIn(ROLE_TYPES, { message: 'Type must be public or private' }) Type?: 'public' | 'private';
  @ApiPropertyOptional() @IsOptional() @IsBoolean({ message: 'Locked must be true or false' }) Locked?: boolean;
  @ApiPropertyOptional({ description: 'A global role, shared by every customer (holders of * only); otherwise the active customer owns it' })
  @IsOptional()
  @IsBoolean({ message: 'Global must be true or false' })
  Global?: boolean;
}

export class SaveRoleDto {
  @RecordId() RoleID: number;
  @OptionalText(100) Name?: string;
  @OptionalText(200) FancyName?: string;
  @ApiPropertyOptional({ type: Number, isArray: true })
  @IsOptional()
  @IsArray({ message: 'PermissionIDs must be a list of ids' })
  @ArrayNotEmpty({ message: 'Select at least one permission' })
  @ArrayMaxSize(1000)
  @IsInt({ each: true, message: 'PermissionIDs must hold whole numbers' })
  @Min(1, { each: true, message: 'PermissionIDs must hold positive ids' })
  PermissionIDs?: number[];
  @ApiPropertyOptional({ enum: ROLE_TYPES }) @IsOptional() @IsIn(ROLE_TYPES, { message: 'Type must be public or private' }) Type?: 'public' | 'private';
  @ApiPropertyOptional() @IsOptional() @IsBoolean({ message: 'Locked must be true or false' }) Locked?: boolean;
}
