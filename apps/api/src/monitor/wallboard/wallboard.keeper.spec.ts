import { describe, expect, it } from '@jest/globals';
import type { DataSource } from 'typeorm';
import type { PluginLoggerFactory } from '../../platform/logging/plugin-logger.js';
import type { RealtimeService } from '../../platform/realtime/realtime.service.js';
import type { PbxAdapter } from '../../telephony/pbx/pbx-adapter.js';
import { WallboardKeeper } from './wallboard.keeper.js';
import type { WallboardReader } from './wallboard.reader.js';
import type { WallboardStore } from './wallboard.store.js';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

const settle = () => new Promise((done) => setImmediate(done));

/**
 * A keeper whose Redis and database answer when the test says so: the shutdown of a test's app (or
 * of an instance) can fall between a claim's question and its answer.
 */
function keeperWith(lock: Promise<boolean>, scopes: Promise<unknown[]>) {
  const calls = { released: 0, scopeQueries: 0, watches: 0, stops: 0 };
  const store = {
    holdLock: () => lock,
    releaseLock: async () => void calls.released++,
    write: async () => undefined,
  } as unknown as WallboardStore;
  const dataSource = {
    manager: {
      query: () => {
        calls.scopeQueries++;
        return scopes;
      },
    },
  } as unknown as DataSource;
  const pbx = {
    watchFloor: () => {
      calls.watches++;
      return { stop: () => void calls.stops++ };
    },
  } as unknown as PbxAdapter;
  const loggers = { for: () => ({ warn: () => undefined }) } as unknown as PluginLoggerFactory;
  const keeper = new WallboardKeeper(dataSource, pbx, store, {} as WallboardReader, {} as RealtimeService, loggers);
  return { keeper, calls };
}

const scopeRow = { customer_id: 1, time_zone: 'Europe/Vienna', queues: [], members: [] };

describe('WallboardKeeper shutdown', () => {
  it('a lock granted after shutdown is handed back and starts no refresh', async () => {
    const lock = deferred<boolean>();
    const { keeper, calls } = keeperWith(lock.promise, Promise.resolve([scopeRow]));
    keeper.onApplicationBootstrap();
    await keeper.onApplicationShutdown();
    lock.resolve(true);
    await settle();
    expect(calls).toEqual({ released: 1, scopeQueries: 0, watches: 0, stops: 0 });
  });

  it('scopes read after shutdown watch no customer', async () => {
    const scopes = deferred<unknown[]>();
    const { keeper, calls } = keeperWith(Promise.resolve(true), scopes.promise);
    keeper.onApplicationBootstrap();
    await settle();
    expect(calls.scopeQueries).toBe(1);
    await keeper.onApplicationShutdown();
    scopes.resolve([scopeRow]);
    await settle();
    expect(calls.watches).toBe(0);
  });

  it('a running keeper stops its watches at shutdown', async () => {
    const { keeper, calls } = keeperWith(Promise.resolve(true), Promise.resolve([scopeRow]));
    keeper.onApplicationBootstrap();
    await settle();
    expect(calls.watches).toBe(1);
    await keeper.onApplicationShutdown();
    expect(calls).toMatchObject({ watches: 1, stops: 1, released: 1 });
  });
});
