import { describe, expect, it } from '@jest/globals';
import { redisConnectionOptions } from './redis-connection.js';

describe('redisConnectionOptions', () => {
  it('reads host, port and database', () => {
    expect(redisConnectionOptions('redis://127.0.0.1:6380/4')).toMatchObject({
      host: '127.0.0.1',
      port: 6380,
      db: 4,
      tls: undefined,
      maxRetriesPerRequest: null,
    });
  });

  it('reads credentials and TLS', () => {
    expect(redisConnectionOptions('rediss://user:p%40ss@redis.example:6379')).toMatchObject({ username: 'user', password: 'p@ss', db: 0, tls: {} });
  });

  it('defaults the port and strips IPv6 brackets', () => {
    expect(redisConnectionOptions('redis://[::1]')).toMatchObject({ host: '::1', port: 6379 });
  });
});
