import { Body, Controller, Query, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Permission, type WireFilter } from '@backoffice/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import { CurrentPrincipal, RequirePermissions } from '../../platform/auth/auth.decorators.js';
import type { Principal } from '../../platform/auth/principal.js';
import { ListFilterDto, idBody, idsBody, listFilterPipe } from '../../platform/crud/crud.dto.js';
import { CrudService } from '../../platform/crud/crud.service.js';
import { AppError } from '../../platform/rpc/app-error.js';
import { Download, Rpc } from '../../platform/rpc/rpc.decorator.js';
import { validate } from '../../platform/rpc/validation.js';
import { RecordingsService, isMalformedRange, sendRecording } from '../../telephony/index.js';
import { AudioQueryDto, GenerateEvaluationsDto, SaveCallEvaluationDto } from './call-evaluation.dto.js';
import { GenerateEvaluationsCommand } from './commands/generate-evaluations/generate-evaluations.command.js';
import { evaluationsResource as resource } from './evaluations.resource.js';
import { activeCustomerFor } from '../../platform/auth/active-customer.js';

type Row = Record<string, unknown>;
const P = Permission;
const VIEW = [P.QualityListEvaluation, P.QualityEvaluateEvaluation];

/**
 * Calls under evaluation: the crud kit's reads, the evaluator's save and deletes, each with its
 * own permission (evaluations are created by generating a sample, not one by one), the sample's
 * generation and the audio of an evaluated call.
 */
@ApiTags(resource.wire.base)
@Controller(resource.wire.base)
export class EvaluationsController {
  constructor(
    private readonly crud: CrudService,
    private readonly commands: CommandBus,
    private readonly recordings: RecordingsService,
    private readonly dataSource: DataSource,
  ) {}

  @Rpc('count', { summary: 'Counts the call evaluations of the active customer matching the filter q', body: ListFilterDto, fail: 'Cannot fetch evaluations' })
  @RequirePermissions(...VIEW)
  count(@Body(listFilterPipe) filter: WireFilter, @CurrentPrincipal() principal: Principal): Promise<number> {
    return this.crud.count(resource, filter, principal);
  }

  @Rpc('list', {
    summary: 'Lists one page of the call evaluations of the active customer: filter q, order, limit, offset',
    body: ListFilterDto,
    fail: 'Cannot fetch evaluations',
  })
  @RequirePermissions(...VIEW)
  list(@Body(listFilterPipe) filter: WireFilter, @CurrentPrincipal() principal: Principal): Promise<Row[]> {
    return this.crud.list(resource, filter, principal);
  }

  @Rpc('load', { summary: 'Loads one call evaluation with its questions and answers', body: idBody('CallEvaluationID'), fail: 'Cannot load evaluation' })
  @RequirePermissions(...VIEW)
  load(@Body(validate(idBody('CallEvaluationID'))) body: Row, @CurrentPrincipal() principal: Principal): Promise<Row> {
    return this.crud.load(resource, Number(body.CallEvaluationID), principal);
  }

  @Rpc('save', {
    summary: 'Saves the answers of a call evaluation; answers it',
    body: SaveCallEvaluationDto,
    ok: 'Saved successfully!',
    fail: 'Cannot edit evaluation',
  })
  @RequirePermissions(P.QualityEvaluateEvaluation)
  save(@Body(validate(SaveCallEvaluationDto)) body: Row, @CurrentPrincipal() principal: Principal): Promise<Row> {
    return this.crud.save(resource, body, principal);
  }

  @Rpc('delete', {
    summary: 'Deletes a call evaluation',
    body: idBody('CallEvaluationID'),
    ok: 'Evaluation deleted successfully',
    fail: 'Cannot delete evaluation',
  })
  @RequirePermissions(P.QualityDeleteEvaluation)
  delete(@Body(validate(idBody('CallEvaluationID'))) body: Row, @CurrentPrincipal() principal: Principal) {
    return this.crud.delete(resource, Number(body.CallEvaluationID), principal);
  }

  @Rpc('bulk_delete', {
    summary: 'Deletes several call evaluations, all or none',
    body: idsBody('CallEvaluationIDs'),
    ok: 'Evaluations deleted successfully',
    fail: 'Cannot bulk delete evaluations',
  })
  @RequirePermissions(P.QualityDeleteEvaluation)
  bulkDelete(@Body(validate(idsBody('CallEvaluationIDs'))) body: Row, @CurrentPrincipal() principal: Principal) {
    return this.crud.bulkDelete(resource, (body.CallEvaluationIDs as number[]).map(Number), principal);
  }

  @Rpc('generate', { summary: 'Picks calls of agents in a period and creates their evaluations', fail: 'Call generation failed!' })
  @RequirePermissions(P.QualityGenerateEvaluation)
  generate(@Body() body: GenerateEvaluationsDto, @CurrentPrincipal() principal: Principal) {
    return this.commands.execute(new GenerateEvaluationsCommand(principal, body));
  }

  /**
   * GET quality/call_evaluations/download_audio?CallID=&Token= : the recording of a call under
   * evaluation, also the evaluation dialog's audio source (Range answered 206, so it plays at once
   * and seeks); 404 for any other call.
   */
  @Download('download_audio', { summary: 'Streams the recording of an evaluated call (Range requests answered 206)', fail: 'Cannot download the audio' })
  @RequirePermissions(P.QualityDownloadAudio)
  async downloadAudio(@Query() query: AudioQueryDto, @CurrentPrincipal() principal: Principal, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const customerId = activeCustomerFor(principal);
    const callId = String(query.CallID);
    const range = request.headers.range;
    if (isMalformedRange(range)) throw AppError.badRequest(`The Range header '${String(range).slice(0, 60)}' is not a byte range (bytes=first-last).`);
    const [evaluated] = await this.dataSource.query(`SELECT 1 FROM quality.call_evaluations WHERE customer_id = $1 AND call_id = $2`, [customerId, callId]);
    const download = evaluated ? await this.recordings.openForCall({ customerId, callId, range }) : null;
    if (!download) throw AppError.notFound(`No recording of an evaluated call ${callId}.`);
    return sendRecording(reply, download);
  }
}
