import { Body, Controller, Query, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { QualityCalls } from '@backoffice/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import { activeCustomerFor } from '../../platform/auth/active-customer.js';
import { CurrentPrincipal } from '../../platform/auth/auth.decorators.js';
import type { Principal } from '../../platform/auth/principal.js';
import { CrudController } from '../../platform/crud/crud.controller.js';
import { AppError } from '../../platform/rpc/app-error.js';
import { Call } from '../../platform/rpc/call.decorator.js';
import { RecordingsService, isMalformedRange, sendRecording } from '../../telephony/index.js';
import { AudioQueryDto, GenerateEvaluationsDto } from './call-evaluation.dto.js';
import { GenerateEvaluationsCommand } from './commands/generate-evaluations/generate-evaluations.command.js';
import { evaluationsResource } from './evaluations.resource.js';
import { isEvaluatedCall } from './evaluations.queries.js';

/**
 * Calls under evaluation: the crud kit's reads, the evaluator's save and deletes (the verbs and
 * their permissions in QualityResources.evaluations), the sample's generation and the audio of an
 * evaluated call.
 */
@Controller()
export class EvaluationsController extends CrudController(evaluationsResource) {
  constructor(
    private readonly commands: CommandBus,
    private readonly recordings: RecordingsService,
    private readonly dataSource: DataSource,
  ) {
    super();
  }

  @Call(QualityCalls.generateEvaluations)
  generate(@Body() body: GenerateEvaluationsDto, @CurrentPrincipal() principal: Principal) {
    return this.commands.execute(new GenerateEvaluationsCommand(principal, body));
  }

  /**
   * GET quality/call_evaluations/download_audio?CallID=&Token= : the recording of a call under
   * evaluation, also the evaluation dialog's audio source (Range answered 206, so it plays at once
   * and seeks); 404 for any other call.
   */
  @Call(QualityCalls.downloadAudio)
  async downloadAudio(@Query() query: AudioQueryDto, @CurrentPrincipal() principal: Principal, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const customerId = activeCustomerFor(principal);
    const callId = String(query.CallID);
    const range = request.headers.range;
    if (isMalformedRange(range)) throw AppError.badRequest(`The Range header '${String(range).slice(0, 60)}' is not a byte range (bytes=first-last).`);
    const evaluated = await isEvaluatedCall(this.dataSource.manager, customerId, callId);
    const download = evaluated ? await this.recordings.openForCall({ customerId, callId, range }) : null;
    if (!download) throw AppError.notFound(`No recording of an evaluated call ${callId}.`);
    return sendRecording(reply, download);
  }
}
