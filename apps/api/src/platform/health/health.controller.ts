import { CoreCalls } from '@backoffice/contracts';
import { Controller, HttpStatus, Inject, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { REDIS } from '../redis/redis.module.js';
import { Call } from '../rpc/call.decorator.js';
import { HealthRegistry } from './health-registry.js';

/** GET /health: 200 when PostgreSQL and Redis answer, 503 naming the one that does not; `checks` adds the areas' reports (telephony sources). */
@ApiTags('health')
@Controller()
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly registry: HealthRegistry,
  ) {}

  @Call(CoreCalls.health)
  async health(@Res() reply: FastifyReply): Promise<void> {
    const [database, redis, checks] = await Promise.all([
      this.dataSource.query('SELECT 1').then(
        () => 'up' as const,
        () => 'down' as const,
      ),
      this.redis.ping().then(
        (answer) => (answer === 'PONG' ? ('up' as const) : ('down' as const)),
        () => 'down' as const,
      ),
      this.registry.run(),
    ]);
    const healthy = database === 'up' && redis === 'up';
    await reply.status(healthy ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE).send({ status: healthy ? 'ok' : 'unavailable', database, redis, checks });
  }
}
