import { BadRequestException, type PipeTransform } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, ArrayMaxSize, ArrayNotEmpty, IsArray, IsInt, Min } from 'class-validator';
import { MAX_LIMIT } from '@backoffice/contracts';
import { RecordId } from '../rpc/dto.decorators.js';

/** The table filter; its contents are checked by the filter compiler, which names each problem. */
export class ListFilterDto {
  @ApiPropertyOptional({ type: Number, maximum: MAX_LIMIT }) @Allow() limit?: unknown;
  @ApiPropertyOptional({ type: Number }) @Allow() offset?: unknown;
  @ApiPropertyOptional({ type: Object, isArray: true, description: '[{ field, direction }]' }) @Allow() order?: unknown;
  @ApiPropertyOptional({ type: Object, nullable: true, description: 'null, { field, op, value } or { and | or: [...] }' }) @Allow() q?: unknown;
}

const LIST_FIELDS = new Set(Object.keys({ limit: 0, offset: 0, order: 0, q: 0 } satisfies Record<keyof ListFilterDto, 0>));

/**
 * Checks a ListFilterDto body as the ValidationPipe did (only these fields; an absent body is the
 * default page) at a fraction of its cost: list and count are the most frequent calls, and the
 * filter compiler checks the contents anyway.
 */
export const listFilterPipe: PipeTransform = {
  transform(value: unknown) {
    if (value === undefined) return {};
    if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new BadRequestException('Invalid input: the body must be a JSON object.');
    const unknown = Object.keys(value).filter((key) => !LIST_FIELDS.has(key));
    if (unknown.length > 0) throw new BadRequestException(`Invalid input: ${unknown.map((key) => `${key} is not allowed`).join('; ')}.`);
    return value;
  },
};

const dtoCache = new Map<string, new () => object>();

/** `{ [wire]: id }` for load and delete, e.g. { UserID: 5 }. */
export function idBody(wire: string): new () => object {
  const key = `id:${wire}`;
  let dto = dtoCache.get(key);
  if (!dto) {
    dto = { [`${wire}Body`]: class {} }[`${wire}Body`];
    // The shared id rule: a positive whole number, never a converted "1" or true.
    RecordId()(dto.prototype, wire);
    dtoCache.set(key, dto);
  }
  return dto;
}

/** `{ [wire]: ids }` for bulk_delete, e.g. { UserIDs: [5, 6] }. */
export function idsBody(wire: string): new () => object {
  const key = `ids:${wire}`;
  let dto = dtoCache.get(key);
  if (!dto) {
    dto = { [`${wire}Body`]: class {} }[`${wire}Body`];
    ApiProperty({ type: Number, isArray: true })(dto.prototype, wire);
    IsArray({ message: '$property must be a list of ids' })(dto.prototype, wire);
    ArrayNotEmpty({ message: '$property must not be empty' })(dto.prototype, wire);
    ArrayMaxSize(MAX_LIMIT, { message: `$property may hold at most ${MAX_LIMIT} ids` })(dto.prototype, wire);
    IsInt({ each: true, message: '$property must hold whole numbers' })(dto.prototype, wire);
    Min(1, { each: true, message: '$property must hold positive ids' })(dto.prototype, wire);
    dtoCache.set(key, dto);
  }
  return dto;
}
