import { describe, expect, it } from '@jest/globals';
import { parseQueueLogLine } from './queue-log-lines.js';
import { epochOfTimeText, missingQueueLogColumns, queueLogLineOfRow, tablePositionAfter, type QueueLogTableRow } from './queue-log-table.js';

const row = (values: Partial<QueueLogTableRow>): QueueLogTableRow => ({
  epoch: '1767261610',
  callid: '1000.1',
  queuename: '2001',
  agent: 'NONE',
  event: 'ENTERQUEUE',
  data1: '',
  data2: '0664555',
  data3: '1',
  data4: null,
  data5: null,
  ...values,
});

describe('a queue_log table read as queue_log lines', () => {
  it('joins a row to the line a queue_log file has for it, an empty column as an empty field', () => {
    const text = queueLogLineOfRow(row({}));
    expect(text).toBe('1767261610|1000.1|2001|NONE|ENTERQUEUE||0664555|1||');
    expect(parseQueueLogLine(text, 1).entry).toMatchObject({ time: 1767261610000, uniqueId: '1000.1', queue: '2001', event: 'ENTERQUEUE' });
    expect(queueLogLineOfRow(row({ callid: null, queuename: null, agent: null, event: null, data2: null, data3: null }))).toBe('1767261610|||||||||');
  });

  it('reads a time written as text: epoch seconds as they are, a wall time on the customer’s clock', () => {
    expect(epochOfTimeText('1767261610', 'Europe/Vienna')).toBe('1767261610');
    expect(epochOfTimeText(' 1767261610.25 ', 'Europe/Vienna')).toBe('1767261610.25');
    // 2026-01-01 11:00:10 in Vienna (winter, UTC+1) is 10:00:10 UTC.
    expect(epochOfTimeText('2026-01-01 11:00:10', 'Europe/Vienna')).toBe('1767261610');
    expect(epochOfTimeText('2026-01-01 10:00:10.500000', 'UTC')).toBe('1767261610.5');
    // Summer time: UTC+2.
    expect(epochOfTimeText('2026-07-01 12:00:00', 'Europe/Vienna')).toBe(String(Date.UTC(2026, 6, 1, 10) / 1000));
    expect(epochOfTimeText('2026-01-01', 'UTC')).toBeNull();
    expect(epochOfTimeText('yesterday', 'UTC')).toBeNull();
    expect(epochOfTimeText('2026-02-30 10:00:00', 'UTC')).toBeNull();
  });

  it('names the queue_log columns a table lacks, whatever their case', () => {
    expect(missingQueueLogColumns(['id', 'TIME', 'callid', 'queuename', 'agent', 'event', 'data1', 'data2', 'data3', 'data4', 'data5'])).toEqual([]);
    expect(missingQueueLogColumns(['time', 'callid', 'queuename', 'agent', 'event', 'data'])).toEqual(['data1', 'data2', 'data3', 'data4', 'data5']);
  });

  it('moves the position to the last id, or to the last time and the rows read at it', () => {
    expect(tablePositionAfter(null, [], true)).toEqual({});
    expect(tablePositionAfter({ id: 4 }, [], true)).toEqual({ id: 4 });
    expect(tablePositionAfter({ id: 4 }, [{ id: '5' }, { id: '9' }], true)).toEqual({ id: 9 });
    const t1 = '2026-01-01 10:00:10';
    const t2 = '2026-01-01 10:00:20';
    expect(tablePositionAfter(null, [{ at: t1 }, { at: t2 }, { at: t2 }], false)).toEqual({ time: t2, atTime: 2 });
    // A read that goes on inside the same time adds to the rows read at it; a later time starts the count again.
    expect(tablePositionAfter({ time: t2, atTime: 2 }, [{ at: t2 }], false)).toEqual({ time: t2, atTime: 3 });
    expect(tablePositionAfter({ time: t1, atTime: 1 }, [{ at: t1 }, { at: t2 }], false)).toEqual({ time: t2, atTime: 1 });
    expect(tablePositionAfter({ time: t2, atTime: 3 }, [], false)).toEqual({ time: t2, atTime: 3 });
  });
});
