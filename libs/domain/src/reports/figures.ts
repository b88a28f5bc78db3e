/** Rounding and duration text shared by the reports (docs/reports.md). */

/** Rounded half away from zero to 2 decimals (1.005 → 1.01, as a person would). */
export function round2(value: number): number {
  const sign = value < 0 ? -1 : 1;
  return (sign * Math.round(Math.abs(value) * 100 + 1e-9)) / 100;
}

/** A ratio, 0 when there is nothing to divide by. */
export function ratio(part: number, whole: number): number {
  return whole > 0 ? part / whole : 0;
}

/** Seconds as HH:MM:SS (hours may exceed 24; the spec cuts durations to these 8 characters). */
export function durationText(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return '';
  const whole = Math.max(0, Math.round(seconds));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(whole / 3600))}:${pad(Math.floor((whole % 3600) / 60))}:${pad(whole % 60)}`;
}
