import { describe, expect, it } from '@jest/globals';
import { activityTypeForPauseReason, parseQueueLogLine, parseQueueLogTime } from './queue-log-lines.js';

const T = 1767261600; // 2026-01-01 10:00:00 UTC

describe('queue_log lines', () => {
  it('reads epoch and date-time timestamps and rejects others', () => {
    expect(parseQueueLogTime('1767261600')).toBe(1767261600000);
    expect(parseQueueLogTime('1767261600.25')).toBe(1767261600250);
    expect(parseQueueLogTime('2026-01-01 10:00:00')).toBe(1767261600000);
    expect(parseQueueLogTime('2026-02-30 10:00:00')).toBeNull();
    expect(parseQueueLogTime('yesterday')).toBeNull();
  });

  it('splits fields and skips blank lines', () => {
    expect(parseQueueLogLine(`${T}|1.2|2001|PJSIP/3001|CONNECT|5|1.3|2\r`, 4).entry).toEqual({
      line: 4,
      time: T * 1000,
      uniqueId: '1.2',
      queue: '2001',
      agent: 'PJSIP/3001',
      event: 'CONNECT',
      data: ['5', '1.3', '2'],
    });
    expect(parseQueueLogLine('   ', 5)).toEqual({});
  });

  it('maps pause reasons to activity types', () => {
    expect(activityTypeForPauseReason('Mittag')).toBe('Mittagspause');
    expect(activityTypeForPauseReason('Schulung')).toBe('Schulung');
    expect(activityTypeForPauseReason('Rückfrage bei IT')).toBe('Rückfrage bei IT');
    expect(activityTypeForPauseReason('Wrapup')).toBe('Nachbearbeitung');
    expect(activityTypeForPauseReason('')).toBe('Kurzpause');
    expect(activityTypeForPauseReason('whatever')).toBe('Kurzpause');
  });
});
