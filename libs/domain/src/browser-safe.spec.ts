import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';

const root = dirname(fileURLToPath(import.meta.url));

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

describe('libs/domain', () => {
  it('imports nothing but itself and the contracts, so the admin runs the same rules', () => {
    const foreign = sources(root).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/^(?:import|export)\b[^;]*?\sfrom '([^']+)';/gm)]
        .map((match) => match[1])
        .filter((target) => !target.startsWith('.') && target !== '@backoffice/contracts')
        .map((target) => `${file.slice(root.length + 1)} imports ${target}`),
    );
    expect(foreign).toEqual([]);
  });
});
