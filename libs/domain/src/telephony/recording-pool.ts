/**
 * The recording pool: generated calls share audio files instead of having one each, so 10 million
 * calls need a few hundred files. A call's recording is the pooled file whose length equals its talk
 * duration. To keep the pool small, generated talk durations are drawn on the pool's grid:
 * every whole second up to {@link EXACT_SECONDS_UP_TO}, then steps of about 5 % (rounded to whole
 * seconds) up to {@link MAX_POOLED_SECONDS}. The key names the length, so it can be checked.
 */

export const EXACT_SECONDS_UP_TO = 60;
export const MAX_POOLED_SECONDS = 1200;
const RELATIVE_STEP = 0.05;

let cachedGrid: number[] | undefined;

/** Every length (seconds) the pool holds, ascending. */
export function recordingPoolLengths(): readonly number[] {
  if (cachedGrid) return cachedGrid;
  const grid: number[] = [];
  for (let seconds = 1; seconds <= EXACT_SECONDS_UP_TO; seconds++) grid.push(seconds);
  let length = EXACT_SECONDS_UP_TO;
  while (length < MAX_POOLED_SECONDS) {
    length = Math.min(MAX_POOLED_SECONDS, Math.max(length + 1, Math.round(length * (1 + RELATIVE_STEP))));
    grid.push(length);
  }
  cachedGrid = grid;
  return grid;
}

/** The pooled length nearest to a wanted talk duration (the generator draws durations through this). */
export function snapToRecordingPool(seconds: number): number {
  const grid = recordingPoolLengths();
  if (seconds <= 1) return 1;
  if (seconds >= MAX_POOLED_SECONDS) return MAX_POOLED_SECONDS;
  let low = 0;
  let high = grid.length - 1;
  while (high - low > 1) {
    const middle = (low + high) >> 1;
    if (grid[middle] <= seconds) low = middle;
    else high = middle;
  }
  return seconds - grid[low] <= grid[high] - seconds ? grid[low] : grid[high];
}

export function isPooledRecordingLength(seconds: number): boolean {
  return Number.isInteger(seconds) && snapToRecordingPool(seconds) === seconds;
}

/** Storage key of the pooled recording of a given talk duration, e.g. `recordings/pool/talk-0185s.wav`. */
export function recordingPoolKey(talkSeconds: number): string {
  if (!isPooledRecordingLength(talkSeconds)) throw new RangeError(`no pooled recording of ${talkSeconds} s`);
  return `recordings/pool/talk-${String(talkSeconds).padStart(4, '0')}s.wav`;
}

/** The length a pool key stands for, or null when the key is not a pool key. */
export function recordingPoolKeyLength(key: string): number | null {
  const match = /^recordings\/pool\/talk-(\d{4})s\.wav$/.exec(key);
  return match ? Number(match[1]) : null;
}
