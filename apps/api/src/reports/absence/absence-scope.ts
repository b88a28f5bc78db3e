import { Permission } from '@backoffice/contracts';
import { hasAnyPermission, isTodayOnly, type ReportRange } from '@backoffice/domain';
import type { Principal } from '../../platform/auth/principal.js';
import { AppError } from '../../platform/rpc/app-error.js';

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
