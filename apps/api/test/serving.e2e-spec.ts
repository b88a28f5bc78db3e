/**
 * What a client meets before any call succeeds: the API document (every operation with a summary
 * and its request body, as JSON at two addresses), JSON answers for wrong methods and unknown paths
 * (never the admin's page), and the built admin's files sent compressed with cache lifetimes that
 * fit them. Runs on the real build of the admin (`npm test` builds first).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, type TestApp } from './support/test-app.js';

const adminDist = join(dirname(fileURLToPath(import.meta.url)), '../../admin/dist');

interface Operation {
  summary?: string;
  requestBody?: { content?: Record<string, { schema?: { $ref?: string; type?: string; properties?: object } }> };
}
type Paths = Record<string, Record<string, Operation>>;

/** GET without decompressing (supertest and fetch undo Content-Encoding): status, headers and the bytes as sent. */
function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    }).on('error', reject);
  });
}

describe('the API document, JSON answers off the calls, and the admin files', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    if (!existsSync(join(adminDist, 'index.html'))) throw new Error(`${adminDist} is missing: run \`npm run build\` first.`);
    t = await startTestApp({ ADMIN_DIST: adminDist });
    token = await t.login('admin');
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('the API document', () => {
    let paths: Paths;
    beforeAll(async () => {
      const response = await t.http.get('/api/docs-json');
      expect(response.status).toBe(200);
      paths = response.body.paths as Paths;
    });

    it('is served as JSON at /api/docs.json too, the same document', async () => {
      const response = await t.http.get('/api/docs.json');
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.body.paths).toEqual(paths);
      expect(response.body.info.title).toBe('Call-centre back office API');
    });

    it('gives every operation a summary saying what it does, not just its method and path', () => {
      const operations = Object.entries(paths).flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
      );
      expect(operations.length).toBeGreaterThan(50);
      const lacking = operations.filter(({ operation }) => !operation.summary || operation.summary.length < 20 || /^(POST|GET) /.test(operation.summary));
      expect(lacking.map(({ method, path }) => `${method} ${path}`)).toEqual([]);
    });

    it('gives every POST call its request body schema', () => {
      const lacking = Object.entries(paths)
        .filter(([, methods]) => methods.post)
        .filter(([, methods]) => {
          const content = methods.post.requestBody?.content ?? {};
          const schema = content['application/json']?.schema ?? content['multipart/form-data']?.schema;
          return !schema || !(schema.$ref || schema.type === 'object');
        })
        .map(([path]) => path);
      expect(lacking).toEqual([]);
    });

    it('names the fields of the crud calls and of the commands', () => {
      expect(paths['/users/create'].post.summary).toBe('Creates a user; answers the new record');
      expect(paths['/users/list'].post.requestBody?.content?.['application/json']?.schema).toEqual({ $ref: '#/components/schemas/ListFilterDto' });
      expect(paths['/users/bulk_delete'].post.requestBody?.content?.['application/json']?.schema).toEqual({ $ref: '#/components/schemas/UserIDsBody' });
      expect(paths['/users/login'].post.requestBody?.content?.['application/json']?.schema).toEqual({ $ref: '#/components/schemas/LoginDto' });
      expect(paths['/telephony/imports/{kind}'].post.requestBody?.content?.['multipart/form-data']?.schema).toMatchObject({ required: ['file'] });
    });
  });

  describe('paths and methods that are no call', () => {
    it('answers GET on a POST call with a JSON 405 naming the method, not the admin page', async () => {
      const response = await t.http.get('/users/list').set('accept', 'application/json');
      expect(response.status).toBe(405);
      expect(response.headers.allow).toBe('POST');
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.body).toEqual({ succeeded: false, status: 405, message: '/users/list takes POST, not GET.', result: { data: null } });
    });

    it.each(['DELETE', 'PUT', 'PATCH'])('answers %s on a call with a JSON 405', async (method) => {
      const response = await t.http[method.toLowerCase() as 'delete' | 'put' | 'patch']('/users/list').send({ Token: token });
      expect(response.status).toBe(405);
      expect(response.headers.allow).toBe('POST');
      expect(response.body).toMatchObject({ succeeded: false, status: 405, message: `/users/list takes POST, not ${method}.` });
    });

    it('answers POST on a GET address with a JSON 405', async () => {
      const response = await t.call('/config', {});
      expect(response.status).toBe(405);
      expect(response.headers.allow).toBe('GET');
    });

    it('answers an unknown path with a JSON 404 whatever the method, unless a browser navigates to a page', async () => {
      for (const request of [
        t.http.get('/api/nothing-here'),
        t.http.get('/assets/missing-1234.js').set('accept', '*/*'),
        t.call('/nothing/list', {}),
        t.http.delete('/nothing'),
      ]) {
        const response = await request;
        expect(response.status).toBe(404);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(response.body).toMatchObject({ succeeded: false, status: 404, result: { data: null } });
        expect(response.body.message).toMatch(/^Unknown call: \/(api\/nothing-here|assets\/missing-1234\.js|nothing\/list|nothing)$/);
      }
    });

    it('answers a browser navigating to an admin page (which may share its path with a call) with the admin', async () => {
      for (const path of ['/', '/users', '/users/create', '/search', '/users/12/show']) {
        const response = await t.http.get(path).set('accept', 'text/html,application/xhtml+xml,*/*;q=0.8');
        expect(response.status).toBe(200);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(response.text).toContain('<div id="root">');
      }
    });
  });

  it('sends the security headers on the admin page, its scripts, calls, refusals and unknown paths', async () => {
    const answers = [
      await rawGet(`${t.baseUrl}/index.html`, {}),
      await rawGet(`${t.baseUrl}/users`, { accept: 'text/html' }),
      await rawGet(`${t.baseUrl}/health`, {}),
      await rawGet(`${t.baseUrl}/no/such/path`, {}),
    ];
    const listed = await t.http.post('/users/list').set('Authorization', `Bearer ${token}`).send({ limit: 1 });
    const refused = await t.http.post('/users/list').send({ limit: 1 });
    for (const headers of [...answers.map((answer) => answer.headers), listed.headers, refused.headers]) {
      expect(headers['content-security-policy']).toContain("default-src 'self'");
      expect(headers['content-security-policy']).toContain("object-src 'none'");
      expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
      expect(headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['strict-transport-security']).toMatch(/^max-age=\d+/);
      expect(headers['referrer-policy']).toBe('no-referrer');
      expect(headers['cross-origin-embedder-policy']).toBeUndefined();
    }
    expect([listed.status, refused.status]).toEqual([200, 401]);
  });

  describe('the admin files', () => {
    const assets = readdirSync(join(adminDist, 'assets'));
    const script = assets
      .filter((name) => name.endsWith('.js'))
      .sort((a, b) => readFileSync(join(adminDist, 'assets', b)).length - readFileSync(join(adminDist, 'assets', a)).length)[0];
    const original = () => readFileSync(join(adminDist, 'assets', script));

    it('sends a hashed script brotli-compressed to a browser that takes brotli, cached for a year as immutable', async () => {
      const response = await rawGet(`${t.baseUrl}/assets/${script}`, { 'accept-encoding': 'gzip, deflate, br, zstd' });
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      const body = response.body;
      expect(body.length).toBeLessThan(original().length / 3);
      expect(brotliDecompressSync(body).equals(original())).toBe(true);
    });

    it('sends it gzip-compressed to a client that takes only gzip, and as it is to one that takes neither', async () => {
      const gzip = await rawGet(`${t.baseUrl}/assets/${script}`, { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.body).equals(original())).toBe(true);
      const plain = await rawGet(`${t.baseUrl}/assets/${script}`, { 'accept-encoding': 'identity' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.equals(original())).toBe(true);
    });

    it('has every file of the page re-checked (no-cache): index.html and the service worker', async () => {
      const index = await t.http.get('/index.html').set('accept-encoding', 'br');
      expect(index.headers['cache-control']).toBe('no-cache');
      const worker = await t.http.get('/service-worker.js').set('accept-encoding', 'br');
      expect(worker.status).toBe(200);
      expect(worker.headers['cache-control']).toBe('no-cache');
    });
  });
});
