/** The poll of the live queue: one BullMQ job scheduler, so one poll per period whatever runs. */
export const PBX_QUICK_STATE_QUEUE = 'monitor-pbx-quick-state';
export const PBX_QUICK_STATE_SCHEDULER = 'pbx-quick-state-poll';

/** The scheduler's repeat: one poll every `pollMs` (AppConfig.pbxPollMs, PBX_QUICK_STATE_INTERVAL_MS by default). */
export const pbxQuickStateSchedule = (pollMs: number) => ({ every: pollMs });

/** A poll that fails is simply the next period's job; it is not retried or kept. */
export const PBX_QUICK_STATE_JOB = { name: 'poll', opts: { attempts: 1, removeOnComplete: true, removeOnFail: 20 } };

/** How long one customer's PBX may take to answer before the reading counts as failed. */
export const PBX_READ_TIMEOUT_MS = 4000;

export interface PbxPollResult {
  polled: number;
  changed: number;
  unreachable: number;
}
