/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import type { IncomingMessage } from 'node:http';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

/** Vite's own requests: modules, pre-bundled dependencies and the files of public/. */
const viteOwn = /^\/(@|src\/|node_modules\/|[^/?]+\.(svg|js|ico|png|webmanifest)(\?|$))/;

/**
 * In development everything but Vite's own requests goes to the API, whatever its base (a new
 * area needs no proxy entry); a browser navigation to an admin route such as /users, which shares
 * its first segment with an API base, gets index.html.
 */
function apiOnly(req: IncomingMessage): string | undefined {
  const url = req.url ?? '/';
  if (req.method === 'GET' && (req.headers.accept ?? '').includes('text/html')) return '/index.html';
  return viteOwn.test(url) ? url : undefined;
}

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|ico|woff)$/;

/**
 * Writes a .br and a .gz next to every text file of the build, once, at the strongest levels: the
 * API serves them as they are (@fastify/static preCompressed), so no request pays for compression.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved: (config) => void (outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir)),
    closeBundle() {
      for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
        const path = join(entry.parentPath, entry.name);
        const content = readFileSync(path);
        if (content.length < 1024) continue;
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
        );
        writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

/**
 * The domain's server entry (the SQL filter compiler, the PBX file parsers) is never part of the
 * admin: importing it fails the build and the tests, not only the bundle analysis
 * (bench/admin-size.mjs).
 */
function serverOnlyRefused(): Plugin {
  return {
    name: 'server-only-refused',
    enforce: 'pre',
    resolveId(source, importer) {
      if (/^@backoffice\/domain\/server(\/|$)/.test(source)) {
        this.error(`${importer ?? 'the admin'} imports ${source}: server-only code, not for the browser (use @backoffice/domain)`);
      }
      return null;
    },
  };
}

export default defineConfig({
  plugins: [serverOnlyRefused(), react(), precompress()],
  resolve: {
    // The shared libraries are read from their TypeScript source (their "source" export).
    conditions: ['source', 'module', 'browser', 'development|production'],
  },
  server: {
    port: 5173,
    proxy: {
      '/socket.io': { target: apiTarget, ws: true, changeOrigin: true },
      '^/(?!socket\\.io)': { target: apiTarget, changeOrigin: true, bypass: apiOnly },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
  },
});
