import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { QualityCalls, type AgentFeedbackAnswer, type MyEvaluationsUnread } from '@backoffice/contracts';
import { DataSource } from 'typeorm';
import { activeCustomerFor } from '../../platform/auth/active-customer.js';
import { CurrentPrincipal } from '../../platform/auth/auth.decorators.js';
import type { Principal } from '../../platform/auth/principal.js';
import { CrudController } from '../../platform/crud/crud.controller.js';
import { Call } from '../../platform/rpc/call.decorator.js';
import { myUnreadCount } from './agent-feedback.queries.js';
import { AcknowledgeEvaluationDto, DisputeEvaluationDto } from './agent-feedback.dto.js';
import { GiveAgentFeedbackCommand } from './commands/give-agent-feedback/give-agent-feedback.command.js';
import { myEvaluationsResource } from './my-evaluations.resource.js';

/** `quality/my_evaluations`: the agent's own evaluated calls, the agent's answer to each, and the badge. */
@Controller()
export class MyEvaluationsController extends CrudController(myEvaluationsResource) {
  constructor(
    private readonly commands: CommandBus,
    private readonly dataSource: DataSource,
  ) {
    super();
  }

  @Call(QualityCalls.acknowledgeEvaluation)
  acknowledge(@Body() body: AcknowledgeEvaluationDto, @CurrentPrincipal() principal: Principal): Promise<AgentFeedbackAnswer> {
    return this.commands.execute(new GiveAgentFeedbackCommand(principal, body.CallEvaluationID, 'acknowledged', body.Comment, true));
  }

  @Call(QualityCalls.disputeEvaluation)
  dispute(@Body() body: DisputeEvaluationDto, @CurrentPrincipal() principal: Principal): Promise<AgentFeedbackAnswer> {
    return this.commands.execute(new GiveAgentFeedbackCommand(principal, body.CallEvaluationID, 'disputed', body.Comment, true));
  }

  @Call(QualityCalls.myEvaluationsUnread)
  async unread(@CurrentPrincipal() principal: Principal): Promise<MyEvaluationsUnread> {
    return { Unread: await myUnreadCount(this.dataSource.manager, activeCustomerFor(principal), principal.userId) };
  }
}
