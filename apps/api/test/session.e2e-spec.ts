import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { JwtService } from '@nestjs/jwt';
import { ErrorCode } from '@backoffice/contracts';
import { SessionsService } from '../src/platform/auth/sessions.service.js';
import { dataOf, STRONG_PASSWORD, userWith } from './support/core-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('sign-in and the session', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ LOGIN_ATTEMPTS: '3' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers a successful login with every field of the login session', async () => {
    const response = await t.call('/users/login', { Username: 'admin', Password: 'Demo1234!', AuthorizedUserID: 0 });
    expect(response.status).toBe(200);
    const session = dataOf<Record<string, unknown>>(response);
    expect(Object.keys(session).sort()).toEqual(
      [
        'activeCustomer',
        'activeExternalServiceAvailable',
        'customers',
        'expiresAt',
        'passwordComplexity',
        'passwordExpired',
        'permissions',
        'supportSessionActive',
        'token',
        'user',
        'userSettings',
      ].sort(),
    );
    expect(session.permissions).toEqual(['*']);
    expect(session.user).toMatchObject({ Username: 'admin', LoginCredential: 'admin', FirstName: 'Alex', LastName: 'Admin', Email: 'admin@example.com' });
    expect((session.customers as { Name: string }[]).map((c) => c.Name)).toEqual(['Alpine Assist GmbH', 'Nordlicht Versicherung AG']);
    expect(session.activeCustomer).toMatchObject({ Name: 'Alpine Assist GmbH' });
    expect(session.userSettings).toEqual({ Columns: {} });
    expect(session.passwordExpired).toBe(false);
    expect(session.supportSessionActive).toBe(false);
    const minutes = (Date.parse(session.expiresAt as string) - Date.now()) / 60000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);
  });

  it('accepts the user name in any case and with spaces around it', async () => {
    const response = await t.call('/users/login', { Username: '  Supervisor ', Password: 'Demo1234!' });
    expect(response.status).toBe(200);
    expect(dataOf<{ user: { Username: string } }>(response).user.Username).toBe('supervisor');
  });

  it.each([
    ['a wrong password', { Username: 'quality', Password: 'wrong' }],
    ['an unknown user', { Username: 'nobody', Password: 'Demo1234!' }],
  ])('refuses %s with the spec message and 401', async (_case, body) => {
    const response = await t.call('/users/login', body);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({
      succeeded: false,
      status: 401,
      message: 'Invalid username or password. Please try to login again.',
      result: { data: null },
    });
  });

  it('names missing fields with 400', async () => {
    const response = await t.call('/users/login', { Password: 'x' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Invalid input: Username is required.');
  });

  it.each([
    ['an inactive', 'sleeper', 0],
    ['a banned', 'outcast', -1],
  ])('refuses %s user with its own message and code, not the wrong-password one', async (_case, username, status) => {
    const admin = await t.login('admin');
    const { userId } = await userWith(t, admin, username, []);
    dataOf(await t.call('/users/save', { UserID: userId, Status: status }, admin));
    const response = await t.call('/users/login', { Username: username, Password: STRONG_PASSWORD });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({
      succeeded: false,
      status: 401,
      code: ErrorCode.AccountInactive,
      message: 'Your account is not active. Please contact your administrator.',
      result: { data: null },
    });
    // A wrong password says nothing about the account's state.
    const guess = await t.call('/users/login', { Username: username, Password: 'Wrong1234!' });
    expect(guess.status).toBe(401);
    expect(guess.body.message).toBe('Invalid username or password. Please try to login again.');
    expect(guess.body.code).toBeUndefined();
  });

  it('limits failed attempts per user name and address, and a success is not counted', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await t.call('/users/login', { Username: 'editor', Password: 'nope' })).status).toBe(401);
    }
    const blocked = await t.call('/users/login', { Username: 'editor', Password: 'Demo1234!' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Too many failed sign-in attempts\. Please try again in \d+ minutes?\.$/);
    expect((await t.call('/users/login', { Username: 'casehandler', Password: 'Demo1234!' })).status).toBe(200);
  });

  it('takes the token from the body, the Bearer header or nowhere', async () => {
    const token = await t.login('admin');
    expect((await t.call('/users/count', {}, token)).status).toBe(200);
    expect((await t.http.post('/users/count').set('Authorization', `Bearer ${token}`).send({})).status).toBe(200);
    const none = await t.call('/users/count', {});
    expect(none.status).toBe(401);
    expect(none.body.message).toBe('Please sign in: this call needs a session token.');
    const forged = await t.call('/users/count', {}, `${token}x`);
    expect(forged.status).toBe(401);
    expect(forged.body.message).toBe('Your session has expired or was ended. Please sign in again.');
  });

  it('revokes the token at once on logout', async () => {
    const token = await t.login('quality');
    expect((await t.call('/users/extend_session', {}, token)).status).toBe(200);
    const logout = await t.call('/users/logout', { ActiveCustomerID: 1 }, token);
    expect(logout.status).toBe(200);
    expect(logout.body.succeeded).toBe(true);
    const after = await t.call('/users/extend_session', {}, token);
    expect(after.status).toBe(401);
  });

  it('pushes the expiry on extend', async () => {
    const token = await t.login('supervisor');
    await t.query(`UPDATE core.sessions SET expires_at = now() + interval '5 minutes' WHERE revoked_at IS NULL`);
    const response = await t.call('/users/extend_session', {}, token);
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('Session extended successfully!');
    const minutes = (Date.parse(dataOf<{ expiresAt: string }>(response).expiresAt) - Date.now()) / 60000;
    expect(minutes).toBeGreaterThan(59);
  });

  it('refuses an expired session', async () => {
    const token = await t.login('agent');
    const sessions = await t.query<{ session_id: string }>(
      `UPDATE core.sessions SET expires_at = now() - interval '1 second'
        WHERE user_id = (SELECT user_id FROM core.users WHERE username = 'agent') RETURNING session_id`,
    );
    // A principal is cached for up to 30 s; drop it so this request reads the row.
    await t.app.get(SessionsService).forget(sessions.map((row) => row.session_id));
    const response = await t.call('/users/count', {}, token);
    expect(response.status).toBe(401);
    expect(response.body.message).toBe('Your session has expired or was ended. Please sign in again.');
  });

  describe('support session', () => {
    it('lets a holder of * act as another user and come back', async () => {
      const admin = await t.login('admin');
      const [agent] = await t.query<{ user_id: number }>(`SELECT user_id FROM core.users WHERE username = 'agent'`);
      const started = await t.call('/users/support_session/start', { UserId: agent.user_id }, admin);
      expect(started.status).toBe(200);
      expect(started.body.message).toBe('Support session started');
      const identity = dataOf<{ permissions: string[]; user: { Username: string }; supportSessionActive: boolean; customers: { Name: string }[] }>(started);
      expect(identity.user.Username).toBe('agent');
      expect(identity.supportSessionActive).toBe(true);
      expect(identity.permissions).not.toContain('*');
      expect(identity.customers.map((c) => c.Name)).toEqual(['Alpine Assist GmbH']);
      // Acting as the agent, the admin's own rights are gone:
      expect((await t.call('/users/list', {}, admin)).status).toBe(403);
      expect((await t.call('/users/support_session/start', { UserId: agent.user_id }, admin)).status).toBe(403);

      const ended = await t.call('/users/support_session/end', {}, admin);
      expect(ended.status).toBe(200);
      expect(ended.body.message).toBe('Support session stopped');
      expect(dataOf<{ user: { Username: string }; permissions: string[] }>(ended)).toMatchObject({ user: { Username: 'admin' }, permissions: ['*'] });
      expect((await t.call('/users/list', {}, admin)).status).toBe(200);
    });

    it('refuses a user without the wildcard, and ending when none is active', async () => {
      const supervisor = await t.login('supervisor');
      const response = await t.call('/users/support_session/start', { UserId: 1 }, supervisor);
      expect(response.status).toBe(403);
      expect(response.body.message).toBe('You do not have permission for this action (needs *).');
      const end = await t.call('/users/support_session/end', {}, supervisor);
      expect(end.status).toBe(409);
      expect(end.body.message).toBe('Cannot end support session: No support session is active.');
    });

    it('refuses an unknown target', async () => {
      const admin = await t.login('admin');
      const response = await t.call('/users/support_session/start', { UserId: 999999 }, admin);
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('Cannot start support session: User 999999 was not found.');
    });
  });

  describe('active customer and column settings', () => {
    it('switches the active customer and re-issues the identity', async () => {
      const admin = await t.login('admin');
      const [nordlicht] = await t.query<{ customer_id: number }>(`SELECT customer_id FROM core.customers WHERE name = 'Nordlicht Versicherung AG'`);
      const response = await t.call('/users/active_customer/save', { CustomerID: nordlicht.customer_id }, admin);
      expect(response.status).toBe(200);
      expect(dataOf<{ activeCustomer: { Name: string } }>(response).activeCustomer.Name).toBe('Nordlicht Versicherung AG');
      const agent = await t.login('agent');
      const refused = await t.call('/users/active_customer/save', { CustomerID: nordlicht.customer_id }, agent);
      expect(refused.status).toBe(404);
      expect(refused.body.message).toBe(`Cannot change active customer: Customer ${nordlicht.customer_id} was not found.`);
    });

    it('merges saved column choices and returns them at the next login', async () => {
      const token = await t.login('quality');
      dataOf(await t.call('/users/settings/columns/save', { Columns: { users: { Email: false } } }, token));
      const merged = dataOf<{ Columns: unknown }>(await t.call('/users/settings/columns/save', { Columns: { roles: { FancyName: false } } }, token));
      expect(merged.Columns).toEqual({ users: { Email: false }, roles: { FancyName: false } });
      const again = await t.call('/users/login', { Username: 'quality', Password: 'Demo1234!' });
      expect(dataOf<{ userSettings: unknown }>(again).userSettings).toEqual({ Columns: { users: { Email: false }, roles: { FancyName: false } } });
      const bad = await t.call('/users/settings/columns/save', { Columns: { users: { Email: 'no' } } }, token);
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('Cannot save column settings: Columns.users.Email must be true or false.');
    });

    it('keeps only the admin tables and columns, refusing anything else with the stored row unchanged', async () => {
      const token = await t.login('supervisor');
      const [{ user_id: userId }] = await t.query<{ user_id: number }>(`SELECT user_id FROM core.users WHERE username = 'supervisor'`);
      const storedColumns = async () =>
        (await t.query<{ columns: unknown }>(`SELECT settings -> 'Columns' AS columns FROM core.users WHERE user_id = $1`, [userId]))[0].columns;
      const saved = await t.call('/users/settings/columns/save', { Columns: { users: { Email: false }, 'assistance/partners': { Logo: false } } }, token);
      expect(saved.status).toBe(200);
      const before = await storedColumns();
      expect(before).toEqual({ users: { Email: false }, 'assistance/partners': { Logo: false } });

      const refusals: [Record<string, unknown>, string][] = [
        [{ invoices: { Total: false } }, "Columns: 'invoices' is not a table with a column choice."],
        [{ users: { Email: true }, roles: { Password: false } }, "Columns.roles: 'Password' is not a column of this table."],
        [{ users: { Email: true, ['x'.repeat(70 * 1024)]: false } }, 'Columns may take at most 64 KB (these take 71 KB).'],
      ];
      for (const [Columns, message] of refusals) {
        const refused = await t.call('/users/settings/columns/save', { Columns }, token);
        expect(refused.status).toBe(400);
        expect(refused.body.message).toBe(`Cannot save column settings: ${message}`);
      }
      expect(await storedColumns()).toEqual(before);

      // Twenty saves of every table leave the row as small as one: a table's choice replaces its last one.
      for (let i = 0; i < 20; i += 1) {
        const again = await t.call('/users/settings/columns/save', { Columns: { users: { Email: i % 2 === 0, Username: true } } }, token);
        expect(again.status).toBe(200);
      }
      expect(await storedColumns()).toEqual({ users: { Email: false, Username: true }, 'assistance/partners': { Logo: false } });
    });

    it('drops stored choices of unknown tables and columns from the login session and at the next save', async () => {
      const [{ user_id: userId }] = await t.query<{ user_id: number }>(`SELECT user_id FROM core.users WHERE username = 'casehandler'`);
      await t.query(`UPDATE core.users SET settings = jsonb_set(settings, '{Columns}', $2::jsonb) WHERE user_id = $1`, [
        userId,
        JSON.stringify({ junk: { a: true }, news: { Text: false, Junk: false } }),
      ]);
      const session = await t.call('/users/login', { Username: 'casehandler', Password: 'Demo1234!' });
      expect(dataOf<{ userSettings: unknown }>(session).userSettings).toEqual({ Columns: { news: { Text: false } } });
      const saved = await t.call('/users/settings/columns/save', { Columns: { roles: { Name: false } } }, dataOf<{ token: string }>(session).token);
      expect(dataOf<{ Columns: unknown }>(saved).Columns).toEqual({ news: { Text: false }, roles: { Name: false } });
      const [row] = await t.query<{ columns: unknown }>(`SELECT settings -> 'Columns' AS columns FROM core.users WHERE user_id = $1`, [userId]);
      expect(row.columns).toEqual({ news: { Text: false }, roles: { Name: false } });
    });
  });

  describe('cross-login and intern login', () => {
    const sign = (secret: string, claims: Record<string, unknown>, expiresIn = 300) =>
      t.app.get(JwtService).sign(claims, { secret, expiresIn, algorithm: 'HS256' });

    it('signs in once with a signed legacy token', async () => {
      const token = sign(t.config.crossLoginSecret, { sub: 'editor', jti: 'link-1' });
      const first = await t.call('/crosslogin/login', { LegacyToken: token });
      expect(first.status).toBe(200);
      expect(dataOf<{ user: { Username: string }; token: string }>(first).user.Username).toBe('editor');
      const second = await t.call('/crosslogin/login', { LegacyToken: token });
      expect(second.status).toBe(401);
      expect(second.body.message).toBe('This sign-in link was already used.');
    });

    it('refuses a token signed with another secret, and one that lives too long', async () => {
      expect((await t.call('/internlogin/login', { Hash: sign(t.config.crossLoginSecret, { sub: 'editor', jti: 'x' }) })).body.message).toBe(
        'The sign-in link is invalid or has expired.',
      );
      const long = await t.call('/internlogin/login', { Hash: sign(t.config.internLoginSecret, { sub: 'editor', jti: 'y' }, 3600) });
      expect(long.status).toBe(401);
      expect(long.body.message).toBe('The sign-in link is valid for too long; links may live ten minutes at most.');
      const ok = await t.call('/internlogin/login', { Hash: sign(t.config.internLoginSecret, { sub: 'editor', jti: 'z' }) });
      expect(ok.status).toBe(200);
    });
  });

  it('serves health, shell configuration and the API docs', async () => {
    expect((await t.http.get('/health')).body).toEqual({
      status: 'ok',
      database: 'up',
      redis: 'up',
      checks: { telephony_sources: { status: 'up', problems: [] } },
    });
    const config = await t.http.get('/config');
    expect(config.body.result.data).toMatchObject({ globalSearchEnabled: true, sessionMinutes: 60, defaultLocale: 'en' });
    expect((await t.http.get('/api/docs-json')).body.paths['/users/login']).toBeDefined();
    expect((await t.http.get('/health')).headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers an unknown call with 404 in the envelope', async () => {
    const response = await t.call('/users/frobnicate', {});
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ succeeded: false, status: 404 });
  });
});
