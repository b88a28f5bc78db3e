import { describe, expect, it } from '@jest/globals';
import { importKindOfFirstLine, looksBinary, wrongImportKindReason } from './import-file-kinds.js';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('telling uploads apart', () => {
  it('takes text with NUL runs in front of lines as text, and NUL inside lines as binary', () => {
    expect(looksBinary(bytes('1767261600|a|q|NONE|QUEUESTART|\n'))).toBe(false);
    expect(looksBinary(bytes('1767261600|a|q|NONE|QUEUESTART|\n\x00\x00\x00\x00\x00\x00\x001767261700|b|q|NONE|QUEUESTART|\n'))).toBe(false);
    expect(looksBinary(bytes('\x00\x00\x001767261600|a|q|NONE|QUEUESTART|\n'))).toBe(false);
    expect(looksBinary(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00]))).toBe(true);
    expect(looksBinary(bytes('RIFF....WAVEfmt \x10\x00\x00\x00'))).toBe(true);
    expect(looksBinary(bytes('plain text with a few \x01\x02\x03\x04 control bytes'))).toBe(true);
  });

  it('recognises each kind by its first line', () => {
    expect(importKindOfFirstLine('1767261600|NONE|NONE|NONE|QUEUESTART|')).toBe('queue_log');
    expect(importKindOfFirstLine('\x00\x00\x002026-01-01 10:00:00|1.2|q|NONE|ENTERQUEUE||0664|1')).toBe('queue_log');
    expect(
      importKindOfFirstLine(
        '"","0664","2001","from-pstn","x","SIP/a-1","","Queue","2001,t","2026-01-01 11:00:10",,"2026-01-01 11:00:20",10,0,"NO ANSWER","DOCUMENTATION","1767261610.1",""',
      ),
    ).toBe('cdr_csv');
    expect(
      importKindOfFirstLine(
        'accountcode,src,dst,dcontext,clid,channel,dstchannel,lastapp,lastdata,start,answer,end,duration,billsec,disposition,amaflags,uniqueid,userfield',
      ),
    ).toBe('cdr_csv');
    expect(importKindOfFirstLine('employee_id;start;end;reason')).toBe('absences');
    expect(importKindOfFirstLine('hostname,update_stamp,windows_version')).toBe('pc_inventory');
    expect(importKindOfFirstLine('hello world')).toBeNull();
  });

  it('explains a file sent to the wrong import', () => {
    expect(wrongImportKindReason('queue_log', 'employee_id,start,end,reason')).toBe(
      'the file looks like an absences CSV, not an Asterisk queue_log: choose the matching import',
    );
    expect(wrongImportKindReason('cdr_csv', '1767261600|NONE|NONE|NONE|QUEUESTART|')).toBe(
      'the file looks like an Asterisk queue_log, not an Asterisk Master.csv (cdr_csv): choose the matching import',
    );
    expect(wrongImportKindReason('queue_log', '1767261600|NONE|NONE|NONE|QUEUESTART|')).toBeNull();
    expect(wrongImportKindReason('queue_log', 'garbage')).toBeNull();
  });
});
