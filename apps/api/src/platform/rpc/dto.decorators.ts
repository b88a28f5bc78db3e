import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsEmail, IsInt, IsNotEmpty, IsOptional, IsString, MaxLength, Min } from 'class-validator';

const trim = Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** Required text: present and not blank after trimming (spec part 1 section 5). */
export function RequiredText(maxLength = 255): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ type: String }),
    trim,
    IsString({ message: '$property must be text' }),
    IsNotEmpty({ message: '$property is required' }),
    MaxLength(maxLength, { message: `$property must be at most ${maxLength} characters` }),
  );
}

/** Optional text; when present it may not be blank. */
export function OptionalText(maxLength = 255): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ type: String }),
    IsOptional(),
    trim,
    IsString({ message: '$property must be text' }),
    IsNotEmpty({ message: '$property must not be blank' }),
    MaxLength(maxLength, { message: `$property must be at most ${maxLength} characters` }),
  );
}

/** Optional text that may be empty or null (e.g. a country). */
export function NullableText(maxLength = 255): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ type: String, nullable: true }),
    IsOptional(),
    trim,
    IsString({ message: '$property must be text' }),
    MaxLength(maxLength, { message: `$property must be at most ${maxLength} characters` }),
  );
}

export function RequiredEmail(): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ type: String }),
    trim,
    IsNotEmpty({ message: '$property is required' }),
    IsEmail({}, { message: '$property must be a valid email address' }),
  );
}

export function OptionalEmail(): PropertyDecorator {
  return applyDecorators(ApiPropertyOptional({ type: String }), IsOptional(), trim, IsEmail({}, { message: '$property must be a valid email address' }));
}

/** A record id: a positive whole number. */
export function RecordId(): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ type: Number }),
    Type(() => Number),
    IsInt({ message: '$property must be a whole number' }),
    Min(1, { message: '$property must be a positive id' }),
  );
}
