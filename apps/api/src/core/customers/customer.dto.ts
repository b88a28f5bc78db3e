import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { DEFAULT_TIME_ZONE, isValidTimeZone } from '@backoffice/domain';
import { IsIn, IsOptional, ValidateBy } from 'class-validator';
import { NullableText, OptionalText, RecordId, RequiredText } from '../../platform/rpc/dto.decorators.js';

/** An IANA time zone name the platform knows (`Europe/Vienna`), as the shared zoned-time helper checks it. */
function OptionalTimeZone(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ type: String, example: DEFAULT_TIME_ZONE, description: 'IANA time zone; the default is Europe/Vienna' }),
    IsOptional(),
    ValidateBy({
      name: 'isTimeZone',
      validator: { validate: isValidTimeZone, defaultMessage: () => '$property must be an IANA time zone such as Europe/Vienna' },
    }),
  );
}

export class CreateCustomerDto {
  @RequiredText(200) Name: string;
  @ApiPropertyOptional({ enum: [0, 1] }) @IsOptional() @IsIn([0, 1], { message: 'Status must be 1 (active) or 0 (inactive)' }) Status?: number;
  @NullableText(100) Country?: string | null;
  @OptionalTimeZone() TimeZone?: string;
}

export class SaveCustomerDto {
  @RecordId() CustomerID: number;
  @OptionalText(200) Name?: string;
  @ApiPropertyOptional({ enum: [0, 1] }) @IsOptional() @IsIn([0, 1], { message: 'Status must be 1 (active) or 0 (inactive)' }) Status?: number;
  @NullableText(100) Country?: string | null;
  @OptionalTimeZone() TimeZone?: string;
}
