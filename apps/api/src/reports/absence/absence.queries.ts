import { ABSENCE_REASONS, type AbsenceAgentRow, type AbsenceDetailRow, type AbsenceReasonRow } from '@backoffice/contracts';
import { durationText, type ReportRange } from '@backoffice/domain';
import type { EntityManager } from 'typeorm';
import type { Principal } from '../../platform/auth/principal.js';
import { AppError } from '../../platform/rpc/app-error.js';
import { assertAbsenceRangeAllowed, NOT_IN_AGENT_LIST, OWN_ABSENCES_ONLY, ownAbsencesOnly } from './absence-scope.js';

/** The causes offered: the demo's list, then any other reason the tenant's absences carry. */
export async function absenceReasons(db: EntityManager, customerId: number): Promise<AbsenceReasonRow[]> {
  const rows: { reason: string }[] = await db.query(`SELECT DISTINCT reason FROM telephony.absences WHERE customer_id = $1 ORDER BY reason`, [customerId]);
  const known = new Set<string>(ABSENCE_REASONS);
  return [...ABSENCE_REASONS, ...rows.map((row) => row.reason).filter((reason) => !known.has(reason))].map((reason) => ({ status_grund: reason }));
}

/** Agents of the tenant by user name; only those with the mail address when one is given. */
export function absenceAgents(db: EntityManager, customerId: number, email: string | null): Promise<AbsenceAgentRow[]> {
  return db.query(
    `SELECT a.agent_id AS "mitarbeiter_id", a.username AS "benutzername"
       FROM telephony.agents a
      WHERE a.customer_id = $1 AND ($2::text IS NULL OR lower(a.email) = lower($2))
      ORDER BY lower(a.username), a.agent_id`,
    [customerId, email],
  );
}

export interface AbsenceDetailRecord {
  agent: string;
  date: string;
  start: string;
  ende: string;
  seconds: number;
  status_grund: string;
}

/**
 * Absences starting in the range with one of the causes, of the given agents (all when null), by
 * agent and start, times on the customer's clock (docs/reports.md, "Absence").
 */
export function absenceDetails(
  db: EntityManager,
  customerId: number,
  timeZone: string,
  range: ReportRange,
  reasons: string[],
  agentIds: number[] | null,
): Promise<AbsenceDetailRecord[]> {
  return db.query(
    `SELECT a.username AS "agent",
            to_char(x.started_at AT TIME ZONE $2, 'YYYY-MM-DD') AS "date",
            to_char(x.started_at AT TIME ZONE $2, 'HH24:MI') AS "start",
            CASE WHEN (x.ended_at AT TIME ZONE $2)::date = (x.started_at AT TIME ZONE $2)::date
                 THEN to_char(x.ended_at AT TIME ZONE $2, 'HH24:MI')
                 ELSE to_char(x.ended_at AT TIME ZONE $2, 'YYYY-MM-DD HH24:MI') END AS "ende",
            extract(epoch FROM x.ended_at - x.started_at)::float8 AS "seconds",
            x.reason AS "status_grund"
       FROM telephony.absences x
       JOIN telephony.agents a ON a.agent_id = x.agent_id
      WHERE x.customer_id = $1 AND x.started_at >= $3 AND x.started_at < $4 AND x.reason = ANY($5::text[])
        AND ($6::int[] IS NULL OR x.agent_id = ANY($6::int[]))
      ORDER BY lower(a.username), a.agent_id, x.started_at`,
    [customerId, timeZone, range.from, range.to, reasons, agentIds],
  );
}

/** The signed-in user's mail address: report_absence_own sees the agents carrying it. */
export async function userEmail(db: EntityManager, userId: number): Promise<string | null> {
  const [user] = await db.query<{ email: string | null }[]>(`SELECT email FROM core.users WHERE user_id = $1`, [userId]);
  return user?.email ?? null;
}

/**
 * Whose absences a caller may see (spec part 2 section 6): report_absence (or `*`) sees every
 * agent, or those with AgentMail when it is given; report_absence_own only the agents carrying the
 * caller's own mail address, and asking for another address is refused.
 */
export async function absenceMailScope(db: EntityManager, principal: Principal, agentMail: string | undefined): Promise<string | null> {
  if (!ownAbsencesOnly(principal)) return agentMail ?? null;
  const own = (await userEmail(db, principal.userId)) ?? '';
  if (agentMail !== undefined && agentMail.toLowerCase() !== own.toLowerCase()) {
    throw AppError.forbidden(OWN_ABSENCES_ONLY);
  }
  if (!own) throw AppError.forbidden(NOT_IN_AGENT_LIST);
  return own;
}

/**
 * The absence detail report (spec part 2 section 6): the absences of the chosen reasons of the
 * agents the caller may see (one agent, when Agent names one), with their durations as text.
 */
export async function absenceDetailReport(
  db: EntityManager,
  principal: Principal,
  customerId: number,
  range: ReportRange,
  request: { Reasons: string[]; Agent?: number; AgentMail?: string },
): Promise<AbsenceDetailRow[]> {
  const known = new Set((await absenceReasons(db, customerId)).map((reason) => reason.status_grund));
  const unknown = request.Reasons.filter((reason) => !known.has(reason));
  if (unknown.length > 0) throw AppError.badRequest(`Unknown absence cause: ${unknown.join(', ')}`);
  const email = await absenceMailScope(db, principal, request.AgentMail);
  const visible = await absenceAgents(db, customerId, email);
  if (email !== null && visible.length === 0) throw AppError.forbidden(NOT_IN_AGENT_LIST);
  let agentIds: number[] | null = email === null ? null : visible.map((agent) => agent.mitarbeiter_id);
  if (request.Agent !== undefined) {
    if (!visible.some((agent) => agent.mitarbeiter_id === request.Agent)) {
      if (ownAbsencesOnly(principal)) throw AppError.forbidden(OWN_ABSENCES_ONLY);
      throw AppError.notFound(`Agent ${request.Agent} not found.`);
    }
    agentIds = [request.Agent];
  }
  assertAbsenceRangeAllowed(principal, range);
  const rows = await absenceDetails(db, customerId, principal.timeZone, range, request.Reasons, agentIds);
  return rows.map(({ seconds, ...row }) => ({ ...row, dauer: durationText(seconds) }));
}
