/**
 * Browser scenario of scheduled reports (issue 25 item 4): a supervisor schedules the call log for
 * a minute a little ahead on the customer's clock; the API is started again with its clock just
 * before that minute (CLOCK_OFFSET_MS), so the mail arrives at the test SMTP server (smtp-server,
 * started by run.mjs, read with mailparser) at the minute without the scenario waiting for it,
 * with the CSV of yesterday. Last in the run: the API's clock stays ahead afterwards.
 */
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { expectThat } from './harness.mjs';
import { dateField, fillTime } from './dates.mjs';
import { keepSessionAlive, signIn } from './session.mjs';

const ZONE = 'Europe/Vienna';

/** A local SMTP server that keeps every mail it receives (parsed), with the time it arrived. */
export async function startMailServer() {
  const mails = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          mails.push({ mail, at: Date.now() });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `smtp://127.0.0.1:${server.server.address().port}`, mails, close: () => new Promise((resolve) => server.close(resolve)) };
}

const wall = (instant) =>
  Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      weekday: 'short',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
const WEEKDAYS = { Mon: 'Monday', Tue: 'Tuesday', Wed: 'Wednesday', Thu: 'Thursday', Fri: 'Friday', Sat: 'Saturday', Sun: 'Sunday' };

export const scheduleScenarios = [
  {
    name: 'reports-scheduled-call-log-arrives-by-mail',
    async run({ page, step, mailServer, restartApi }) {
      // A whole minute on the customer's clock, with room to fill in the form however busy the machine.
      const due = new Date(Math.ceil((Date.now() + 90_000) / 60_000) * 60_000);
      const at = wall(due);
      const yesterday = wall(new Date(due.getTime() - 86_400_000));
      const yesterdayDay = `${yesterday.year}-${yesterday.month}-${yesterday.day}`;
      await keepSessionAlive(page);
      await signIn(page, 'supervisor');
      await step('schedule-form', async () => {
        await page.locator('.RaSidebar-fixed').getByRole('menuitem', { name: 'Scheduled reports', exact: true }).click();
        await page.waitForURL('**/report_schedules');
        await page.getByRole('link', { name: 'Create' }).click();
        await page.getByRole('combobox', { name: /^Report/ }).click();
        await page.getByRole('option', { name: 'Call log', exact: true }).click();
        await fillTime(dateField(page, { testId: 'schedule-time' }), `${at.hour}:${at.minute}`);
        // Only the due day: the default weekdays are cleared, the due day's ticked.
        for (const name of Object.values(WEEKDAYS)) {
          const box = page.getByRole('checkbox', { name, exact: true });
          if ((await box.isChecked()) !== (name === WEEKDAYS[at.weekday])) await box.click();
        }
        await page.getByTestId('allowed-domains').waitFor();
        await page.getByRole('textbox', { name: /^Recipients/ }).fill('supervisor@example.com');
        // The mail's language starts as the one the supervisor works in.
        await page
          .getByRole('combobox', { name: /^Language/ })
          .filter({ hasText: 'English' })
          .waitFor();
      });
      await step('schedule-saved', async () => {
        await page.getByRole('button', { name: 'Save' }).click();
        await page.waitForURL('**/report_schedules');
        await page.getByRole('cell', { name: 'Call log' }).first().waitFor();
      });
      // The API's clock (ahead of this one by `offset` from here on) starts a second before the minute.
      const offset = due.getTime() - 1000 - Date.now();
      let arrived;
      await step('api-restarted-before-the-minute', () => restartApi({ CLOCK_OFFSET_MS: String(offset) }));
      await step('mail-arrives-at-the-minute', async () => {
        const deadline = due.getTime() + 90_000;
        while (!arrived) {
          arrived = mailServer.mails.find(({ mail }) => mail.subject?.startsWith('Call log:') && mail.to?.text === 'supervisor@example.com');
          expectThat(arrived || Date.now() + offset < deadline, `no mail by ${new Date(deadline).toISOString()} on the API's clock`);
          if (!arrived) await page.waitForTimeout(50);
        }
        const sentAt = arrived.at + offset;
        expectThat(sentAt >= due.getTime(), `the mail came at ${new Date(sentAt).toISOString()} on the API's clock, before ${due.toISOString()}`);
        expectThat(arrived.mail.subject === `Call log: Alpine Assist GmbH, ${yesterdayDay}`, `subject ${arrived.mail.subject}`);
        const [file] = arrived.mail.attachments;
        expectThat(file?.filename === `call-log_${yesterdayDay}_${yesterdayDay}.csv`, `attachment ${file?.filename}`);
        const header = file.content
          .toString('utf8')
          .replace(/^\uFEFF/, '')
          .split(/\r?\n/)[0];
        expectThat(
          header === 'zeit,dnis,clip,benutzername,klappe_routing,klappe_agent,wartezeit_routing,wartezeit_agent,ergebnis,dauer,nummer,status',
          `header ${header}`,
        );
      });
      await step('schedule-button-prefills-the-form', async () => {
        await page.locator('.RaSidebar-fixed').getByRole('menuitem', { name: 'ACD details', exact: true }).click();
        await page.waitForURL('**/report/acd_details');
        await page.getByLabel(/Music on hold/).fill('15');
        await page.getByRole('link', { name: 'Schedule' }).click();
        await page.waitForURL('**/report_schedules/create');
        await page
          .getByRole('combobox', { name: /^Report/ })
          .filter({ hasText: 'ACD details' })
          .waitFor();
        const musicOnHold = await page.getByLabel(/Music on hold/).inputValue();
        expectThat(musicOnHold === '15', `music on hold ${musicOnHold}`);
        await page.goto('/report_schedules');
      });
      await step('last-run-shown', async () => {
        await page.reload();
        // Last sent: the minute the API sent the mail (the due one, or the next if starting it took that long), DD.MM.YYYY HH:mm on the customer's clock.
        const sent = wall(new Date(arrived.at + offset));
        await page.getByRole('cell', { name: new RegExp(`^${sent.day}\\.${sent.month}\\.${sent.year} ${sent.hour}:${sent.minute}`) }).waitFor();
      });
    },
  },
];
