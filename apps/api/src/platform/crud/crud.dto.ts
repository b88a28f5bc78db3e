import { BadRequestException, type PipeTransform } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, ArrayMaxSize, ArrayNotEmpty, IsArray, IsInt, Min } from 'class-validator';
import { MAX_LIMIT, MAX_OFFSET, MAX_ORDER_ENTRIES } from '@backoffice/contracts';
import { checkListFilter } from '@backoffice/domain/server';
import { RecordId } from '../rpc/dto.decorators.js';

/** The table filter; its paging and sort are checked by checkListFilter, its fields by the filter compiler. */
export class ListFilterDto {
  @ApiPropertyOptional({ type: Number, minimum: 0, maximum: MAX_LIMIT }) @Allow() limit?: unknown;
  @ApiPropertyOptional({ type: Number, minimum: 0, maximum: MAX_OFFSET, description: `at most ${MAX_OFFSET}, unless after or before is sent` })
  @Allow()
  offset?: unknown;
  @ApiPropertyOptional({ type: Object, isArray: true, maxItems: MAX_ORDER_ENTRIES, description: "[{ field, direction: 'asc' | 'desc' }]" })
  @Allow()
  order?: unknown;
  @ApiPropertyOptional({ type: Object, nullable: true, description: 'null, { field, op, value } or { and | or: [...] }' }) @Allow() q?: unknown;
  @ApiPropertyOptional({ type: String, description: 'Keyset paging: the page after the row with this id (the last row shown)' }) @Allow() after?: unknown;
  @ApiPropertyOptional({ type: String, description: 'Keyset paging: the page before the row with this id (the first row shown)' }) @Allow() before?: unknown;
}

const LIST_FIELDS = new Set(Object.keys({ limit: 0, offset: 0, order: 0, q: 0, after: 0, before: 0 } satisfies Record<keyof ListFilterDto, 0>));

/**
 * The one check of every list and count body: only the filter's fields (an absent body is the
 * default page), and its paging and sort by the domain's rules (checkListFilter), before any
 * handler runs. Cheaper than the ValidationPipe on the most frequent calls; the filter compiler
 * then checks fields, operators and values against the resource's field map.
 */
export const listFilterPipe: PipeTransform = {
  transform(value: unknown) {
    if (value === undefined) return {};
    if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new BadRequestException('Invalid input: the body must be a JSON object.');
    const unknown = Object.keys(value).filter((key) => !LIST_FIELDS.has(key));
    if (unknown.length > 0) throw new BadRequestException(`Invalid input: ${unknown.map((key) => `${key} is not allowed`).join('; ')}.`);
    checkListFilter(value);
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
