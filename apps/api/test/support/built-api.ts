import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../../..');

function newestSource(folder: string): number {
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(path));
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts')) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

/**
 * A file of the built API (apps/api/dist), for tests that run it as its own process (the command
 * line, a worker). Fails clearly when the build is missing or older than the sources: `npm test`
 * builds first; a single test run needs `npm run build`.
 */
export function builtApiFile(relative: string): string {
  const path = join(root, 'apps/api/dist', relative);
  if (!existsSync(path)) throw new Error(`${path} is missing: run \`npm run build\` first.`);
  const sources = Math.max(...['apps/api/src', 'libs/domain/src', 'libs/contracts/src'].map((folder) => newestSource(join(root, folder))));
  if (sources > statSync(path).mtimeMs) throw new Error(`${path} is older than the sources: run \`npm run build\` first.`);
  return path;
}
