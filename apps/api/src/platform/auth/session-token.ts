import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The session token, taken out of the body or query so validation does not see it. */
    sessionToken?: string;
  }
}

/**
 * The spec's client sends the token as `Token` in the JSON body (or the query of a GET download,
 * which an <audio> element or a link cannot send otherwise); others use `Authorization: Bearer`.
 * A `?Token=` on any other method is dropped unread: a token in a URL ends up in logs and
 * histories, so only downloads that cannot do without it may use it. The token is moved aside
 * before validation so DTOs that refuse unknown properties do not refuse it.
 */
export function registerSessionTokenHook(fastify: FastifyInstance): void {
  fastify.addHook('preHandler', async (request: FastifyRequest) => {
    const body = request.body as Record<string, unknown> | null | undefined;
    if (body && typeof body === 'object' && !Array.isArray(body) && 'Token' in body) {
      if (typeof body.Token === 'string') request.sessionToken = body.Token;
      delete body.Token;
    }
    const query = request.query as Record<string, unknown> | undefined;
    if (query && typeof query === 'object' && 'Token' in query) {
      const download = request.method === 'GET' || request.method === 'HEAD';
      if (download && typeof query.Token === 'string' && !request.sessionToken) request.sessionToken = query.Token;
      delete query.Token;
    }
  });
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim();
  return undefined;
}

export const SESSION_ENDED_MESSAGE = 'Your session has expired or was ended. Please sign in again.';
