/**
 * Each API process keeps the principals of recent tokens in memory (the list path's largest cost
 * was checking the token and reading Redis on every call). A change made through one instance must
 * still act at once on every other: sign-out, a revoked role, a deactivated user, a switched
 * customer. Two instances of one installation, each call answered by the one it is sent to.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { startAnotherInstance } from './support/more-processes.js';
import { dataOf, STRONG_PASSWORD } from './support/core-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * Grant and account changes forget sessions in the change's event handler, which runs beside the
 * answer: the other instance sees the change within this bound (the cache keeps a principal 10 s).
 */
const MOMENT_MS = 1000;

/** Milliseconds until `call` answers `status` (polling every 10 ms); Infinity after 5 s. */
async function settlesAt(call: () => PromiseLike<{ status: number }>, status: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < 5000) {
    if ((await call()).status === status) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Infinity;
}

describe('principals cached in each process, forgotten in all of them', () => {
  let t: TestApp;
  let other: { app: NestFastifyApplication; baseUrl: string };
  const onOther = (path: string, body: Record<string, unknown>, token: string) =>
    request(other.baseUrl)
      .post(path)
      .send({ ...body, Token: token });
  const list = { limit: 5, offset: 0, order: [{ field: 'UserID', direction: 'asc' }], q: null };

  beforeAll(async () => {
    t = await startTestApp();
    other = await startAnotherInstance(t);
  });
  afterAll(async () => {
    await other?.app.close();
    await t?.close();
  });

  it('refuses a token on the other instance right after it signed out on this one', async () => {
    const token = await t.login('supervisor');
    for (let call = 0; call < 3; call += 1) expect((await onOther('/users/list', list, token)).status).toBe(200);
    expect((await t.call('/users/logout', { ActiveCustomerID: 0 }, token)).status).toBe(200);
    const after = await onOther('/users/list', list, token);
    expect(after.status).toBe(401);
    expect(after.body.message).toBe('Your session has expired or was ended. Please sign in again.');
  });

  it('takes a removed role and a deactivation to the other instance within a moment', async () => {
    const admin = await t.login('admin');
    const created = await t.call(
      '/users/create',
      { FirstName: 'Cache', LastName: 'Probe', Username: 'cacheprobe', Email: 'cacheprobe@example.com', Password: STRONG_PASSWORD, Status: 1 },
      admin,
    );
    expect(created.status).toBe(200);
    const userId = dataOf<{ UserID: number }>(created).UserID;
    const [supervisorRole] = await t.query<{ role_id: number }>(`SELECT role_id FROM core.roles WHERE name = 'supervisor'`);
    expect((await t.call('/users/roles/bulk_save', { UserID: userId, RoleIDs: [supervisorRole.role_id] }, admin)).status).toBe(200);

    const token = await t.login('cacheprobe', STRONG_PASSWORD);
    expect((await onOther('/users/list', list, token)).status).toBe(200);
    expect((await onOther('/users/list', list, token)).status).toBe(200);
    expect((await t.call('/users/roles/bulk_save', { UserID: userId, RoleIDs: [] }, admin)).status).toBe(200);
    expect(await settlesAt(() => onOther('/users/list', list, token), 403)).toBeLessThan(MOMENT_MS);

    // Deactivated on this instance: the other one no longer knows the session.
    expect((await t.call('/users/save', { UserID: userId, Status: 0 }, admin)).status).toBe(200);
    expect(await settlesAt(() => onOther('/users/session/load', {}, token), 401)).toBeLessThan(MOMENT_MS);
  });

  it('answers with the customer a session switched to on the other instance', async () => {
    const token = await t.login('admin');
    const session = dataOf<{ customers: { CustomerID: number; Name: string }[] }>(await onOther('/users/session/load', {}, token));
    const nordlicht = session.customers.find((customer) => customer.Name === 'Nordlicht Versicherung AG')!;
    expect((await onOther('/customers/list', { ...list, order: [] }, token)).status).toBe(200);
    expect((await t.call('/users/active_customer/save', { CustomerID: nordlicht.CustomerID }, token)).status).toBe(200);
    const after = dataOf<{ activeCustomer: { Name: string } }>(await onOther('/users/session/load', {}, token));
    // Switching awaits the forget (as signing out does): no waiting here.
    expect(after.activeCustomer.Name).toBe('Nordlicht Versicherung AG');
  });
});
