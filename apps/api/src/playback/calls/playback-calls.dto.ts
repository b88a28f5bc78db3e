import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsInt, IsNotEmpty, IsString, MaxLength, Min } from 'class-validator';

export class LoadPlaybackCallDto {
  @ApiProperty({ type: Number, description: "The call's LogID" })
  @Type(() => Number)
  @IsInt({ message: 'LogID must be a whole number' })
  @Min(1, { message: 'LogID must be a positive id' })
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
