/**
 * Staging tables of an import: rows are validated in the stream and COPYed in batches into a
 * temporary table that lives until the import's transaction ends; one INSERT ... SELECT then
 * writes them, idempotently, into the telephony tables.
 */
import type { PoolClient } from 'pg';
import { copyRows, type CopyValue } from '../../platform/database/pg-copy-stream.js';

/** Staged rows per COPY. */
const STAGE_BATCH = 5000;

export class Stage {
  private rows: CopyValue[][] = [];
  count = 0;

  constructor(
    private readonly client: PoolClient,
    readonly table: string,
    private readonly columns: string[],
  ) {}

  async add(row: CopyValue[]): Promise<void> {
    this.rows.push(row);
    this.count++;
    if (this.rows.length >= STAGE_BATCH) await this.flush();
  }

  async flush(): Promise<void> {
    if (this.rows.length === 0) return;
    const rows = this.rows;
    this.rows = [];
    await copyRows(this.client, this.table, this.columns, rows);
  }
}
