/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import type { IncomingMessage } from 'node:http';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

/**
 * In development every API call is a POST (or GET /config); browser navigations to admin routes
 * such as /users share their first segment with API bases, so only non-HTML requests go through.
 */
function apiOnly(req: IncomingMessage): string | undefined {
  const wantsPage = req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
  return wantsPage ? '/index.html' : undefined;
}

const apiBases = [
  'users',
  'roles',
  'permissions',
  'customers',
  'loggers',
  'config',
  'search',
  'workstation',
  'crosslogin',
  'internlogin',
  'monitor',
  'quality',
  'playback',
  'report',
  'news',
  'assistance',
  'lunch_breaks',
];

export default defineConfig({
  plugins: [react()],
  resolve: {
    // The shared libraries are read from their TypeScript source (their "source" export).
    conditions: ['source', 'module', 'browser', 'development|production'],
  },
  server: {
    port: 5173,
    proxy: {
      ...Object.fromEntries(
        apiBases.map((base) => [`/${base}`, { target: apiTarget, changeOrigin: true, bypass: apiOnly }]),
      ),
      '/socket.io': { target: apiTarget, ws: true, changeOrigin: true },
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
