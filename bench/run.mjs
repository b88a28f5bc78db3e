#!/usr/bin/env node
// `npm run bench [-- name ...]`: runs the named benches (all when none is named). Needs `npm run build`.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const available = readdirSync(here)
  .filter((file) => file.endsWith('.mjs') && file !== 'run.mjs')
  .map((file) => file.replace(/\.mjs$/, ''));
const wanted = process.argv.slice(2).length > 0 ? process.argv.slice(2) : available;
let failed = false;
for (const name of wanted) {
  if (!available.includes(name)) {
    console.error(`No bench '${name}'. Available: ${available.join(', ')}`);
    process.exit(2);
  }
  console.log(`\n=== bench ${name} ===`);
  failed = spawnSync(process.execPath, [join(here, `${name}.mjs`)], { stdio: 'inherit' }).status !== 0 || failed;
}
process.exit(failed ? 1 : 0);
