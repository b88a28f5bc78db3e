import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsNotEmpty, IsObject, IsOptional, IsString, Min } from 'class-validator';
import { RecordId } from '../../platform/rpc/dto.decorators.js';
import { Transform } from 'class-transformer';

export class LoginDto {
  @ApiProperty()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'Username is required' })
  @IsNotEmpty({ message: 'Username is required' })
  Username: string;
  @ApiProperty() @IsString({ message: 'Password is required' }) @IsNotEmpty({ message: 'Password is required' }) Password: string;
  @ApiPropertyOptional({ default: 0 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'AuthorizedUserID must be a whole number' })
  @Min(0)
  AuthorizedUserID?: number;
  /** "Optional extra login data" of the spec's client: accepted and not used. */
  @ApiPropertyOptional() @IsOptional() @IsObject() ExtraLoginData?: Record<string, unknown>;
}

export class LogoutDto {
  @ApiPropertyOptional() @IsOptional() @Type(() => Number) @IsInt() ActiveCustomerID?: number | null;
}

export class StartSupportSessionDto {
  @RecordId() UserId: number;
}

export class SwitchActiveCustomerDto {
  @RecordId() CustomerID: number;
}

export class SaveColumnsDto {
  @ApiProperty({ description: '{ tableKey: { column: visible } }' }) @IsObject({ message: 'Columns must be an object of tables' }) Columns: Record<
    string,
    Record<string, boolean>
  >;
}

export class CrossLoginDto {
  @ApiProperty() @IsString({ message: 'LegacyToken is required' }) @IsNotEmpty({ message: 'LegacyToken is required' }) LegacyToken: string;
}

export class InternLoginDto {
  @ApiProperty() @IsString({ message: 'Hash is required' }) @IsNotEmpty({ message: 'Hash is required' }) Hash: string;
}
