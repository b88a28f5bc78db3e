/**
 * Sign-in throttling under attack (issue 21 item 8): concurrent guesses cannot pass the limits,
 * guesses from rotating addresses end in a lock of the user name that an administrator (of the
 * user's customer, outranking the user) lifts, and the client address is the right-most untrusted
 * X-Forwarded-For hop, so a client cannot choose it.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Permission, SignInRefusal } from '@backoffice/contracts';
import { DEMO_PASSWORD } from '../src/core/seed/demo-accounts.js';
import { customerIdByName, dataOf, STRONG_PASSWORD, userWith } from './support/core-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const LOCK_MESSAGE = /^This account is locked for \d+ minutes after too many failed sign-ins\. An administrator can lift the lock\.$/;
const TOO_MANY_MESSAGE = /^Too many failed sign-in attempts\. Please try again in \d+ minutes?\.$/;

type Answer = { status: number; headers: Record<string, string>; body: { succeeded: boolean; message: string; result: { data: unknown } } };

describe('sign-in throttling', () => {
  let t: TestApp;
  let admin: string;
  /** users/login from a client behind our proxy (127.0.0.1, where the tests connect from) with this X-Forwarded-For. */
  const login = (username: string, password: string, forwardedFor: string): Promise<Answer> =>
    t.call('/users/login', { Username: username, Password: password }).set('x-forwarded-for', forwardedFor) as unknown as Promise<Answer>;
  const statuses = (answers: Answer[]) =>
    answers.reduce<Record<number, number>>((counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});
  const userIdOf = async (username: string) =>
    (await t.query<{ user_id: number }>(`SELECT user_id FROM core.users WHERE username = $1`, [username]))[0].user_id;
  const signInLocked = async (userId: number) => dataOf<{ SignInLocked: boolean }>(await t.call('/users/load', { UserID: userId }, admin)).SignInLocked;
  /** Wrong guesses for `username`, all at once, each from an address of its own. */
  const guessFromEverywhere = (username: string, count: number, network: string) =>
    Promise.all(Array.from({ length: count }, (_, i) => login(username, `Wrong-${i}!`, `${network}.${i + 1}`)));

  beforeAll(async () => {
    t = await startTestApp({
      TRUST_PROXY: '127.0.0.1,10.0.0.0/8',
      LOGIN_ATTEMPTS: '10',
      LOGIN_ADDRESS_ATTEMPTS: '30',
      LOGIN_USER_ATTEMPTS: '25',
      LOGIN_LOCK_SECONDS: '900',
    });
    admin = await t.login('admin');
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('per user name and address', () => {
    it('checks at most LOGIN_ATTEMPTS of 60 concurrent wrong guesses; the rest get 429 with Retry-After', async () => {
      const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => login('agent', `Wrong-${i}!`, '198.51.100.1')));
      expect(statuses(answers)).toEqual({ 401: 10, 429: 50 });
      for (const refused of answers.filter(({ status }) => status === 429)) {
        expect(refused.body.message).toMatch(TOO_MANY_MESSAGE);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        expect(refused.body.result.data).toEqual({ Reason: SignInRefusal.TooManyAttempts, RetryAfterSeconds: Number(refused.headers['retry-after']) });
      }
      // Blocked at this address even with the right password; from another address the user signs in.
      expect((await login('agent', DEMO_PASSWORD, '198.51.100.1')).status).toBe(429);
      expect((await login('agent', DEMO_PASSWORD, '198.51.100.2')).status).toBe(200);
    });

    it('counts only failures: 40 successful sign-ins from one address leave its limits untouched', async () => {
      for (let i = 0; i < 40; i += 1) expect((await login('editor', DEMO_PASSWORD, '198.51.100.3')).status).toBe(200);
      expect((await login('editor', 'Wrong!', '198.51.100.3')).status).toBe(401);
    });
  });

  describe('per address (password spraying)', () => {
    it('checks at most LOGIN_ADDRESS_ATTEMPTS of 60 concurrent guesses on 60 user names from one address', async () => {
      const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => login(`sprayed_${i}`, 'Summer2026!', '198.51.100.4')));
      expect(statuses(answers)).toEqual({ 401: 30, 429: 30 });
      expect(answers.find(({ status }) => status === 429)?.body.message).toMatch(TOO_MANY_MESSAGE);
    });
  });

  describe('per user name over all addresses: the lock', () => {
    let qualityId: number;
    let alpineOnlyId: number;
    beforeAll(async () => {
      qualityId = await userIdOf('quality');
    });

    it('checks at most LOGIN_USER_ATTEMPTS of 40 concurrent guesses from 40 addresses, then locks the user name and says so', async () => {
      expect(await signInLocked(qualityId)).toBe(false);
      const answers = await guessFromEverywhere('quality', 40, '203.0.113');
      expect(statuses(answers)).toEqual({ 401: 25, 429: 15 });
      for (const refused of answers.filter(({ status }) => status === 429)) {
        expect(refused.body.message).toMatch(LOCK_MESSAGE);
        expect(refused.body.result.data).toMatchObject({ Reason: SignInRefusal.Locked });
      }
      // Locked for everyone, from a new address, with the right password too.
      const rightPassword = await login('quality', DEMO_PASSWORD, '192.0.2.200');
      expect(rightPassword.status).toBe(429);
      expect(rightPassword.body.message).toBe('This account is locked for 15 minutes after too many failed sign-ins. An administrator can lift the lock.');
      expect(Number(rightPassword.headers['retry-after'])).toBeGreaterThan(800);
      expect(Number(rightPassword.headers['retry-after'])).toBeLessThanOrEqual(900);
      expect(await signInLocked(qualityId)).toBe(true);
      // The name's case and blanks do not matter.
      expect((await login(' QUALITY ', DEMO_PASSWORD, '192.0.2.201')).status).toBe(429);
    });

    it('tells users/load only for the locked user', async () => {
      expect(await signInLocked(await userIdOf('supervisor'))).toBe(false);
    });

    it('refuses the lift to a user administrator of another customer (404) and to one without core_user_edit (403)', async () => {
      const nordlicht = await customerIdByName(t, 'Nordlicht Versicherung AG');
      const alpine = await customerIdByName(t, 'Alpine Assist GmbH');
      dataOf(await t.call('/users/active_customer/save', { CustomerID: nordlicht }, admin));
      const northern = await userWith(t, admin, 'north_user_admin', [Permission.CoreUserView, Permission.CoreUserEdit]);
      dataOf(await t.call('/users/active_customer/save', { CustomerID: alpine }, admin));
      alpineOnlyId = dataOf<{ UserID: number }>(
        await t.call(
          '/users/create',
          { FirstName: 'Lena', LastName: 'Locked', Username: 'alpine_only', Email: 'alpine_only@example.com', Password: STRONG_PASSWORD, Status: 1 },
          admin,
        ),
      ).UserID;
      // Ten guesses use up one address's limit (and count towards the name's), fifteen more addresses the name's.
      for (let i = 0; i < 10; i += 1) expect((await login('alpine_only', `Wrong-${i}!`, '192.0.2.50')).status).toBe(401);
      expect((await login('alpine_only', 'Wrong!', '192.0.2.50')).body.message).toMatch(TOO_MANY_MESSAGE);
      expect(statuses(await guessFromEverywhere('alpine_only', 16, '203.0.114'))).toEqual({ 401: 15, 429: 1 });

      const foreign = await t.call('/users/sign_in_lock/delete', { UserID: alpineOnlyId }, northern.token);
      expect(foreign.status).toBe(404);
      expect(foreign.body.message).toBe(`Cannot lift the sign-in lock: User ${alpineOnlyId} was not found.`);

      const viewer = await userWith(t, admin, 'alpine_user_viewer', [Permission.CoreUserView]);
      const unpermitted = await t.call('/users/sign_in_lock/delete', { UserID: alpineOnlyId }, viewer.token);
      expect(unpermitted.status).toBe(403);
      expect(unpermitted.body.message).toMatch(/core_user_edit/);
      expect(await signInLocked(alpineOnlyId)).toBe(true);
      expect((await login('alpine_only', STRONG_PASSWORD, '192.0.2.202')).status).toBe(429);
    });

    it('refuses the lift to a user administrator who does not hold what the user holds (403)', async () => {
      const userAdmin = await userWith(t, admin, 'alpine_user_admin', [Permission.CoreUserView, Permission.CoreUserEdit]);
      const refused = await t.call('/users/sign_in_lock/delete', { UserID: qualityId }, userAdmin.token);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toMatch(/^Cannot lift the sign-in lock: Lifting the sign-in lock: user \d+ holds permissions you do not hold/);
      expect(await signInLocked(qualityId)).toBe(true);
    });

    it('lets an administrator lift the lock, after which the user signs in again', async () => {
      const lifted = await t.call('/users/sign_in_lock/delete', { UserID: qualityId }, admin);
      expect(lifted.status).toBe(200);
      expect(lifted.body).toMatchObject({ succeeded: true, message: 'Sign-in lock lifted', result: { data: { UserID: qualityId, SignInLocked: false } } });
      expect(await signInLocked(qualityId)).toBe(false);
      expect((await login('quality', DEMO_PASSWORD, '203.0.113.1')).status).toBe(200);
    });

    it("clears the user name's limits at every address too", async () => {
      dataOf(await t.call('/users/sign_in_lock/delete', { UserID: alpineOnlyId }, admin));
      expect((await login('alpine_only', STRONG_PASSWORD, '192.0.2.50')).status).toBe(200);
    });
  });

  describe('the client address behind TRUST_PROXY', () => {
    it('is the right-most untrusted X-Forwarded-For hop: a different left-most entry does not make a new address', async () => {
      const behindOurProxies = (leftMost: string) => `${leftMost}, 198.51.100.77, 10.1.2.3`;
      const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => login('supervisor', `Wrong-${i}!`, behindOurProxies(`192.0.2.${i + 1}`))));
      expect(statuses(answers)).toEqual({ 401: 10 });
      for (const spoofed of ['192.0.2.99', '198.51.100.78', 'unknown']) {
        const refused = await login('supervisor', 'Wrong!', behindOurProxies(spoofed));
        expect(refused.status).toBe(429);
      }
      expect((await login('supervisor', 'Wrong!', '198.51.100.77')).status).toBe(429);
      expect((await login('supervisor', 'Wrong!', '198.51.100.77, 10.200.0.1')).status).toBe(429);
      // Another client behind the same proxies is another address.
      expect((await login('supervisor', 'Wrong!', '198.51.100.79, 10.1.2.3')).status).toBe(401);
    });

    it('is the socket address when no proxy is trusted: X-Forwarded-For is ignored', async () => {
      const direct = await startTestApp({ LOGIN_ATTEMPTS: '3' });
      try {
        const guess = (forwardedFor: string) =>
          direct.call('/users/login', { Username: 'agent', Password: 'Wrong!' }).set('x-forwarded-for', forwardedFor) as unknown as Promise<Answer>;
        for (let i = 0; i < 3; i += 1) expect((await guess(`203.0.113.${i + 1}`)).status).toBe(401);
        expect((await guess('203.0.113.99')).status).toBe(429);
      } finally {
        await direct.close();
      }
    });
  });
});
