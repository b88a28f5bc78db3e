import type { FilterNode } from '@backoffice/contracts';

/** The spec's search box: an or-list of `field like %text%` over the resource's search columns. */
export function searchClause(fields: readonly string[], text: string): FilterNode | null {
  const trimmed = text.trim();
  if (trimmed === '' || fields.length === 0) return null;
  return { or: fields.map((field) => ({ field, op: 'like' as const, value: `%${trimmed}%` })) };
}
