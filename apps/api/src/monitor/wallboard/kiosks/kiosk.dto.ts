import { WALLBOARD_KIOSK_NAME_MAX, type CreateWallboardKioskRequest } from '@backoffice/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, IsUUID, MaxLength } from 'class-validator';

export class CreateKioskDto implements CreateWallboardKioskRequest {
  @ApiProperty({ example: 'TV in hall 2', maxLength: WALLBOARD_KIOSK_NAME_MAX })
  @IsString({ message: 'Name must be a text' })
  @IsNotEmpty({ message: 'Name must not be empty' })
  @MaxLength(WALLBOARD_KIOSK_NAME_MAX, { message: `Name must be at most ${WALLBOARD_KIOSK_NAME_MAX} characters` })
  Name: string;
}

export class KioskIdDto {
  @ApiProperty({ example: '7f1c2a9e-0c43-4c55-9d0e-3f1d2b8f4a10' })
  @IsUUID('all', { message: 'KioskID must be a kiosk id' })
  KioskID: string;
}

export class NoBodyDto {}
