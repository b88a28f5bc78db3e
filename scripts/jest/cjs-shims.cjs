// Jest (before Node 24.9) cannot `require` an ES module, but @fastify/static (CommonJS) requires
// content-disposition 3, which is ESM-only. Node itself can (require(esm)); only the test runner
// needs this CommonJS copy, compiled once per run by the global setup below.
const { transformFileSync } = require('@swc/core');
const { mkdirSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');

const root = join(__dirname, '../..');
const target = join(root, 'node_modules/.cache/jest-cjs');
const shims = { 'content-disposition': 'node_modules/content-disposition/dist/index.js' };

module.exports = async function buildCjsShims() {
  mkdirSync(target, { recursive: true });
  for (const [name, source] of Object.entries(shims)) {
    const { code } = transformFileSync(join(root, source), { module: { type: 'commonjs' }, jsc: { target: 'es2022' }, swcrc: false });
    writeFileSync(join(target, `${name}.cjs`), code);
  }
};
