#!/usr/bin/env node
/**
 * Gzip size of the admin's initial JS: the entry script and the chunks index.html preloads,
 * i.e. what a browser fetches before the first screen. Needs `npm run build -w apps/admin`.
 * Then the bundle's contents: the admin is built again in memory (the same Vite config, nothing
 * written) and the modules each chunk renders are listed; the shared libraries' modules are
 * counted, and a server-only one (libs/domain/src/server, anything of apps/api) fails the run.
 * Usage: node bench/admin-size.mjs [--json]
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(repo, 'apps/admin/dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const initial = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g), ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)].map((match) =>
  match[1].replace(/^\//, ''),
);

const gzip = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kB = (bytes) => Math.round((bytes / 1024) * 10) / 10;

const initialFiles = [...new Set(initial)].map((file) => ({ file, gzip: gzip(file) }));
const allJs = readdirSync(join(dist, 'assets')).filter((file) => file.endsWith('.js'));
const total = allJs.reduce((sum, file) => sum + gzip(join('assets', file)), 0);
const initialTotal = initialFiles.reduce((sum, entry) => sum + entry.gzip, 0);

/** Repository files the admin's bundle renders (a module tree-shaken to nothing does not count), with their rendered bytes. */
async function bundledModules() {
  const { build } = await import('vite');
  const outDir = mkdtempSync(join(tmpdir(), 'admin-size-'));
  try {
    const output = await build({
      root: join(repo, 'apps/admin'),
      logLevel: 'error',
      build: { write: false, outDir, emptyOutDir: false, reportCompressedSize: false },
    });
    const modules = new Map();
    for (const chunk of [output].flat().flatMap((bundle) => bundle.output)) {
      for (const [id, module] of Object.entries(chunk.modules ?? {})) {
        const path = id.replace(/^\0/, '').split('?')[0];
        if (module.renderedLength > 0 && path.startsWith(repo) && !path.includes('/node_modules/')) {
          modules.set(relative(repo, path), (modules.get(relative(repo, path)) ?? 0) + module.renderedLength);
        }
      }
    }
    return modules;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

const SERVER_ONLY = [/^libs\/domain\/src\/server\//, /^apps\/api\//];
const modules = await bundledModules();
const library = (prefix) => [...modules].filter(([path]) => path.startsWith(prefix));
const domainModules = library('libs/domain/src/');
const serverOnly = [...modules.keys()].filter((path) => SERVER_ONLY.some((pattern) => pattern.test(path)));

const result = {
  date: new Date().toISOString(),
  initialJsGzipKiB: kB(initialTotal),
  allJsGzipKiB: kB(total),
  targetKiB: 400,
  initialFiles: initialFiles.map((entry) => ({ file: entry.file, gzipKiB: kB(entry.gzip) })),
  lazyChunks: allJs.length - initialFiles.length,
  bundle: {
    domainModules: domainModules.length,
    domainRenderedKiB: kB(domainModules.reduce((sum, [, bytes]) => sum + bytes, 0)),
    contractsModules: library('libs/contracts/src/').length,
    serverOnlyModules: serverOnly,
    domainModuleList: domainModules.map(([path]) => path),
  },
};
const results = resolve(dirname(fileURLToPath(import.meta.url)), 'results');
mkdirSync(results, { recursive: true });
writeFileSync(join(results, 'admin-size.json'), JSON.stringify(result, null, 2));
if (process.argv.includes('--json')) {
  console.log(JSON.stringify(result, null, 2));
} else {
  for (const entry of result.initialFiles) console.log(`  ${entry.file}  ${entry.gzipKiB} KiB gzip`);
  console.log(`initial JS ${result.initialJsGzipKiB} KiB gzip (target < 400), all JS ${result.allJsGzipKiB} KiB gzip in ${allJs.length} files`);
  const { bundle } = result;
  console.log(
    `bundle: ${bundle.domainModules} modules of libs/domain (${bundle.domainRenderedKiB} KiB rendered, before minifying), ${bundle.contractsModules} of libs/contracts; server-only modules: ${bundle.serverOnlyModules.length === 0 ? 'none' : bundle.serverOnlyModules.join(', ')}`,
  );
}
process.exitCode = initialTotal / 1024 < 400 && serverOnly.length === 0 ? 0 : 1;
