#!/usr/bin/env node
/**
 * Time from navigation to the users list rendered, in headless Debian chromium against a local
 * server (the built API serving the built admin, a fresh demo database).
 *
 * Each run opens /users in a fresh browser context (cold cache, no service worker) with a signed-in
 * session already in localStorage, and stops the clock when the first data row of the User list
 * is visible; then the same is measured with a warm cache (a reload in the same context).
 * Usage: node bench/admin-load.mjs [runs=7]; BASE_URL=http://localhost:3000 to use a running server.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath, startTestServer } from '../apps/admin/e2e/testServer.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const runs = Number(process.argv[2] ?? 7);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function signedInSession(baseUrl) {
  const response = await fetch(`${baseUrl}/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Username: 'admin', Password: 'Demo1234!', AuthorizedUserID: 0 }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status}`);
  return (await response.json()).result.data;
}

/** Milliseconds from the navigation's start to the first row of the User list on screen. */
async function timeToUsers(page, navigate) {
  await navigate();
  await page.locator('table tbody tr td').nth(4).waitFor({ state: 'visible', timeout: 30_000 });
  return page.evaluate(() => performance.now());
}

const server = process.env.BASE_URL ? null : await startTestServer({ label: 'admin_bench' });
const baseUrl = process.env.BASE_URL ?? server.baseUrl;
const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: CHROMIUM_ARGS });
try {
  const session = await signedInSession(baseUrl);
  const cold = [];
  const warm = [];
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1366, height: 850 }, serviceWorkers: 'block' });
    await context.addInitScript((stored) => localStorage.setItem('core.auth', stored), JSON.stringify(session));
    const page = await context.newPage();
    cold.push(await timeToUsers(page, () => page.goto('/users')));
    warm.push(await timeToUsers(page, () => page.reload()));
    await context.close();
  }
  const result = {
    date: new Date().toISOString(),
    baseUrl,
    runs,
    coldMedianMs: Math.round(median(cold)),
    warmMedianMs: Math.round(median(warm)),
    coldMs: cold.map(Math.round),
    warmMs: warm.map(Math.round),
    targetMs: 1500,
  };
  mkdirSync(join(here, 'results'), { recursive: true });
  writeFileSync(join(here, 'results/admin-load.json'), JSON.stringify(result, null, 2));
  console.log(`users list visible: cold median ${result.coldMedianMs} ms, warm median ${result.warmMedianMs} ms over ${runs} runs (target < 1500 ms)`);
  console.log(`cold ${result.coldMs.join(' ')} | warm ${result.warmMs.join(' ')}`);
  process.exitCode = result.coldMedianMs < 1500 ? 0 : 1;
} finally {
  await browser.close();
  await server?.stop();
}
