/**
 * HTTP Range for one byte range (RFC 9110 section 14): what audio players send to seek.
 * Several ranges in one header are answered with the whole file (allowed by the RFC).
 */
export type ByteRange = { start: number; end: number };

/** null: no (usable) Range header, send it all; 'unsatisfiable': answer 416. */
export function parseByteRange(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
