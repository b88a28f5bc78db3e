/**
 * GET telephony/recordings/download?LogID=..&Token=.. : any call recording of the active customer,
 * for administrators (`*`) checking what an import or the demo generator stored. Areas do not
 * link here: Playback and Quality answer their own download paths with their own permissions
 * and scope (own calls, not transferred, ...) through RecordingsService.openForCall and
 * sendRecording.
 */
import { Controller, Query, Req, Res } from '@nestjs/common';
import { TelephonyCalls } from '@backoffice/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentPrincipal } from '../../platform/auth/auth.decorators.js';
import type { Principal } from '../../platform/auth/principal.js';
import { AppError } from '../../platform/rpc/app-error.js';
import { Call } from '../../platform/rpc/call.decorator.js';
import { RecordingsService } from './recordings.service.js';
import { sendRecording } from './send-recording.js';
import { activeCustomerFor } from '../../platform/auth/active-customer.js';

@Controller()
export class RecordingsController {
  constructor(private readonly recordings: RecordingsService) {}

  @Call(TelephonyCalls.recording)
  async download(
    @CurrentPrincipal() principal: Principal,
    @Query('LogID') logId: string | undefined,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    const download = await this.recordings.openForCall({ customerId: activeCustomerFor(principal), callId: String(logId ?? ''), range: request.headers.range });
    if (!download) throw AppError.notFound(`No recording for call ${logId ?? '(none given)'}.`);
    return sendRecording(reply, download);
  }
}
