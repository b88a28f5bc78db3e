import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('smoke', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('logs in and lists users', async () => {
    const token = await t.login('admin');
    const response = await t.call('/users/list', { limit: 10, offset: 0, order: [{ field: 'Username', direction: 'asc' }], q: null }, token);
    expect(response.status).toBe(200);
    expect(response.body.result.data.map((u: { Username: string }) => u.Username)).toContain('admin');
  });
});
