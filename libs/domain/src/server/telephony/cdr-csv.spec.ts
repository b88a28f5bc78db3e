import { describe, expect, it } from '@jest/globals';
import { CdrClockDetector, cdrInstants, cdrLayoutOf, isCdrHeader, uniqueIdEpoch, validateCdrRecord } from './cdr-csv.js';
import { extensionOfChannel, queueMemberKey } from '../../telephony/channel-names.js';
import { CsvRecordReader } from './csv-records.js';
import { TextLineSplitter } from './text-lines.js';

const VIENNA = 'Europe/Vienna';
const iso = (instant: number | null) => (instant === null ? null : new Date(instant).toISOString());

function records(text: string) {
  const reader = new CsvRecordReader(',');
  const splitter = new TextLineSplitter();
  return [...splitter.push(text), ...splitter.end()].flatMap((line) => reader.push(line) ?? []);
}

// 18 columns (loguniqueid, loguserfield), local time (Vienna, winter: UTC+1); uniqueid 1767261610 = 2026-01-01 10:00:10 UTC.
const MASTER_CSV = [
  '"","06641234567","2001","from-pstn","""Max"" <06641234567>","PJSIP/trunk-00000001","PJSIP/3001-00000002","Queue","2001,t","2026-01-01 11:00:10","2026-01-01 11:00:25","2026-01-01 11:03:25",195,180,"ANSWERED","DOCUMENTATION","1767261610.1",""',
  '"","015551234","2001","from-pstn","<015551234>","PJSIP/trunk-00000003","","Queue","2001,t","2026-01-01 11:00:30",,"2026-01-01 11:01:15",45,0,"NO ANSWER","DOCUMENTATION","1767261630.3","note, with comma"',
].join('\n');

describe('Master.csv rows', () => {
  it('reads quoted fields, bare numbers and an empty bare answer time', () => {
    const [first, second] = records(MASTER_CSV);
    expect(validateCdrRecord(first.fields, first.line).row).toMatchObject({
      source: '06641234567',
      destination: '2001',
      callerId: '"Max" <06641234567>',
      destinationChannel: 'PJSIP/3001-00000002',
      lastApplication: 'Queue',
      lastData: '2001,t',
      startWallClock: Date.parse('2026-01-01T11:00:10Z'),
      answerWallClock: Date.parse('2026-01-01T11:00:25Z'),
      durationSeconds: 195,
      billSeconds: 180,
      disposition: 'ANSWERED',
      uniqueId: '1767261610.1',
    });
    expect(validateCdrRecord(second.fields, second.line).row).toMatchObject({
      answerWallClock: null,
      disposition: 'NO ANSWER',
      userField: 'note, with comma',
      line: 2,
    });
  });

  it('tells the layout of 16 to 21 columns by count and the uniqueid shape', () => {
    const base = Array.from({ length: 16 }, () => 'x');
    expect(cdrLayoutOf(base)).toEqual({ columns: 16, uniqueId: null, userField: null, linkedId: null });
    expect(cdrLayoutOf([...base, '1767261610.12'])).toMatchObject({ uniqueId: 16, userField: null });
    expect(cdrLayoutOf([...base, 'pbx-east-1767261610.12'])).toMatchObject({ uniqueId: 16 });
    expect(cdrLayoutOf([...base, 'VIP customer'])).toMatchObject({ uniqueId: null, userField: 16 });
    expect(cdrLayoutOf([...base, '1767261610.12', ''])).toMatchObject({ uniqueId: 16, userField: 17 });
    expect(cdrLayoutOf([...base, '', '1767261610.12', '7'])).toMatchObject({ uniqueId: null, linkedId: 17 });
    expect(cdrLayoutOf([...base, '1767261610.12', '', '1767261610.12', '7'])).toMatchObject({ uniqueId: 16, userField: null, linkedId: 18 });
    expect(cdrLayoutOf([...base, '1767261610.12', 'uf', '', '1767261610.12', '7'])).toMatchObject({ uniqueId: 16, userField: 17, linkedId: 19 });
    expect(cdrLayoutOf(base.slice(1))).toBeNull();
    expect(uniqueIdEpoch('pbx1-1767261610.12')).toBe(1767261610000);
    expect(uniqueIdEpoch('abc')).toBeNull();
  });

  it('uses the linkedid where the file has no uniqueid column', () => {
    const fields = [
      '',
      '0664',
      '2001',
      'c',
      'x',
      'SIP/a-1',
      '',
      'Queue',
      '',
      '2026-01-01 11:00:10',
      '',
      '2026-01-01 11:00:20',
      '10',
      '0',
      'NO ANSWER',
      '3',
      '',
      '1767261610.7',
      '2',
    ];
    expect(validateCdrRecord(fields, 1).row?.uniqueId).toBe('1767261610.7');
    expect(validateCdrRecord(fields.slice(0, 16), 1).row?.uniqueId).toBeNull();
  });

  it('names every problem of a bad row', () => {
    expect(validateCdrRecord(['a', 'b'], 3).problem).toEqual({ line: 3, reason: expect.stringContaining('expected 16 to 21 columns') });
    const bad = ['', '1', '2', 'c', 'x', 'ch', '', 'Queue', '', '2026-13-01 10:00:00', '', '2026-01-01 09:00:00', '-5', '3', 'MAYBE', '', '', ''];
    expect(validateCdrRecord(bad, 7).problem).toEqual({
      line: 7,
      reason: "bad start '2026-13-01 10:00:00'; duration is negative: -5; unknown disposition 'MAYBE'; uniqueid is empty; billsec is longer than duration",
    });
  });

  it('knows a header line, channel extensions and member keys', () => {
    expect(isCdrHeader(['accountcode', 'src', 'dst', 'dcontext', 'clid', 'channel', 'dstchannel', 'lastapp', 'lastdata', 'start', 'answer', 'end'])).toBe(true);
    expect(extensionOfChannel('PJSIP/3001-00000002')).toBe('3001');
    expect(extensionOfChannel('SIP/3002-1')).toBe('3002');
    expect(extensionOfChannel('Local/3003@from-queue-0000001;1')).toBe('3003');
    expect(extensionOfChannel('')).toBeNull();
    expect(queueMemberKey('PJSIP/3001')).toBe(queueMemberKey('sip/3001'));
    expect(queueMemberKey('Local/3001@from-queue/n')).toBe('exten:3001');
    expect(queueMemberKey('Agent/3001')).toBe('agent:3001');
    expect(queueMemberKey(' Anna  GRUBER ')).toBe('name:anna gruber');
  });
});

describe('Master.csv clock', () => {
  const detect = (rows: [string, string][]) => {
    const detector = new CdrClockDetector(VIENNA);
    for (const [start, uniqueId] of rows) detector.add(Date.parse(`${start.replace(' ', 'T')}Z`), uniqueIdEpoch(uniqueId)!);
    return detector.decide();
  };

  it("reads local time when start is an hour after the uniqueid's epoch in Vienna's winter", () => {
    expect(
      detect([
        ['2026-01-01 11:00:10', '1767261610.1'],
        ['2026-01-01 11:02:00', '1767261690.4'],
      ]),
    ).toEqual({ clock: 'local', fits: true });
  });

  it('reads UTC when start is the epoch second (usegmtime=yes or a box on UTC)', () => {
    expect(
      detect([
        ['2026-01-01 10:00:10', '1767261610.1'],
        ['2026-01-01 10:01:31', '1767261690.4'],
      ]),
    ).toEqual({ clock: 'utc', fits: true });
  });

  it('takes the reading that comes closest to the creation second', () => {
    // Dial rows start later than the channel; the Queue row of the second call starts in its creation second.
    expect(
      detect([
        ['2026-07-01 13:05:00', '1782903600.1'],
        ['2026-07-01 13:00:03', '1782903603.9'],
      ]),
    ).toEqual({ clock: 'local', fits: true });
  });

  it('knows nothing without uniqueids, and says when neither reading fits', () => {
    expect(new CdrClockDetector(VIENNA).decide()).toBeNull();
    expect(detect([['2026-01-01 05:00:10', '1767261610.1']])).toEqual({ clock: 'local', fits: false });
  });

  it('places times of the autumn overlap after the channel was created', () => {
    // 2026-10-25 02:30 happens twice in Vienna; the uniqueid says it was the first time (00:30 UTC).
    const row = {
      line: 1,
      startWallClock: Date.parse('2026-10-25T02:30:00Z'),
      answerWallClock: null,
      endWallClock: Date.parse('2026-10-25T02:31:00Z'),
      uniqueId: '1792888200.5',
    };
    const read = cdrInstants(row, 'local', VIENNA);
    expect([iso(read.startedAt ?? null), iso(read.endedAt ?? null)]).toEqual(['2026-10-25T00:30:00.000Z', '2026-10-25T00:31:00.000Z']);
    // Without a uniqueid the shared rule applies: the later of the two.
    const withoutId = cdrInstants({ ...row, uniqueId: null }, 'local', VIENNA);
    expect(iso(withoutId.startedAt ?? null)).toBe('2026-10-25T01:30:00.000Z');
    expect(cdrInstants({ ...row, endWallClock: Date.parse('2026-10-25T02:00:00Z') }, 'utc', VIENNA).problem).toEqual({
      line: 1,
      reason: 'end is before start',
    });
  });
});
