import { WILDCARD_PERMISSION } from '@backoffice/contracts';
import { AppError } from '../rpc/app-error.js';
import type { Principal } from './principal.js';

/** Why a principal has no customer to act for, or null when it has one. */
function activeCustomerProblem(principal: Principal): string | null {
  if (principal.sessionCustomerId === null) return 'No active customer is selected for this session.';
  if (!principal.customerIds.includes(principal.sessionCustomerId) && !principal.permissions.includes(WILDCARD_PERMISSION)) {
    return 'The active customer is no longer available to you. Please choose another customer.';
  }
  return null;
}

/**
 * The one way to get the customer a call acts for: the session's active customer, if the user
 * still belongs to it (a holder of `*` acts for every customer). Every call, download, export,
 * job and socket room reads it here, so a customer taken away stops on the next call.
 */
export function activeCustomerFor(principal: Principal): number {
  const problem = activeCustomerProblem(principal);
  if (problem) throw AppError.forbidden(problem);
  return principal.sessionCustomerId!;
}

/** The same rule for what has nothing to refuse (the global search, socket rooms): null instead of a 403. */
export function activeCustomerOrNull(principal: Principal): number | null {
  return activeCustomerProblem(principal) === null ? principal.sessionCustomerId : null;
}
