import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { SocketEvent, type EvaluationFeedbackMessage, type MyEvaluationsUnreadMessage } from '@backoffice/contracts';
import { DataSource } from 'typeorm';
import { PluginLoggerFactory, type PluginLogger } from '../../../platform/logging/plugin-logger.js';
import { RealtimeService } from '../../../platform/realtime/realtime.service.js';
import { disputedCount, myUnreadCount } from '../agent-feedback.queries.js';
import { AgentStateChangedEvent } from './agent-state-changed.event.js';

/**
 * Each step (and a reopening) reaches the other side live: the evaluators' lists and dispute count through the
 * customer's room, the agent's list and badge through the agent's own sockets in that customer.
 */
@EventsHandler(AgentStateChangedEvent)
export class AgentStateNotifier implements IEventHandler<AgentStateChangedEvent> {
  private readonly log: PluginLogger;

  constructor(
    private readonly dataSource: DataSource,
    private readonly realtime: RealtimeService,
    loggers: PluginLoggerFactory,
  ) {
    this.log = loggers.for('quality');
  }

  async handle({ customerId, callEvaluationId, state, agentUserId }: AgentStateChangedEvent): Promise<void> {
    try {
      const manager = this.dataSource.manager;
      const feedback: EvaluationFeedbackMessage = {
        CustomerID: customerId,
        CallEvaluationID: callEvaluationId,
        AgentState: state,
        Disputed: await disputedCount(manager, customerId),
      };
      this.realtime.toCustomer(customerId, SocketEvent.EvaluationFeedback, feedback);
      if (agentUserId !== null) await pushAgentUnread(this.dataSource, this.realtime, customerId, agentUserId);
    } catch (error) {
      this.log.warn(`Could not tell that evaluation ${callEvaluationId} is ${state}: ${String(error)}`);
    }
  }
}

/** The agent's badge, to the agent's sockets in that customer. */
export async function pushAgentUnread(dataSource: DataSource, realtime: RealtimeService, customerId: number, userId: number): Promise<void> {
  const message: MyEvaluationsUnreadMessage = { CustomerID: customerId, Unread: await myUnreadCount(dataSource.manager, customerId, userId) };
  realtime.toUserInCustomer(customerId, userId, SocketEvent.MyEvaluationsUnread, message);
}
