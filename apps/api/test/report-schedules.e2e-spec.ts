import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  ErrorCode,
  Permission,
  QUEUE_INTERVALS_COLUMNS,
  QualityCalls,
  ReportCalls,
  ReportScheduleCalls,
  ReportScheduleResources,
  crudCalls,
  type QueueIntervalsPage,
  type ReportSchedule,
} from '@backoffice/contracts';
import { addDays, instantOf, isoWeekday, localDate, parseWallTime } from '@backoffice/domain';
import { simpleParser, type ParsedMail } from 'mailparser';
import { PDFParse } from 'pdf-parse';
import { SMTPServer } from 'smtp-server';
import { DataSource } from 'typeorm';
import { clock } from '../src/platform/clock/clock.js';
import { SERVER_MESSAGES } from '../src/platform/i18n/server-messages.js';
import { REPORT_PDF_LABELS } from '../src/quality/reports/report-pdf.labels.js';
import { StorageService } from '../src/platform/storage/storage.service.js';
import { seedQualityDemo } from '../src/quality/seed/quality-demo.seed.js';
import { seedTelephonyDemo } from '../src/telephony/seed/telephony-demo.seed.js';
import { customerIdByName, dataOf, permissionIds, userWith } from './support/core-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { until } from './support/until.js';

/**
 * Scheduled reports by e-mail against a real SMTP server (smtp-server, started here): the mails
 * and their attachments are read back with mailparser (and the PDF with pdf-parse). The server's
 * clock is driven from here to reach a schedule's minute.
 */
const VIENNA = 'Europe/Vienna';
/** The demo's calls end here (a Wednesday); the server's clock starts the next morning. */
const DEMO_NOW = new Date('2026-03-25T18:00:00Z');
const MORNING = new Date('2026-03-26T08:00:00Z');
const SCHEDULES = crudCalls(ReportScheduleResources.schedules);
const CALL_LOG = ReportCalls.callLog.path;
const ACD = ReportCalls.acdDetails.path;

interface ReceivedMail {
  mail: ParsedMail;
  /** The server's clock when the mail arrived. */
  at: Date;
}

describe('scheduled reports by e-mail', () => {
  let t: TestApp;
  let smtp: SMTPServer;
  const received: ReceivedMail[] = [];
  let refusedOnce = false;
  let admin: string;
  let supervisor: string;
  let customerId: number;
  let otherCustomerId: number;

  const mailsOf = (scheduleId: number) =>
    received.filter(({ mail }) => mail.text?.includes(`scheduled report ${scheduleId}.`) || mail.text?.includes(`geplanter Bericht ${scheduleId}.`));
  const mailOf = (scheduleId: number) => until(`the mail of schedule ${scheduleId}`, () => mailsOf(scheduleId)[0]);
  const load = async (token: string, id: number) => dataOf<ReportSchedule>(await t.call(SCHEDULES.load.path, { ScheduleID: id }, token));
  const create = async (token: string, body: Record<string, unknown>) => dataOf<ReportSchedule>(await t.call(SCHEDULES.create.path, body, token));
  const callLogSchedule = {
    Report: CALL_LOG,
    Parameters: {},
    Range: 'yesterday',
    Time: '07:00',
    Days: [1, 2, 3, 4, 5],
    Recipients: ['supervisor@example.com'],
    Format: 'csv',
  };
  const count = async () => Number((await t.query<{ n: string }>(`SELECT count(*) AS n FROM reports.schedules`))[0].n);

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      // The first mail to a "flaky" address is refused as a temporary failure: the run retries.
      onRcptTo(address, _session, callback) {
        if (address.address.startsWith('sched_flaky') && !refusedOnce) {
          refusedOnce = true;
          const refusal = Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 });
          callback(refusal);
          return;
        }
        callback();
      },
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((mail) => {
            received.push({ mail, at: clock.now() });
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as { port: number };
    clock.runFrom(MORNING);
    t = await startTestApp({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'Reports <reports@backoffice.test>',
      REPORT_SCHEDULE_TICK_MS: '200',
      // A week is the longest range here: last_month is refused as longer than the reports allow.
      REPORT_MAX_RANGE_DAYS: '7',
    });
    admin = await t.login('admin');
    supervisor = await t.login('supervisor');
    customerId = await customerIdByName(t, 'Alpine Assist GmbH');
    otherCustomerId = await customerIdByName(t, 'Nordlicht Versicherung AG');
    await seedTelephonyDemo(t.app.get(DataSource), { customerIds: [customerId], days: 2, agents: 4, seed: 5, now: DEMO_NOW });
  }, 120_000);

  afterAll(async () => {
    clock.reset();
    await t?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('run_now mails the CSV of the range as of now, and the schedule shows when it ran', async () => {
    const schedule = await create(supervisor, callLogSchedule);
    expect(schedule).toMatchObject({
      Report: CALL_LOG,
      Range: 'yesterday',
      Time: '07:00',
      Days: [1, 2, 3, 4, 5],
      Format: 'csv',
      Owner: 'supervisor',
      Language: 'en',
      LastRunAt: null,
      LastError: null,
      LastErrorProblems: null,
    });
    const run = await t.call(ReportScheduleCalls.runNow.path, { ScheduleID: schedule.ScheduleID }, supervisor);
    expect(run.status).toBe(200);

    const { mail } = await mailOf(schedule.ScheduleID);
    expect(mail.from?.text).toContain('reports@backoffice.test');
    expect(mail.to).toMatchObject({ text: 'supervisor@example.com' });
    expect(mail.subject).toBe('Call log: Alpine Assist GmbH, 2026-03-25');
    expect(mail.attachments.map((file) => file.filename)).toEqual(['call-log_2026-03-25_2026-03-25.csv']);
    const csv = mail.attachments[0].content.toString('utf8').replace(/^\uFEFF/, '');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toBe('zeit,dnis,clip,benutzername,klappe_routing,klappe_agent,wartezeit_routing,wartezeit_agent,ergebnis,dauer,nummer,status');
    const [{ n }] = await t.query<{ n: string }>(`SELECT count(*) AS n FROM telephony.calls WHERE customer_id = $1 AND started_at >= $2 AND started_at < $3`, [
      customerId,
      instantOf(parseWallTime('2026-03-25')!, VIENNA),
      instantOf(parseWallTime('2026-03-26')!, VIENNA),
    ]);
    expect(Number(n)).toBeGreaterThan(0);
    expect(lines).toHaveLength(Number(n) + 1);
    expect(lines.slice(1).every((line) => line.startsWith('2026-03-25 '))).toBe(true);

    const after = await until('LastRunAt', async () =>
      (await load(supervisor, schedule.ScheduleID)).LastRunAt ? load(supervisor, schedule.ScheduleID) : undefined,
    );
    expect(after.LastRunAt!.startsWith('2026-03-26 ')).toBe(true);
    expect(after.LastError).toBeNull();
  });

  it('fires once at the scheduled minute on the customer clock', async () => {
    // Tomorrow (Friday 27 March) at 06:30 Vienna time.
    const day = addDays(localDate(clock.now(), VIENNA), 1);
    const due = instantOf({ ...parseWallTime(day)!, hour: 6, minute: 30 }, VIENNA);
    const schedule = await create(supervisor, { ...callLogSchedule, Time: '06:30', Days: [isoWeekday(day)], Range: 'last_week' });
    clock.runFrom(new Date(due.getTime() - 2_000));

    const arrived = await mailOf(schedule.ScheduleID);
    expect(arrived.at.getTime()).toBeGreaterThanOrEqual(due.getTime());
    expect(arrived.mail.subject).toBe('Call log: Alpine Assist GmbH, 2026-03-16 – 2026-03-22');
    expect(arrived.mail.attachments[0].filename).toBe('call-log_2026-03-16_2026-03-22.csv');
    // Later ticks of the same minute add nothing: one mail per occurrence.
    await until(
      'two more ticks',
      async () =>
        (await t.query<{ c: Date }>(`SELECT checked_until AS c FROM reports.schedules WHERE schedule_id = $1`, [schedule.ScheduleID]))[0].c.getTime() >
        arrived.at.getTime() + 400,
    );
    expect(mailsOf(schedule.ScheduleID)).toHaveLength(1);
  });

  it('mails a PDF of the tables for the statistical reports', async () => {
    const schedule = await create(supervisor, {
      Report: ACD,
      Parameters: { MusicOnHoldDuration: 0, PostHandlingTime: 0 },
      Range: 'yesterday',
      Time: '07:00',
      Days: [1],
      Recipients: ['supervisor@example.com'],
      Format: 'pdf',
    });
    clock.runFrom(new Date('2026-03-26T08:00:00Z'));
    dataOf(await t.call(ReportScheduleCalls.runNow.path, { ScheduleID: schedule.ScheduleID }, supervisor));
    const { mail } = await mailOf(schedule.ScheduleID);
    expect(mail.attachments.map((file) => [file.filename, file.contentType])).toEqual([['acd-details_2026-03-25_2026-03-25.pdf', 'application/pdf']]);
    const text = (await new PDFParse({ data: new Uint8Array(mail.attachments[0].content) }).getText()).text;
    expect(text).toContain('ACD details');
    expect(text).toContain('Alpine Assist GmbH');
    expect(text).toContain('incoming_calls');
    expect(text).toContain('2026-03-25');
  });

  it('mails the queue intervals as the report answers them: the same rows in the CSV', async () => {
    const schedule = await create(supervisor, {
      Report: ReportCalls.queueIntervals.path,
      Parameters: { Interval: 60 },
      Range: 'yesterday',
      Time: '07:00',
      Days: [1],
      Recipients: ['supervisor@example.com'],
      Format: 'csv',
    });
    clock.runFrom(new Date('2026-03-26T08:00:00Z'));
    dataOf(await t.call(ReportScheduleCalls.runNow.path, { ScheduleID: schedule.ScheduleID }, supervisor));
    const { mail } = await mailOf(schedule.ScheduleID);
    expect(mail.attachments.map((file) => file.filename)).toEqual(['queue-intervals_2026-03-25_2026-03-25.csv']);
    const lines = mail.attachments[0].content
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    const shown = dataOf<QueueIntervalsPage>(
      await t.call(ReportCalls.queueIntervals.path, { DateFrom: '2026-03-25 00:00:00', DateTo: '2026-03-25 23:59:59', Interval: 60 }, supervisor),
    ).Rows;
    expect(shown.length).toBeGreaterThan(0);
    expect(lines[0]).toBe(QUEUE_INTERVALS_COLUMNS.map((column) => column.field).join(','));
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 3).join(','))).toEqual(shown.map((row) => `${row.IntervalStart},${row.Queue},${row.Offered}`));
  });

  it('mails the queue intervals as a German PDF with the average day drawn as on the screen, before the table', async () => {
    const schedule = await create(supervisor, {
      Report: ReportCalls.queueIntervals.path,
      Parameters: { Interval: 60 },
      Range: 'yesterday',
      Time: '07:00',
      Days: [1],
      Recipients: ['supervisor@example.com'],
      Format: 'pdf',
      Language: 'de',
    });
    clock.runFrom(new Date('2026-03-26T08:00:00Z'));
    dataOf(await t.call(ReportScheduleCalls.runNow.path, { ScheduleID: schedule.ScheduleID }, supervisor));
    const { mail } = await mailOf(schedule.ScheduleID);
    expect(mail.subject).toBe('Warteschlangen-Intervalle: Alpine Assist GmbH, 2026-03-25');
    expect(mail.attachments.map((file) => file.filename)).toEqual(['queue-intervals_2026-03-25_2026-03-25.pdf']);
    const pages = (await new PDFParse({ data: new Uint8Array(mail.attachments[0].content) }).getText()).pages.map((page) => page.text);
    for (const text of ['Warteschlangen-Intervalle', 'Der durchschnittliche Tag: Anrufe je Stunde', 'Angenommen', 'Abgebrochen', 'Sonstige', '00:00', '23:00'])
      expect(pages[0]).toContain(text);
    // The table follows the chart, with the rows the screen shows.
    const shown = dataOf<QueueIntervalsPage>(
      await t.call(ReportCalls.queueIntervals.path, { DateFrom: '2026-03-25 00:00:00', DateTo: '2026-03-25 23:59:59', Interval: 60 }, supervisor),
    ).Rows;
    const tables = pages.slice(1).join('\n');
    for (const row of shown) expect(tables).toContain(row.IntervalStart);
  });

  it('mails the quality report as its own PDF, for the chosen agents’ evaluations of last week', async () => {
    // The demo samples and evaluates the calls of the week before 30 March: the demo's 24th and 25th.
    clock.runFrom(new Date('2026-03-30T08:00:00Z'));
    await seedQualityDemo(t.app.get(DataSource), t.app.get(StorageService), clock.now());
    const agents = await t.query<{ agent_id: number; name: string }>(
      `SELECT DISTINCT e.agent_id, trim(a.first_name || ' ' || a.last_name) AS name
         FROM quality.call_evaluations e JOIN telephony.agents a ON a.agent_id = e.agent_id WHERE e.customer_id = $1 ORDER BY e.agent_id LIMIT 2`,
      [customerId],
    );
    expect(agents).toHaveLength(2);
    const quality = {
      Report: QualityCalls.generateReport.path,
      Parameters: { CallAgents: agents.map((agent) => agent.agent_id), PerAgent: true },
      Range: 'last_week',
      Time: '07:00',
      Days: [1],
      Recipients: ['quality@example.com'],
    };
    // Only as PDF, and only agents of the customer.
    expect((await t.call(SCHEDULES.create.path, { ...quality, Format: 'csv' }, admin)).body.message).toContain('This report is not sent as csv');
    expect((await t.call(SCHEDULES.create.path, { ...quality, Parameters: { CallAgents: [999_999] }, Format: 'pdf' }, admin)).body.message).toContain(
      'Unknown agents: 999999',
    );
    const quality_user = await t.login('quality');
    const schedule = await create(quality_user, { ...quality, Format: 'pdf' });
    expect(schedule.Language).toBe('en');
    dataOf(await t.call(ReportScheduleCalls.runNow.path, { ScheduleID: schedule.ScheduleID }, quality_user));
    const { mail } = await mailOf(schedule.ScheduleID);
    expect(mail.subject).toBe('Quality report: Alpine Assist GmbH, 2026-03-23 – 2026-03-29');
    expect(mail.attachments.map((file) => file.filename)).toEqual(['quality-report_2026-03-23_2026-03-29.pdf']);
    const text = (await new PDFParse({ data: new Uint8Array(mail.attachments[0].content) }).getText()).text;
    expect(text).toContain('2026.03.23');
    expect(text).toContain('2026.03.29');
    for (const agent of agents) expect(text).toContain(agent.name);
    expect(text).toContain('Quinn Berger (quality)');

    // In German: the mail and the PDF; the file keeps its name.
    const german = await create(quality_user, { ...quality, Format: 'pdf', Language: 'de' });
    expect(german.Language).toBe('de');
    dataOf(await t.call(ReportScheduleCalls.runNow.path, { ScheduleID: german.ScheduleID }, quality_user));
    const { mail: mailInGerman } = await mailOf(german.ScheduleID);
    expect(mailInGerman.subject).toBe('Qualitätsbericht: Alpine Assist GmbH, 2026-03-23 – 2026-03-29');
    expect(mailInGerman.text).toContain(
      `Qualitätsbericht von Alpine Assist GmbH für 2026-03-23 – 2026-03-29 (letzte Woche), geplanter Bericht ${german.ScheduleID}.`,
    );
    expect(mailInGerman.attachments.map((file) => file.filename)).toEqual(['quality-report_2026-03-23_2026-03-29.pdf']);
    const germanText = (await new PDFParse({ data: new Uint8Array(mailInGerman.attachments[0].content) }).getText()).text;
    expect(germanText).toContain(REPORT_PDF_LABELS.de.title);
    expect(germanText).not.toContain(REPORT_PDF_LABELS.en.title);
  });

  it('refuses bad input naming each problem in English and by code for the admin to word, and stores nothing', async () => {
    const before = await count();
    const refused = async (body: Record<string, unknown>, english: string, problem: { Problem: string; Value?: unknown }) => {
      const en = await t.call(SCHEDULES.create.path, { ...callLogSchedule, ...body }, supervisor);
      expect(en.status).toBe(400);
      expect(en.body.message).toContain(english);
      expect(en.body.code).toBe(ErrorCode.ScheduleInvalid);
      expect(en.body.result.data.Problems).toContainEqual(problem);
    };
    await refused({ Recipients: ['not-an-address'] }, '"not-an-address" is not an e-mail address', { Problem: 'bad_address', Value: 'not-an-address' });
    await refused({ Recipients: ['boss@gmail.com'] }, '"boss@gmail.com" is neither a user of this customer nor in a mail domain the administrator allowed', {
      Problem: 'recipient_not_allowed',
      Value: 'boss@gmail.com',
    });
    await refused({ Range: 'last_month' }, 'The range covers up to 31 days, longer than this report allows', { Problem: 'range_too_long', Value: '31' });
    await refused({ Report: 'report/nothing/list' }, 'Report "report/nothing/list" cannot be scheduled', {
      Problem: 'unknown_report',
      Value: 'report/nothing/list',
    });
    await refused({ Time: '25:00' }, 'Time "25:00" is not a time of day', { Problem: 'bad_time', Value: '25:00' });
    await refused({ Days: [0, 8] }, 'Days must be one or more weekdays from 1 (Monday) to 7 (Sunday)', { Problem: 'bad_days', Value: '0,8' });
    await refused({ Format: 'xlsx' }, 'Format "xlsx" is not one of csv, pdf', { Problem: 'bad_format', Value: 'xlsx' });
    await refused({ Language: 'fr' }, 'Language "fr" is not one of en, de', { Problem: 'bad_language', Value: 'fr' });
    await refused({ Report: ACD, Parameters: { Exten: 'abc' } }, "The report's parameters are invalid: Exten must be an extension number", {
      Problem: 'bad_parameters',
      Value: expect.stringContaining('Exten must be an extension number'),
    });
    await refused({ Parameters: { Page: 2 } }, 'Page is not a parameter of this report', {
      Problem: 'bad_parameters',
      Value: expect.stringContaining('Page is not a parameter'),
    });
    // The admin words each problem from the server's messages: every one in both languages, with the same placeholders.
    const keys = Object.keys(SERVER_MESSAGES.en).filter((key) => /^app\.errors\.schedule_(invalid|failed)\.|^schedule\./.test(key));
    expect(keys.length).toBeGreaterThan(40);
    for (const key of keys) {
      expect(SERVER_MESSAGES.de[key]).toBeDefined();
      expect(SERVER_MESSAGES.de[key].match(/%\{\w+\}/g)).toEqual(SERVER_MESSAGES.en[key].match(/%\{\w+\}/g));
    }

    const agentOnly = await userWith(t, admin, 'sched_agent', [Permission.Report, Permission.ReportCallLog]);
    const notPermitted = await t.call(SCHEDULES.create.path, { ...callLogSchedule, Report: ACD, Parameters: {} }, agentOnly.token);
    expect(notPermitted.status).toBe(400);
    expect(notPermitted.body.message).toContain(`You may not run the report "${ACD}", so you cannot schedule it`);
    const noReports = await userWith(t, admin, 'sched_none', [Permission.News]);
    expect((await t.call(SCHEDULES.create.path, callLogSchedule, noReports.token)).status).toBe(403);

    // A save is checked the same way and changes nothing.
    const schedule = await create(supervisor, callLogSchedule);
    const save = await t.call(SCHEDULES.save.path, { ScheduleID: schedule.ScheduleID, Recipients: ['x@outside.example'] }, supervisor);
    expect(save.status).toBe(400);
    expect((await load(supervisor, schedule.ScheduleID)).Recipients).toEqual(['supervisor@example.com']);
    expect(await count()).toBe(before + 1);
  });

  it('sends to a domain only once the administrator allowed it', async () => {
    const outside = { ...callLogSchedule, Recipients: ['controlling@partner-firm.at'] };
    expect((await t.call(SCHEDULES.create.path, outside, supervisor)).status).toBe(400);
    // Only the customer's administrator (core_customer_edit) changes the list; whoever schedules reads it.
    expect((await t.call(ReportScheduleCalls.saveMailDomains.path, { Domains: ['partner-firm.at'] }, supervisor)).status).toBe(403);
    const badDomain = await t.call(ReportScheduleCalls.saveMailDomains.path, { Domains: ['not a domain'] }, admin);
    expect(badDomain.status).toBe(400);
    expect(badDomain.body.message).toContain('"not a domain" is not a mail domain');
    expect(badDomain.body.result.data).toEqual({ Problems: [{ Problem: 'bad_domain', Value: 'not a domain' }] });
    const saved = dataOf<{ Domains: string[] }>(
      await t.call(ReportScheduleCalls.saveMailDomains.path, { Domains: ['@Partner-Firm.AT', 'partner-firm.at'] }, admin),
    );
    expect(saved.Domains).toEqual(['partner-firm.at']);
    expect(dataOf(await t.call(ReportScheduleCalls.mailDomains.path, {}, supervisor))).toEqual({ Domains: ['partner-firm.at'] });
    const created = await create(supervisor, outside);
    dataOf(await t.call(ReportScheduleCalls.runNow.path, { ScheduleID: created.ScheduleID }, supervisor));
    expect((await mailOf(created.ScheduleID)).mail.to).toMatchObject({ text: 'controlling@partner-firm.at' });
    // Taken back: the schedule's next run refuses the recipient and sends nothing.
    dataOf(await t.call(ReportScheduleCalls.saveMailDomains.path, { Domains: [] }, admin));
    received.length = 0;
    dataOf(await t.call(ReportScheduleCalls.runNow.path, { ScheduleID: created.ScheduleID }, supervisor));
    const failed = await until('LastError', async () => (await load(supervisor, created.ScheduleID)).LastError ?? undefined);
    expect(failed).toContain(
      '"controlling@partner-firm.at" is neither a user of this customer nor in a mail domain the administrator allowed; nothing was sent.',
    );
    // The same as problems, for the admin to word in its user's language.
    expect((await load(supervisor, created.ScheduleID)).LastErrorProblems).toEqual([
      { Problem: 'recipient_not_allowed', Value: 'controlling@partner-firm.at' },
      { Problem: 'nothing_sent' },
    ]);
    expect(mailsOf(created.ScheduleID)).toHaveLength(0);
  });

  it('runs with the owner’s rights at run time: a lost permission fails with its reason and sends nothing', async () => {
    const owner = await userWith(t, admin, 'sched_owner', [Permission.Report, Permission.ReportCallLog]);
    const schedule = await create(owner.token, { ...callLogSchedule, Recipients: ['sched_owner@example.com'] });
    const [role] = await t.query<{ role_id: number }>(`SELECT role_id FROM core.roles WHERE name = 'role_sched_owner'`);
    dataOf(await t.call('/roles/save', { RoleID: role.role_id, PermissionIDs: await permissionIds(t, [Permission.Report, Permission.News]) }, admin));
    // The owner's session no longer opens the call; an administrator sends it now, still with the owner's rights.
    dataOf(await t.call(ReportScheduleCalls.runNow.path, { ScheduleID: schedule.ScheduleID }, admin));
    const failed = await until('LastError', async () => (await load(admin, schedule.ScheduleID)).LastError ?? undefined);
    expect(failed).toBe(`The schedule's owner may no longer run the report "${CALL_LOG}"; nothing was sent.`);
    expect((await load(admin, schedule.ScheduleID)).LastErrorProblems).toEqual([
      { Problem: 'owner_not_permitted', Value: CALL_LOG },
      { Problem: 'nothing_sent' },
    ]);
    expect(mailsOf(schedule.ScheduleID)).toHaveLength(0);
    expect((await load(admin, schedule.ScheduleID)).LastRunAt).toBeNull();
  });

  it('retries a failed delivery, showing the reason until a later attempt succeeds', async () => {
    const flaky = await userWith(t, admin, 'sched_flaky', [Permission.Report, Permission.ReportCallLog]);
    const schedule = await create(flaky.token, { ...callLogSchedule, Recipients: ['sched_flaky@example.com'] });
    dataOf(await t.call(ReportScheduleCalls.runNow.path, { ScheduleID: schedule.ScheduleID }, flaky.token));
    const retrying = await until('the first attempt’s error', async () => (await load(flaky.token, schedule.ScheduleID)).LastError ?? undefined);
    expect(retrying).toMatch(/^The report was not sent: .*Mailbox busy, try again later.*; attempt 1\/3, tried again soon\.$/s);
    await mailOf(schedule.ScheduleID);
    const sent = await until('the successful attempt recorded', async () => {
      const now = await load(flaky.token, schedule.ScheduleID);
      return now.LastRunAt && now.LastError === null ? now : undefined;
    });
    expect(sent.LastError).toBeNull();
    expect(sent.LastErrorProblems).toBeNull();
    expect(mailsOf(schedule.ScheduleID)).toHaveLength(1);
  });

  it('keeps schedules to their owner and customer: others answer 404 and change nothing', async () => {
    const own = await create(supervisor, callLogSchedule);
    const [{ schedule_id: foreignId }] = await t.query<{ schedule_id: number }>(
      `INSERT INTO reports.schedules (customer_id, owner_id, report, parameters, range, time, days, recipients, format, checked_until)
       SELECT $1, user_id, $2, '{}', 'yesterday', '07:00', '{1}', '{supervisor@example.com}', 'csv', now() FROM core.users WHERE username = 'supervisor'
       RETURNING schedule_id`,
      [otherCustomerId, CALL_LOG],
    );
    for (const [path, body] of [
      [SCHEDULES.load.path, { ScheduleID: foreignId }],
      [SCHEDULES.save.path, { ScheduleID: foreignId, Time: '08:00' }],
      [SCHEDULES.delete.path, { ScheduleID: foreignId }],
      [ReportScheduleCalls.runNow.path, { ScheduleID: foreignId }],
    ] as const) {
      const response = await t.call(path, body, supervisor);
      expect(response.status).toBe(404);
      expect(response.body.message).toContain(`Schedule ${foreignId} was not found.`);
    }
    expect((await t.query<{ time: string }>(`SELECT time FROM reports.schedules WHERE schedule_id = $1`, [foreignId]))[0].time).toBe('07:00');
    const listed = dataOf<ReportSchedule[]>(await t.call(SCHEDULES.list.path, { limit: 100 }, supervisor));
    expect(listed.map((row) => row.ScheduleID)).toContain(own.ScheduleID);
    expect(listed.map((row) => row.ScheduleID)).not.toContain(foreignId);

    // Another user of the same customer does not see the supervisor's schedules; the administrator does.
    const colleague = await userWith(t, admin, 'sched_colleague', [Permission.Report, Permission.ReportCallLog]);
    expect((await t.call(SCHEDULES.load.path, { ScheduleID: own.ScheduleID }, colleague.token)).status).toBe(404);
    expect(dataOf<ReportSchedule[]>(await t.call(SCHEDULES.list.path, {}, colleague.token))).toEqual([]);
    expect((await load(admin, own.ScheduleID)).Owner).toBe('supervisor');
    dataOf(await t.call(SCHEDULES.delete.path, { ScheduleID: own.ScheduleID }, supervisor));
    expect((await t.call(SCHEDULES.load.path, { ScheduleID: own.ScheduleID }, supervisor)).status).toBe(404);
  });
});
