#!/usr/bin/env node
/**
 * Gzip size of the admin's initial JS: the entry script and the chunks index.html preloads,
 * i.e. what a browser fetches before the first screen. Needs `npm run build -w apps/admin`.
 * Usage: node bench/admin-size.mjs [--json]
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = resolve(dirname(fileURLToPath(import.meta.url)), '../apps/admin/dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const initial = [
  ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
].map((match) => match[1].replace(/^\//, ''));

const gzip = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kB = (bytes) => Math.round((bytes / 1024) * 10) / 10;

const initialFiles = [...new Set(initial)].map((file) => ({ file, gzip: gzip(file) }));
const allJs = readdirSync(join(dist, 'assets')).filter((file) => file.endsWith('.js'));
const total = allJs.reduce((sum, file) => sum + gzip(join('assets', file)), 0);
const initialTotal = initialFiles.reduce((sum, entry) => sum + entry.gzip, 0);

const result = {
  date: new Date().toISOString(),
  initialJsGzipKiB: kB(initialTotal),
  allJsGzipKiB: kB(total),
  targetKiB: 400,
  initialFiles: initialFiles.map((entry) => ({ file: entry.file, gzipKiB: kB(entry.gzip) })),
  lazyChunks: allJs.length - initialFiles.length,
};
const results = resolve(dirname(fileURLToPath(import.meta.url)), 'results');
mkdirSync(results, { recursive: true });
writeFileSync(join(results, 'admin-size.json'), JSON.stringify(result, null, 2));
if (process.argv.includes('--json')) {
  console.log(JSON.stringify(result, null, 2));
} else {
  for (const entry of result.initialFiles) console.log(`  ${entry.file}  ${entry.gzipKiB} KiB gzip`);
  console.log(`initial JS ${result.initialJsGzipKiB} KiB gzip (target < 400), all JS ${result.allJsGzipKiB} KiB gzip in ${allJs.length} files`);
}
process.exitCode = initialTotal / 1024 < 400 ? 0 : 1;
