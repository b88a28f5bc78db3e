import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { PASSWORD_MAX_LENGTH } from '../users/user.dto.js';

/** Passwords are taken as typed (no trimming): a space may be part of one. */
function PasswordText(): PropertyDecorator {
  return (target, property) => {
    ApiProperty({ type: String })(target, property);
    IsString({ message: '$property is required' })(target, property);
    IsNotEmpty({ message: '$property is required' })(target, property);
    MaxLength(PASSWORD_MAX_LENGTH, { message: `$property must be at most ${PASSWORD_MAX_LENGTH} characters` })(target, property);
  };
}

export class ChangeOwnPasswordDto {
  @PasswordText() CurrentPassword: string;
  @PasswordText() NewPassword: string;
}
