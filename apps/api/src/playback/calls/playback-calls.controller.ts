import { Body, Controller, Query, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PLAYBACK_PERMISSIONS, Permission, type PlaybackAgent, type PlaybackCustomer, type WireFilter } from '@backoffice/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentPrincipal, RequirePermissions } from '../../platform/auth/auth.decorators.js';
import type { Principal } from '../../platform/auth/principal.js';
import { ListFilterDto, listFilterPipe } from '../../platform/crud/crud.dto.js';
import { AppError } from '../../platform/rpc/app-error.js';
import { Download, Rpc } from '../../platform/rpc/rpc.decorator.js';
import { validate } from '../../platform/rpc/validation.js';
import { isMalformedRange } from '../../telephony/recordings/range-header.js';
import { sendRecording } from '../../telephony/recordings/send-recording.js';
import { EmptyBodyDto, LoadByCallNumberDto, LoadPlaybackCallDto } from './playback-calls.dto.js';
import { PlaybackCallsService } from './playback-calls.service.js';

const LISTEN = [...PLAYBACK_PERMISSIONS];
type Row = Record<string, unknown>;

/** Playback (base playback/calls): the recorded calls the caller may hear, and their audio. */
@ApiTags('playback/calls')
@Controller('playback/calls')
export class PlaybackCallsController {
  constructor(private readonly calls: PlaybackCallsService) {}

  @Rpc('count', { summary: 'Counts the recorded calls the user may play (all or own) matching the filter q', body: ListFilterDto, fail: 'Cannot load calls' })
  @RequirePermissions(...LISTEN)
  count(@Body(listFilterPipe) filter: WireFilter, @CurrentPrincipal() principal: Principal): Promise<number> {
    return this.calls.count(filter, principal);
  }

  @Rpc('list', {
    summary: 'Lists one page of the recorded calls the user may play: filter q, order, limit, offset',
    body: ListFilterDto,
    fail: 'Cannot load calls',
  })
  @RequirePermissions(...LISTEN)
  list(@Body(listFilterPipe) filter: WireFilter, @CurrentPrincipal() principal: Principal): Promise<Row[]> {
    return this.calls.list(filter, principal);
  }

  @Rpc('load', { summary: 'Loads one call the user may play by its id', body: LoadPlaybackCallDto, fail: 'Cannot load call' })
  @RequirePermissions(...LISTEN)
  load(@Body(validate(LoadPlaybackCallDto)) body: LoadPlaybackCallDto, @CurrentPrincipal() principal: Principal): Promise<Row> {
    return this.calls.load(body.LogID, principal);
  }

  /** The single playback page: needs playback_listen_all (or *), as its listen dialog does. */
  @Rpc('load_by_callnumber', { summary: 'Loads one call the user may play by its call number', body: LoadByCallNumberDto, fail: 'Cannot load call' })
  @RequirePermissions(Permission.PlaybackListenAll)
  loadByCallNumber(@Body(validate(LoadByCallNumberDto)) body: LoadByCallNumberDto, @CurrentPrincipal() principal: Principal): Promise<Row> {
    return this.calls.loadByCallNumber(body.CallNumber, principal);
  }

  @Rpc('list_agents', { summary: 'Lists the agents for the playback filter', body: EmptyBodyDto, fail: 'Cannot load agents' })
  @RequirePermissions(...LISTEN)
  listAgents(@Body(validate(EmptyBodyDto)) _body: EmptyBodyDto, @CurrentPrincipal() principal: Principal): Promise<PlaybackAgent[]> {
    return this.calls.listAgents(principal);
  }

  @Rpc('list_customers', { summary: 'Lists the customers for the playback filter', body: EmptyBodyDto, fail: 'Cannot load customers' })
  @RequirePermissions(...LISTEN)
  listCustomers(@Body(validate(EmptyBodyDto)) _body: EmptyBodyDto, @CurrentPrincipal() principal: Principal): Promise<PlaybackCustomer[]> {
    return this.calls.listCustomers(principal);
  }

  /** GET playback/calls/download?LogID=&Token= : the recording (Range for seeking), also the audio element's source. */
  @Download('download', { summary: 'Streams the recording of a call the user may play (Range requests answered 206)', fail: 'Cannot download the recording' })
  @RequirePermissions(...LISTEN)
  async download(
    @CurrentPrincipal() principal: Principal,
    @Query('LogID') logId: string | undefined,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    if (!logId || !/^\d{1,18}$/.test(logId)) throw AppError.badRequest('LogID must be the id of a call.');
    const range = request.headers.range;
    if (isMalformedRange(range)) throw AppError.badRequest(`The Range header '${String(range).slice(0, 60)}' is not a byte range (bytes=first-last).`);
    const download = await this.calls.openRecording(logId, range, principal);
    if (!download) throw AppError.notFound(`No recording for call ${logId}.`);
    return sendRecording(reply, download);
  }
}
