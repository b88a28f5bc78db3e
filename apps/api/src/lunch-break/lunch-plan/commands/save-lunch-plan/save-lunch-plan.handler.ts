import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import type { LunchPlan } from '@backoffice/contracts';
import { clockOf, isClearedLunch, lunchBreakInstants, lunchTimesProblem, overlappingAbsence } from '@backoffice/domain';
import { DataSource } from 'typeorm';
import { AppError } from '../../../../platform/rpc/app-error.js';
import { LunchPlanSavedEvent } from '../../events/lunch-plan-saved.event.js';
import { readLunchPlan } from '../../lunch-plan.queries.js';
import { SaveLunchPlanCommand } from './save-lunch-plan.command.js';
import { activeCustomerFor } from '../../../../platform/auth/active-customer.js';

/**
 * Sets or clears the listed agents' lunch breaks on one of the customer's days, all or nothing:
 * every agent must be the customer's and in the plan, every From/To valid (HH:mm, From before
 * To) and clear of the agent's absences. Agents not listed keep their breaks.
 */
@CommandHandler(SaveLunchPlanCommand)
export class SaveLunchPlanHandler implements ICommandHandler<SaveLunchPlanCommand> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly events: EventBus,
  ) {}

  async execute({ principal, date, entries }: SaveLunchPlanCommand): Promise<LunchPlan> {
    const customerId = activeCustomerFor(principal);
    const timeZone = principal.timeZone;
    const seen = new Set<number>();
    for (const entry of entries) {
      if (seen.has(entry.AgentID)) throw AppError.badRequest(`Agent ${entry.AgentID} is listed twice.`);
      seen.add(entry.AgentID);
      const problem = lunchTimesProblem(entry);
      if (problem) throw AppError.badRequest(`Agent ${entry.AgentID}: ${problem}.`);
    }
    const ids = [...seen];
    const { plan, set, cleared } = await this.dataSource.transaction(async (manager) => {
      const agents = await manager.query<{ agent_id: number; username: string; excluded: boolean }[]>(
        `SELECT a.agent_id, a.username,
                EXISTS (SELECT 1 FROM lunch_break.excluded_agents x WHERE x.customer_id = a.customer_id AND x.agent_id = a.agent_id) AS excluded
           FROM telephony.agents a WHERE a.customer_id = $1 AND a.agent_id = ANY($2::int[]) FOR UPDATE OF a`,
        [customerId, ids],
      );
      const missing = ids.filter((id) => !agents.some((agent) => agent.agent_id === id));
      if (missing.length > 0) throw AppError.notFound(`Unknown agents: ${missing.join(', ')}.`);
      const excluded = agents.filter((agent) => agent.excluded);
      if (excluded.length > 0) throw AppError.badRequest(`These agents are left out of the lunch plan: ${excluded.map((a) => a.username).join(', ')}.`);
      const username = new Map(agents.map((agent) => [agent.agent_id, agent.username]));

      const breaks = entries
        .filter((entry) => !isClearedLunch(entry))
        .map((entry) => ({ agentId: entry.AgentID, ...lunchBreakInstants(date, entry, timeZone) }));
      if (breaks.length > 0) {
        const absences = await manager.query<{ agent_id: number; started_at: Date; ended_at: Date; reason: string }[]>(
          `SELECT agent_id, started_at, ended_at, reason FROM telephony.absences
            WHERE customer_id = $1 AND agent_id = ANY($2::int[]) AND started_at < $4 AND ended_at > $3`,
          [
            customerId,
            breaks.map((b) => b.agentId),
            new Date(Math.min(...breaks.map((b) => b.start.getTime()))),
            new Date(Math.max(...breaks.map((b) => (b.end ?? b.start).getTime() + 60_000))),
          ],
        );
        for (const lunch of breaks) {
          const clash = overlappingAbsence(
            lunch,
            absences.filter((a) => a.agent_id === lunch.agentId).map((a) => ({ start: a.started_at, end: a.ended_at, reason: a.reason })),
          );
          if (clash) {
            throw AppError.badRequest(
              `${username.get(lunch.agentId)}: the lunch break overlaps the absence '${clash.reason}' (${clockOf(clash.start, timeZone)}–${clockOf(clash.end, timeZone)}).`,
            );
          }
        }
      }
      await manager.query(`DELETE FROM telephony.lunch_breaks WHERE customer_id = $1 AND agent_id = ANY($2::int[]) AND break_date = $3::date`, [
        customerId,
        ids,
        date,
      ]);
      for (const lunch of breaks) {
        await manager.query(
          `INSERT INTO telephony.lunch_breaks (customer_id, agent_id, break_date, started_at, ended_at, source) VALUES ($1, $2, $3::date, $4, $5, 'manual')`,
          [customerId, lunch.agentId, date, lunch.start, lunch.end],
        );
      }
      return {
        plan: await readLunchPlan(manager, customerId, date, timeZone),
        set: breaks.map((b) => b.agentId),
        cleared: ids.filter((id) => !breaks.some((b) => b.agentId === id)),
      };
    });
    this.events.publish(new LunchPlanSavedEvent(customerId, date, principal.username, set, cleared));
    return plan;
  }
}
