/**
 * A Range header a player may send: `bytes=` and one or more `first-last`, `first-` or `-suffix`
 * ranges. Anything else is a client error (400) rather than silently the whole file.
 */
const RANGE_SPEC = /^bytes=\s*(\d+-\d*|-\d+)(\s*,\s*(\d+-\d*|-\d+))*\s*$/;

export function isMalformedRange(header: string | undefined): boolean {
  return header !== undefined && header !== '' && !RANGE_SPEC.test(header);
}
