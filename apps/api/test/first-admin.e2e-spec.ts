import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ALL_PERMISSIONS } from '@backoffice/contracts';
import { dataOf } from './support/core-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('a production installation without the demo', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      SEED_DEMO: 'false',
      INITIAL_ADMIN_USERNAME: 'root',
      INITIAL_ADMIN_PASSWORD: 'First!Admin1',
      INITIAL_CUSTOMER_NAME: 'Contoso Call Center',
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('has no demo user, one administrator holding * and its customer', async () => {
    expect((await t.call('/users/login', { Username: 'admin', Password: 'Demo1234!' })).status).toBe(401);
    const session = dataOf<{ permissions: string[]; activeCustomer: { Name: string } }>(
      await t.call('/users/login', { Username: 'root', Password: 'First!Admin1' }),
    );
    expect(session.permissions).toEqual(['*']);
    expect(session.activeCustomer.Name).toBe('Contoso Call Center');
  });

  it('has every permission of the catalogue', async () => {
    const [{ n }] = await t.query<{ n: number }>(`SELECT count(*)::int AS n FROM core.permissions`);
    expect(n).toBe(ALL_PERMISSIONS.length);
  });
});
