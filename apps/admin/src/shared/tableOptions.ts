import { DEFAULT_PAGE_SIZE, MAX_LIMIT, PAGE_SIZE_OPTIONS } from '@backoffice/contracts';

export { DEFAULT_PAGE_SIZE };

/** 5, 10, 20, 50, 75, 100 and All (1000). */
export function rowsPerPageOptions(allLabel: string): (number | { label: string; value: number })[] {
  return PAGE_SIZE_OPTIONS.map((size) => (size === MAX_LIMIT ? { label: allLabel, value: MAX_LIMIT } : size));
}

/** Table search debounce (spec part 1 section 9). */
export const SEARCH_DEBOUNCE_MS = 300;

/** List filter debounce (spec part 1 section 9): filter fields above a list apply 600 ms after the last change. */
export const LIST_FILTER_DEBOUNCE_MS = 600;
