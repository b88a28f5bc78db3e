import { existsSync } from 'node:fs';
import { join } from 'node:path';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { ValidationPipe } from '@nestjs/common';
import { NestFactory, Reflector } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppModule } from './app.module.js';
import { registerSessionTokenHook } from './platform/auth/session-token.js';
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
  await app.register(helmet, { contentSecurityPolicy: { directives: contentSecurityPolicy(config) }, crossOriginEmbedderPolicy: false });
  await app.register(multipart, { limits: { fileSize: config.maxUploadBytes, files: 1, fields: 10 } });
  registerInputGuard(app.getHttpAdapter().getInstance());
  registerSessionTokenHook(app.getHttpAdapter().getInstance());

  app.useGlobalPipes(new ValidationPipe(VALIDATION_OPTIONS));
  app.useGlobalInterceptors(new EnvelopeInterceptor(app.get(Reflector)));
  app.useGlobalFilters(new EnvelopeExceptionFilter());
  app.useWebSocketAdapter(new RedisIoAdapter(app, config.redisUrl, config.redisPrefix));
  app.enableShutdownHooks();

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
  SwaggerModule.setup('api/docs', app, document);

  if (existsSync(join(config.adminDist, 'index.html'))) await serveAdmin(app, config.adminDist);
  await app.init();
  return app;
}

/** The built admin at /, with every unknown GET page answered by index.html (client-side routes). */
async function serveAdmin(app: NestFastifyApplication, root: string): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance();
  await fastify.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // Built assets carry a content hash in their names; everything else must be re-checked.
    setHeaders: (reply, path) => {
      void reply.header('cache-control', path.startsWith(join(root, 'assets')) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  fastify.get('/*', (_request: FastifyRequest, reply: FastifyReply) => reply.header('cache-control', 'no-cache').sendFile('index.html'));
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
