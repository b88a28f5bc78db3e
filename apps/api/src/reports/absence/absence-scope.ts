import { Permission } from '@backoffice/contracts';
import { hasAnyPermission, isTodayOnly, type ReportRange } from '@backoffice/domain';
import type { EntityManager } from 'typeorm';
import type { Principal } from '../../platform/auth/principal.js';
import { AppError } from '../../platform/rpc/app-error.js';
import { userEmail } from './absence.queries.js';

export const NOT_IN_AGENT_LIST = 'You are not in the agent list, please contact your supervisor.';
export const OWN_ABSENCES_ONLY = 'With report_absence_own you may only see your own absences.';
export const OWN_ABSENCES_TODAY = "With report_absence_own you may only see today's absences.";

/** True when the caller holds report_absence_own but neither report_absence nor `*`. */
export function ownAbsencesOnly(principal: Principal): boolean {
  return !hasAnyPermission(principal.permissions, [Permission.ReportAbsence]);
}

/** report_absence_own sees only the customer's today (spec part 2 section 6: the range is fixed to today). */
export function assertAbsenceRangeAllowed(principal: Principal, range: ReportRange): void {
  if (ownAbsencesOnly(principal) && !isTodayOnly(range, principal.timeZone)) throw AppError.forbidden(OWN_ABSENCES_TODAY);
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
