import { describe, expect, it } from '@jest/globals';
import { nativeCsvDelimiterOf, nativeRowKey, readNativeHeader, validateNativeRecord } from './native-csv.js';

const VIENNA = 'Europe/Vienna';

describe('native CSV', () => {
  it('reads absences in any column order, in the customer time zone', () => {
    const { columns } = readNativeHeader('absences', ['reason', 'employee_id', 'start', 'end'], 1);
    expect(validateNativeRecord('absences', columns!, ['Urlaub', '10001', '2026-01-02 08:00', '2026-01-02 16:30'], 2, VIENNA).row).toEqual({
      line: 2,
      employeeId: '10001',
      reason: 'Urlaub',
      startedAt: Date.parse('2026-01-02T07:00:00Z'),
      endedAt: Date.parse('2026-01-02T15:30:00Z'),
    });
    expect(validateNativeRecord('absences', columns!, ['Urlaub', '10001', '2026-07-02 08:00', '2026-07-02 16:30'], 2, 'UTC').row?.startedAt).toBe(
      Date.parse('2026-07-02T08:00:00Z'),
    );
  });

  it('tells the separator from the header line', () => {
    expect(nativeCsvDelimiterOf('reason;employee_id;start;end')).toBe(';');
    expect(nativeCsvDelimiterOf('reason,employee_id,start,end')).toBe(',');
  });

  it('rejects wrong headers with the expected columns', () => {
    expect(readNativeHeader('pc_inventory', ['hostname', 'winver'], 1).problem).toEqual({
      line: 1,
      reason: 'missing column(s) update_stamp, windows_version; unknown column(s) winver (expected hostname, update_stamp, windows_version)',
    });
  });

  it('validates lunch breaks on a daylight-saving change day, mails and PCs', () => {
    const lunch = validateNativeRecord('lunch_breaks', ['employee_id', 'date', 'from', 'to'], ['10001', '2026-03-29', '12:00', '12:30'], 2, VIENNA).row!;
    expect(lunch).toEqual({
      line: 2,
      employeeId: '10001',
      day: '2026-03-29',
      startedAt: Date.parse('2026-03-29T10:00:00Z'),
      endedAt: Date.parse('2026-03-29T10:30:00Z'),
    });
    expect(nativeRowKey('lunch_breaks', lunch)).toBe(`10001@${lunch.startedAt}`);
    expect(validateNativeRecord('lunch_breaks', ['employee_id', 'date', 'from', 'to'], ['', '2026-02-30', '13:00', '12:30'], 3, VIENNA).problem).toEqual({
      line: 3,
      reason: "employee_id is empty; bad date '2026-02-30' (YYYY-MM-DD); to is not after from",
    });
    expect(
      validateNativeRecord('mail_activities', ['mail_id', 'employee_id', 'sent_at', 'call_customer'], ['m-1', '10001', '2026-01-02 09:15', ''], 2, VIENNA).row,
    ).toMatchObject({ callCustomer: null, sentAt: Date.parse('2026-01-02T08:15:00Z') });
    expect(
      validateNativeRecord('pc_inventory', ['hostname', 'update_stamp', 'windows_version'], ['CC-WS-1', 'yesterday', 'Windows 11'], 4, VIENNA).problem?.reason,
    ).toBe("bad update_stamp 'yesterday' (YYYY-MM-DD HH:MM)");
    expect(validateNativeRecord('pc_inventory', ['hostname', 'update_stamp', 'windows_version'], ['CC-WS-1'], 5, VIENNA).problem?.reason).toBe(
      'expected 3 columns, got 1',
    );
    expect(
      validateNativeRecord('absences', ['employee_id', 'start', 'end', 'reason'], ['1', '2026-01-03 08:00', '2026-01-03 07:00', 'x'], 6, VIENNA).problem
        ?.reason,
    ).toBe('end is not after start');
  });
});
