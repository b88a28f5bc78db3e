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

  describe('production secrets', () => {
    /** Three different random-looking secrets of 48 bytes (what `openssl rand -base64 48` gives, shortened by nothing). */
    const good = {
      JWT_SECRET: 'k3Vq9xR2mB7tY1wZ8nH4cJ6fL0pD5sG+aE/uI3oN7vQ2rT9yX4bM1zK6jW8hC0gF',
      CROSSLOGIN_SECRET: 'Zt6Nw1Qe8Ry3Ui5Op7As9Df2Gh4Jk0Lz+Xc/Vb6Nm1Qw8Er3Ty5Ui7Op9As2Df4Gh',
      INTERN_LOGIN_SECRET: 'p0O9i8U7y6T5r4E3w2Q1a+S/d3F4g5H6j7K8l9Z0x1C2v3B4n5M6q7W8e9R0t1Y2',
    };
    const production = (secrets: Record<string, string | undefined>) => () =>
      AppConfig.fromEnv({ NODE_ENV: 'production', DATA_DIR: dataDir(), ...good, ...secrets });

    it('starts with three random secrets of 32+ bytes', () => {
      expect(production({})()).toMatchObject({ mode: 'production', jwtSecret: good.JWT_SECRET, seedDemo: false, apiDocs: 'off' });
    });

    it('names each missing secret and the rule', () => {
      expect(production({ CROSSLOGIN_SECRET: undefined, INTERN_LOGIN_SECRET: '' })).toThrow(
        'Production mode refuses these secrets: CROSSLOGIN_SECRET is not set; production needs a random secret of at least 32 bytes (make one with: openssl rand -base64 48). INTERN_LOGIN_SECRET is not set; production needs a random secret of at least 32 bytes (make one with: openssl rand -base64 48).',
      );
    });

    it.each([
      ['JWT_SECRET', 'change-me-to-a-long-random-secret', "JWT_SECRET is the published example value 'change-me-to-a-long-random-secret'"],
      ['CROSSLOGIN_SECRET', 'change-me-to-another-long-secret', "CROSSLOGIN_SECRET is the published example value 'change-me-to-another-long-secret'"],
      ['INTERN_LOGIN_SECRET', 'change-me-to-a-third-long-secret', "INTERN_LOGIN_SECRET is the published example value 'change-me-to-a-third-long-secret'"],
      ['JWT_SECRET', ' Your-256-Bit-Secret ', "JWT_SECRET is the published example value 'your-256-bit-secret'"],
      ['JWT_SECRET', 'secret', "JWT_SECRET is the published example value 'secret'"],
      ['JWT_SECRET', 'changeme', "JWT_SECRET is the published example value 'changeme'"],
      ['JWT_SECRET', 'password', "JWT_SECRET is the published example value 'password'"],
      ['JWT_SECRET', 'please-change-me-before-going-live-2026', "JWT_SECRET is a placeholder (it contains 'change-me')"],
      ['CROSSLOGIN_SECRET', 'REPLACE_ME_WITH_SOMETHING_RANDOM_0123456789', "CROSSLOGIN_SECRET is a placeholder (it contains 'REPLACE_ME')"],
      ['JWT_SECRET', 'an-example-value-for-the-documentation-only', "JWT_SECRET is a placeholder (it contains 'example')"],
      ['JWT_SECRET', 'Qx7!pL2#vN9@', 'JWT_SECRET has 12 bytes; production needs at least 32'],
      ['JWT_SECRET', 'k3Vq9xR2mB7tY1wZ8nH4cJ6fL0pD5sG', 'JWT_SECRET has 31 bytes; production needs at least 32'],
      ['JWT_SECRET', 'x'.repeat(64), 'JWT_SECRET uses only 1 different character;'],
      ['JWT_SECRET', 'abcd'.repeat(10), 'JWT_SECRET uses only 4 different characters'],
    ])('refuses %s=%j, naming the variable and the rule', (name, value, message) => {
      expect(production({ [name]: value })).toThrow(message);
    });

    it('counts bytes, not characters', () => {
      // 16 characters of two bytes each: 32 bytes, many different characters.
      expect(production({ JWT_SECRET: 'äöüßéèêëïîôûçñåø' })).not.toThrow();
      expect(production({ JWT_SECRET: 'äöüßéèêëïîôûçñå' })).toThrow('JWT_SECRET has 30 bytes');
    });

    it('refuses two variables holding the same secret', () => {
      expect(production({ CROSSLOGIN_SECRET: good.JWT_SECRET })).toThrow('JWT_SECRET and CROSSLOGIN_SECRET are the same; each needs a secret of its own');
    });

    it("refuses a clock offset: business time is the machine's", () => {
      expect(production({ CLOCK_OFFSET_MS: '60000' })).toThrow("CLOCK_OFFSET_MS is refused in production: business time is the machine's.");
    });

    it('leaves demo mode alone: a given secret is used as it is', () => {
      expect(AppConfig.fromEnv({ DATA_DIR: dataDir(), JWT_SECRET: 'short' }).jwtSecret).toBe('short');
    });
  });

  it('runs the clock ahead by CLOCK_OFFSET_MS in a demo', () => {
    expect(AppConfig.fromEnv({ DATA_DIR: dataDir() }).clockOffsetMs).toBe(0);
    expect(AppConfig.fromEnv({ DATA_DIR: dataDir(), CLOCK_OFFSET_MS: '-60000' }).clockOffsetMs).toBe(-60_000);
    expect(() => AppConfig.fromEnv({ DATA_DIR: dataDir(), CLOCK_OFFSET_MS: '1.5' })).toThrow(
      "CLOCK_OFFSET_MS must be a whole number of milliseconds, got '1.5'.",
    );
  });

  describe('TRUST_PROXY', () => {
    const trust = (value: string | undefined) => AppConfig.fromEnv({ DATA_DIR: dataDir(), TRUST_PROXY: value }).trustProxy;

    it('trusts no proxy by default', () => {
      expect(trust(undefined)).toBe(false);
      expect(trust('false')).toBe(false);
      expect(trust('0')).toBe(false);
    });

    it("takes the proxies' addresses and ranges", () => {
      expect(trust(' 10.0.0.5, 10.1.0.0/16 ,::1,fd00::/8,loopback,192.168.0.0/255.255.0.0')).toEqual([
        '10.0.0.5',
        '10.1.0.0/16',
        '::1',
        'fd00::/8',
        'loopback',
        '192.168.0.0/255.255.0.0',
      ]);
    });

    it('refuses true, which would trust every hop and so the client-written left-most entry', () => {
      expect(() => trust('true')).toThrow(/^TRUST_PROXY=true is refused: it trusts every hop, so a client picks its own address/);
    });

    it('refuses a number of hops, which cannot tell the proxy from a client connecting directly', () => {
      expect(() => trust('1')).toThrow(/^TRUST_PROXY=1 is refused: a number of hops cannot tell the proxy from a client that connects directly/);
    });

    it('refuses what is no address', () => {
      expect(() => trust('10.0.0.5,proxy.local')).toThrow(
        "TRUST_PROXY must be false or a comma-separated list of proxy addresses or CIDR ranges; 'proxy.local' is none of these.",
      );
      expect(() => trust('10.0.0.0/33')).toThrow("'10.0.0.0/33' is none of these");
    });
  });

  describe('API_DOCS', () => {
    it('serves the API document outside production, not in production unless configured', () => {
      expect(AppConfig.fromEnv({ DATA_DIR: dataDir() }).apiDocs).toBe('public');
      expect(AppConfig.fromEnv({ DATA_DIR: dataDir(), API_DOCS: 'off' }).apiDocs).toBe('off');
      expect(() => AppConfig.fromEnv({ DATA_DIR: dataDir(), API_DOCS: 'signed-in' })).toThrow("API_DOCS must be one of off, public, got 'signed-in'.");
    });
  });

  it('refuses a number that is not one', () => {
    expect(() => AppConfig.fromEnv({ DATA_DIR: dataDir(), PORT: 'eighty' })).toThrow("PORT must be a whole number, got 'eighty'.");
  });
});
