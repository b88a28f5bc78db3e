/**
 * Included and excluded permissions of a user are mutually exclusive: choosing a permission in
 * one list removes it from the other. Used by the server when saving either list and by the
 * admin's user access tab while the user picks.
 */
export interface IncludeExclude<T> {
  included: T[];
  excluded: T[];
}

/** The included list is replaced by `included`; whatever it now holds leaves the excluded list. */
export function replaceIncluded<T>(current: IncludeExclude<T>, included: readonly T[]): IncludeExclude<T> {
  const next = unique(included);
  return { included: next, excluded: current.excluded.filter((id) => !next.includes(id)) };
}

/** The excluded list is replaced by `excluded`; whatever it now holds leaves the included list. */
export function replaceExcluded<T>(current: IncludeExclude<T>, excluded: readonly T[]): IncludeExclude<T> {
  const next = unique(excluded);
  return { included: current.included.filter((id) => !next.includes(id)), excluded: next };
}

function unique<T>(items: readonly T[]): T[] {
  return [...new Set(items)];
}
