import { describe, expect, it } from 'vitest';
import { SCHEDULABLE_REPORTS } from '@backoffice/contracts';
import { reportsEn as en } from '../i18n.en';
import { reportsDe as de } from '../i18n.de';
import { lastErrorText, parametersOf, reportKey } from './scheduleReports';

/** The server's words as the i18n provider serves them (SERVER_MESSAGES, merged under their keys). */
const serverWords: Record<string, string> = {
  'app.errors.schedule_failed.owner_not_permitted': 'Der Besitzer des Zeitplans darf den Bericht „%{Value}“ nicht mehr ausführen',
  'app.errors.schedule_failed.nothing_sent': 'es wurde nichts versendet',
};
const translate = (key: string, options?: Record<string, unknown>) =>
  key in serverWords ? serverWords[key].replace(/%\{(\w+)\}/g, (_, name: string) => String(options?.[name])) : String(options?._ ?? key);

describe('schedule reports', () => {
  it('names every schedulable report in both languages', () => {
    for (const report of SCHEDULABLE_REPORTS) {
      expect(reportKey(report.call.path)).toBe(report.key);
      expect(en.reports.schedules.report_names).toHaveProperty(report.key);
      expect(de.reports.schedules.report_names).toHaveProperty(report.key);
    }
    expect(reportKey('report/nothing/list')).toBeUndefined();
  });

  it('keeps only the chosen report’s parameters', () => {
    expect(parametersOf('quality/reports/generate', { CallAgents: [1], PerAgent: false, Interval: 15, Exten: '' })).toEqual({
      CallAgents: [1],
      PerAgent: false,
    });
  });

  it('words the last failure in the user’s language, problem by problem', () => {
    const schedule = {
      LastError: 'The schedule\'s owner may no longer run the report "report/call_log/list"; nothing was sent.',
      LastErrorProblems: [{ Problem: 'owner_not_permitted', Value: 'report/call_log/list' }, { Problem: 'nothing_sent' }],
    };
    expect(lastErrorText(schedule, translate)).toBe(
      'Der Besitzer des Zeitplans darf den Bericht „report/call_log/list“ nicht mehr ausführen; es wurde nichts versendet.',
    );
  });

  it('shows the server’s English when a problem has no words here, or none were stored', () => {
    const unknown = { LastError: 'Something new; nothing was sent.', LastErrorProblems: [{ Problem: 'something_new' }, { Problem: 'nothing_sent' }] };
    expect(lastErrorText(unknown, translate)).toBe('Something new; nothing was sent.');
    expect(lastErrorText({ LastError: 'Before the problems were stored.', LastErrorProblems: null }, translate)).toBe('Before the problems were stored.');
    expect(lastErrorText({ LastError: null, LastErrorProblems: null }, translate)).toBeNull();
  });
});
