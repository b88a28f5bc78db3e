import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { HealthStatus, TelephonySource } from '@backoffice/contracts';
import { localDateTime } from '@backoffice/domain';
import mysql from 'mysql2/promise';
import { appendFileSync, mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { customerIdByName, dataOf, userWith } from './support/core-fixtures.js';
import { TelephonyImporter } from '../src/telephony/imports/telephony-importer.js';
import { startAnotherInstance } from './support/more-processes.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { until } from './support/until.js';

const T = 1767261600; // 2026-01-01 10:00:00 UTC
const line = (seconds: number, rest: string) => `${T + seconds}|${rest}\n`;

/** The customer's calls as [uniqueid, status, wait, talk, agent exten], ordered. */
interface CallRow {
  unique_id: string;
  status: string;
  talk_seconds: number | null;
  wait_routing_seconds: number | null;
  agent_exten: string | null;
}

describe('telephony sources: continuous ingestion of queue_log files and tables (issue 24)', () => {
  let t: TestApp;
  let adminToken: string;
  let customerId: number;
  let folder: string;
  /** Reader instances (the test app itself serves calls but reads no source: WORKERS_IN_PROCESS=false). */
  const readers: NestFastifyApplication[] = [];

  const create = (body: Record<string, unknown>) => t.call('/telephony/sources/create', body, adminToken);
  const load = async (sourceId: number) => dataOf<TelephonySource>(await t.call('/telephony/sources/load', { SourceID: sourceId }, adminToken));
  const calls = (uniqueIdPrefix: string) =>
    t.query<CallRow>(
      `SELECT unique_id, status, talk_seconds, wait_routing_seconds, agent_exten FROM telephony.calls WHERE customer_id = $1 AND unique_id LIKE $2 ORDER BY unique_id`,
      [customerId, `${uniqueIdPrefix}%`],
    );
  /** The same lines imported at once as a queue_log file into the other customer (whose calls are compared with the source's). */
  const importedAsFile = async (lines: string) => {
    const other = await customerIdByName(t, 'Nordlicht Versicherung AG');
    const importer = t.app.get(TelephonyImporter);
    const importId = await importer.runs.open({ customerId: other, kind: 'queue_log', fileName: 'queue_log', userId: null, status: 'queued' });
    const report = await importer.importFile({
      kind: 'queue_log',
      customerId: other,
      fileName: 'queue_log',
      input: Readable.from([Buffer.from(lines)]),
      importId,
    });
    expect(report.Accepted).toBe(true);
    return other;
  };
  const startReader = async () => {
    const { app } = await startAnotherInstance(t, { WORKERS_IN_PROCESS: 'true' });
    readers.push(app);
    return app;
  };
  const stopReader = async (app: NestFastifyApplication) => {
    readers.splice(readers.indexOf(app), 1);
    await app.close();
  };

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'bo-sources-'));
    t = await startTestApp({ TELEPHONY_SOURCES_DIR: folder, TELEPHONY_SOURCES_POLL_MS: '100', WORKERS_IN_PROCESS: 'false' });
    adminToken = await t.login('admin');
    customerId = (await t.call('/users/login', { Username: 'admin', Password: 'Demo1234!', AuthorizedUserID: 0 })).body.result.data.activeCustomer.CustomerID;
  }, 120_000);
  afterAll(async () => {
    for (const app of readers.splice(0)) await app.close();
    await t?.close();
    rmSync(folder, { recursive: true, force: true });
  }, 60_000);

  describe('settings', () => {
    it('refuses a path outside the sources folder, also through a link, and a kind without its fields; nothing is stored', async () => {
      symlinkSync('/etc/hosts', join(folder, 'escape'));
      const outside = await create({ Kind: 'queue_log_file', Path: '/etc/passwd' });
      expect(outside.status).toBe(400);
      expect(outside.body.message).toMatch(/Path \/etc\/passwd is outside the sources folder/);
      const linked = await create({ Kind: 'queue_log_file', Path: 'escape' });
      expect(linked.status).toBe(400);
      expect(linked.body.message).toMatch(/Path escape is outside the sources folder .* \(links followed\)/);
      const dotted = await create({ Kind: 'queue_log_file', Path: '../queue_log' });
      expect(dotted.status).toBe(400);
      const noUrl = await create({ Kind: 'queue_log_table', Table: 'queue_log' });
      expect(noUrl.status).toBe(400);
      expect(noUrl.body.message).toMatch(/ConnectionUrl is required/);
      const badTable = await create({ Kind: 'queue_log_table', ConnectionUrl: 'postgres://a:b@127.0.0.1:5432/x', Table: 'queue_log; drop table x' });
      expect(badTable.status).toBe(400);
      const badKind = await create({ Kind: 'ftp', Path: 'queue_log' });
      expect(badKind.status).toBe(400);
      expect(badKind.body.message).toMatch(/Kind must be one of queue_log_file, queue_log_table, cdr_csv_file/);
      expect(await t.query(`SELECT 1 FROM telephony.sources`)).toEqual([]);
    });

    it('is for administrators only, and another customer’s source answers 404 and stays unchanged', async () => {
      const { token } = await userWith(t, adminToken, 'sources_viewer', ['report_call_result']);
      expect((await t.call('/telephony/sources/list', {}, token)).status).toBe(403);
      expect((await t.call('/telephony/sources/create', { Kind: 'queue_log_file', Path: 'x' }, token)).status).toBe(403);
      const other = await customerIdByName(t, 'Nordlicht Versicherung AG');
      const [{ source_id: foreign }] = await t.query<{ source_id: number }>(
        `INSERT INTO telephony.sources (customer_id, kind, path, active) VALUES ($1, 'queue_log_file', $2, false) RETURNING source_id`,
        [other, join(folder, 'foreign_log')],
      );
      for (const [verb, body] of [
        ['load', { SourceID: foreign }],
        ['save', { SourceID: foreign, Active: true }],
        ['delete', { SourceID: foreign }],
      ] as const)
        expect((await t.call(`/telephony/sources/${verb}`, body, adminToken)).status).toBe(404);
      expect(dataOf<TelephonySource[]>(await t.call('/telephony/sources/list', {}, adminToken))).toEqual([]);
      expect(await t.query(`SELECT active FROM telephony.sources WHERE source_id = $1`, [foreign])).toEqual([{ active: false }]);
      await t.query(`DELETE FROM telephony.sources WHERE source_id = $1`, [foreign]);
    });
  });

  it('follows a queue_log file written in parts, across a rotation, a restart and two readers: each call once, as one reading gives it', async () => {
    const file = join(folder, 'queue_log');
    writeFileSync(file, line(0, 'NONE|2001|PJSIP/3001|ADDMEMBER|') + line(10, '1000.1|2001|NONE|ENTERQUEUE||06641234567|1'));
    const source = dataOf<TelephonySource>(await create({ Kind: 'queue_log_file', Path: 'queue_log' }));
    expect(source).toMatchObject({ Kind: 'queue_log_file', Path: file, Active: true, LinesRead: 0, ConnectionUrl: null });
    let reader = await startReader();

    // An open call is stored unfinished, with what is known so far.
    await until(
      'two lines read',
      async () => {
        const s = await load(source.SourceID);
        return s.LinesRead === 2 ? s : undefined;
      },
      30_000,
    );
    expect(await calls('1000.')).toEqual([{ unique_id: '1000.1', status: 'unfinished', talk_seconds: null, wait_routing_seconds: null, agent_exten: null }]);

    // The CONNECT, then a line the PBX is still writing: only whole lines are applied.
    appendFileSync(file, line(25, '1000.1|2001|PJSIP/3001|CONNECT|15|1000.2|3') + `${T + 30}|1000.3|2001|NONE|ENTER`);
    await until(
      'the CONNECT read',
      async () => {
        const s = await load(source.SourceID);
        return s.LinesRead === 3 ? s : undefined;
      },
      30_000,
    );
    expect(await calls('1000.')).toEqual([{ unique_id: '1000.1', status: 'unfinished', talk_seconds: null, wait_routing_seconds: 12, agent_exten: '3001' }]);

    // A restart in the middle: the next reader goes on from the stored offset and memory.
    await stopReader(reader);
    appendFileSync(file, 'QUEUE||015551234|1\n' + line(75, '1000.3|2001|NONE|ABANDON|1|1|45') + 'this is not a queue_log line\n');
    reader = await startReader();
    await until(
      'the lines after the restart read',
      async () => {
        const s = await load(source.SourceID);
        return s.LinesRead === 6 ? s : undefined;
      },
      30_000,
    );
    const withProblem = await load(source.SourceID);
    expect(withProblem.LastError).toBe('line 6: expected at least 5 fields (timestamp|uniqueid|queue|agent|event), got 1: this is not a queue_log line');
    expect(withProblem.LastLineAt).toBe(new Date((T + 75) * 1000).toISOString());
    expect(withProblem.LagSeconds).toBeGreaterThanOrEqual(0);
    expect(withProblem.LagSeconds).toBeLessThan(5);

    // Rotation: the PBX writes a last line to the old file, then starts a new one; a second reader runs too.
    renameSync(file, `${file}.1`);
    appendFileSync(`${file}.1`, line(205, '1000.1|2001|PJSIP/3001|COMPLETECALLER|15|180|1'));
    writeFileSync(file, line(300, '1000.4|2001|NONE|ENTERQUEUE||0316777888|1') + line(320, '1000.4|2001|PJSIP/3001|CONNECT|20|1000.5|2'));
    await startReader();
    await until(
      'the rotated and the new file read',
      async () => {
        const s = await load(source.SourceID);
        return s.LinesRead === 9 ? s : undefined;
      },
      30_000,
    );
    appendFileSync(file, line(400, '1000.4|2001|PJSIP/3001|ATTENDEDTRANSFER|BRIDGE|br-1|20|80|1'));
    await until(
      'the transfer read',
      async () => {
        const s = await load(source.SourceID);
        return s.LinesRead === 10 ? s : undefined;
      },
      30_000,
    );
    expect(await calls('1000.')).toEqual([
      { unique_id: '1000.1', status: 'completed_caller', talk_seconds: 180, wait_routing_seconds: 12, agent_exten: '3001' },
      { unique_id: '1000.3', status: 'abandoned', talk_seconds: 0, wait_routing_seconds: 45, agent_exten: null },
      { unique_id: '1000.4', status: 'transferred', talk_seconds: 80, wait_routing_seconds: 18, agent_exten: '3001' },
    ]);
    // The agent's period grew read after read; no row twice.
    const periods = await t.query<{ n: number }>(`SELECT count(*)::int AS n FROM telephony.agent_status_periods WHERE customer_id = $1 AND source = 'import'`, [
      customerId,
    ]);
    expect(periods).toEqual([{ n: 1 }]);
    const [{ ended }] = await t.query<{ ended: Date }>(
      `SELECT max(ended_at) AS ended FROM telephony.agent_status_periods WHERE customer_id = $1 AND source = 'import'`,
      [customerId],
    );
    expect(ended.toISOString()).toBe(new Date((T + 400) * 1000).toISOString());

    // The same lines imported at once as one file (the bad line left out: a file import would reject it) give the same rows.
    const whole = (readFileSync(`${file}.1`, 'utf8') + readFileSync(file, 'utf8'))
      .split('\n')
      .filter((text) => text !== 'this is not a queue_log line')
      .join('\n');
    const other = await importedAsFile(whole);
    const rowsOf = (customer: number) =>
      t.query(
        `SELECT c.unique_id, c.status, c.caller_number, c.started_at, c.wait_routing_seconds, c.wait_agent_seconds, c.talk_seconds, c.agent_exten, c.transferred, c.transfer_target,
                (SELECT json_agg(json_build_array(p.activity_type, p.started_at, p.ended_at) ORDER BY p.started_at) FROM telephony.agent_status_periods p WHERE p.customer_id = c.customer_id) AS periods
           FROM telephony.calls c WHERE c.customer_id = $1 ORDER BY c.unique_id`,
        [customer],
      );
    expect(await rowsOf(customerId)).toEqual(await rowsOf(other));
  }, 120_000);

  it('reads a queue_log table by its id, masks the password, and reports a refused login and a missing file without stopping the others', async () => {
    await t.query(`CREATE SCHEMA pbx`);
    await t.query(`CREATE TABLE pbx.queue_log (id serial PRIMARY KEY, time timestamptz, callid text, queuename text, agent text, event text,
      data1 text, data2 text, data3 text, data4 text, data5 text)`);
    const insert = (seconds: number, callid: string, queue: string, agent: string, event: string, ...data: string[]) =>
      t.query(
        `INSERT INTO pbx.queue_log (time, callid, queuename, agent, event, data1, data2, data3, data4, data5) VALUES (to_timestamp($1), $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [T + seconds, callid, queue, agent, event, ...[0, 1, 2, 3, 4].map((index) => data[index] ?? '')],
      );
    const url = new URL(t.databaseUrl);
    url.username = 'postgres';
    url.password = 's3cret';
    const table = dataOf<TelephonySource>(await create({ Kind: 'queue_log_table', ConnectionUrl: url.toString(), Table: 'pbx.queue_log' }));
    expect(table.ConnectionUrl).toBe(url.toString().replace(':s3cret@', ':****@'));
    expect(await t.query(`SELECT connection_url FROM telephony.sources WHERE source_id = $1`, [table.SourceID])).toEqual([{ connection_url: url.toString() }]);
    // Saving the masked URL back keeps the stored password.
    dataOf(await t.call('/telephony/sources/save', { SourceID: table.SourceID, ConnectionUrl: table.ConnectionUrl, Active: true }, adminToken));
    expect(await t.query(`SELECT connection_url FROM telephony.sources WHERE source_id = $1`, [table.SourceID])).toEqual([{ connection_url: url.toString() }]);

    const refused = new URL(t.databaseUrl);
    refused.username = 'nobody_here';
    refused.password = 'wrong-password';
    const badLogin = dataOf<TelephonySource>(await create({ Kind: 'queue_log_table', ConnectionUrl: refused.toString(), Table: 'queue_log' }));
    const missing = dataOf<TelephonySource>(await create({ Kind: 'queue_log_file', Path: 'missing_queue_log' }));

    await insert(10, '2000.1', '2001', 'NONE', 'ENTERQUEUE', '', '0664555', '1');
    await insert(20, '2000.1', '2001', 'PJSIP/3002', 'CONNECT', '10', '2000.2', '4');
    await until(
      'two rows read',
      async () => {
        const s = await load(table.SourceID);
        return s.LinesRead === 2 ? s : undefined;
      },
      30_000,
    );
    await insert(90, '2000.1', '2001', 'PJSIP/3002', 'COMPLETEAGENT', '10', '70', '1');
    await until(
      'the call completed',
      async () => {
        const rows = await calls('2000.');
        return rows[0]?.status === 'completed_agent' ? rows : undefined;
      },
      30_000,
    );
    expect(await calls('2000.')).toEqual([{ unique_id: '2000.1', status: 'completed_agent', talk_seconds: 70, wait_routing_seconds: 6, agent_exten: '3002' }]);

    const login = await until(
      'the refused login reported',
      async () => {
        const s = await load(badLogin.SourceID);
        return s.LastError !== null ? s : undefined;
      },
      30_000,
    );
    expect(login.LastError).toMatch(/nobody_here/);
    expect(login.LastError).not.toMatch(/wrong-password/);
    expect(login.ConnectionUrl).toBe(refused.toString().replace(':wrong-password@', ':****@'));
    const gone = await until(
      'the missing file reported',
      async () => {
        const s = await load(missing.SourceID);
        return s.LastError !== null ? s : undefined;
      },
      30_000,
    );
    expect(gone.LastError).toBe(`the file ${join(folder, 'missing_queue_log')} does not exist`);

    const health = (await t.http.get('/health')).body as HealthStatus;
    expect(health.checks.telephony_sources.status).toBe('down');
    expect(health.checks.telephony_sources.problems.join('\n')).toMatch(
      new RegExp(`source ${missing.SourceID} of customer ${customerId}: the file .* does not exist`),
    );
    expect(JSON.stringify(health)).not.toMatch(/wrong-password|s3cret/);

    // A Master.csv followed the same way completes the call with its CDR (its row written in two parts).
    const master = join(folder, 'Master.csv');
    const row = `"","0664555","2001","from-pstn","""Caller"" <0664555>","PJSIP/trunk-00000001","PJSIP/3002-00000002","Queue","2001,t","2026-01-01 11:00:10","2026-01-01 11:00:20","2026-01-01 11:01:30",80,70,"ANSWERED","DOCUMENTATION","2000.1",""\n`;
    writeFileSync(master, row.slice(0, 60));
    const cdrSource = dataOf<TelephonySource>(await create({ Kind: 'cdr_csv_file', Path: 'Master.csv' }));
    await until(
      'the Master.csv read',
      async () => {
        const s = await load(cdrSource.SourceID);
        return s.LagSeconds !== null ? s : undefined;
      },
      30_000,
    );
    expect((await load(cdrSource.SourceID)).LinesRead).toBe(0);
    appendFileSync(master, row.slice(60));
    await until(
      'the CDR read',
      async () => {
        const s = await load(cdrSource.SourceID);
        return s.LinesRead === 1 ? s : undefined;
      },
      30_000,
    );
    expect(
      await t.query(`SELECT status, cdr_disposition, cdr_bill_seconds FROM telephony.calls WHERE customer_id = $1 AND unique_id = '2000.1'`, [customerId]),
    ).toEqual([{ status: 'completed_agent', cdr_disposition: 'ANSWERED', cdr_bill_seconds: 70 }]);
  }, 120_000);

  describe('queue_log tables in MySQL/MariaDB (the MariaDB on 127.0.0.1:3306, root without a password)', () => {
    /** A database and a reading login of this run only: parallel runs and earlier runs never meet. */
    const run = `${process.pid}_${Date.now().toString(36)}`;
    const database = `bo_sources_${run}`;
    const reader = `bo_reader_${run}`.slice(0, 32);
    const password = 's3cr@t-pw';
    let admin: mysql.Connection;
    let timeZone: string;
    const urlOf = (user: string, secret: string) => `mysql://${user}:${encodeURIComponent(secret)}@127.0.0.1:3306/${database}`;
    /** The customer's wall clock of T + seconds, as Asterisk writes `time` into a DATETIME or VARCHAR column. */
    const wall = (seconds: number) => localDateTime(new Date((T + seconds) * 1000), timeZone);
    const insert = (table: string, time: string, callid: string, queue: string, agent: string, event: string, ...data: string[]) =>
      admin.query(`INSERT INTO ${table} (time, callid, queuename, agent, event, data1, data2, data3, data4, data5) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, [
        time,
        callid,
        queue,
        agent,
        event,
        ...[0, 1, 2, 3, 4].map((index) => data[index] ?? ''),
      ]);
    const sourceWhere = async (what: string, sourceId: number, test: (source: TelephonySource) => boolean) =>
      until(
        what,
        async () => {
          const source = await load(sourceId);
          return test(source) ? source : undefined;
        },
        30_000,
      );
    /** Waits for a complete read that starts after this moment: what was read is all a later read will ever take. */
    const readAgain = async (sourceId: number) => {
      const [{ now }] = await t.query<{ now: Date }>(`SELECT now() AS now`);
      await until(
        'another read to the end',
        async () => {
          const [row] = await t.query<{ caught_up_at: Date | null }>(`SELECT caught_up_at FROM telephony.sources WHERE source_id = $1`, [sourceId]);
          return row.caught_up_at !== null && row.caught_up_at > now;
        },
        30_000,
      );
    };
    const callRows = (customer: number, prefix: string) =>
      t.query(
        `SELECT unique_id, status, caller_number, started_at, wait_routing_seconds, wait_agent_seconds, talk_seconds, agent_exten, transferred, transfer_target
           FROM telephony.calls WHERE customer_id = $1 AND unique_id LIKE $2 ORDER BY unique_id`,
        [customer, `${prefix}%`],
      );
    beforeAll(async () => {
      admin = await mysql.createConnection({ host: '127.0.0.1', port: 3306, user: 'root', password: '' });
      await admin.query(`CREATE DATABASE \`${database}\``);
      await admin.query(`USE \`${database}\``);
      // Asterisk's realtime queue_log as documented for MySQL (time DATETIME in the PBX's local time), with the AUTO_INCREMENT id res_config_mysql sites add.
      await admin.query(`CREATE TABLE queue_log (id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY, time DATETIME, callid CHAR(50), queuename CHAR(50),
        agent CHAR(50), event CHAR(20), data1 CHAR(50), data2 CHAR(50), data3 CHAR(50), data4 CHAR(50), data5 CHAR(50))`);
      // The form without an id, `time` as the text res_config_odbc writes (local time with microseconds).
      await admin.query(`CREATE TABLE queue_log_noid (time VARCHAR(26) NOT NULL DEFAULT '', callid VARCHAR(40) NOT NULL DEFAULT '', queuename VARCHAR(20) NOT NULL DEFAULT '',
        agent VARCHAR(40) NOT NULL DEFAULT '', event VARCHAR(20) NOT NULL DEFAULT '', data1 VARCHAR(100) NOT NULL DEFAULT '', data2 VARCHAR(100) NOT NULL DEFAULT '',
        data3 VARCHAR(100) NOT NULL DEFAULT '', data4 VARCHAR(100) NOT NULL DEFAULT '', data5 VARCHAR(100) NOT NULL DEFAULT '')`);
      for (const host of ['localhost', '127.0.0.1']) {
        await admin.query(`CREATE USER ?@? IDENTIFIED BY ?`, [reader, host, password]);
        await admin.query(`GRANT SELECT ON \`${database}\`.* TO ?@?`, [reader, host]);
      }
      [{ time_zone: timeZone }] = await t.query<{ time_zone: string }>(`SELECT time_zone FROM core.customers WHERE customer_id = $1`, [customerId]);
      if (readers.length === 0) await startReader();
    }, 60_000);
    afterAll(async () => {
      if (!admin) return;
      await admin.query(`DROP DATABASE IF EXISTS \`${database}\``);
      for (const host of ['localhost', '127.0.0.1']) await admin.query(`DROP USER IF EXISTS ?@?`, [reader, host]);
      await admin.end();
    }, 60_000);

    it('refuses a database URL of another scheme, naming the accepted ones', async () => {
      const refused = await create({ Kind: 'queue_log_table', ConnectionUrl: 'oracle://a:b@127.0.0.1:1521/x', Table: 'queue_log' });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(
        /ConnectionUrl must be a PostgreSQL or MySQL\/MariaDB URL starting with postgres:\/\/, postgresql:\/\/, mysql:\/\/ or mariadb:\/\//,
      );
      const injected = await create({ Kind: 'queue_log_table', ConnectionUrl: urlOf(reader, password), Table: 'queue_log` WHERE 1; DROP TABLE x; --' });
      expect(injected.status).toBe(400);
      expect(injected.body.message).toMatch(/^.*Table must be a table name/);
    });

    it('reads the table by its id as the same lines in a file give it, a row added later once, and reports faults without the password', async () => {
      await insert('queue_log', wall(10), '3000.1', '2001', 'NONE', 'ENTERQUEUE', '', '0664777', '1');
      await insert('queue_log', wall(22), '3000.1', '2001', 'PJSIP/3003', 'CONNECT', '12', '3000.2', '3');
      await insert('queue_log', wall(30), '3000.3', '2001', 'NONE', 'ENTERQUEUE', '', '0316555', '1');
      await insert('queue_log', wall(70), '3000.3', '2001', 'NONE', 'ABANDON', '1', '1', '40');
      const table = dataOf<TelephonySource>(await create({ Kind: 'queue_log_table', ConnectionUrl: urlOf(reader, password), Table: `${database}.queue_log` }));
      expect(table.ConnectionUrl).toBe(`mysql://${reader}:****@127.0.0.1:3306/${database}`);
      // Saving the masked URL back keeps the stored password.
      dataOf(await t.call('/telephony/sources/save', { SourceID: table.SourceID, ConnectionUrl: table.ConnectionUrl, Active: true }, adminToken));
      expect(await t.query(`SELECT connection_url FROM telephony.sources WHERE source_id = $1`, [table.SourceID])).toEqual([
        { connection_url: urlOf(reader, password) },
      ]);

      const wrong = dataOf<TelephonySource>(await create({ Kind: 'queue_log_table', ConnectionUrl: urlOf(reader, 'wrong-Pa55word'), Table: 'queue_log' }));
      const noTable = dataOf<TelephonySource>(
        await create({ Kind: 'queue_log_table', ConnectionUrl: `mariadb://root@127.0.0.1:3306/${database}`, Table: 'no_such_log' }),
      );
      const noHost = dataOf<TelephonySource>(
        await create({ Kind: 'queue_log_table', ConnectionUrl: 'mysql://asterisk:h1dden-Pw@pbx.invalid:3306/asterisk', Table: 'queue_log' }),
      );

      await sourceWhere('four rows read', table.SourceID, (s) => s.LinesRead === 4);
      expect(await calls('3000.')).toEqual([
        { unique_id: '3000.1', status: 'unfinished', talk_seconds: null, wait_routing_seconds: 9, agent_exten: '3003' },
        { unique_id: '3000.3', status: 'abandoned', talk_seconds: 0, wait_routing_seconds: 40, agent_exten: null },
      ]);
      // A row written after the read is read once: the position is its id, not a time.
      await insert('queue_log', wall(190), '3000.1', '2001', 'PJSIP/3003', 'COMPLETECALLER', '12', '168', '1');
      const done = await sourceWhere('the fifth row read', table.SourceID, (s) => s.LinesRead === 5);
      await readAgain(table.SourceID);
      expect((await load(table.SourceID)).LinesRead).toBe(5);
      expect(done.LastError).toBeNull();
      expect(done.LastLineAt).toBe(new Date((T + 190) * 1000).toISOString());
      expect(await calls('3000.')).toEqual([
        { unique_id: '3000.1', status: 'completed_caller', talk_seconds: 168, wait_routing_seconds: 9, agent_exten: '3003' },
        { unique_id: '3000.3', status: 'abandoned', talk_seconds: 0, wait_routing_seconds: 40, agent_exten: null },
      ]);
      const file = [
        line(10, '3000.1|2001|NONE|ENTERQUEUE||0664777|1||'),
        line(22, '3000.1|2001|PJSIP/3003|CONNECT|12|3000.2|3||'),
        line(30, '3000.3|2001|NONE|ENTERQUEUE||0316555|1||'),
        line(70, '3000.3|2001|NONE|ABANDON|1|1|40||'),
        line(190, '3000.1|2001|PJSIP/3003|COMPLETECALLER|12|168|1||'),
      ].join('');
      expect(await callRows(customerId, '3000.')).toEqual(await callRows(await importedAsFile(file), '3000.'));

      const denied = await sourceWhere('the wrong password reported', wrong.SourceID, (s) => s.LastError !== null);
      expect(denied.LastError).toMatch(new RegExp(`Access denied for user '${reader}'`));
      expect(denied.LastError).not.toMatch(/wrong-Pa55word/);
      expect(denied.LinesRead).toBe(0);
      const missing = await sourceWhere('the missing table reported', noTable.SourceID, (s) => s.LastError !== null);
      expect(missing.LastError).toBe('the table no_such_log does not exist (or this login cannot see it)');
      const unknownHost = await sourceWhere('the unknown host reported', noHost.SourceID, (s) => s.LastError !== null);
      expect(unknownHost.LastError).toMatch(/^the database does not answer: .*(ENOTFOUND|EAI_AGAIN|pbx\.invalid)/);
      expect(unknownHost.LastError).not.toMatch(/h1dden-Pw/);
      const health = JSON.stringify((await t.http.get('/health')).body);
      expect(health).not.toMatch(/wrong-Pa55word|h1dden-Pw|s3cr@t-pw|s3cr%40t-pw/);
      // The faulty sources stopped nothing: the good one was read all along.
      for (const source of [wrong, noTable, noHost]) dataOf(await t.call('/telephony/sources/save', { SourceID: source.SourceID, Active: false }, adminToken));

      // A paused source lets go of its connection to the PBX's database.
      const connections = async () =>
        (await admin.query<mysql.RowDataPacket[]>(`SELECT ID FROM information_schema.PROCESSLIST WHERE USER = ?`, [reader]))[0].length;
      expect(await connections()).toBeGreaterThan(0);
      dataOf(await t.call('/telephony/sources/save', { SourceID: table.SourceID, Active: false }, adminToken));
      await until('the paused source’s connections closed', async () => (await connections()) === 0, 30_000);
    }, 120_000);

    it('reads a TIMESTAMP column as the instant it holds, whatever the zones of the server and the customer', async () => {
      await admin.query(`CREATE TABLE queue_log_ts (id BIGINT AUTO_INCREMENT PRIMARY KEY, time TIMESTAMP(6) NULL, callid VARCHAR(40), queuename VARCHAR(20),
        agent VARCHAR(40), event VARCHAR(20), data1 VARCHAR(100), data2 VARCHAR(100), data3 VARCHAR(100), data4 VARCHAR(100), data5 VARCHAR(100))`);
      // Written from another session zone than the reader's UTC: a TIMESTAMP stores the instant.
      await admin.query(`SET time_zone = '+05:00'`);
      const enter = T + 1000;
      await admin.query(
        `INSERT INTO queue_log_ts (time, callid, queuename, agent, event, data1, data2, data3) VALUES (FROM_UNIXTIME(?), '3200.1', '2001', 'NONE', 'ENTERQUEUE', '', '0664222', '1'),
        (FROM_UNIXTIME(?), '3200.1', '2001', 'NONE', 'ABANDON', '1', '1', '30')`,
        [enter, enter + 30.25],
      );
      await admin.query(`SET time_zone = SYSTEM`);
      const table = dataOf<TelephonySource>(await create({ Kind: 'queue_log_table', ConnectionUrl: urlOf(reader, password), Table: 'queue_log_ts' }));
      const read = await sourceWhere('both rows read', table.SourceID, (s) => s.LinesRead === 2);
      expect(read.LastError).toBeNull();
      expect(read.LastLineAt).toBe(new Date((enter + 30.25) * 1000).toISOString());
      expect(await calls('3200.')).toEqual([{ unique_id: '3200.1', status: 'abandoned', talk_seconds: 0, wait_routing_seconds: 30, agent_exten: null }]);
      const [{ started_at }] = await t.query<{ started_at: Date }>(`SELECT started_at FROM telephony.calls WHERE customer_id = $1 AND unique_id = '3200.1'`, [
        customerId,
      ]);
      expect(started_at.toISOString()).toBe(new Date(enter * 1000).toISOString());
    }, 60_000);

    it('reads a table without an id column by time and the rows read at it: rows of the same time written later, once each', async () => {
      const at = (seconds: number) => `${wall(seconds)}.000000`;
      // Four rows of one time: MySQL's sort keeps no order among them, the reader keeps the table's.
      type Row = readonly [seconds: number, callid: string, agent: string, event: string, ...data: string[]];
      const first: Row[] = [
        [10, '3100.1', 'NONE', 'ENTERQUEUE', '', '0664888', '1'],
        [25, '3100.1', 'PJSIP/3004', 'CONNECT', '15', '3100.2', '2'],
        [25, '3100.3', 'NONE', 'ENTERQUEUE', '', '0316991', '1'],
        [25, '3100.5', 'NONE', 'ENTERQUEUE', '', '0316995', '1'],
        [25, '3100.6', 'NONE', 'ENTERQUEUE', '', '0316996', '1'],
      ];
      // Another row of the time read last, and later ones.
      const later: Row[] = [
        [25, '3100.7', 'NONE', 'ENTERQUEUE', '', '0316997', '1'],
        ...['3100.3', '3100.5', '3100.6', '3100.7'].map((callid): Row => [85, callid, 'NONE', 'ABANDON', '1', '1', '60']),
      ];
      const last: Row[] = [[205, '3100.1', 'PJSIP/3004', 'COMPLETEAGENT', '15', '180', '1']];
      const write = async (rows: Row[]) => {
        for (const [seconds, callid, agent, event, ...data] of rows) await insert('queue_log_noid', at(seconds), callid, '2001', agent, event, ...data);
      };
      await write(first);
      const table = dataOf<TelephonySource>(await create({ Kind: 'queue_log_table', ConnectionUrl: urlOf(reader, password), Table: 'queue_log_noid' }));
      await sourceWhere('the first rows read', table.SourceID, (s) => s.LinesRead === 5);
      expect(await t.query(`SELECT position FROM telephony.sources WHERE source_id = $1`, [table.SourceID])).toEqual([
        { position: { time: at(25), atTime: 4 } },
      ]);
      await write(later);
      await sourceWhere('the rows added later read', table.SourceID, (s) => s.LinesRead === 10);
      await write(last);
      await sourceWhere('the last row read', table.SourceID, (s) => s.LinesRead === 11);
      await readAgain(table.SourceID);
      const read = await load(table.SourceID);
      expect(read.LinesRead).toBe(11);
      expect(read.LastError).toBeNull();
      const abandoned = (uniqueId: string) => ({ unique_id: uniqueId, status: 'abandoned', talk_seconds: 0, wait_routing_seconds: 60, agent_exten: null });
      expect(await calls('3100.')).toEqual([
        { unique_id: '3100.1', status: 'completed_agent', talk_seconds: 180, wait_routing_seconds: 13, agent_exten: '3004' },
        abandoned('3100.3'),
        abandoned('3100.5'),
        abandoned('3100.6'),
        abandoned('3100.7'),
      ]);
      const file = [...first, ...later, ...last]
        .map(([seconds, ...fields]) => line(seconds, [fields[0], '2001', ...fields.slice(1), '', ''].join('|')))
        .join('');
      expect(await callRows(customerId, '3100.')).toEqual(await callRows(await importedAsFile(file), '3100.'));
    }, 120_000);
  });
});
