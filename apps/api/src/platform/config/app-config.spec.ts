import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { AppConfig } from './app-config.js';

describe('AppConfig', () => {
  const dataDir = () => mkdtempSync(join(tmpdir(), 'bo-config-'));

  it('defaults for a demo and keeps generated secrets', () => {
    const dir = dataDir();
    const first = AppConfig.fromEnv({ DATA_DIR: dir });
    expect(first).toMatchObject({ mode: 'demo', port: 3000, databaseUrl: null, sessionSeconds: 3600, seedDemo: true, globalSearchEnabled: true });
    expect(first.jwtSecret).toHaveLength(64);
    expect(AppConfig.fromEnv({ DATA_DIR: dir }).jwtSecret).toBe(first.jwtSecret);
  });

  it('requires the secrets in production, naming the missing ones', () => {
    expect(() => AppConfig.fromEnv({ NODE_ENV: 'production', DATA_DIR: dataDir(), JWT_SECRET: 'x'.repeat(32) })).toThrow(
      'Production mode needs these secrets (at least 16 characters each): CROSSLOGIN_SECRET, INTERN_LOGIN_SECRET.',
    );
  });

  it('refuses a number that is not one', () => {
    expect(() => AppConfig.fromEnv({ DATA_DIR: dataDir(), PORT: 'eighty' })).toThrow("PORT must be a whole number, got 'eighty'.");
  });
});
