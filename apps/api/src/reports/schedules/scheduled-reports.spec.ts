import { describe, expect, it } from '@jest/globals';
import { SCHEDULABLE_REPORTS } from '@backoffice/contracts';
import { SCHEDULED_REPORT_RUNNERS } from './scheduled-reports.js';

describe('schedulable reports', () => {
  it('every report the contract offers for scheduling has exactly one runner, and no runner is offered nowhere', () => {
    expect(SCHEDULED_REPORT_RUNNERS.map((runner) => runner.call.path).sort()).toEqual(SCHEDULABLE_REPORTS.map((report) => report.call.path).sort());
    expect(new Set(SCHEDULED_REPORT_RUNNERS.map((runner) => runner.call.path)).size).toBe(SCHEDULED_REPORT_RUNNERS.length);
  });
});
