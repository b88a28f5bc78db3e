import { ApiPropertyOptional } from '@nestjs/swagger';
import type { AuditExportQuery } from '@backoffice/contracts';
import { Transform } from 'class-transformer';
import { IsInt, IsISO8601, IsOptional, IsString, MaxLength, Min } from 'class-validator';

const toNumber = Transform(({ value }) => (typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : value));

/** GET core/audit_log/export's query: the list's filters, each optional. */
export class AuditExportDto implements AuditExportQuery {
  @ApiPropertyOptional({ type: Number })
  @IsOptional()
  @toNumber
  @IsInt({ message: 'UserID must be the id of a user' })
  @Min(1, { message: 'UserID must be the id of a user' })
  UserID?: number;

  @ApiPropertyOptional({ type: String })
  @IsOptional()
  @IsString({ message: 'Username must be text' })
  @MaxLength(100, { message: 'Username must be at most 100 characters' })
  Username?: string;

  @ApiPropertyOptional({ type: Number })
  @IsOptional()
  @toNumber
  @IsInt({ message: 'CustomerID must be the id of a customer' })
  @Min(1, { message: 'CustomerID must be the id of a customer' })
  CustomerID?: number;

  @ApiPropertyOptional({ type: String })
  @IsOptional()
  @IsString({ message: 'Resource must be text' })
  @MaxLength(100, { message: 'Resource must be at most 100 characters' })
  Resource?: string;

  @ApiPropertyOptional({ type: String })
  @IsOptional()
  @IsString({ message: 'Action must be text' })
  @MaxLength(50, { message: 'Action must be at most 50 characters' })
  Action?: string;

  @ApiPropertyOptional({ type: String, description: 'ISO instant: rows at or after it' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'From must be a date and time (ISO 8601)' })
  From?: string;

  @ApiPropertyOptional({ type: String, description: 'ISO instant: rows before it' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'To must be a date and time (ISO 8601)' })
  To?: string;
}
