/**
 * A small scenario runner over playwright-core: each scenario gets a fresh browser context,
 * each step is timed and leaves a screenshot in e2e/artifacts/, failures are collected.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

export class Harness {
  constructor({ browser, baseUrl, artifacts, extra = {}, log = console.log }) {
    this.extra = extra;
    this.browser = browser;
    this.baseUrl = baseUrl;
    this.artifacts = artifacts;
    this.log = log;
    this.results = [];
    this.shot = 0;
    rmSync(artifacts, { recursive: true, force: true });
    mkdirSync(artifacts, { recursive: true });
  }

  async run(scenario) {
    // A scenario may run in another browser locale or time zone (`contextOptions`), as a user abroad would.
    const context = await this.browser.newContext({
      baseURL: this.baseUrl,
      viewport: { width: 1366, height: 850 },
      locale: 'en-GB',
      ...scenario.contextOptions,
    });
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    const problems = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    const started = Date.now();
    const step = async (name, action) => {
      try {
        await action();
      } catch (error) {
        if (error instanceof Error) error.message = `step ${name}: ${error.message}`;
        throw error;
      } finally {
        await this.screenshot(page, `${scenario.name}-${name}`);
      }
    };
    try {
      await scenario.run({ page, context, step, baseUrl: this.baseUrl, harness: this, ...this.extra });
      if (problems.length > 0) throw new Error(problems.join('\n'));
      this.results.push({ name: scenario.name, ok: true, ms: Date.now() - started });
      this.log(`  ✓ ${scenario.name} (${Date.now() - started} ms)`);
    } catch (error) {
      await this.screenshot(page, `${scenario.name}-FAILED`).catch(() => undefined);
      this.results.push({ name: scenario.name, ok: false, ms: Date.now() - started, error });
      this.log(
        `  ✗ ${scenario.name}\n      ${String(error?.message ?? error)
          .split('\n')
          .slice(0, 12)
          .join('\n      ')}`,
      );
    } finally {
      await context.close().catch(() => undefined);
    }
  }

  async screenshot(page, name) {
    this.shot += 1;
    const file = join(this.artifacts, `${String(this.shot).padStart(3, '0')}-${name.replace(/[^a-z0-9-]+/gi, '_')}.png`);
    await page.screenshot({ path: file, fullPage: false, timeout: 5_000 }).catch(() => undefined);
  }

  summary() {
    const passed = this.results.filter((result) => result.ok).length;
    return { passed, failed: this.results.length - passed };
  }
}

/** Fails with a readable message. */
export function expectThat(condition, message) {
  if (!condition) throw new Error(message);
}
