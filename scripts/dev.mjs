#!/usr/bin/env node
// `npm run dev`: the API rebuilt and restarted on change, and the admin's Vite dev server (with its
// proxy to the API) on http://localhost:5173.
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureRequiredNode } from './lib/required-node.mjs';

ensureRequiredNode('dev');

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const build = spawnSync('npm', ['run', 'build', '-w', 'libs/contracts', '-w', 'libs/domain', '-w', 'apps/api'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const children = [
  spawn('npx', ['tsc', '-p', 'apps/api/tsconfig.build.json', '--watch', '--preserveWatchOutput'], { cwd: root, stdio: 'inherit' }),
  spawn(process.execPath, ['--watch-path=apps/api/dist', 'apps/api/dist/main.js'], { cwd: root, stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', 'apps/admin'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
