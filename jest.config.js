// Jest runs in ESM mode (Nest 12 is ESM-only): see ../shared/STACK.md.
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
  rootDir: '.',
};

export default {
  // A global option (ignored inside a project): e2e suites start the real app.
  testTimeout: 60000,
  globalSetup: '<rootDir>/scripts/jest/cjs-shims.cjs',
  projects: [
    { ...common, displayName: 'domain', testMatch: ['<rootDir>/libs/**/src/**/*.spec.ts'] },
    { ...common, displayName: 'api-unit', testMatch: ['<rootDir>/apps/api/src/**/*.spec.ts'] },
    {
      ...common,
      displayName: 'api-e2e',
      testMatch: ['<rootDir>/apps/api/test/**/*.e2e-spec.ts'],
    },
  ],
};
