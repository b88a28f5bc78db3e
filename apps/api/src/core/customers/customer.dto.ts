import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { NullableText, OptionalText, RecordId, RequiredText } from '../../platform/rpc/dto.decorators.js';

export class CreateCustomerDto {
  @RequiredText(200) Name: string;
  @ApiPropertyOptional({ enum: [0, 1] }) @IsOptional() @IsIn([0, 1], { message: 'Status must be 1 (active) or 0 (inactive)' }) Status?: number;
  @NullableText(100) Country?: string | null;
}

export class SaveCustomerDto {
  @RecordId() CustomerID: number;
  @OptionalText(200) Name?: string;
  @ApiPropertyOptional({ enum: [0, 1] }) @IsOptional() @IsIn([0, 1], { message: 'Status must be 1 (active) or 0 (inactive)' }) Status?: number;
  @NullableText(100) Country?: string | null;
}
