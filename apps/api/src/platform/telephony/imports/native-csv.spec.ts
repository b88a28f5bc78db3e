import { describe, expect, it } from '@jest/globals';
import { readCsvRecords } from './csv-records.js';
import { nativeRowKey, readNativeHeader, validateNativeRecord } from '@backoffice/domain';

async function records(text: string) {
  const out = [];
  for await (const record of readCsvRecords(text, [',', ';'])) out.push(record);
  return out;
}

describe('native CSV', () => {
  it('reads absences in any column order, semicolon separated', async () => {
    const [header, row] = await records('reason;employee_id;start;end\nUrlaub;10001;2026-01-02 08:00;2026-01-02 16:30\n');
    const { columns } = readNativeHeader('absences', header.fields, header.line);
    expect(validateNativeRecord('absences', columns!, row.fields, row.line).row).toEqual({
      line: 2,
      employeeId: '10001',
      reason: 'Urlaub',
      startedAt: Date.parse('2026-01-02T08:00:00Z'),
      endedAt: Date.parse('2026-01-02T16:30:00Z'),
    });
  });

  it('rejects wrong headers with the expected columns', () => {
    expect(readNativeHeader('pc_inventory', ['hostname', 'winver'], 1).problem).toEqual({
      line: 1,
      reason: 'missing column(s) update_stamp, windows_version; unknown column(s) winver (expected hostname, update_stamp, windows_version)',
    });
  });

  it('validates lunch breaks, mails and PCs', () => {
    const lunch = validateNativeRecord('lunch_breaks', ['employee_id', 'date', 'from', 'to'], ['10001', '2026-01-02', '12:00', '12:30'], 2).row!;
    expect(lunch).toEqual({
      line: 2,
      employeeId: '10001',
      day: '2026-01-02',
      startedAt: Date.parse('2026-01-02T12:00:00Z'),
      endedAt: Date.parse('2026-01-02T12:30:00Z'),
    });
    expect(nativeRowKey('lunch_breaks', lunch)).toBe(`10001@${lunch.startedAt}`);
    expect(validateNativeRecord('lunch_breaks', ['employee_id', 'date', 'from', 'to'], ['', '2026-02-30', '13:00', '12:30'], 3).problem).toEqual({
      line: 3,
      reason: "employee_id is empty; bad date '2026-02-30' (YYYY-MM-DD); to is not after from",
    });
    expect(
      validateNativeRecord('mail_activities', ['mail_id', 'employee_id', 'sent_at', 'call_customer'], ['m-1', '10001', '2026-01-02 09:15', ''], 2).row,
    ).toMatchObject({ callCustomer: null });
    expect(
      validateNativeRecord('pc_inventory', ['hostname', 'update_stamp', 'windows_version'], ['CC-WS-1', 'yesterday', 'Windows 11'], 4).problem?.reason,
    ).toBe("bad update_stamp 'yesterday' (YYYY-MM-DD HH:MM)");
    expect(validateNativeRecord('pc_inventory', ['hostname', 'update_stamp', 'windows_version'], ['CC-WS-1'], 5).problem?.reason).toBe(
      'expected 3 columns, got 1',
    );
  });
});
