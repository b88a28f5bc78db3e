import { Body, Controller, Query, Req, Res } from '@nestjs/common';
import { PlaybackCalls, type PlaybackAgent, type PlaybackCall, type PlaybackCustomer } from '@backoffice/contracts';
import { parseCallNumber } from '@backoffice/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import { activeCustomerFor } from '../../platform/auth/active-customer.js';
import { CurrentPrincipal } from '../../platform/auth/auth.decorators.js';
import type { Principal } from '../../platform/auth/principal.js';
import { CrudController } from '../../platform/crud/crud.controller.js';
import { AppError } from '../../platform/rpc/app-error.js';
import { Call } from '../../platform/rpc/call.decorator.js';
import { validate } from '../../platform/rpc/validation.js';
import { isMalformedRange } from '../../telephony/recordings/range-header.js';
import { RecordingsService } from '../../telephony/recordings/recordings.service.js';
import { sendRecording } from '../../telephony/recordings/send-recording.js';
import { EmptyBodyDto, LoadByCallNumberDto } from './playback-calls.dto.js';
import { playbackAgents, playbackCallByNumber, playbackCustomers } from './playback-calls.queries.js';
import { playbackCallsResource, playbackRecordingScope } from './playback-calls.resource.js';

const CALL_NOT_FOUND = 'Call not found, please check your call number.';

/**
 * Playback (base playback/calls): the crud kit's count, list and load of the recorded calls the
 * caller may hear (playbackCallsResource keeps every read within the caller's scope), the single
 * lookup, the filter's agents and call customers, and the audio.
 */
@Controller()
export class PlaybackCallsController extends CrudController(playbackCallsResource) {
  constructor(
    private readonly dataSource: DataSource,
    private readonly recordings: RecordingsService,
  ) {
    super();
  }

  /** The single playback page: needs playback_listen_all (or *), as its listen dialog does. */
  @Call(PlaybackCalls.loadByCallNumber, { body: LoadByCallNumberDto })
  async loadByCallNumber(@Body(validate(LoadByCallNumberDto)) body: LoadByCallNumberDto, @CurrentPrincipal() principal: Principal): Promise<PlaybackCall> {
    const parsed = parseCallNumber(body.CallNumber);
    if (!parsed) throw AppError.notFound(CALL_NOT_FOUND);
    const call = await playbackCallByNumber(this.dataSource.manager, activeCustomerFor(principal), parsed, principal);
    if (!call) throw AppError.notFound(CALL_NOT_FOUND);
    return call as unknown as PlaybackCall;
  }

  @Call(PlaybackCalls.listAgents, { body: EmptyBodyDto })
  listAgents(@Body(validate(EmptyBodyDto)) _body: EmptyBodyDto, @CurrentPrincipal() principal: Principal): Promise<PlaybackAgent[]> {
    return playbackAgents(this.dataSource.manager, activeCustomerFor(principal), principal);
  }

  @Call(PlaybackCalls.listCustomers, { body: EmptyBodyDto })
  listCustomers(@Body(validate(EmptyBodyDto)) _body: EmptyBodyDto, @CurrentPrincipal() principal: Principal): Promise<PlaybackCustomer[]> {
    return playbackCustomers(this.dataSource.manager, activeCustomerFor(principal));
  }

  /** GET playback/calls/download?LogID=&Token= : the recording (Range for seeking), also the audio element's source. */
  @Call(PlaybackCalls.download)
  async download(
    @CurrentPrincipal() principal: Principal,
    @Query('LogID') logId: string | undefined,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    if (!logId || !/^\d{1,18}$/.test(logId)) throw AppError.badRequest('LogID must be the id of a call.');
    const range = request.headers.range;
    if (isMalformedRange(range)) throw AppError.badRequest(`The Range header '${String(range).slice(0, 60)}' is not a byte range (bytes=first-last).`);
    const customerId = activeCustomerFor(principal);
    const download = await this.recordings.openForCall({ customerId, callId: logId, range, scope: playbackRecordingScope(principal) });
    if (!download) throw AppError.notFound(`No recording for call ${logId}.`);
    return sendRecording(reply, download);
  }
}
