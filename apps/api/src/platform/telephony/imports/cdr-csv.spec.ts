import { describe, expect, it } from '@jest/globals';
import { extensionOfChannel, isCdrHeader, validateCdrRecord } from '@backoffice/domain';
import { readCsvRecords } from './csv-records.js';

const MASTER_CSV = [
  '"","06641234567","2001","from-pstn","""Max"" <06641234567>","PJSIP/trunk-00000001","PJSIP/3001-00000002","Queue","2001,t","2026-01-01 10:00:10","2026-01-01 10:00:25","2026-01-01 10:03:25",195,180,"ANSWERED","DOCUMENTATION","1000.1",""',
  '"","015551234","2001","from-pstn","<015551234>","PJSIP/trunk-00000003","","Queue","2001,t","2026-01-01 10:00:30","","2026-01-01 10:01:15",45,0,"NO ANSWER","DOCUMENTATION","1000.3","note, with comma"',
].join('\n');

async function records(text: string) {
  const out = [];
  for await (const record of readCsvRecords(text)) out.push(record);
  return out;
}

describe('Master.csv', () => {
  it('reads quoted fields and validates rows', async () => {
    const [first, second] = await records(MASTER_CSV);
    expect(first.line).toBe(1);
    const answered = validateCdrRecord(first.fields, first.line).row!;
    expect(answered).toMatchObject({
      source: '06641234567',
      destination: '2001',
      callerId: '"Max" <06641234567>',
      destinationChannel: 'PJSIP/3001-00000002',
      startedAt: Date.parse('2026-01-01T10:00:10Z'),
      answeredAt: Date.parse('2026-01-01T10:00:25Z'),
      durationSeconds: 195,
      billSeconds: 180,
      disposition: 'ANSWERED',
      uniqueId: '1000.1',
    });
    const lost = validateCdrRecord(second.fields, second.line).row!;
    expect(lost).toMatchObject({ answeredAt: null, disposition: 'NO ANSWER', userField: 'note, with comma', line: 2 });
  });

  it('names every problem of a bad row', () => {
    expect(validateCdrRecord(['a', 'b'], 3).problem).toEqual({ line: 3, reason: expect.stringContaining('expected 18 columns') });
    const bad = ['', '1', '2', 'c', 'x', 'ch', '', 'Queue', '', '2026-13-01 10:00:00', '', '2026-01-01 09:00:00', '-5', '3', 'MAYBE', '', '', ''];
    expect(validateCdrRecord(bad, 7).problem).toEqual({
      line: 7,
      reason: "bad start '2026-13-01 10:00:00'; duration is negative: -5; unknown disposition 'MAYBE'; uniqueid is empty; billsec is longer than duration",
    });
  });

  it('knows a header line and channel extensions', () => {
    expect(
      isCdrHeader([
        'accountcode',
        'src',
        'dst',
        'dcontext',
        'clid',
        'channel',
        'dstchannel',
        'lastapp',
        'lastdata',
        'start',
        'answer',
        'end',
        'duration',
        'billsec',
        'disposition',
        'amaflags',
        'uniqueid',
        'userfield',
      ]),
    ).toBe(true);
    expect(extensionOfChannel('PJSIP/3001-00000002')).toBe('3001');
    expect(extensionOfChannel('SIP/3002-1')).toBe('3002');
    expect(extensionOfChannel('')).toBeNull();
  });
});
