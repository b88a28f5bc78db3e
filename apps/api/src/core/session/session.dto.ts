import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsObject, IsOptional, IsString, MaxLength } from 'class-validator';
import { RecordId, RecordIdOrZero } from '../../platform/rpc/dto.decorators.js';
import { PASSWORD_MAX_LENGTH, USERNAME_MAX_LENGTH } from '../users/user.dto.js';

/** A signed login link's JWT is a few hundred characters. */
const LOGIN_TOKEN_MAX_LENGTH = 4096;
import { Transform } from 'class-transformer';

export class LoginDto {
  @ApiProperty()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'Username is required' })
  @IsNotEmpty({ message: 'Username is required' })
  @MaxLength(USERNAME_MAX_LENGTH, { message: `Username must be at most ${USERNAME_MAX_LENGTH} characters` })
  Username: string;
  @ApiProperty()
  @IsString({ message: 'Password is required' })
  @IsNotEmpty({ message: 'Password is required' })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: `Password must be at most ${PASSWORD_MAX_LENGTH} characters` })
  Password: string;
  @RecordIdOrZero()
  AuthorizedUserID?: number;
  /** "Optional extra login data" of the spec's client: accepted and not used. */
  @ApiPropertyOptional() @IsOptional() @IsObject() ExtraLoginData?: Record<string, unknown>;
}

/** The spec's client sends its active customer; 0 or null when it has none. Signing out never depends on it. */
export class LogoutDto {
  @RecordIdOrZero() ActiveCustomerID?: number | null;
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
  @ApiProperty()
  @IsString({ message: 'LegacyToken is required' })
  @IsNotEmpty({ message: 'LegacyToken is required' })
  @MaxLength(LOGIN_TOKEN_MAX_LENGTH, { message: `LegacyToken must be at most ${LOGIN_TOKEN_MAX_LENGTH} characters` })
  LegacyToken: string;
}

export class InternLoginDto {
  @ApiProperty()
  @IsString({ message: 'Hash is required' })
  @IsNotEmpty({ message: 'Hash is required' })
  @MaxLength(LOGIN_TOKEN_MAX_LENGTH, { message: `Hash must be at most ${LOGIN_TOKEN_MAX_LENGTH} characters` })
  Hash: string;
}
