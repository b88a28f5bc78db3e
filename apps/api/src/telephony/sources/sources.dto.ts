import { TELEPHONY_SOURCE_KINDS, type TelephonySourceKind } from '@backoffice/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional } from 'class-validator';
import { NullableText, RecordId } from '../../platform/rpc/dto.decorators.js';

export class CreateTelephonySourceDto {
  @ApiProperty({ enum: TELEPHONY_SOURCE_KINDS })
  @IsIn(TELEPHONY_SOURCE_KINDS, { message: `Kind must be one of ${TELEPHONY_SOURCE_KINDS.join(', ')}` })
  Kind: TelephonySourceKind;
  @NullableText(1000) Path?: string | null;
  @NullableText(1000) ConnectionUrl?: string | null;
  @NullableText(200) Table?: string | null;
  @ApiPropertyOptional({ type: Boolean })
  @IsOptional()
  @IsBoolean({ message: 'Active must be true or false' })
  Active?: boolean;
}

export class SaveTelephonySourceDto {
  @RecordId() SourceID: number;
  @ApiPropertyOptional({ enum: TELEPHONY_SOURCE_KINDS })
  @IsOptional()
  @IsIn(TELEPHONY_SOURCE_KINDS, { message: `Kind must be one of ${TELEPHONY_SOURCE_KINDS.join(', ')}` })
  Kind?: TelephonySourceKind;
  @NullableText(1000) Path?: string | null;
  @NullableText(1000) ConnectionUrl?: string | null;
  @NullableText(200) Table?: string | null;
  @ApiPropertyOptional({ type: Boolean })
  @IsOptional()
  @IsBoolean({ message: 'Active must be true or false' })
  Active?: boolean;
}
