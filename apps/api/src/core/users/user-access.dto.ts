import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsInt, Min } from 'class-validator';
import { RecordId } from '../../platform/rpc/dto.decorators.js';

export class UserIdDto {
  @RecordId() UserID: number;
}

export class SaveUserRolesDto {
  @RecordId() UserID: number;
  @ApiProperty({ type: Number, isArray: true })
  @IsArray({ message: 'RoleIDs must be a list of ids' })
  @ArrayMaxSize(1000)
  @IsInt({ each: true, message: 'RoleIDs must hold whole numbers' })
  @Min(1, { each: true, message: 'RoleIDs must hold positive ids' })
  RoleIDs: number[];
}

export class SaveUserPermissionsDto {
  @RecordId() UserID: number;
  @ApiProperty({ type: Number, isArray: true })
  @IsArray({ message: 'PermissionIDs must be a list of ids' })
  @ArrayMaxSize(1000)
  @IsInt({ each: true, message: 'PermissionIDs must hold whole numbers' })
  @Min(1, { each: true, message: 'PermissionIDs must hold positive ids' })
  PermissionIDs: number[];
}
