import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { LunchBreakCalls, type LunchPlan } from '@backoffice/contracts';
import { DataSource } from 'typeorm';
import { CurrentPrincipal } from '../../platform/auth/auth.decorators.js';
import type { Principal } from '../../platform/auth/principal.js';
import { readWithRetry } from '../../platform/database/connection-loss.js';
import { AppError } from '../../platform/rpc/app-error.js';
import { Call } from '../../platform/rpc/call.decorator.js';
import { validate } from '../../platform/rpc/validation.js';
import { SaveLunchPlanCommand } from './commands/save-lunch-plan/save-lunch-plan.command.js';
import { LunchPlanQueryDto, SaveLunchPlanDto } from './lunch-plan.dto.js';
import { readLunchPlan } from './lunch-plan.queries.js';
import { activeCustomerFor } from '../../platform/auth/active-customer.js';
import { clock } from '../../platform/clock/clock.js';

/** The customer's day the call is about: the one asked for, else today in the customer's time zone. */
function dayOf(body: LunchPlanQueryDto, principal: Principal): string {
  if (!body.Date) return clock.todayIn(principal.timeZone);
  const check = new Date(`${body.Date}T00:00:00Z`);
  if (Number.isNaN(check.getTime()) || check.toISOString().slice(0, 10) !== body.Date) throw AppError.badRequest(`Date '${body.Date}' is not a calendar day.`);
  return body.Date;
}

/** Lunch breaks (base lunch_breaks): a day's plan, shown with lunch_break and edited with lunch_break_edit. */
@ApiTags('lunch_breaks')
@Controller()
export class LunchPlanController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly commands: CommandBus,
  ) {}

  @Call(LunchBreakCalls.list)
  list(@Body(validate(LunchPlanQueryDto)) body: LunchPlanQueryDto, @CurrentPrincipal() principal: Principal): Promise<LunchPlan> {
    const customerId = activeCustomerFor(principal);
    const date = dayOf(body, principal);
    return readWithRetry(() => readLunchPlan(this.dataSource.manager, customerId, date, principal.timeZone));
  }

  @Call(LunchBreakCalls.save)
  save(@Body(validate(SaveLunchPlanDto)) body: SaveLunchPlanDto, @CurrentPrincipal() principal: Principal): Promise<LunchPlan> {
    return this.commands.execute(new SaveLunchPlanCommand(principal, dayOf(body, principal), body.LunchBreaks));
  }
}
