/**
 * Hostile input against every route of the OpenAPI document: filter and sort fields inherited from
 * Object.prototype, NUL characters, LIKE patterns ending in a backslash, 2,000-level nesting, lone
 * UTF-16 surrogates, oversized strings and wrong types. No answer may be a 5xx, and no row may
 * appear or vanish. The routes come from the document, so an area added later is covered without
 * touching this file. Figures go to docs/security.md.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, type TestApp } from './support/test-app.js';

interface Operation {
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  parameters?: { name: string; in: string }[];
}
interface Schema {
  $ref?: string;
  type?: string;
  properties?: Record<string, Schema>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

/** Property names tried on a call whose document names no body fields. */
const GENERIC_FIELDS = ['Name', 'Username', 'Password', 'Email', 'Text', 'FirstName', 'LastName', 'Number', 'CallNumber', 'Comment', 'CompanyName', 'Agents'];
const INHERITED = ['constructor', '__proto__', 'toString'];
const NESTED = 2000;
/** Tables whose rows a refused request still writes: sessions of the fuzzing admin, audits of refused attempts (the audit log's failed sign-ins). */
const WRITTEN_BY_REFUSALS = new Set(['core.sessions', 'core.used_login_tokens', 'telephony.import_runs', 'audit.log']);

type Body = { raw: string } | { json: unknown };

function shapesFor(fields: string[], rowFields: string[]): { name: string; body: Body }[] {
  const all = (value: unknown) => Object.fromEntries(fields.map((field) => [field, value]));
  const rawAll = (jsonValue: string) => `{${fields.map((field) => `${JSON.stringify(field)}:${jsonValue}`).join(',')}}`;
  const deep = `${'['.repeat(NESTED)}1${']'.repeat(NESTED)}`;
  return [
    ...INHERITED.map((field) => ({
      name: `filter field ${field}`,
      body: { raw: `{"limit":10,"offset":0,"q":{"field":"${field}","op":"eq","value":1},"order":[{"field":"${field}","direction":"asc"}]}` },
    })),
    ...INHERITED.map((field) => ({ name: `sort field ${field}`, body: { raw: `{"limit":10,"order":[{"field":"${field}","direction":"asc"}]}` } })),
    { name: 'inherited body keys', body: { raw: '{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}' } },
    { name: 'NUL in every field', body: { json: all('a\u0000b') } },
    { name: 'NUL in a filter value', body: { json: { limit: 10, q: { or: rowFields.map((field) => ({ field, op: 'like', value: '%\u0000%' })) } } } },
    ...rowFields.map((field) => ({ name: `like ending in a backslash on ${field}`, body: { json: { limit: 10, q: { field, op: 'like', value: '%abc\\' } } } })),
    { name: 'search ending in a backslash', body: { json: { limit: 10, q: { or: rowFields.map((field) => ({ field, op: 'like', value: '%x\\' })) } } } },
    { name: `${NESTED}-level nesting in q`, body: { raw: `{"limit":10,"q":${deep}}` } },
    { name: `${NESTED}-level nesting in every field`, body: { raw: rawAll(deep) } },
    { name: 'lone surrogate in every field', body: { raw: rawAll('"a\\ud800@example.com"') } },
    { name: 'lone surrogate in a filter value', body: { raw: '{"limit":10,"q":{"field":"Name","op":"like","value":"%\\udc00%"}}' } },
    { name: 'oversized strings', body: { json: all('x'.repeat(300_000)) } },
    { name: 'objects for values', body: { json: all({ $ne: 1 }) } },
    { name: 'nested arrays for values', body: { json: all([[1], ['a']]) } },
    { name: 'huge numbers', body: { json: all(-1e308) } },
    { name: 'a list as the body', body: { raw: '[1,2,3]' } },
    { name: 'text as the body', body: { raw: '"text"' } },
    { name: 'null as the body', body: { raw: 'null' } },
    { name: 'broken JSON', body: { raw: '{"Name": "x",' } },
  ];
}

function bodyFields(doc: OpenApiDocument, operation: Operation): string[] {
  let schema = operation.requestBody?.content?.['application/json']?.schema;
  if (schema?.$ref) schema = doc.components?.schemas?.[schema.$ref.split('/').pop()!];
  const names = Object.keys(schema?.properties ?? {});
  return names.length > 0 ? names : GENERIC_FIELDS;
}

async function rowCounts(t: TestApp): Promise<Record<string, number>> {
  const tables = await t.query<{ name: string }>(
    `SELECT table_schema || '.' || table_name AS name FROM information_schema.tables
      WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema', 'public') ORDER BY 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    if (WRITTEN_BY_REFUSALS.has(name)) continue;
    const [row] = await t.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${name}`);
    counts[name] = row.count;
  }
  return counts;
}

describe('fuzz: hostile input on every route of the API document', () => {
  let t: TestApp;
  let token: string;
  let doc: OpenApiDocument;
  beforeAll(async () => {
    t = await startTestApp();
    token = await t.login('admin');
    const response = await t.http.get('/api/docs-json');
    expect(response.status).toBe(200);
    doc = response.body as OpenApiDocument;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers every shape on every route with a 4xx (or a 2xx), never a 5xx, and changes no rows', async () => {
    const before = await rowCounts(t);
    const failures: string[] = [];
    let sent = 0;
    const check = (label: string, response: { status: number; body: unknown; text?: string }) => {
      sent += 1;
      if (response.status >= 500) failures.push(`${label}: ${response.status} ${JSON.stringify(response.body).slice(0, 200)}`);
    };
    const posts = Object.entries(doc.paths).filter(([, operations]) => operations.post);
    const gets = Object.entries(doc.paths).filter(([path, operations]) => operations.get && !path.startsWith('/api/docs'));
    expect(posts.length).toBeGreaterThan(40);

    for (const [path, operations] of posts) {
      const url = path.replace(/\{[^}]+\}/g, 'queue_log');
      // A row of a list tells which wire fields its filter knows.
      let rowFields = ['Name'];
      if (/\/(list|count)$/.test(path)) {
        const sample = await t.call(url.replace(/count$/, 'list'), { limit: 1 }, token);
        const row = (sample.body?.result?.data as Record<string, unknown>[] | undefined)?.[0];
        if (row && typeof row === 'object') rowFields = Object.keys(row);
      }
      for (const shape of shapesFor(bodyFields(doc, operations.post), rowFields)) {
        const request = t.http.post(url).set('authorization', `Bearer ${token}`).set('content-type', 'application/json');
        const response = await ('raw' in shape.body ? request.send(shape.body.raw) : request.send(JSON.stringify(shape.body.json)));
        check(`POST ${url} (${shape.name})`, response);
      }
      // A shape may have been accepted by a call that ends sessions; the fuzzing goes on signed in.
      if ((await t.call('/users/session/load', {}, token)).status === 401) token = await t.login('admin');
    }

    for (const [path, operations] of gets) {
      const names = (operations.get.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      const query = names.length > 0 ? names : ['LogID', 'ReportID', 'CallID'];
      const url = path.replace(/\{[^}]+\}/g, 'x');
      for (const value of ['a\u0000b', 'a\ud800b', 'x'.repeat(10_000), '-1e308', '../../etc/passwd']) {
        const params = new URLSearchParams(Object.fromEntries(query.map((name) => [name, value])));
        check(`GET ${url} (${JSON.stringify(value.slice(0, 12))})`, await t.http.get(`${url}?${params}`).set('authorization', `Bearer ${token}`));
      }
    }

    console.log(`[fuzz] ${sent} requests to ${posts.length} POST and ${gets.length} GET routes, ${failures.length} answered 5xx`);
    expect(failures).toEqual([]);
    expect(await rowCounts(t)).toEqual(before);
  }, 600_000);
});
