/**
 * A production installation: the built API refuses to start with a published or weak secret
 * (issue 21 item 14), and serves no API document unless API_DOCS says so (item 15).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { builtApiFile } from './support/built-api.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const adminDist = join(dirname(fileURLToPath(import.meta.url)), '../../admin/dist');

/** Three different random secrets, as `openssl rand -base64 48` makes them. */
const SECRETS = {
  JWT_SECRET: 'k3Vq9xR2mB7tY1wZ8nH4cJ6fL0pD5sG+aE/uI3oN7vQ2rT9yX4bM1zK6jW8hC0gF',
  CROSSLOGIN_SECRET: 'Zt6Nw1Qe8Ry3Ui5Op7As9Df2Gh4Jk0Lz+Xc/Vb6Nm1Qw8Er3Ty5Ui7Op9As2Df4Gh',
  INTERN_LOGIN_SECRET: 'p0O9i8U7y6T5r4E3w2Q1a+S/d3F4g5H6j7K8l9Z0x1C2v3B4n5M6q7W8e9R0t1Y2',
};

/** Runs a built entry point as an operator would; answers its exit status and output (killed after 30 s: it should have stopped long before). */
function run(file: string, env: Record<string, string>): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [builtApiFile(file)], {
      // Only what the test gives: no DATABASE_URL from the runner's environment, so a start that got past the check could not touch a database.
      env: { PATH: process.env.PATH ?? '', REDIS_URL: 'redis://127.0.0.1:1', DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.once('error', reject);
    child.once('exit', (status) => {
      clearTimeout(timer);
      resolve({ status, stdout, stderr });
    });
  });
}

describe('production start with a known secret', () => {
  type Run = Awaited<ReturnType<typeof run>>;
  let placeholder: Run;
  let weak: Run;
  let trustEveryHop: Run;
  // Each process loads the whole API before it reads its configuration: started together, they cost one start-up.
  beforeAll(async () => {
    [placeholder, weak, trustEveryHop] = await Promise.all([
      run('main.js', { NODE_ENV: 'production', ...SECRETS, JWT_SECRET: 'change-me-to-a-long-random-secret' }),
      run('worker.js', { NODE_ENV: 'production', ...SECRETS, CROSSLOGIN_SECRET: 'Qx7!pL2#vN9@', INTERN_LOGIN_SECRET: '' }),
      run('main.js', { NODE_ENV: 'production', ...SECRETS, TRUST_PROXY: 'true' }),
    ]);
  });

  it('refuses the former docker-compose fallback, naming the variable and the rule (API process, exit 1)', () => {
    expect(placeholder.status).toBe(1);
    expect(placeholder.stderr.trim()).toBe(
      "[backoffice] Start-up failed: Production mode refuses these secrets: JWT_SECRET is the published example value 'change-me-to-a-long-random-secret', which anyone can use to sign tokens (make one with: openssl rand -base64 48).",
    );
    expect(placeholder.stdout).not.toMatch(/Ready at/);
  });

  it('refuses a short secret and a missing one in the worker process too', () => {
    expect(weak.status).toBe(1);
    expect(weak.stderr).toContain('CROSSLOGIN_SECRET has 12 bytes; production needs at least 32 (make one with: openssl rand -base64 48).');
    expect(weak.stderr).toContain('INTERN_LOGIN_SECRET is not set; production needs a random secret of at least 32 bytes');
    expect(weak.stdout).not.toMatch(/Worker started/);
  });

  it('refuses TRUST_PROXY=true, which would let clients choose their address', () => {
    expect(trustEveryHop.status).toBe(1);
    expect(trustEveryHop.stderr).toContain('[backoffice] Start-up failed: TRUST_PROXY=true is refused');
  });
});

const DOCS_PATHS = ['/api/docs', '/api/docs/', '/api/docs-json', '/api/docs.json', '/api/docs/swagger-ui-init.js'];

describe('the API document in production', () => {
  let production: TestApp;
  let configured: TestApp;
  beforeAll(async () => {
    if (!existsSync(join(adminDist, 'index.html'))) throw new Error(`${adminDist} is missing: run \`npm run build\` first.`);
    production = await startTestApp({ NODE_ENV: 'production', ...SECRETS, SEED_DEMO: 'false', ADMIN_DIST: adminDist });
    configured = await startTestApp({ NODE_ENV: 'production', ...SECRETS, SEED_DEMO: 'false', API_DOCS: 'public' });
  });
  afterAll(async () => {
    await production?.close();
    await configured?.close();
  });

  it.each(DOCS_PATHS)('answers GET %s with 404 naming the setting, to a client and to a browser (not the admin page)', async (path) => {
    for (const accept of ['application/json', 'text/html']) {
      const response = await production.http.get(path).set('accept', accept);
      expect(response.status).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.body).toEqual({
        succeeded: false,
        status: 404,
        message: 'The API documentation is not served by this installation (API_DOCS=off).',
        result: { data: null },
      });
    }
  });

  it('still serves the admin and its calls', async () => {
    expect((await production.http.get('/').set('accept', 'text/html')).status).toBe(200);
    expect((await production.http.get('/health')).status).toBe(200);
  });

  it('serves the document and Swagger UI when API_DOCS=public', async () => {
    const document = await configured.http.get('/api/docs.json');
    expect(document.status).toBe(200);
    expect(document.body.paths['/users/login']).toBeDefined();
    expect((await configured.http.get('/api/docs-json')).body.paths).toEqual(document.body.paths);
    const ui = await configured.http.get('/api/docs').set('accept', 'text/html');
    expect(ui.status).toBe(200);
    expect(ui.text).toContain('swagger-ui');
  });
});

describe('the API document outside production', () => {
  let development: TestApp;
  beforeAll(async () => {
    development = await startTestApp({ SEED_DEMO: 'false' });
  });
  afterAll(async () => {
    await development?.close();
  });

  it('serves the document (the fuzz suite reads it) and Swagger UI by default', async () => {
    expect(development.config.apiDocs).toBe('public');
    const document = await development.http.get('/api/docs-json');
    expect(document.status).toBe(200);
    expect(Object.keys(document.body.paths).length).toBeGreaterThan(50);
    const ui = await development.http.get('/api/docs').set('accept', 'text/html');
    expect(ui.status).toBe(200);
    expect(ui.text).toContain('swagger-ui');
  });
});
