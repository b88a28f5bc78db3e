/**
 * The shape of a call centre's day and week: relative call load per hour and weekday. The
 * generator uses it for arrival rates and staffing, the live PBX simulator for its counts, so the
 * demo's Monitor follows the same curve as the demo's reports.
 */

/** Relative inbound load per hour of day (0-23): a morning peak around 10, a smaller one after lunch. */
export const HOURLY_LOAD: readonly number[] = [
  0.02, 0.01, 0.01, 0.01, 0.01, 0.03, 0.12, 0.45, 0.85, 1.0, 1.0, 0.9, 0.7, 0.72, 0.85, 0.8, 0.7, 0.55, 0.35, 0.2, 0.1, 0.06, 0.04, 0.03,
];

/** Relative load per weekday, 0 Sunday ... 6 Saturday: Monday busiest, weekends quiet. */
export const WEEKDAY_LOAD: readonly number[] = [0.15, 1.0, 0.9, 0.85, 0.85, 0.8, 0.3];

/** Holidays are as quiet as Sundays. */
export const HOLIDAY_LOAD = WEEKDAY_LOAD[0];

/** Relative load at a moment (UTC is the centre's wall clock), interpolated within the hour. */
export function loadAt(time: Date, isHoliday = false): number {
  const hour = time.getUTCHours();
  const fraction = time.getUTCMinutes() / 60;
  const hourly = HOURLY_LOAD[hour] * (1 - fraction) + HOURLY_LOAD[(hour + 1) % 24] * fraction;
  return hourly * (isHoliday ? HOLIDAY_LOAD : WEEKDAY_LOAD[time.getUTCDay()]);
}
