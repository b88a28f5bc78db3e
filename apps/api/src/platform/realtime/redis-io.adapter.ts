import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import type { Server, ServerOptions } from 'socket.io';

/** The Redis key (channel prefix) of this installation's socket.io messages: the adapter's and the emitter's. */
export const socketIoRedisKey = (prefix: string) => `${prefix}:socket.io`;

/** socket.io over the Redis adapter, so rooms span every API instance. */
export class RedisIoAdapter extends IoAdapter {
  private clients: Redis[] = [];

  constructor(
    app: INestApplicationContext,
    private readonly redisUrl: string,
    private readonly prefix: string,
  ) {
    super(app);
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server = super.createIOServer(port, { ...options, transports: ['websocket'] } as ServerOptions) as Server;
    const publisher = new Redis(this.redisUrl);
    const subscriber = publisher.duplicate();
    this.clients = [publisher, subscriber];
    server.adapter(createAdapter(publisher, subscriber, { key: socketIoRedisKey(this.prefix) }));
    return server;
  }

  override async close(server: Server): Promise<void> {
    await super.close(server);
    await Promise.all(this.clients.map((client) => client.quit().catch(() => undefined)));
  }
}
