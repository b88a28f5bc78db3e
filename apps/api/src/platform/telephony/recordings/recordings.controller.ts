/**
 * GET telephony/recordings/download?LogID=..&Token=.. : a call's recording with HTTP Range
 * support (206 with Content-Range), as the player's seeking needs. Playback and Quality answer
 * their own download paths with the same {@link sendRecording}.
 */
import { Controller, Query, Req, Res } from '@nestjs/common';
import { Permission } from '@backoffice/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentPrincipal, RequirePermissions, activeCustomerOf } from '../../auth/auth.decorators.js';
import type { Principal } from '../../auth/principal.js';
import { AppError } from '../../rpc/app-error.js';
import { Download } from '../../rpc/rpc.decorator.js';
import { RecordingsService, type RecordingDownload } from './recordings.service.js';

export function sendRecording(reply: FastifyReply, download: RecordingDownload): FastifyReply {
  void reply.header('accept-ranges', 'bytes').header('content-type', download.contentType);
  void reply.header('content-disposition', `attachment; filename="${download.fileName}"`);
  if (download.unsatisfiable) return reply.code(416).header('content-range', `bytes */${download.size}`).send();
  if (download.range) {
    const { start, end } = download.range;
    return reply
      .code(206)
      .header('content-range', `bytes ${start}-${end}/${download.size}`)
      .header('content-length', end - start + 1)
      .send(download.body);
  }
  return reply.code(200).header('content-length', download.size).send(download.body);
}

@Controller('telephony/recordings')
export class RecordingsController {
  constructor(private readonly recordings: RecordingsService) {}

  @Download('download', { fail: 'Cannot download the recording' })
  @RequirePermissions(Permission.PlaybackListenAll, Permission.QualityDownloadAudio)
  async download(
    @CurrentPrincipal() principal: Principal,
    @Query('LogID') logId: string | undefined,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    const download = await this.recordings.openForCall(activeCustomerOf(principal), String(logId ?? ''), request.headers.range);
    if (!download) throw AppError.notFound(`No recording for call ${logId ?? '(none given)'}.`);
    return sendRecording(reply, download);
  }
}
