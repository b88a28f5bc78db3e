import { existsSync } from 'node:fs';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { ValidationPipe } from '@nestjs/common';
import { NestFactory, Reflector } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { Envelope } from '@backoffice/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppModule } from './app.module.js';
import { registerSessionTokenHook } from './platform/auth/session-token.js';
import { registerSecurityHeaders } from './platform/http/security-headers.js';
import type { AppConfig } from './platform/config/app-config.js';
import { RedisIoAdapter } from './platform/realtime/redis-io.adapter.js';
import { EnvelopeExceptionFilter } from './platform/rpc/envelope-exception.filter.js';
import { EnvelopeInterceptor } from './platform/rpc/envelope.interceptor.js';
import { registerInputGuard } from './platform/rpc/input-guard.js';
import { VALIDATION_OPTIONS } from './platform/rpc/validation.js';

/** Builds the whole API (HTTP, socket, workers) on a migrated database; `main` and the e2e tests share it. */
export async function createApp(config: AppConfig): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    bodyLimit: 10 * 1024 * 1024,
    trustProxy: config.trustProxy,
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    // Nest's own start-up lines (every mapped route) are noise in a product; areas log through their PluginLogger.
    logger: ['error', 'warn'],
  });
  registerSecurityHeaders(app.getHttpAdapter().getInstance(), {
    contentSecurityPolicy: { directives: contentSecurityPolicy(config) },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(multipart, { limits: { fileSize: config.maxUploadBytes, files: 1, fields: 10 } });
  registerInputGuard(app.getHttpAdapter().getInstance());
  registerSessionTokenHook(app.getHttpAdapter().getInstance());

  app.useGlobalPipes(new ValidationPipe(VALIDATION_OPTIONS));
  app.useGlobalInterceptors(new EnvelopeInterceptor(app.get(Reflector)));
  app.useGlobalFilters(new EnvelopeExceptionFilter());
  app.useWebSocketAdapter(new RedisIoAdapter(app, config.redisUrl, config.redisPrefix));
  app.enableShutdownHooks();

  const fastify = app.getHttpAdapter().getInstance();
  serveApiDocs(app, fastify, config);

  fastify.addHook('onRequest', async (request, reply) => {
    // Nest's not-found handler would call a known path with another method "unknown": say which method it takes.
    if (request.is404) return answerUnmatched(fastify, request, reply);
  });
  if (existsSync(join(config.adminDist, 'index.html'))) await serveAdmin(fastify, config.adminDist);
  await app.init();
  return app;
}

const API_DOCS_PATHS = ['/api/docs', '/api/docs/*', '/api/docs.json', '/api/docs-json'];

/**
 * The OpenAPI document and Swagger UI (API_DOCS): `public` serves them; `off` (production's
 * default) answers their addresses 404 naming the setting, also to a browser, which would
 * otherwise get the admin's page.
 */
function serveApiDocs(app: NestFastifyApplication, fastify: FastifyInstance, config: AppConfig): void {
  if (config.apiDocs === 'off') {
    const body: Envelope<null> = {
      succeeded: false,
      status: 404,
      message: 'The API documentation is not served by this installation (API_DOCS=off).',
      result: { data: null },
    };
    for (const path of API_DOCS_PATHS)
      fastify.get(path, (_request: FastifyRequest, reply: FastifyReply) => reply.status(404).header('cache-control', 'no-store').send(body));
    return;
  }
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Call-centre back office API')
      .setDescription(
        'Every call is POST {base}/{verb} answering { succeeded, message, status, result: { data } }. Send the session token as Token in the body or as a Bearer header.',
      )
      .addBearerAuth()
      .build(),
  );
  // /api/docs-json is Swagger UI's own address (kept: clients and the fuzz suite read it); /api/docs.json is the usual one.
  SwaggerModule.setup('api/docs', app, document);
  fastify.get('/api/docs.json', (_request: FastifyRequest, reply: FastifyReply) => reply.send(document));
}

const NAVIGATION_METHODS = new Set(['GET', 'HEAD']);
const CALL_METHODS = ['POST', 'GET'];

/**
 * A request no route answers: 405 with Allow when the path is a call taking another method (GET on
 * users/list), else 404; always the JSON envelope. Unmatched 404s other than wrong methods are left
 * to Nest's handler (the same envelope), hence `undefined` for them outside the admin's catch-all.
 */
function answerUnmatched(fastify: FastifyInstance, request: FastifyRequest, reply: FastifyReply, always404 = false): FastifyReply | undefined {
  const url = request.url.split('?')[0];
  // The admin's catch-all matches every GET path; it is no call.
  const takes = (method: string) => {
    const route = fastify.findRoute({ method, url });
    return route !== null && (route.params as Record<string, string>)['*'] === undefined;
  };
  const allowed = CALL_METHODS.filter((method) => method !== request.method && takes(method));
  const knownWithGet = allowed.includes('GET') && request.method === 'HEAD';
  if (allowed.length > 0 && !knownWithGet) {
    const body: Envelope<null> = {
      succeeded: false,
      status: 405,
      message: `${url} takes ${allowed.join(' or ')}, not ${request.method}.`,
      result: { data: null },
    };
    return reply.status(405).header('allow', allowed.join(', ')).header('cache-control', 'no-store').send(body);
  }
  if (!always404) return undefined;
  const body: Envelope<null> = { succeeded: false, status: 404, message: `Unknown call: ${url}`, result: { data: null } };
  return reply.status(404).header('cache-control', 'no-store').send(body);
}

/**
 * The built admin at /: files (hashed assets cached for a year, the rest re-checked; sent as the
 * brotli or gzip file the admin's build wrote next to each, when the browser takes it), and every
 * other page a browser navigates to answered by index.html (client-side routes such as /users/create,
 * which share their path with API calls). A request that is not a page navigation gets JSON.
 */
async function serveAdmin(fastify: FastifyInstance, root: string): Promise<void> {
  await fastify.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders: (reply, path) => {
      void reply.header('cache-control', path.startsWith(join(root, 'assets')) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const page = (request: FastifyRequest, reply: FastifyReply) => {
    const navigation = NAVIGATION_METHODS.has(request.method) && (request.headers.accept ?? '').includes('text/html');
    if (!navigation) return answerUnmatched(fastify, request, reply, true);
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  };
  fastify.get('/*', page);
  fastify.get('/', (_request: FastifyRequest, reply: FastifyReply) => reply.header('cache-control', 'no-cache').sendFile('index.html'));
}

function contentSecurityPolicy(config: AppConfig): Record<string, string[] | null> {
  const origins = (url: string | null) => (url ? [new URL(url.replace(/\{[a-z]\}/g, 'a')).origin] : []);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...origins(config.liveChatScriptUrl)],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...origins(config.mapTileUrl)],
    connectSrc: ["'self'", 'ws:', 'wss:', ...origins(config.liveChatScriptUrl)],
    mediaSrc: ["'self'", 'blob:'],
    fontSrc: ["'self'", 'data:'],
    frameSrc: ["'self'", ...origins(config.liveChatScriptUrl)],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    // Plain-HTTP installations on a LAN must keep working; TLS is the proxy's job.
    upgradeInsecureRequests: null,
  };
}
