import type { FastifyReply } from 'fastify';
import type { RecordingDownload } from './recordings.service.js';

/**
 * Answers a recording download: the whole file (200) or the asked byte range (206 with
 * Content-Range), 416 for an impossible range; `Accept-Ranges: bytes` so players can seek.
 * Every area's download route ends with this after its own permission and scope checks.
 */
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
