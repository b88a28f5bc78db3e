/**
 * The session countdown of the top bar (spec part 1 section 9): a warning from 600 seconds
 * left, a confirm window (Continue or Logout) in the last 120 seconds, then the end.
 */
export const SESSION_WARNING_SECONDS = 600;
export const SESSION_CONFIRM_SECONDS = 120;

export type CountdownPhase = 'running' | 'warning' | 'confirm' | 'expired';

export interface CountdownState {
  phase: CountdownPhase;
  /** Whole seconds left, never below 0. */
  secondsLeft: number;
}

export function sessionCountdown(expiresAt: Date | string | null | undefined, now: Date = new Date()): CountdownState {
  if (!expiresAt) return { phase: 'running', secondsLeft: Number.POSITIVE_INFINITY };
  const end = typeof expiresAt === 'string' ? new Date(expiresAt) : expiresAt;
  const secondsLeft = Math.max(0, Math.ceil((end.getTime() - now.getTime()) / 1000));
  if (Number.isNaN(secondsLeft)) return { phase: 'running', secondsLeft: Number.POSITIVE_INFINITY };
  if (secondsLeft <= 0) return { phase: 'expired', secondsLeft: 0 };
  if (secondsLeft <= SESSION_CONFIRM_SECONDS) return { phase: 'confirm', secondsLeft };
  if (secondsLeft <= SESSION_WARNING_SECONDS) return { phase: 'warning', secondsLeft };
  return { phase: 'running', secondsLeft };
}

/** mm:ss below an hour, h:mm:ss above. */
export function formatCountdown(secondsLeft: number): string {
  if (!Number.isFinite(secondsLeft)) return '';
  const total = Math.max(0, Math.floor(secondsLeft));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const mmss = `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
  return hours > 0 ? `${hours}:${mmss}` : mmss;
}
