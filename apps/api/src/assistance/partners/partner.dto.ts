/**
 * The shapes of the partner calls. The rules between fields (what is required for which group, the
 * types of a group, the group record) are the domain's partnerProblems, which the admin's form
 * runs too; these classes refuse what is not even the right kind of value, and unknown fields.
 */
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsNumber, IsObject, IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { YES_NO } from '@backoffice/contracts';
import { NullableText, RecordId } from '../../platform/rpc/dto.decorators.js';

const number = (property: string) => IsNumber({ allowNaN: false, allowInfinity: false }, { message: `${property} must be a number` });

export class PartnerAddressDto {
  @NullableText(300) Street?: string | null;
  @NullableText(30) PostalCode?: string | null;
  @NullableText(200) Location?: string | null;
  @NullableText(100) CountryName?: string | null;
  @NullableText(3) CountryCode?: string | null;
  @ApiProperty({ type: Number, example: 16.3738 }) @IsOptional() @number('Longitude') Longitude?: number;
  @ApiProperty({ type: Number, example: 48.2082 }) @IsOptional() @number('Latitude') Latitude?: number;
}

export class TemporaryInformationDto {
  @NullableText(2000) Note?: string | null;
  @ApiPropertyOptional({ example: '2026-11-23 10:00' }) @NullableText(25) From?: string | null;
  @ApiPropertyOptional({ example: '2026-11-23 10:30' }) @NullableText(25) Until?: string | null;
}

export class CreatePartnerDto {
  @ApiProperty({ example: 'KFZ' }) @NullableText(30) Group?: string;
  @ApiPropertyOptional({ example: 'Abschleppdienst, Werkstatt' }) @NullableText(1000) Type?: string | null;
  @ApiPropertyOptional({ example: 'NEW' }) @NullableText(20) Priority?: string | null;
  @NullableText(300) CompanyName?: string;
  @NullableText(1000) OpeningHours?: string;
  @NullableText(254) Email?: string;
  @NullableText(100) TelephoneNumber?: string;
  @NullableText(500) Homepage?: string | null;
  @NullableText(100) ShortName?: string | null;
  @NullableText(5000) Notes?: string | null;
  @NullableText(1000) AreaOfOperations?: string | null;
  @NullableText(100) Fax?: string | null;
  @NullableText(1000) AccountingHours?: string | null;
  @NullableText(5000) ContactList?: string | null;
  @ApiPropertyOptional({ enum: YES_NO }) @IsOptional() @IsIn(YES_NO, { message: 'AcceptGOP must be yes or no' }) AcceptGOP?: string | null;
  @NullableText(5000) QualityNotes?: string | null;
  @ApiProperty({ type: PartnerAddressDto }) @IsOptional() @ValidateNested() @Type(() => PartnerAddressDto) Address?: PartnerAddressDto;
  @ApiPropertyOptional({ type: TemporaryInformationDto, nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => TemporaryInformationDto)
  TemporaryInformation?: TemporaryInformationDto | null;
  @ApiPropertyOptional({ type: Object, nullable: true, description: 'The record of the group (PartnerKFZ, ...): field -> yes/no, number or text' })
  @IsOptional()
  @IsObject({ message: 'GroupSpecificFields must be an object' })
  GroupSpecificFields?: Record<string, unknown> | null;
}

export class SavePartnerDto extends CreatePartnerDto {
  @RecordId() PartnerID: number;
}

export class PartnerMapQueryDto {
  @NullableText(20) Priority?: string;
  @NullableText(30) Group?: string;
  @NullableText(100) Type?: string;
  @NullableText(300) Name?: string;
  @ApiPropertyOptional({ type: Number, minimum: 0, maximum: 20 })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'Zoom must be a number' })
  Zoom?: number;
  @ApiPropertyOptional({ type: Number, isArray: true, description: '[west, south, east, north]' })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { each: true, message: 'Bounds must be four numbers: west, south, east, north' })
  Bounds?: number[];
  @ApiPropertyOptional({ type: PartnerAddressDto }) @IsOptional() @IsObject({ message: 'Origin must be { Latitude, Longitude }' }) Origin?: {
    Latitude: unknown;
    Longitude: unknown;
  };
}

export class MapTownsQueryDto {
  @ApiProperty({ type: Number, minimum: 0, maximum: 20, example: 8 })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'Zoom must be a number' })
  @Min(0, { message: 'Zoom must be from 0 to 20' })
  @Max(20, { message: 'Zoom must be from 0 to 20' })
  Zoom: number;
  @ApiProperty({ type: Number, isArray: true, description: '[west, south, east, north]', example: [9.3, 45.8, 17.4, 50.2] })
  @IsArray({ message: 'Bounds must be four numbers: west, south, east, north' })
  @ArrayMinSize(4, { message: 'Bounds must be four numbers: west, south, east, north' })
  @ArrayMaxSize(4, { message: 'Bounds must be four numbers: west, south, east, north' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { each: true, message: 'Bounds must be four numbers: west, south, east, north' })
  Bounds: number[];
}

/**
 * GET export's query: the list's own filter (q) and sort (order) as JSON text, as the admin's
 * export button sends them. Any other parameter is refused (400 naming it), so a filter the
 * export does not read can never come back as a file of every partner.
 */
export class PartnerExportQueryDto {
  @ApiPropertyOptional({ description: "The list's q as JSON: null, { field, op, value } or { and | or: [...] }" })
  @IsOptional()
  @IsString({ message: 'q must be the JSON text of a filter' })
  @MaxLength(20_000, { message: 'q must be at most 20000 characters' })
  q?: string;
  @ApiPropertyOptional({ description: "The list's order as JSON: [{ field, direction }]" })
  @IsOptional()
  @IsString({ message: 'order must be the JSON text of a sort' })
  @MaxLength(2_000, { message: 'order must be at most 2000 characters' })
  order?: string;
}
