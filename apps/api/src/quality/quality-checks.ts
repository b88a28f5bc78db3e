/** Checks the Quality commands share: periods in the customer's time, agents and call customers of the tenant. */
import { periodDays, wireDateToInstant } from '@backoffice/domain';
import type { EntityManager } from 'typeorm';
import { AppError } from '../platform/rpc/app-error.js';
import { agentIdsOf, callCustomerIdsOf } from './excluded-agents/agents.queries.js';

/**
 * From and To as instants of the customer's wall time; From must come before To, and the period
 * covers at most `maxDays` of the customer's days (REPORT_MAX_RANGE_DAYS, as reports): a job over
 * years would hold a worker and the database for minutes.
 */
export function periodOf(from: string, to: string, timeZone: string, maxDays: number): { from: Date; to: Date } {
  const start = wireDateToInstant(from, timeZone);
  if (!start) throw AppError.badRequest(`From must be a date such as 2026-03-02 00:00:00, not '${from.slice(0, 40)}'.`);
  const end = wireDateToInstant(to, timeZone);
  if (!end) throw AppError.badRequest(`To must be a date such as 2026-03-09 00:00:00, not '${to.slice(0, 40)}'.`);
  if (start.getTime() >= end.getTime()) throw AppError.badRequest('From must be before To.');
  const days = periodDays(start, end, timeZone);
  if (days > maxDays) throw AppError.badRequest(`The period covers ${days} days; a quality period covers at most ${maxDays} days.`);
  return { from: start, to: end };
}

/** The ids, each once; 400 naming those that are not agents of the customer. */
export async function assertAgentsOf(manager: EntityManager, customerId: number, agentIds: readonly number[]): Promise<number[]> {
  const unique = [...new Set(agentIds)];
  const known = new Set(await agentIdsOf(manager, customerId, unique));
  const missing = unique.filter((id) => !known.has(id));
  if (missing.length > 0) throw AppError.badRequest(`Unknown agents: ${missing.slice(0, 20).join(', ')}${missing.length > 20 ? ', …' : ''}.`);
  return unique;
}

/** 400 naming the call customers that are not the tenant's. */
export async function assertCallCustomersOf(manager: EntityManager, customerId: number, callCustomerIds: readonly number[]): Promise<void> {
  if (callCustomerIds.length === 0) return;
  const known = new Set(await callCustomerIdsOf(manager, customerId, [...callCustomerIds]));
  const missing = callCustomerIds.filter((id) => !known.has(id));
  if (missing.length > 0) throw AppError.badRequest(`Unknown call customers: ${missing.slice(0, 20).join(', ')}.`);
}
