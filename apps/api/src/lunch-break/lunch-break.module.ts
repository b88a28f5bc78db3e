/**
 * Lunch break: the customer's lunch plan of a day (today by default, in the customer's time
 * zone) from telephony's lunch_breaks, edited per agent, and the agents left out of the plan
 * (schema lunch_break).
 */
import { Module } from '@nestjs/common';
import { TelephonyModule } from '../telephony/telephony.module.js';
import { SaveExcludedAgentsHandler } from './excluded-agents/commands/save-excluded-agents/save-excluded-agents.handler.js';
import { ExcludedAgentsController } from './excluded-agents/excluded-agents.controller.js';
import { SaveLunchPlanHandler } from './lunch-plan/commands/save-lunch-plan/save-lunch-plan.handler.js';
import { LunchPlanAuditLog } from './lunch-plan/events/lunch-plan-audit.handler.js';
import { LunchPlanController } from './lunch-plan/lunch-plan.controller.js';

const controllers = [LunchPlanController, ExcludedAgentsController];
const commandHandlers = [SaveLunchPlanHandler, SaveExcludedAgentsHandler];
const eventHandlers = [LunchPlanAuditLog];

@Module({
  imports: [TelephonyModule],
  controllers,
  providers: [...commandHandlers, ...eventHandlers],
})
export class LunchBreakModule {}
