#!/usr/bin/env node
// The Node.js the locked dependencies need: package.json's engines (the minimum) and .nvmrc (the
// major line). `npm start`, `npm test` and `npm run dev` call ensureRequiredNode() first; on an
// older Node they say so and run again on that line's Node from the npm registry's `node` package,
// installed once into .node/ (no system change). `.ci/run` gets it the same way before `npm ci`:
//   export PATH="$(node scripts/lib/required-node.mjs --bin):$PATH"
// Plain syntax only: this file must run on the old Node it replaces.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const prefix = join(root, '.node');
const localBin = join(prefix, 'node_modules', '.bin');

/** [major, minor, patch] of "24.11.0" or "v24.11". */
function parse(version) {
  const parts = String(version)
    .replace(/^[^\d]*/, '')
    .split('.')
    .map((part) => parseInt(part, 10) || 0);
  return [parts[0] || 0, parts[1] || 0, parts[2] || 0];
}

function atLeast(version, minimum) {
  const [a, b] = [parse(version), parse(minimum)];
  for (let i = 0; i < 3; i += 1) if (a[i] !== b[i]) return a[i] > b[i];
  return true;
}

/** The minimum of package.json's engines (">=24.11") and the major line of .nvmrc ("24"). */
export function requiredNode() {
  const engines = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).engines.node;
  const minimum = /^>=\s*([\d.]+)$/.exec(engines.trim());
  if (!minimum) throw new Error(`package.json engines.node must read ">=X.Y" (it reads "${engines}").`);
  return { minimum: minimum[1], major: readFileSync(join(root, '.nvmrc'), 'utf8').trim() };
}

function versionOf(nodeBinary) {
  const result = spawnSync(nodeBinary, ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/**
 * The folder of a `node` binary that fits: the running one's, else .node/ (installed from the npm
 * registry's `node` package on first use). Messages go to stderr; throws when none can be had.
 */
export function fittingNodeBin(label = 'node') {
  const { minimum, major } = requiredNode();
  if (atLeast(process.versions.node, minimum)) return dirname(process.execPath);
  const say = (line) => process.stderr.write(`[${label}] ${line}\n`);
  say(`Node.js ${process.versions.node} is older than the ${minimum} the locked dependencies need (package.json engines, .nvmrc).`);
  const local = join(localBin, 'node');
  const localVersion = existsSync(local) ? versionOf(local) : null;
  if (!localVersion || !atLeast(localVersion, minimum)) {
    say(`Installing Node.js ${major} from the npm registry's \`node\` package into .node/ (once) ...`);
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const install = spawnSync(npm, ['install', '--prefix', prefix, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', `node@${major}`], {
      cwd: root,
      stdio: ['ignore', 2, 2],
    });
    const installed = install.status === 0 && existsSync(local) ? versionOf(local) : null;
    if (!installed || !atLeast(installed, minimum)) {
      throw new Error(
        `Could not install Node.js ${major} into .node/. Install Node.js ${minimum} or newer (e.g. \`nvm install\`, which reads .nvmrc) and run again.`,
      );
    }
  }
  say(`Using Node.js ${versionOf(local)} from .node/.`);
  return localBin;
}

/**
 * Runs the calling script again on a fitting Node when the running one is too old (PATH first
 * with its folder, so the npm, tsc and vite it starts run on it too), and exits with its status.
 */
export function ensureRequiredNode(label) {
  const { minimum } = requiredNode();
  if (atLeast(process.versions.node, minimum)) return;
  let bin;
  try {
    bin = fittingNodeBin(label);
  } catch (error) {
    process.stderr.write(`[${label}] ${error.message}\n`);
    process.exit(1);
  }
  const env = { ...process.env, PATH: `${bin}${process.platform === 'win32' ? ';' : ':'}${process.env.PATH ?? ''}` };
  const again = spawnSync(join(bin, 'node'), process.argv.slice(1), { stdio: 'inherit', env });
  process.exit(again.status ?? 1);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1] && process.argv[2] === '--bin') {
  try {
    process.stdout.write(`${fittingNodeBin('ci')}\n`);
  } catch (error) {
    process.stderr.write(`[ci] ${error.message}\n`);
    process.exit(1);
  }
}
