import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';

const root = dirname(fileURLToPath(import.meta.url));
const serverFolder = join(root, 'server') + sep;
const IMPORT = /^(?:import|export)\b[^;]*?\sfrom '([^']+)';/gm;

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

const importsOf = (file: string) => [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((match) => match[1]);

/** The source files a relative import names (`./x.js` is `./x.ts` in the sources). */
function relativeTargets(file: string): string[] {
  return importsOf(file)
    .filter((target) => target.startsWith('.'))
    .map((target) => resolve(dirname(file), target.replace(/\.js$/, '.ts')));
}

/** Every module the entry loads, itself included. */
function reachedFrom(entry: string): Set<string> {
  const reached = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (reached.has(file)) continue;
    reached.add(file);
    pending.push(...relativeTargets(file));
  }
  return reached;
}

describe('libs/domain', () => {
  it('imports nothing but itself and the contracts, so the admin runs the same rules', () => {
    const foreign = sources(root).flatMap((file) =>
      importsOf(file)
        .filter((target) => !target.startsWith('.') && target !== '@backoffice/contracts')
        .map((target) => `${relative(root, file)} imports ${target}`),
    );
    expect(foreign).toEqual([]);
  });

  it('gives the browser entry (".") no server-only module: nothing outside server/ imports from it', () => {
    const fromBrowser = sources(root)
      .filter((file) => !file.startsWith(serverFolder))
      .flatMap((file) =>
        relativeTargets(file)
          .filter((target) => target.startsWith(serverFolder))
          .map((target) => `${relative(root, file)} imports ${relative(root, target)}`),
      );
    expect(fromBrowser).toEqual([]);
    const reached = [...reachedFrom(join(root, 'index.ts'))];
    expect(reached.filter((file) => !existsSync(file))).toEqual([]);
    expect(reached.filter((file) => file.startsWith(serverFolder)).map((file) => relative(root, file))).toEqual([]);
  });

  it('serves every server-only module through the server entry', () => {
    const serverModules = sources(serverFolder);
    const reached = reachedFrom(join(serverFolder, 'index.ts'));
    expect(serverModules.filter((file) => !reached.has(file)).map((file) => relative(root, file))).toEqual([]);
  });
});
