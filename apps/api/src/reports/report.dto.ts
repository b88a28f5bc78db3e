/** Field decorators every report's DTO shares: the wire's dates and extens. */
import { applyDecorators } from '@nestjs/common';
import { EXTEN_NUMBER } from '@backoffice/domain';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

const trimmed = Transform(({ value }) => (typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : value));

/** A date of the wire ("YYYY-MM-DD" or "YYYY-MM-DD HH:mm:ss"); its form and order are checked by the domain's reportRange. */
export function WireDate(): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ type: String, example: '2026-03-01 00:00:00' }),
    IsString({ message: '$property must be a date (YYYY-MM-DD or YYYY-MM-DD HH:mm:ss)' }),
    IsNotEmpty({ message: '$property is required' }),
    MaxLength(40, { message: '$property must be a date (YYYY-MM-DD or YYYY-MM-DD HH:mm:ss)' }),
  );
}

const extenMessage = '$property must be an extension number (digits only)';

/** A required exten: digits only (0 is sent as 000 by the client). */
export function RequiredExten(): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ type: String, example: '3001' }),
    trimmed,
    IsString({ message: extenMessage }),
    IsNotEmpty({ message: 'Exten is required' }),
    Matches(EXTEN_NUMBER, { message: extenMessage }),
  );
}

/** An optional exten: omitted or empty means every exten. */
export function OptionalExten(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ type: String, example: '3001' }),
    trimmed,
    Transform(({ value }) => (value === '' || value === null ? undefined : value)),
    IsOptional(),
    IsString({ message: extenMessage }),
    Matches(EXTEN_NUMBER, { message: extenMessage }),
  );
}
