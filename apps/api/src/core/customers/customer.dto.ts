import { ApiPropertyOptional } from '@nestjs/swagger';
import { DEFAULT_TIME_ZONE, isTimeZone } from '@backoffice/domain';
import { IsIn, IsOptional, ValidateBy } from 'class-validator';
import { NullableText, OptionalText, RecordId, RequiredText } from '../../platform/rpc/dto.decorators.js';

/** An IANA zone name this runtime knows, e.g. Europe/Vienna. */
function IsTimeZoneName(): PropertyDecorator {
  return ValidateBy({
    name: 'isTimeZone',
    validator: { validate: isTimeZone, defaultMessage: () => 'TimeZone must be an IANA time zone such as Europe/Vienna' },
  });
}

export class CreateCustomerDto {
  @RequiredText(200) Name: string;
  @ApiPropertyOptional({ enum: [0, 1] }) @IsOptional() @IsIn([0, 1], { message: 'Status must be 1 (active) or 0 (inactive)' }) Status?: number;
  @NullableText(100) Country?: string | null;
  @ApiPropertyOptional({ default: DEFAULT_TIME_ZONE, example: 'Europe/Vienna' }) @IsOptional() @IsTimeZoneName() TimeZone?: string;
}

export class SaveCustomerDto {
  @RecordId() CustomerID: number;
  @OptionalText(200) Name?: string;
  @ApiPropertyOptional({ enum: [0, 1] }) @IsOptional() @IsIn([0, 1], { message: 'Status must be 1 (active) or 0 (inactive)' }) Status?: number;
  @NullableText(100) Country?: string | null;
  @ApiPropertyOptional({ example: 'Europe/Vienna' }) @IsOptional() @IsTimeZoneName() TimeZone?: string;
}
