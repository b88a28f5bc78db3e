import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { RecordIdOrDigits } from '../../platform/rpc/dto.decorators.js';

export class LoadPlaybackCallDto {
  /** The call's LogID, as the list answers it (text) or as a number. */
  @RecordIdOrDigits()
  LogID: number;
}

export class LoadByCallNumberDto {
  @ApiProperty({ type: String, description: "The call's LogID or the PBX's uniqueid" })
  @Transform(({ value }) => (typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'CallNumber must be text' })
  @IsNotEmpty({ message: 'CallNumber is required' })
  @MaxLength(80, { message: 'CallNumber must be at most 80 characters' })
  CallNumber: string;
}

/** list_agents and list_customers take an empty body. */
export class EmptyBodyDto {}
