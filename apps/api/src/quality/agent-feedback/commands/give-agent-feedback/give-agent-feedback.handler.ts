import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import type { AgentFeedbackAnswer } from '@backoffice/contracts';
import { agentFeedbackProblem } from '@backoffice/domain';
import { DataSource } from 'typeorm';
import { activeCustomerFor } from '../../../../platform/auth/active-customer.js';
import { clock } from '../../../../platform/clock/clock.js';
import { AppError } from '../../../../platform/rpc/app-error.js';
import { lockEvaluationForFeedback, recordFeedback } from '../../agent-feedback.queries.js';
import { AgentStateChangedEvent } from '../../events/agent-state-changed.event.js';
import { feedbackRefusal } from '../../feedback-refusal.js';
import { GiveAgentFeedbackCommand } from './give-agent-feedback.command.js';

/**
 * Takes one step on an evaluation in one transaction: the row is locked, the domain's rule
 * (agentFeedbackProblem) decides whether the step may follow its state, the state and the step
 * are written together. Another agent's evaluation, or one not finished, is not found for an agent.
 */
@CommandHandler(GiveAgentFeedbackCommand)
export class GiveAgentFeedbackHandler implements ICommandHandler<GiveAgentFeedbackCommand> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly events: EventBus,
  ) {}

  async execute({ principal, callEvaluationId, step, comment, asAgent }: GiveAgentFeedbackCommand): Promise<AgentFeedbackAnswer> {
    const customerId = activeCustomerFor(principal);
    const agentUserId = await this.dataSource.transaction(async (manager) => {
      const evaluation = await lockEvaluationForFeedback(manager, customerId, callEvaluationId, asAgent ? principal.userId : null);
      if (!evaluation) throw AppError.notFound(`Evaluation ${callEvaluationId} was not found.`);
      const problem = agentFeedbackProblem(evaluation.agentState, step, comment);
      if (problem) throw feedbackRefusal(problem);
      await recordFeedback(manager, { customerId, callEvaluationId, step, userId: principal.userId, comment: (comment ?? '').trim(), at: clock.now() });
      return evaluation.agentUserId;
    });
    this.events.publish(new AgentStateChangedEvent(customerId, callEvaluationId, step, agentUserId));
    return { CallEvaluationID: callEvaluationId, AgentState: step };
  }
}
