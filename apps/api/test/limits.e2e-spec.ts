/**
 * Issue 21, "one user must not exhaust the service": lists page deep by keyset as cheaply as page
 * 1 and refuse offsets past MAX_OFFSET, a statement that runs too long is stopped and answered 503,
 * and every list call checks its paging and sort the same way (pbx quick state included). The
 * exports' limits: exports.e2e-spec.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ErrorCode, MAX_OFFSET, type CallLogPage, type PlaybackCall } from '@backoffice/contracts';
import pg from 'pg';
import { customerIdByName, dataOf } from './support/core-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** The day of the paging rows: 320 recorded calls, eight to a minute. */
const PAGING_DAY = '2026-02-10';
const PAGING_CALLS = 320;
const PAGE = 25;

type Row = Record<string, unknown>;

describe('limits: deep pages, statement timeout, list validation', () => {
  let t: TestApp;
  let admin: string;
  let supervisor: string;
  let tenantA: number;
  let tenantB: number;

  beforeAll(async () => {
    // Statements of requests and exports may run for 3 s here.
    t = await startTestApp({ DB_STATEMENT_TIMEOUT_MS: '3000', EXPORT_STATEMENT_TIMEOUT_MS: '3000' });
    admin = await t.login('admin');
    supervisor = await t.login('supervisor');
    tenantA = await customerIdByName(t, 'Alpine Assist GmbH');
    tenantB = await customerIdByName(t, 'Nordlicht Versicherung AG');
    const agents = await t.query<{ agent_id: number }>(
      `INSERT INTO telephony.agents (customer_id, employee_id, username, first_name, last_name)
       SELECT $1, 'E' || n, 'agent' || n, 'First' || n, CASE WHEN n <= 2 THEN 'Same' ELSE 'Last' || n END FROM generate_series(1, 4) n
       RETURNING agent_id`,
      [tenantA],
    );
    const lines = await t.query<{ call_customer_id: number }>(
      `INSERT INTO telephony.call_customers (customer_id, code, name, routing_exten, queue_name)
       SELECT $1, 'C' || n, 'Line ' || n, '80' || n, 'queue' || n FROM generate_series(1, 2) n RETURNING call_customer_id`,
      [tenantA],
    );
    // Ties everywhere (eight calls a minute, 60 numbers, 13 durations) and NULLs (no agent every 7th call, no line every 5th).
    await t.query(
      `INSERT INTO telephony.calls (customer_id, unique_id, caller_number, routing_exten, agent_id, call_customer_id, started_at,
                                    talk_seconds, answered, lost, status, recording_key, source)
       SELECT $1, 'paging-' || n, '+4366' || lpad((n % 60)::text, 4, '0'), '801',
              CASE WHEN n % 7 = 0 THEN NULL ELSE ($2::int[])[1 + n % 4] END,
              CASE WHEN n % 5 = 0 THEN NULL ELSE ($3::int[])[1 + n % 2] END,
              ($4::date + time '08:00') AT TIME ZONE 'Europe/Vienna' + (n % 40) * interval '1 minute',
              n % 13, true, false, 'completed_caller', 'recordings/paging-' || n || '.wav', 'generator'
         FROM generate_series(1, $5::int) n`,
      [tenantA, agents.map((row) => row.agent_id), lines.map((row) => row.call_customer_id), PAGING_DAY, PAGING_CALLS],
    );
    await t.query(
      `INSERT INTO quality.call_evaluations (customer_id, call_id, agent_id, call_started_at, status, comment)
       SELECT c.customer_id, c.call_id, c.agent_id, c.started_at,
              (ARRAY['evaluated', 'not_evaluated', 'in_progress'])[1 + c.call_id % 3], CASE WHEN c.call_id % 4 = 0 THEN '' ELSE 'note ' || c.call_id % 5 END
         FROM telephony.calls c WHERE c.customer_id = $1 AND c.agent_id IS NOT NULL AND c.unique_id LIKE 'paging-%'`,
      [tenantA],
    );
    await t.query('ANALYZE telephony.calls');
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  describe('keyset pages equal offset pages', () => {
    const idsOf = (rows: Row[], idField: string) => rows.map((row) => String(row[idField]));

    /**
     * Every page by offset, then the same pages walked forward by `after` (the last row of the page
     * before) and backward by `before` (the first row of the page after): each must be the very
     * same rows in the same order.
     */
    async function expectKeysetPagesEqualOffsetPages(path: string, token: string, idField: string, filter: Row, expectedTotal: number): Promise<void> {
      const list = async (body: Row) => dataOf<Row[]>(await t.call(path, body, token));
      const offsetPages: string[][] = [];
      for (let offset = 0; offset < expectedTotal; offset += PAGE) offsetPages.push(idsOf(await list({ ...filter, limit: PAGE, offset }), idField));
      expect(new Set(offsetPages.flat()).size).toBe(expectedTotal);
      expect(await list({ ...filter, limit: PAGE, offset: offsetPages.length * PAGE })).toEqual([]);

      let last = offsetPages[0][offsetPages[0].length - 1];
      for (let page = 1; page < offsetPages.length; page++) {
        const ids = idsOf(await list({ ...filter, limit: PAGE, offset: page * PAGE, after: last }), idField);
        expect({ page, ids }).toEqual({ page, ids: offsetPages[page] });
        last = ids[ids.length - 1];
      }
      expect(await list({ ...filter, limit: PAGE, after: last })).toEqual([]);

      let first = offsetPages[offsetPages.length - 1][0];
      for (let page = offsetPages.length - 2; page >= 0; page--) {
        const ids = idsOf(await list({ ...filter, limit: PAGE, offset: page * PAGE, before: first }), idField);
        expect({ page, ids }).toEqual({ page, ids: offsetPages[page] });
        first = ids[0];
      }
      expect(await list({ ...filter, limit: PAGE, before: first })).toEqual([]);
    }

    const playbackDay = { field: 'Timestamp', op: 'gte', value: `${PAGING_DAY} 00:00:00` };

    it.each([
      ['newest first (the default order)', undefined],
      ['oldest first', [{ field: 'Timestamp', direction: 'asc' }]],
      ['by number (60 numbers: ties)', [{ field: 'Number', direction: 'ASC' }]],
      ['by agent (NULLs for calls without one)', [{ field: 'EmployeeID', direction: 'asc' }]],
      ['by line name, descending (NULLs last)', [{ field: 'CustomerName', direction: 'desc' }]],
      [
        'by duration, then number',
        [
          { field: 'Duration', direction: 'desc' },
          { field: 'Number', direction: 'asc' },
        ],
      ],
      ['by LogID, descending', [{ field: 'LogID', direction: 'desc' }]],
    ])('playback calls %s', async (_name, order) => {
      await expectKeysetPagesEqualOffsetPages('/playback/calls/list', admin, 'LogID', { q: playbackDay, ...(order ? { order } : {}) }, PAGING_CALLS);
    });

    it('playback calls found by the number search (the search-first plan)', async () => {
      const search = { or: [{ field: 'Number', op: 'like', value: '%+43660%' }] };
      const [{ count }] = await t.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM telephony.calls WHERE customer_id = $1 AND recording_key IS NOT NULL AND caller_number LIKE '%+43660%'`,
        [tenantA],
      );
      expect(count).toBeGreaterThan(2 * PAGE);
      await expectKeysetPagesEqualOffsetPages('/playback/calls/list', admin, 'LogID', { q: search, order: [{ field: 'Number', direction: 'desc' }] }, count);
    });

    it.each([
      ['newest call first (as the admin lists them)', [{ field: 'Call.Timestamp', direction: 'DESC' }]],
      ['by status', [{ field: 'Status', direction: 'asc' }]],
      ['by comment, descending', [{ field: 'Comment', direction: 'desc' }]],
      ['by agent name', [{ field: 'CallAgent.LastName', direction: 'asc' }]],
    ])('call evaluations %s', async (_name, order) => {
      const [{ count }] = await t.query<{ count: number }>(`SELECT count(*)::int AS count FROM quality.call_evaluations WHERE customer_id = $1`, [tenantA]);
      await expectKeysetPagesEqualOffsetPages('/quality/call_evaluations/list', admin, 'CallEvaluationID', { order }, count);
    });

    it('the call log, by After and Before against Page', async () => {
      const range = { DateFrom: `${PAGING_DAY} 00:00:00`, DateTo: `2026-02-11 00:00:00`, PageSize: 50 };
      const log = async (body: Row) => dataOf<CallLogPage>(await t.call('/report/call_log/list', { ...range, ...body }, admin)).Rows.map((row) => row.nummer);
      const pages: number[][] = [];
      for (let page = 1; page <= Math.ceil(PAGING_CALLS / 50); page++) pages.push(await log({ Page: page }));
      expect(new Set(pages.flat()).size).toBe(PAGING_CALLS);
      let last = pages[0].at(-1)!;
      for (let page = 1; page < pages.length; page++) {
        const rows = await log({ Page: page + 1, After: last });
        expect(rows).toEqual(pages[page]);
        last = rows.at(-1)!;
      }
      let first = pages.at(-1)![0];
      for (let page = pages.length - 2; page >= 0; page--) {
        const rows = await log({ Page: page + 1, Before: first });
        expect(rows).toEqual(pages[page]);
        first = rows[0];
      }
    });

    it("falls back to the offset when the anchor row is gone or is not the caller's", async () => {
      const list = async (body: Row) => idsOf(dataOf<Row[]>(await t.call('/playback/calls/list', { q: playbackDay, limit: PAGE, ...body }, admin)), 'LogID');
      const second = await list({ offset: PAGE });
      expect(await list({ offset: PAGE, after: '999999999' })).toEqual(second);
      const [{ call_id: otherCustomersCall }] = await t.query<{ call_id: string }>(
        `INSERT INTO telephony.calls (customer_id, unique_id, routing_exten, started_at, answered, lost, status, recording_key, source)
         VALUES ($1, 'other-customer', '801', $2, true, false, 'completed_caller', 'recordings/other.wav', 'generator') RETURNING call_id::text`,
        [tenantB, `${PAGING_DAY} 09:00:00+01`],
      );
      expect(await list({ offset: PAGE, after: otherCustomersCall })).toEqual(second);
    });
  });

  describe(`offsets past ${MAX_OFFSET}`, () => {
    it('are refused with 400 naming the rule and what to do, on every list', async () => {
      for (const path of ['/playback/calls/list', '/users/list', '/quality/call_evaluations/list', '/playback/calls/count']) {
        const response = await t.call(path, { limit: 10, offset: MAX_OFFSET + 1 }, admin);
        expect({ path, status: response.status, code: response.body.code }).toEqual({ path, status: 400, code: ErrorCode.OffsetTooDeep });
        expect(response.body.message).toMatch(/offset must not exceed 100000: .*Narrow the filter/);
      }
      expect((await t.call('/playback/calls/list', { limit: 10, offset: MAX_OFFSET }, admin)).status).toBe(200);
    });

    it('are no limit when the page is asked after a row: the offset is then only the fallback', async () => {
      const [{ call_id: anchor }] = await t.query<{ call_id: string }>(
        `SELECT call_id::text FROM telephony.calls WHERE customer_id = $1 AND recording_key IS NOT NULL ORDER BY started_at DESC, call_id LIMIT 1`,
        [tenantA],
      );
      const response = await t.call('/playback/calls/list', { limit: 10, offset: 5 * MAX_OFFSET, after: anchor }, admin);
      expect(response.status).toBe(200);
      expect(response.body.result.data).toHaveLength(10);
      // The anchor gone, the deep offset is the page asked: refused.
      expect((await t.call('/playback/calls/list', { limit: 10, offset: 5 * MAX_OFFSET, after: '999999999' }, admin)).body.code).toBe(ErrorCode.OffsetTooDeep);
    });

    it('the call log refuses a Page that deep, and serves it after a call', async () => {
      const range = { DateFrom: `${PAGING_DAY} 00:00:00`, DateTo: '2026-02-11 00:00:00', PageSize: 150 };
      const deep = await t.call('/report/call_log/list', { ...range, Page: 700 }, admin);
      expect(deep.status).toBe(400);
      expect(deep.body.code).toBe(ErrorCode.OffsetTooDeep);
      const first = dataOf<CallLogPage>(await t.call('/report/call_log/list', { ...range, Page: 1 }, admin));
      const second = dataOf<CallLogPage>(await t.call('/report/call_log/list', { ...range, Page: 2 }, admin));
      // The page number is only the fallback: after the last call of page 1 comes page 2.
      const after = dataOf<CallLogPage>(await t.call('/report/call_log/list', { ...range, Page: 700, After: first.Rows.at(-1)!.nummer }, admin));
      expect(after.Rows.map((row) => row.nummer)).toEqual(second.Rows.map((row) => row.nummer));
      expect(after.Total).toBe(PAGING_CALLS);
    });
  });

  describe('statement timeout', () => {
    it('stops a statement that runs too long and answers 503 with Retry-After and what to do; the next call is served', async () => {
      const locker = new pg.Client({ connectionString: t.databaseUrl });
      await locker.connect();
      try {
        // Every read of the calls now waits for this lock, as behind a statement that runs for minutes.
        await locker.query('BEGIN');
        await locker.query('LOCK TABLE telephony.calls IN ACCESS EXCLUSIVE MODE');
        const started = Date.now();
        const response = await t.call('/playback/calls/list', { limit: 10 }, admin);
        expect(response.status).toBe(503);
        expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
        expect(response.headers['retry-after']).toBe('5');
        expect(response.body.code).toBe(ErrorCode.QueryTimeout);
        expect(response.body.message).toMatch(/took too long and was stopped\. Please narrow the filter/);
        // An export's first rows are read before anything is sent: refused the same way, as JSON.
        const exported = await t.http
          .get('/report/call_log/export')
          .query({ DateFrom: `${PAGING_DAY} 00:00:00`, DateTo: '2026-02-11 00:00:00' })
          .set('Authorization', `Bearer ${admin}`);
        expect(exported.status).toBe(503);
        expect(exported.headers['content-type']).toMatch(/^application\/json/);
        expect(exported.body.code).toBe(ErrorCode.QueryTimeout);
        // Calls that do not read the locked table are not held up.
        expect((await t.call('/users/list', { limit: 5 }, admin)).status).toBe(200);
      } finally {
        await locker.query('ROLLBACK');
        await locker.end();
      }
      expect((await t.call('/playback/calls/list', { limit: 10 }, admin)).status).toBe(200);
      // The refused export gave its slot back: the user's two exports are both free.
      const ranges = { DateFrom: `${PAGING_DAY} 00:00:00`, DateTo: `${PAGING_DAY} 23:59:59`, MusicOnHoldDuration: 0, PostHandlingTime: 0 };
      const first = t.http.get('/report/acd/export').query(ranges).set('Authorization', `Bearer ${admin}`);
      const next = t.http.get('/report/acd/export').query(ranges).set('Authorization', `Bearer ${admin}`);
      expect((await Promise.all([first, next])).map((answer) => answer.status)).toEqual([200, 200]);
    }, 60_000);
  });

  describe('every list checks its paging, sort and filter the same way', () => {
    it.each([
      ['a limit over 1000', { limit: 5000 }, 'limit must not exceed 1000.'],
      ['a limit that is no number', { limit: 'all' }, 'limit must be a whole number of 0 or more.'],
      ['a negative offset', { offset: -1 }, 'offset must be a whole number of 0 or more.'],
      ['direction null', { order: [{ field: 'Queued', direction: null }] }, "Sort direction for 'Queued' must be asc or desc."],
      ['direction 1', { order: [{ field: 'Queued', direction: 1 }] }, "Sort direction for 'Queued' must be asc or desc."],
      ['direction {}', { order: [{ field: 'Queued', direction: {} }] }, "Sort direction for 'Queued' must be asc or desc."],
      [
        '10,000 sort entries',
        { order: Array.from({ length: 10_000 }, () => ({ field: 'Queued', direction: 'asc' })) },
        'The sort order may have at most 5 entries.',
      ],
      ['a sort by an unknown field', { order: [{ field: 'Secret', direction: 'asc' }] }, "Cannot sort by unknown field 'Secret'."],
      ['a condition (nothing to filter in one reading)', { q: { field: 'Queued', op: 'eq', value: 3 } }, "Unknown filter field 'Queued'."],
      ['an unknown field and operator', { q: { field: 'Anything', op: 'regex', value: 3 } }, "Unknown filter field 'Anything'."],
      ['a keyset anchor', { after: 1 }, 'This list pages by offset only: after is not accepted here.'],
      ['a field no filter has', { Extra: 1 }, 'Invalid input: Extra is not allowed.'],
    ])('pbx quick state list and count refuse %s', async (_name, body, message) => {
      for (const verb of ['list', 'count']) {
        const response = await t.call(`/monitor/pbx_quick_state/${verb}`, body, supervisor);
        expect({ verb, status: response.status }).toEqual({ verb, status: 400 });
        expect(response.body.message).toContain(message);
      }
    });

    it('pbx quick state applies what it accepts', async () => {
      expect(
        dataOf<unknown[]>(
          await t.call('/monitor/pbx_quick_state/list', { limit: 10, offset: 0, order: [{ field: 'Queued', direction: 'DESC' }], q: null }, supervisor),
        ),
      ).toHaveLength(1);
      expect(dataOf<unknown[]>(await t.call('/monitor/pbx_quick_state/list', { limit: 0 }, supervisor))).toEqual([]);
      expect(dataOf<unknown[]>(await t.call('/monitor/pbx_quick_state/list', { offset: 1 }, supervisor))).toEqual([]);
      expect(dataOf<number>(await t.call('/monitor/pbx_quick_state/count', { limit: 10 }, supervisor))).toBe(1);
    });

    it.each(['/users/list', '/playback/calls/list', '/quality/call_evaluations/count', '/monitor/texts/list'])(
      '%s refuses a sort direction other than asc or desc',
      async (path) => {
        const field = path.startsWith('/users') ? 'LastName' : path.startsWith('/playback') ? 'Timestamp' : path.startsWith('/quality') ? 'Status' : 'Name';
        for (const direction of [null, 1, {}, 'up']) {
          const response = await t.call(path, { order: [{ field, direction }] }, admin);
          expect({ direction, status: response.status }).toEqual({ direction, status: 400 });
          expect(response.body.message).toContain(`Sort direction for '${field}' must be asc or desc.`);
        }
        const many = await t.call(path, { order: Array.from({ length: 10_000 }, () => ({ field, direction: 'asc' })) }, admin);
        expect(many.status).toBe(400);
        expect(many.body.message).toContain('The sort order may have at most 5 entries.');
      },
    );

    it('playback takes the id as the digits the wire sends it', async () => {
      const rows = dataOf<PlaybackCall[]>(await t.call('/playback/calls/list', { limit: 3 }, admin));
      const found = dataOf<PlaybackCall[]>(
        await t.call('/playback/calls/list', { q: { field: 'LogID', op: 'in', value: rows.map((row) => row.LogID) } }, admin),
      );
      expect(found.map((row) => row.LogID).sort()).toEqual(rows.map((row) => row.LogID).sort());
    });
  });
});
