// Jest runs in ESM mode (Nest 12 is ESM-only): see ../shared/STACK.md.
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, whichever folder jest is started from (apps/api's scripts start it there). */
const root = dirname(fileURLToPath(import.meta.url));
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'es6' },
  },
];

const common = {
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': swc },
  moduleNameMapper: {
    '^@backoffice/(contracts|domain)$': '<rootDir>/libs/$1/src/index.ts',
    '^@backoffice/domain/server$': '<rootDir>/libs/domain/src/server/index.ts',
    // See scripts/jest/cjs-shims.cjs.
    '^content-disposition$': '<rootDir>/node_modules/.cache/jest-cjs/content-disposition.cjs',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  rootDir: root,
};

/**
 * API e2e suites that measure time (poll periods, lock and idle timeouts, session expiry, requests
 * under killed connections): they run one at a time after the others (`npm test` runs project
 * api-e2e-serial with --runInBand), so a busy neighbour cannot stretch their clocks. Every other e2e
 * suite has its own database and Redis prefix and runs in parallel workers.
 */
const SERIAL_E2E = ['monitor', 'wallboard', 'exports', 'limits', 'session-cache', 'realtime', 'telephony-jobs', 'resilience'];
const serialE2e = SERIAL_E2E.map((name) => `<rootDir>/apps/api/test/${name}.e2e-spec.ts`);

export default {
  rootDir: root,
  // A global option (ignored inside a project): e2e suites start the real app.
  testTimeout: 60000,
  // Two cores: one worker each; the e2e suites wait on PostgreSQL and Redis as much as they compute.
  maxWorkers: 2,
  globalSetup: '<rootDir>/scripts/jest/cjs-shims.cjs',
  projects: [
    { ...common, displayName: 'domain', testMatch: ['<rootDir>/libs/**/src/**/*.spec.ts'] },
    { ...common, displayName: 'api-unit', testMatch: ['<rootDir>/apps/api/src/**/*.spec.ts'] },
    {
      ...common,
      displayName: 'api-e2e',
      testMatch: ['<rootDir>/apps/api/test/**/*.e2e-spec.ts'],
      testPathIgnorePatterns: ['/node_modules/', ...SERIAL_E2E.map((name) => `/apps/api/test/${name}\\.e2e-spec\\.ts$`)],
    },
    { ...common, displayName: 'api-e2e-serial', testMatch: serialE2e },
  ],
};
