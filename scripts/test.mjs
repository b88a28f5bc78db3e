#!/usr/bin/env node
// `npm test`: builds, lints, then runs every suite (unit, API e2e on real PostgreSQL and Redis, admin
// unit, browser e2e in headless Chromium) and closes with one line of totals.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureRequiredNode } from './lib/required-node.mjs';

ensureRequiredNode('test');

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const reports = join(root, '.tmp/test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

/** Each phase's time, printed at the end: where a slow run spends its minutes. */
const phases = [];
/** A phase that hangs (a process that never exits) fails after this, naming itself, rather than holding CI to its limit. */
const PHASE_LIMIT_MS = 30 * 60_000;
const run = (label, command, args, env = {}) => {
  console.log(`\n[test] ${label}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env }, timeout: PHASE_LIMIT_MS, killSignal: 'SIGKILL' });
  const seconds = Math.round((Date.now() - started) / 1000);
  phases.push(`${label} ${seconds} s`);
  if (result.error?.code === 'ETIMEDOUT') console.log(`\n[test] ${label} did not finish within ${PHASE_LIMIT_MS / 60_000} min and was stopped`);
  return result.status === 0;
};

const totals = { passed: 0, failed: 0 };
const failures = [];
const count = (label, ok, file, read) => {
  if (existsSync(file)) {
    const { passed, failed } = read(JSON.parse(readFileSync(file, 'utf8')));
    totals.passed += passed;
    totals.failed += failed;
  }
  if (!ok) failures.push(label);
};

if (!run('build', 'npm', ['run', 'build'])) {
  console.log('\n0 passed, 1 failed');
  process.exit(1);
}

// The linter (eslint.config.js: promises, import cycles, the admin's rooms, hooks) and the
// formatter at zero warnings, on the built libraries (the API's lint reads their types).
for (const [label, script] of [
  ['lint (eslint)', 'lint'],
  ['format (prettier --check)', 'format:check'],
]) {
  if (!run(label, 'npm', ['run', script])) failures.push(label);
}

// Jest twice: unit suites and the independent API e2e suites in parallel workers, then the e2e
// suites that measure time one at a time (the list is in jest.config.js). --forceExit: a handle a
// suite leaves open (a timer a shutdown race started) must not hold the run until CI's limit; jest
// then prints that it force-exited, and that leak is a bug to fix.
const jestRuns = [
  { label: 'unit and API e2e (jest, parallel)', report: 'jest.json', args: ['--selectProjects', 'domain', 'api-unit', 'api-e2e'] },
  { label: 'timing-sensitive API e2e (jest, one at a time)', report: 'jest-serial.json', args: ['--selectProjects', 'api-e2e-serial', '--runInBand'] },
];
for (const { label, report, args } of jestRuns) {
  const jestReport = join(reports, report);
  const jestOk = run(label, process.execPath, [
    '--experimental-vm-modules',
    'node_modules/jest/bin/jest.js',
    '--ci',
    '--forceExit',
    '--json',
    `--outputFile=${jestReport}`,
    ...args,
  ]);
  count(label, jestOk, jestReport, (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0) }));
}

const vitestReport = join(reports, 'vitest.json');
const vitestOk = run('admin unit (vitest)', 'npm', ['test', '-w', 'apps/admin', '--', '--reporter=default', '--reporter=json', `--outputFile=${vitestReport}`]);
count('vitest', vitestOk, vitestReport, (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests }));

const browserReport = join(reports, 'browser.json');
const browserOk = run('admin in headless Chromium (playwright-core)', 'npm', ['run', 'test:browser', '-w', 'apps/admin'], { BROWSER_REPORT: browserReport });
count('browser', browserOk, browserReport, (r) => ({ passed: r.passed, failed: r.failed }));

if (failures.length > 0 && totals.failed === 0) totals.failed = failures.length;
console.log(`\n[test] ${phases.join(', ')}`);
console.log(`\n[test] ${failures.length === 0 ? 'all suites passed' : `failed: ${failures.join(', ')}`}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(failures.length === 0 ? 0 : 1);
