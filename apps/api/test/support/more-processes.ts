import { spawn, type ChildProcess } from 'node:child_process';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppConfig } from '../../src/platform/config/app-config.js';
import { builtApiFile } from './built-api.js';
import { bootInstance, type TestApp } from './test-app.js';

/** Another API instance of the same installation (database, Redis, storage), listening on a port of its own. */
export function startAnotherInstance(t: TestApp, env: Record<string, string> = {}): Promise<{ app: NestFastifyApplication; baseUrl: string }> {
  return bootInstance(AppConfig.fromEnv({ ...t.config.env, ...env }));
}

/** `npm run worker` of the same installation, as a process of its own; resolves once it runs its workers. */
export async function startWorkerProcess(t: TestApp, env: Record<string, string> = {}): Promise<ChildProcess> {
  const child = spawn(process.execPath, [builtApiFile('worker.js')], {
    env: Object.fromEntries(Object.entries({ ...process.env, ...t.config.env, ...env }).filter(([, value]) => value !== undefined)) as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The worker did not start: ${output}`)), 30_000);
    const listen = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Worker started')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', listen);
    child.stderr!.on('data', listen);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The worker exited (${code}): ${output}`));
    });
  });
  return child;
}

/** Stops a child process and waits until it is gone. */
export async function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill(signal);
  await exited;
}
