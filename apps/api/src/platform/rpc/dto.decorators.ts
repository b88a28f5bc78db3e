import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

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

/**
 * A record id in a JSON body: a positive whole number and nothing else. No conversion: `true`,
 * `"1"`, `1.5`, `[1]` or `{}` would otherwise be read as id 1 (or NaN) and are refused, naming
 * the field. The admin sends numbers (its data provider turns a route's "5" into 5).
 */
export function RecordId(): PropertyDecorator {
  return applyDecorators(ApiProperty({ type: Number, minimum: 1 }), ...idRules());
}

/** An optional record id in a JSON body (absent or null: none); when given, as RecordId. */
export function OptionalRecordId(): PropertyDecorator {
  return applyDecorators(ApiPropertyOptional({ type: Number, minimum: 1, nullable: true }), IsOptional(), ...idRules());
}

/** 0 for "none" (the spec's AuthorizedUserID), else as RecordId. */
export function RecordIdOrZero(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ type: Number, minimum: 0 }),
    IsOptional(),
    IsInt({ message: '$property must be a whole number' }),
    Min(0, { message: '$property must be 0 or a positive id' }),
  );
}

/**
 * A record id in a query string (GET downloads and links), where every value is text: digits
 * only, turned into the number; anything else ("true", "1.5", "0x1", " 1") stays text and is
 * refused as not a whole number.
 */
export function QueryRecordId(): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ type: Number, minimum: 1 }),
    Transform(({ value }) => (typeof value === 'string' && DIGITS.test(value) ? Number(value) : value)),
    ...idRules(),
  );
}

/**
 * An id the wire itself carries as text (playback's LogID, a bigint, is answered as a string of
 * digits, so the spec's client sends it back so): a positive whole number, or its digits.
 */
export function RecordIdOrDigits(): PropertyDecorator {
  return applyDecorators(
    ApiProperty({
      oneOf: [
        { type: 'integer', minimum: 1 },
        { type: 'string', pattern: '^[1-9][0-9]{0,14}$' },
      ],
    }),
    Transform(({ value }) => (typeof value === 'string' && DIGITS.test(value) ? Number(value) : value)),
    ...idRules(),
  );
}

/** Digits of a positive whole number that a double holds exactly. */
const DIGITS = /^[1-9]\d{0,14}$/;

function idRules(): PropertyDecorator[] {
  return [
    IsInt({ message: '$property must be a whole number' }),
    Min(1, { message: '$property must be a positive id' }),
    Max(Number.MAX_SAFE_INTEGER, { message: '$property is too large for an id' }),
  ];
}
