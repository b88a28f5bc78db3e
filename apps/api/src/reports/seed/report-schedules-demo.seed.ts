import { ReportCalls } from '@backoffice/contracts';
import type { DataSource } from 'typeorm';
import type { CoreDemo } from '../../core/seed/core-demo.seed.js';
import { clock } from '../../platform/clock/clock.js';

/** The first demo customer's own mail domain: its reports may go there besides its users. */
export const DEMO_MAIL_DOMAIN = 'alpine-assist.example';

/**
 * Two of the supervisor's scheduled reports for the first demo customer (Monday's ACD details as
 * PDF to the team lead, the call log every weekday morning as CSV) and its allowed mail domain.
 * Without SMTP_URL their runs fail with the reason shown on the schedule's screen.
 */
export async function seedReportSchedulesDemo(dataSource: DataSource, core: CoreDemo): Promise<void> {
  const customerId = core.customerIds[0];
  const owner = core.userIds.supervisor;
  await dataSource.query(`INSERT INTO reports.mail_domains (customer_id, domain) VALUES ($1, $2)`, [customerId, DEMO_MAIL_DOMAIN]);
  const schedules = [
    { report: ReportCalls.acdDetails.path, parameters: { MusicOnHoldDuration: 0, PostHandlingTime: 0 }, range: 'last_week', days: [1], format: 'pdf' },
    { report: ReportCalls.callLog.path, parameters: {}, range: 'yesterday', days: [1, 2, 3, 4, 5], format: 'csv' },
  ];
  for (const schedule of schedules) {
    await dataSource.query(
      `INSERT INTO reports.schedules (customer_id, owner_id, report, parameters, range, time, days, recipients, format, checked_until)
       VALUES ($1, $2, $3, $4, $5, '07:00', $6, $7, $8, $9)`,
      [
        customerId,
        owner,
        schedule.report,
        schedule.parameters,
        schedule.range,
        schedule.days,
        ['supervisor@example.com', `leitung@${DEMO_MAIL_DOMAIN}`],
        schedule.format,
        clock.now(),
      ],
    );
  }
}
