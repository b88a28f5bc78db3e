import type { ReportLanguage, ScheduleFailureProblem } from '@backoffice/contracts';
import type { EntityManager } from 'typeorm';

/** The addresses a customer's reports may go to: its users' mail addresses (lower case) and its allowed domains. */
export async function allowedRecipients(db: EntityManager, customerId: number): Promise<{ userAddresses: Set<string>; domains: Set<string> }> {
  const [row] = await db.query<{ addresses: string[]; domains: string[] }[]>(
    `SELECT ARRAY(SELECT lower(u.email) FROM core.users u JOIN core.user_customers uc ON uc.user_id = u.user_id
                   WHERE uc.customer_id = $1 AND u.email IS NOT NULL AND u.email <> '') AS addresses,
            ARRAY(SELECT d.domain FROM reports.mail_domains d WHERE d.customer_id = $1) AS domains`,
    [customerId],
  );
  return { userAddresses: new Set(row.addresses), domains: new Set(row.domains) };
}

export async function mailDomainsOf(db: EntityManager, customerId: number): Promise<string[]> {
  const rows = await db.query<{ domain: string }[]>(`SELECT domain FROM reports.mail_domains WHERE customer_id = $1 ORDER BY domain`, [customerId]);
  return rows.map((row) => row.domain);
}

/** Replaces a customer's domains (inside the caller's transaction). */
export async function replaceMailDomains(db: EntityManager, customerId: number, domains: string[]): Promise<void> {
  await db.query(`DELETE FROM reports.mail_domains WHERE customer_id = $1`, [customerId]);
  await db.query(`INSERT INTO reports.mail_domains (customer_id, domain) SELECT $1, unnest($2::text[]) ON CONFLICT DO NOTHING`, [customerId, domains]);
}

/** A schedule as its run reads it, with its customer's zone and name. */
export interface ScheduleToRun {
  scheduleId: number;
  customerId: number;
  customerName: string;
  timeZone: string;
  ownerId: number;
  report: string;
  parameters: Record<string, unknown>;
  range: string;
  time: string;
  days: number[];
  recipients: string[];
  format: string;
  language: ReportLanguage;
  checkedUntil: Date;
}

const SCHEDULE_TO_RUN = `
  SELECT s.schedule_id AS "scheduleId", s.customer_id AS "customerId", c.name AS "customerName", c.time_zone AS "timeZone",
         s.owner_id AS "ownerId", s.report, s.parameters, s.range, s.time, s.days, s.recipients, s.format, s.language, s.checked_until AS "checkedUntil"
    FROM reports.schedules s JOIN core.customers c ON c.customer_id = s.customer_id`;

export async function scheduleToRun(db: EntityManager, scheduleId: number): Promise<ScheduleToRun | null> {
  const [row] = await db.query<ScheduleToRun[]>(`${SCHEDULE_TO_RUN} WHERE s.schedule_id = $1`, [scheduleId]);
  return row ?? null;
}

/** Every schedule: the ticker computes which are due (a few per customer; the rule is in libs/domain). */
export function allSchedules(db: EntityManager): Promise<ScheduleToRun[]> {
  return db.query<ScheduleToRun[]>(`${SCHEDULE_TO_RUN} ORDER BY s.schedule_id`);
}

/** Moves a schedule's mark forward (never back: two tickers may pass it at once). */
export async function markChecked(db: EntityManager, scheduleId: number, until: Date): Promise<void> {
  await db.query(`UPDATE reports.schedules SET checked_until = $2 WHERE schedule_id = $1 AND checked_until < $2`, [scheduleId, until]);
}

export async function recordRun(db: EntityManager, scheduleId: number, at: Date): Promise<void> {
  await db.query(`UPDATE reports.schedules SET last_run_at = $2, last_error = NULL, last_error_problems = NULL WHERE schedule_id = $1`, [scheduleId, at]);
}

/** Why the run failed: in English and as problems the admin words in its user's language. */
export async function recordFailure(db: EntityManager, scheduleId: number, reason: string, problems: ScheduleFailureProblem[]): Promise<void> {
  await db.query(`UPDATE reports.schedules SET last_error = $2, last_error_problems = $3 WHERE schedule_id = $1`, [
    scheduleId,
    reason,
    JSON.stringify(problems),
  ]);
}

/** Whether the user still belongs to the customer (or holds `*`, checked by the caller), and is active. */
export async function ownerStanding(db: EntityManager, userId: number, customerId: number): Promise<{ active: boolean; member: boolean } | null> {
  const [row] = await db.query<{ active: boolean; member: boolean }[]>(
    `SELECT u.status = 1 AS active,
            EXISTS (SELECT 1 FROM core.user_customers uc WHERE uc.user_id = u.user_id AND uc.customer_id = $2) AS member
       FROM core.users u WHERE u.user_id = $1`,
    [userId, customerId],
  );
  return row ?? null;
}
