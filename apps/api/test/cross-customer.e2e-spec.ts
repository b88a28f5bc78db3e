/**
 * Another customer's id answers 404 and changes nothing (issue 22, item 8): one table of the calls
 * that name a row by id, each sent by an administrator acting in customer A with the id of
 * customer B's row. Each row is checked both ways: acting in B, the same call finds the row (so a
 * 404 means "not yours", not "no such row"); acting in A, it answers 404 and every table it could
 * touch, and the stored files, are as they were.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import type request from 'supertest';
import { seedQualityDemo } from '../src/quality/seed/quality-demo.seed.js';
import { StorageService } from '../src/platform/storage/storage.service.js';
import { seedTelephonyDemo } from '../src/telephony/seed/telephony-demo.seed.js';
import { customerIdByName, dataOf } from './support/core-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** The fixed instant the demo data ends at, so the test reads the same rows at any hour. */
const NOW = new Date('2026-03-13T17:00:00Z');

interface Ids {
  report: number;
  issue: number;
  text: number;
  recordedCall: string;
}

interface Attempt {
  name: string;
  /** The call naming `ids`' rows, sent with `token`. */
  send(token: string, ids: Ids): request.Test;
  /** Whether acting in B the call may be sent too (only reads: a write would change B's row). */
  readsOnly: boolean;
}

describe("another customer's id: 404, nothing changed", () => {
  let t: TestApp;
  let inA: string;
  let inB: string;
  let alpine: number;
  let nordlicht: number;
  let ofB: Ids;

  const post = (path: string, body: (ids: Ids) => Record<string, unknown>) => (token: string, ids: Ids) => t.call(path, body(ids), token);
  const get = (url: (ids: Ids) => string) => (token: string, ids: Ids) => t.http.get(`${url(ids)}&Token=${token}`);

  const attempts: Attempt[] = [
    { name: 'quality report load', readsOnly: true, send: post('/quality/reports/load', (ids) => ({ ReportID: ids.report })) },
    { name: 'quality report download', readsOnly: true, send: get((ids) => `/quality/reports/download?ReportID=${ids.report}&Mode=direct`) },
    { name: 'quality report archive', readsOnly: false, send: post('/quality/reports/archive', (ids) => ({ ReportID: ids.report })) },
    { name: 'quality report delete', readsOnly: false, send: post('/quality/reports/delete', (ids) => ({ ReportID: ids.report })) },
    { name: 'issue type load', readsOnly: true, send: post('/quality/call_evaluation_issues/load', (ids) => ({ IssueID: ids.issue })) },
    { name: 'issue type save', readsOnly: false, send: post('/quality/call_evaluation_issues/save', (ids) => ({ IssueID: ids.issue, Name: 'Taken over' })) },
    { name: 'issue type delete', readsOnly: false, send: post('/quality/call_evaluation_issues/delete', (ids) => ({ IssueID: ids.issue })) },
    { name: 'issue type bulk delete', readsOnly: false, send: post('/quality/call_evaluation_issues/bulk_delete', (ids) => ({ IssueIDs: [ids.issue] })) },
    { name: 'monitor text bulk delete', readsOnly: false, send: post('/monitor/texts/bulk_delete', (ids) => ({ TextIDs: [ids.text] })) },
    { name: 'telephony recording download', readsOnly: true, send: get((ids) => `/telephony/recordings/download?LogID=${ids.recordedCall}`) },
  ];

  /** Everything the calls above could change, and the stored files. */
  const snapshot = async () => {
    const [row] = await t.query<{ snapshot: string }>(
      `SELECT json_build_object(
         'reports', (SELECT json_agg(json_build_array(report_id, customer_id, archived, storage_key) ORDER BY report_id) FROM quality.reports),
         'issues', (SELECT json_agg(json_build_array(issue_id, customer_id, name) ORDER BY issue_id) FROM quality.issue_types),
         'evaluation_issues', (SELECT count(*) FROM quality.evaluation_issues),
         'texts', (SELECT json_agg(json_build_array(text_id, customer_id, name, content) ORDER BY text_id) FROM monitor.texts),
         'calls', (SELECT json_build_array(count(*), sum(call_id)) FROM telephony.calls),
         'imports', (SELECT json_agg(json_build_array(import_id, customer_id, status) ORDER BY import_id) FROM telephony.import_runs WHERE status <> 'refused')
       )::text AS snapshot`,
    );
    return { tables: row.snapshot, files: storedFiles() };
  };
  const storedFiles = (folder = t.config.dataDir): string[] =>
    readdirSync(folder, { withFileTypes: true })
      .flatMap((entry) => (entry.isDirectory() ? storedFiles(join(folder, entry.name)) : [join(folder, entry.name)]))
      .sort();

  beforeAll(async () => {
    t = await startTestApp();
    alpine = await customerIdByName(t, 'Alpine Assist GmbH');
    nordlicht = await customerIdByName(t, 'Nordlicht Versicherung AG');
    const dataSource = t.app.get(DataSource);
    await seedTelephonyDemo(dataSource, { customerIds: [alpine, nordlicht], days: 8, agents: 2, seed: 22, now: NOW });
    // Issue types, a sample with evaluations and one report (a stored PDF, of the week before NOW) for each customer.
    await seedQualityDemo(dataSource, t.app.get(StorageService), NOW);
    inA = await t.login('admin');
    dataOf(await t.call('/users/active_customer/save', { CustomerID: alpine }, inA));
    inB = await t.login('admin');
    dataOf(await t.call('/users/active_customer/save', { CustomerID: nordlicht }, inB));
    const first = async (sql: string) => Object.values((await t.query(sql, [nordlicht]))[0] ?? {})[0];
    ofB = {
      report: Number(await first(`SELECT report_id FROM quality.reports WHERE customer_id = $1 ORDER BY report_id LIMIT 1`)),
      issue: Number(await first(`SELECT issue_id FROM quality.issue_types WHERE customer_id = $1 ORDER BY issue_id LIMIT 1`)),
      text: Number(await first(`SELECT text_id FROM monitor.texts WHERE customer_id = $1 ORDER BY text_id LIMIT 1`)),
      recordedCall: String(await first(`SELECT call_id FROM telephony.calls WHERE customer_id = $1 AND recording_key IS NOT NULL ORDER BY call_id LIMIT 1`)),
    };
  }, 180_000);

  afterAll(async () => {
    await t?.close();
  }, 30_000);

  it('has a row of customer B for every call of the table', () => {
    expect(ofB.report).toBeGreaterThan(0);
    expect(ofB.issue).toBeGreaterThan(0);
    expect(ofB.text).toBeGreaterThan(0);
    expect(Number(ofB.recordedCall)).toBeGreaterThan(0);
  });

  it.each(attempts.filter((attempt) => attempt.readsOnly).map((attempt) => [attempt.name, attempt] as const))(
    '%s finds the row acting in its own customer',
    async (_name, attempt) => {
      expect((await attempt.send(inB, ofB)).status).toBe(200);
    },
  );

  it.each(attempts.map((attempt) => [attempt.name, attempt] as const))(
    '%s answers 404 acting in another customer and changes nothing',
    async (_name, attempt) => {
      const before = await snapshot();
      const response = await attempt.send(inA, ofB);
      expect(response.status).toBe(404);
      expect(await snapshot()).toEqual(before);
    },
  );

  it("an upload naming a customer that is not the uploader's answers 404, stores nothing and logs the refusal", async () => {
    const before = await snapshot();
    const missing = nordlicht + alpine + 1000;
    const response = await t.http
      .post(`/telephony/imports/queue_log?CustomerID=${missing}`)
      .set('Authorization', `Bearer ${inA}`)
      .attach('file', Buffer.from('1767261600|NONE|2001|PJSIP/3001|ADDMEMBER|\n'), 'queue_log');
    expect(response.status).toBe(404);
    expect(response.body.message).toBe(`Cannot import the file: Customer ${missing} was not found.`);
    expect(await snapshot()).toEqual(before);
    const [refused] = await t.query<{ customer_id: number | null; status: string }>(
      `SELECT customer_id, status FROM telephony.import_runs ORDER BY import_id DESC LIMIT 1`,
    );
    expect(refused).toEqual({ customer_id: null, status: 'refused' });
  });
});
