// The linter of `npm test` (scripts/test.mjs runs it with --max-warnings 0): type-aware
// typescript-eslint rules, import cycles in the API and the admin, the admin's rooms
// (docs/architecture.md "The admin") and the rules of hooks.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const ADMIN = 'apps/admin/src';

// import-x's own TypeScript settings, its legacy resolver left out (resolver-next below replaces it).
const { 'import-x/resolver': _legacyResolver, ...importXTypeScriptSettings } = importX.flatConfigs.typescript.settings;

/** The admin's area folders: every folder of src that is not a room of the shell. */
const SHELL_ROOMS = ['shared', 'providers', 'i18n', 'shell', 'layout', 'test'];
const AREA_FOLDERS = readdirSync(ADMIN, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !SHELL_ROOMS.includes(entry.name))
  .map((entry) => entry.name);

/**
 * The admin's rooms, low to high: shared/, providers/ and i18n/ → shell/, layout/ → areas →
 * areas.ts → App.tsx. An import never runs up, and one area never imports another.
 */
const top = [`./${ADMIN}/areas.ts`, `./${ADMIN}/App.tsx`, `./${ADMIN}/main.tsx`];
const areaPaths = AREA_FOLDERS.map((area) => `./${ADMIN}/${area}`);
const roomZones = [
  ...['shared', 'providers', 'i18n'].map((leaf) => ({
    target: `./${ADMIN}/${leaf}`,
    from: [`./${ADMIN}/shell`, `./${ADMIN}/layout`, ...areaPaths, ...top],
    message: 'shared/, providers/ and i18n/ are the lowest room: they import no shell, layout or area (docs/architecture.md).',
  })),
  ...['shell', 'layout'].map((room) => ({
    target: `./${ADMIN}/${room}`,
    from: [...areaPaths, ...top],
    message: 'shell/ and layout/ import no area: App.tsx hands the areas down (docs/architecture.md).',
  })),
  ...AREA_FOLDERS.map((area) => ({
    target: `./${ADMIN}/${area}`,
    from: [...areaPaths.filter((path) => path !== `./${ADMIN}/${area}`), ...top],
    message: 'An area imports shared/, providers/ and contracts, never another area or the composition root (docs/architecture.md).',
  })),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      '.tmp/**',
      '.node/**',
      'coverage/**',
      'bench/results/**',
      'apps/admin/e2e/artifacts/**',
      'apps/admin/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      // The TypeScript setup of import-x (extensions and parser, so no-cycle reads .ts and .tsx
      // modules) with the resolver that maps the API's `.js` imports to their `.ts` sources.
      ...importXTypeScriptSettings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['apps/*/tsconfig.json', 'libs/*/tsconfig.json'], noWarnOnMultipleProjects: true })],
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    // Type-aware rules about promises: a promise nobody awaits or catches, one handed where a
    // void callback is expected (an event handler), an await of a value that is no promise.
    // The no-unsafe-* family is not on: response bodies in the API tests are `any` by design.
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/only-throw-error': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['apps/api/src/**/*.ts', `${ADMIN}/**/*.{ts,tsx}`],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: [`${ADMIN}/**/*.{ts,tsx}`],
    ignores: [`${ADMIN}/**/*.test.{ts,tsx}`, `${ADMIN}/test/**`],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: roomZones }] },
  },
  {
    files: ['apps/admin/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    // The classic two; the React Compiler rules of react-hooks 7 are not on yet (docs/decisions.md).
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Scripts, the bench and the browser scenarios are plain JavaScript outside any tsconfig.
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { ...tseslint.configs.disableTypeChecked.languageOptions, globals: { ...globals.node, ...globals.browser } },
  },
  {
    // CommonJS files (jest's global setup) load with require.
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
