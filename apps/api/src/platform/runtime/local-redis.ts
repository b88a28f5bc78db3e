import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { Redis } from 'ioredis';

/** True when a Redis server answers PING at `url`. */
export async function redisAnswers(url: string): Promise<boolean> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 1500 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

/**
 * Makes Redis reachable at `url`: uses a running one, or starts a local `redis-server` (kept in
 * memory only) when the binary exists and the URL points at this machine. Otherwise it says how
 * to get one.
 */
export async function ensureRedis(url: string, log: (line: string) => void): Promise<ChildProcess | null> {
  if (await redisAnswers(url)) return null;
  const target = new URL(url);
  const local = ['127.0.0.1', 'localhost', '::1', '[::1]'].includes(target.hostname);
  const binary = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).stdout.trim();
  if (!local || !binary) {
    throw new Error(
      `No Redis answers at ${url}. Start one (Debian/Ubuntu: sudo apt-get install redis-server; macOS: brew install redis; ` +
        `Docker: docker compose up -d redis) or set REDIS_URL to a reachable server.`,
    );
  }
  const port = target.port || '6379';
  log(`Starting a local redis-server on port ${port} ...`);
  const child = spawn(binary, ['--port', port, '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if (await redisAnswers(url)) return child;
    await new Promise((done) => setTimeout(done, 100));
  }
  child.kill();
  throw new Error(`redis-server was started but does not answer at ${url}.`);
}
