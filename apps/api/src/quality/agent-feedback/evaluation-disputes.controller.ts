import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { QualityCalls, type AgentFeedbackAnswer } from '@backoffice/contracts';
import { resolutionStep } from '@backoffice/domain';
import { CurrentPrincipal } from '../../platform/auth/auth.decorators.js';
import type { Principal } from '../../platform/auth/principal.js';
import { Call } from '../../platform/rpc/call.decorator.js';
import { ResolveDisputeDto } from './agent-feedback.dto.js';
import { GiveAgentFeedbackCommand } from './commands/give-agent-feedback/give-agent-feedback.command.js';

/** `quality/call_evaluations/resolve_dispute`: an evaluator accepts (and re-scores with a save) or rejects an agent's dispute. */
@Controller()
export class EvaluationDisputesController {
  constructor(private readonly commands: CommandBus) {}

  @Call(QualityCalls.resolveDispute)
  resolve(@Body() body: ResolveDisputeDto, @CurrentPrincipal() principal: Principal): Promise<AgentFeedbackAnswer> {
    return this.commands.execute(new GiveAgentFeedbackCommand(principal, body.CallEvaluationID, resolutionStep(body.Accepted), body.Comment, false));
  }
}
