import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { builtApiFile } from './support/built-api.js';
import { createTelephonyTestDatabase, type TelephonyTestDatabase } from './telephony-support/telephony-database.js';

const T = 1767261600;

/** The import command as an operator runs it, in its own process; answers its exit status and output. */
function runImport(databaseUrl: string, args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [builtApiFile('cli/telephony-import.js'), ...args], {
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.once('error', reject);
    child.once('exit', (status) => resolve({ status, stdout, stderr }));
  });
}

describe('telephony-import command', () => {
  let db: TelephonyTestDatabase;
  let folder: string;
  let tenant: number;
  const file = (name: string, text: string) => {
    const path = join(folder, name);
    writeFileSync(path, text);
    return path;
  };
  const lastRun = async () =>
    (
      await db.query<{ customer_id: number | null; file_name: string; status: string; reason: string | null }>(
        `SELECT customer_id, file_name, status, reason FROM telephony.import_runs ORDER BY import_id DESC LIMIT 1`,
      )
    )[0];

  beforeAll(async () => {
    db = await createTelephonyTestDatabase();
    tenant = db.customerIds[0];
    folder = mkdtempSync(join(tmpdir(), 'bo-cli-'));
  }, 60_000);
  afterAll(async () => {
    rmSync(folder, { recursive: true, force: true });
    await db?.close();
  }, 30_000);

  it('exits 0 for an imported file and records the run', async () => {
    const path = file('queue_log', `${T}|NONE|2001|PJSIP/3001|ADDMEMBER|\n${T + 60}|NONE|2001|PJSIP/3001|REMOVEMEMBER|\n`);
    const result = await runImport(db.databaseUrl, ['--tenant', String(tenant), '--kind', 'queue_log', path]);
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ Accepted: true, Inserted: { agent_status_periods: 1, agents: 1 }, Created: { agents: ['PJSIP/3001'] } });
    expect(await lastRun()).toEqual({ customer_id: tenant, file_name: 'queue_log', status: 'imported', reason: null });
  }, 60_000);

  it('exits 2 for a rejected file, with nothing written and the reason on the run', async () => {
    const path = file('bad_queue_log', `${T}|x.1|2001|NONE|ENTERQUEUE||0664|1\nnot-a-time|x.1|2001|NONE|ABANDON|1|1|5\n`);
    const result = await runImport(db.databaseUrl, ['--tenant', String(tenant), '--kind', 'queue_log', path]);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('rejected, nothing written');
    expect(await lastRun()).toMatchObject({
      status: 'rejected',
      reason: "1 problem, nothing written; line 2: bad timestamp 'not-a-time' (epoch seconds or YYYY-MM-DD HH:MM:SS)",
    });
    expect(await db.query(`SELECT count(*)::int AS n FROM telephony.calls`)).toEqual([{ n: 0 }]);
  }, 60_000);

  it('exits 2 for a tenant that does not exist, and records the attempt', async () => {
    const result = await runImport(db.databaseUrl, ['--tenant', '987654', '--kind', 'queue_log', file('q', `${T}|NONE|NONE|NONE|QUEUESTART|\n`)]);
    expect(result.status).toBe(2);
    expect(await lastRun()).toEqual({ customer_id: null, file_name: 'q', status: 'refused', reason: 'customer 987654 does not exist' });
  }, 60_000);

  it('exits 1 when the import fails, and records the failure with its reason', async () => {
    const result = await runImport(db.databaseUrl, ['--tenant', String(tenant), '--kind', 'absences', folder]);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('EISDIR');
    expect(await lastRun()).toMatchObject({ status: 'failed', reason: expect.stringContaining('EISDIR') });
  }, 60_000);

  it('exits 64 for wrong usage', async () => {
    expect((await runImport(db.databaseUrl, ['--kind', 'fax_log', 'x'])).status).toBe(64);
  }, 60_000);
});
