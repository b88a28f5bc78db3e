import { describe, expect, it } from '@jest/globals';
import { SCHEDULABLE_REPORTS } from '@backoffice/contracts';
import { SERVER_MESSAGES } from '../../platform/i18n/server-messages.js';
import { SCHEDULED_REPORT_RUNNERS } from './scheduled-reports.js';

describe('schedulable reports', () => {
  it('every report the contract offers for scheduling has exactly one runner, and no runner is offered nowhere', () => {
    expect(SCHEDULED_REPORT_RUNNERS.map((runner) => runner.call.path).sort()).toEqual(SCHEDULABLE_REPORTS.map((report) => report.call.path).sort());
    expect(new Set(SCHEDULED_REPORT_RUNNERS.map((runner) => runner.call.path)).size).toBe(SCHEDULED_REPORT_RUNNERS.length);
  });

  it('names every schedulable report in each language the mails are written in', () => {
    for (const language of Object.keys(SERVER_MESSAGES))
      for (const report of SCHEDULABLE_REPORTS) expect(SERVER_MESSAGES[language][`schedule.report.${report.key}`]).toEqual(expect.any(String));
    expect(new Set(SCHEDULABLE_REPORTS.map((report) => report.key)).size).toBe(SCHEDULABLE_REPORTS.length);
  });
});
