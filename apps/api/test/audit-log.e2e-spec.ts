import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AuditCalls, AuditResources, crudCalls, Permission, TelephonyQueue, type AuditEntry } from '@backoffice/contracts';
import { DataSource } from 'typeorm';
import { runAsActor } from '../src/platform/audit/audit-context.js';
import { clock } from '../src/platform/clock/clock.js';
import { AuditRetention } from '../src/core/audit-log/audit-retention.service.js';
import { customerIdByName, dataOf, STRONG_PASSWORD, userWith } from './support/core-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const calls = crudCalls(AuditResources.auditLog);
const path = (declared: { path: string }) => `/${declared.path}`;
type Clause = { field: string; op: string; value: unknown };

describe('Audit log: every change through the API writes one row, read only for core_audit_view', () => {
  let t: TestApp;
  let admin: string;
  let adminId: number;
  let alpine: number;
  let other: number;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login('admin');
    [{ user_id: adminId }] = await t.query<{ user_id: number }>(`SELECT user_id FROM core.users WHERE username = 'admin'`);
    alpine = await customerIdByName(t, 'Alpine Assist GmbH');
    [{ customer_id: other }] = await t.query<{ customer_id: number }>(
      `SELECT customer_id FROM core.customers WHERE customer_id <> $1 ORDER BY customer_id LIMIT 1`,
      [alpine],
    );
  });

  afterAll(async () => {
    clock.reset();
    await t?.close();
  });

  const where = (...clauses: Clause[]) => ({ q: { and: clauses }, limit: 100 });
  const eq = (field: string, value: unknown): Clause => ({ field, op: 'eq', value });
  const list = async (filter: Record<string, unknown>, token = admin) => dataOf<AuditEntry[]>(await t.call(path(calls.list), filter, token));
  const rowsOf = (resource: string, id: number | string, token = admin) => list(where(eq('Resource', resource), eq('ResourceID', String(id))), token);

  it('a crud save writes one row naming the user, the customer, the call and the changed field with old and new values', async () => {
    const { userId } = await userWith(t, admin, 'audit_target', []);
    const before = await rowsOf('core/users', userId);
    expect(before.map((row) => row.Action)).toContain('create');
    dataOf(await t.call('/users/save', { UserID: userId, FirstName: 'Renamed' }, admin));
    const saves = (await rowsOf('core/users', userId)).filter((row) => row.Action === 'save');
    expect(saves).toHaveLength(1);
    expect(saves[0]).toMatchObject({
      UserID: adminId,
      Username: 'admin',
      ActingAdminID: null,
      CustomerID: alpine,
      Call: 'users/save',
      Resource: 'core/users',
      ResourceID: String(userId),
      Changes: [{ Field: 'first_name', Old: 'Test', New: 'Renamed' }],
    });
    const loaded = dataOf<AuditEntry>(await t.call(path(calls.load), { AuditID: saves[0].AuditID }, admin));
    expect(loaded.Changes).toEqual(saves[0].Changes);
  });

  it('a refused change writes no row; a transaction that fails after writing leaves no row either', async () => {
    const { userId } = await userWith(t, admin, 'audit_refused', []);
    const count = async () => (await t.query<{ n: number }>(`SELECT count(*)::int AS n FROM audit.log`))[0].n;
    const start = await count();
    const refused = await t.call('/users/save', { UserID: userId, Username: 'admin' }, admin);
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    expect(await count()).toBe(start);

    const dataSource = t.app.get(DataSource);
    const actor = { userId: adminId, username: 'admin', actingAdminId: null, customerId: alpine, call: 'test' };
    await expect(
      runAsActor(actor, () =>
        dataSource.transaction(async (manager) => {
          await manager.query(`UPDATE core.customers SET country = 'XX' WHERE customer_id = $1`, [alpine]);
          throw new Error('failed after the write');
        }),
      ),
    ).rejects.toThrow('failed after the write');
    expect(await count()).toBe(start);
  });

  it('a password change is recorded as changed, without the password or its hash', async () => {
    const { userId } = await userWith(t, admin, 'audit_password', []);
    dataOf(await t.call('/users/save', { UserID: userId, Password: `${STRONG_PASSWORD}x` }, admin));
    const [save] = (await rowsOf('core/users', userId)).filter((row) => row.Action === 'save');
    expect(save.Changes).toContainEqual({ Field: 'password_hash', Old: null, New: null, Secret: true });
    expect(save.Changes.map((change) => change.Field)).toEqual(['password_expires', 'password_hash']);
    const [{ stored }] = await t.query<{ stored: string }>(`SELECT changes::text AS stored FROM audit.log WHERE audit_id = $1`, [save.AuditID]);
    expect(stored).not.toMatch(/argon2|Str0ng/);
    const [created] = (await rowsOf('core/users', userId)).filter((row) => row.Action === 'create');
    expect(JSON.stringify(created.Changes)).not.toMatch(/argon2|Str0ng/);
  });

  it('in a support session the row names the user acted for and the administrator behind it', async () => {
    const { userId } = await userWith(t, admin, 'audit_supported', []);
    const support = await t.login('admin');
    dataOf(await t.call('/users/support_session/start', { UserId: userId }, support));
    dataOf(await t.call('/users/settings/columns/save', { Columns: { users: { Email: false } } }, support));
    dataOf(await t.call('/users/support_session/end', {}, support));
    const rows = await rowsOf('core/users', userId);
    const settings = rows.find((row) => row.Action === 'save' && row.Call === 'users/settings/columns/save');
    expect(settings).toMatchObject({ UserID: userId, Username: 'audit_supported', ActingAdminID: adminId });
    expect(settings!.Changes.map((change) => change.Field)).toEqual(['settings']);
    expect(rows.find((row) => row.Action === 'support_session_start')).toMatchObject({ UserID: adminId, Username: 'admin' });
    expect(rows.find((row) => row.Action === 'support_session_end')).toMatchObject({ UserID: adminId });
  });

  it('a sign-in and a failed sign-in each write a row, never the password typed', async () => {
    await userWith(t, admin, 'audit_signin', []);
    const [{ user_id: userId }] = await t.query<{ user_id: number }>(`SELECT user_id FROM core.users WHERE username = 'audit_signin'`);
    const failed = await t.call('/users/login', { Username: 'audit_signin', Password: 'Wrong-Guess-1', AuthorizedUserID: 0 });
    expect(failed.status).toBe(401);
    const rows = await rowsOf('core/users', userId);
    expect(rows.filter((row) => row.Action === 'sign_in')).toHaveLength(1);
    const [failure] = rows.filter((row) => row.Action === 'sign_in_failed');
    expect(failure).toMatchObject({ UserID: userId, Username: 'audit_signin', Call: 'users/login' });
    expect(failure.Changes).toContainEqual({ Field: 'reason', Old: null, New: 'invalid_credentials' });
    expect(JSON.stringify(failure.Changes)).not.toContain('Wrong-Guess-1');
    const unknown = await t.call('/users/login', { Username: 'nobody_here', Password: 'x', AuthorizedUserID: 0 });
    expect(unknown.status).toBe(401);
    const [nobody] = await list(where(eq('Action', 'sign_in_failed'), eq('Username', 'nobody_here')));
    expect(nobody).toMatchObject({ UserID: null, ResourceID: null });
  });

  it("a job's start writes a row naming its queue, its job and who started it", async () => {
    const uploaded = await t.http
      .post('/telephony/imports/absences')
      .set('Authorization', `Bearer ${admin}`)
      .attach('file', Buffer.from('employee_id,start,end,reason\n'), 'absences.csv');
    expect(uploaded.status).toBe(200);
    const { JobID } = dataOf<{ JobID: string }>(uploaded);
    const [started] = await list(where(eq('Action', 'job_start'), eq('ResourceID', JobID)));
    expect(started).toMatchObject({ UserID: adminId, Username: 'admin', CustomerID: alpine, Resource: TelephonyQueue.Import, Call: 'telephony/imports/:kind' });
  });

  it("a customer's administrator reads only that customer's rows; another customer's row answers 404; * reads all", async () => {
    const auditor = await userWith(t, admin, 'audit_auditor', [Permission.CoreAuditView]);
    const [{ audit_id: foreignId }] = await t.query<{ audit_id: string }>(
      `INSERT INTO audit.log (at, user_id, customer_id, action, resource, resource_id) VALUES (now(), $1, $2::int, 'save', 'core/customers', $2::text) RETURNING audit_id`,
      [adminId, other],
    );
    const seen = await list({ limit: 1000 }, auditor.token);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((row) => row.CustomerID === alpine)).toBe(true);
    const foreign = await t.call(path(calls.load), { AuditID: Number(foreignId) }, auditor.token);
    expect(foreign.status).toBe(404);
    expect(dataOf<AuditEntry>(await t.call(path(calls.load), { AuditID: Number(foreignId) }, admin)).CustomerID).toBe(other);
    const count = dataOf<number>(await t.call(path(calls.count), where(eq('CustomerID', other)), auditor.token));
    expect(count).toBe(0);

    const agent = await userWith(t, admin, 'audit_nobody', []);
    expect((await t.call(path(calls.list), {}, agent.token)).status).toBe(403);
  });

  it('no call edits or deletes a row, and the database refuses it too', async () => {
    const [row] = await list({ limit: 1 });
    for (const verb of ['create', 'save', 'delete', 'bulk_delete']) {
      const response = await t.call(`/core/audit_log/${verb}`, { AuditID: row.AuditID, AuditIDs: [row.AuditID], Action: 'x' }, admin);
      expect(response.status).toBe(404);
    }
    await expect(t.query(`UPDATE audit.log SET action = 'x' WHERE audit_id = $1`, [row.AuditID])).rejects.toThrow(/append-only/);
    await expect(t.query(`DELETE FROM audit.log WHERE audit_id = $1`, [row.AuditID])).rejects.toThrow(/append-only/);
    await expect(t.query(`TRUNCATE audit.log`)).rejects.toThrow(/append-only/);
  });

  it('exports the filtered log as CSV, streamed, for core_audit_view only', async () => {
    const response = await t.http.get(path(AuditCalls.export)).query({ Resource: 'core/users', Action: 'save' }).set('Authorization', `Bearer ${admin}`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/csv/);
    const lines = response.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('AuditID,At,UserID,Username,ActingAdminID,CustomerID,Action,Call,Resource,ResourceID,Changes');
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).every((line) => line.includes(',save,') && line.includes(',core/users,'))).toBe(true);
    const bad = await t.http.get(path(AuditCalls.export)).query({ From: 'yesterday' }).set('Authorization', `Bearer ${admin}`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('From must be a date and time');
  });

  it('the retention job removes rows older than AUDIT_RETENTION_DAYS by the server clock, and keeps the rest', async () => {
    const newest = (await list({ limit: 1 }))[0].AuditID;
    clock.runFrom(new Date(Date.now() + 401 * 86_400_000));
    try {
      // A change 401 days on (by the moved clock): the one row the job must keep.
      const actor = { userId: adminId, username: 'admin', actingAdminId: null, customerId: alpine, call: 'test' };
      await runAsActor(actor, () => t.app.get(DataSource).query(`UPDATE core.customers SET country = 'AT' WHERE customer_id = $1`, [alpine]));
      const removed = await t.app.get(AuditRetention).run();
      expect(removed).toBeGreaterThan(0);
      const left = await t.query<{ audit_id: string; resource: string }>(`SELECT audit_id, resource FROM audit.log`);
      expect(left.filter((row) => Number(row.audit_id) <= newest)).toEqual([]);
      expect(left.map((row) => row.resource)).toEqual(['core/customers']);
    } finally {
      clock.reset();
    }
  });
});
