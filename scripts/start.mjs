#!/usr/bin/env node
// `npm start`: installs what is missing, builds what is stale, then runs the API (which serves the
// built admin, starts an embedded PostgreSQL when DATABASE_URL is unset, migrates and seeds).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isStale } from './lib/staleness.mjs';
import { ensureRequiredNode } from './lib/required-node.mjs';

ensureRequiredNode('start');

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const run = (command, args) => {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (isStale(join(root, 'node_modules/.package-lock.json'), [join(root, 'package-lock.json')])) {
  console.log('[start] Installing dependencies (npm ci) ...');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}

const builds = [
  { workspace: 'libs/contracts', output: 'libs/contracts/dist/index.js', sources: ['libs/contracts/src'] },
  { workspace: 'libs/domain', output: 'libs/domain/dist/index.js', sources: ['libs/domain/src', 'libs/contracts/src'] },
  { workspace: 'apps/api', output: 'apps/api/dist/main.js', sources: ['apps/api/src', 'libs/domain/src', 'libs/contracts/src'] },
  {
    workspace: 'apps/admin',
    output: 'apps/admin/dist/index.html',
    sources: ['apps/admin/src', 'apps/admin/index.html', 'apps/admin/public', 'libs/domain/src', 'libs/contracts/src'],
  },
];
for (const build of builds) {
  if (
    isStale(
      join(root, build.output),
      build.sources.map((source) => join(root, source)),
    )
  ) {
    console.log(`[start] Building ${build.workspace} ...`);
    run('npm', ['run', 'build', '-w', build.workspace]);
  }
}

const api = spawn(process.execPath, [join(root, 'apps/api/dist/main.js')], { cwd: root, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => api.kill(signal));
api.on('exit', (code) => process.exit(code ?? 0));
if (!existsSync(join(root, 'apps/admin/dist/index.html'))) console.warn('[start] The admin was not built; only the API runs.');
