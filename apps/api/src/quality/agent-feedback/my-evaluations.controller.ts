import { Body, Controller, Query, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { QualityCalls, type AgentFeedbackAnswer, type MyEvaluationsUnread } from '@backoffice/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import { activeCustomerFor } from '../../platform/auth/active-customer.js';
import { CurrentPrincipal } from '../../platform/auth/auth.decorators.js';
import type { Principal } from '../../platform/auth/principal.js';
import { CrudController } from '../../platform/crud/crud.controller.js';
import { AppError } from '../../platform/rpc/app-error.js';
import { Call } from '../../platform/rpc/call.decorator.js';
import { RecordingsService, isMalformedRange, sendRecording } from '../../telephony/index.js';
import { AudioQueryDto } from '../evaluations/call-evaluation.dto.js';
import { isOwnFinishedEvaluationCall, myUnreadCount } from './agent-feedback.queries.js';
import { AcknowledgeEvaluationDto, DisputeEvaluationDto } from './agent-feedback.dto.js';
import { GiveAgentFeedbackCommand } from './commands/give-agent-feedback/give-agent-feedback.command.js';
import { myEvaluationsResource } from './my-evaluations.resource.js';

/** `quality/my_evaluations`: the agent's own evaluated calls, the agent's answer to each, and the badge. */
@Controller()
export class MyEvaluationsController extends CrudController(myEvaluationsResource) {
  constructor(
    private readonly commands: CommandBus,
    private readonly dataSource: DataSource,
    private readonly recordings: RecordingsService,
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

  /** GET quality/my_evaluations/download_audio?CallID=&Token= : the recording of one of the agent's own evaluated calls; 404 for any other. */
  @Call(QualityCalls.myEvaluationAudio)
  async downloadAudio(@Query() query: AudioQueryDto, @CurrentPrincipal() principal: Principal, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const customerId = activeCustomerFor(principal);
    const callId = String(query.CallID);
    const range = request.headers.range;
    if (isMalformedRange(range)) throw AppError.badRequest(`The Range header '${String(range).slice(0, 60)}' is not a byte range (bytes=first-last).`);
    const own = await isOwnFinishedEvaluationCall(this.dataSource.manager, customerId, principal.userId, callId);
    const download = own ? await this.recordings.openForCall({ customerId, callId, range }) : null;
    if (!download) throw AppError.notFound(`No recording of your evaluated call ${callId}.`);
    return sendRecording(reply, download);
  }

  @Call(QualityCalls.myEvaluationsUnread, { body: null })
  async unread(@CurrentPrincipal() principal: Principal): Promise<MyEvaluationsUnread> {
    return { Unread: await myUnreadCount(this.dataSource.manager, activeCustomerFor(principal), principal.userId) };
  }
}
