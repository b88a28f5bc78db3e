import { describe, expect, it } from 'vitest';
import type { JobProgress, LoginSession, SearchHit } from '@backoffice/contracts';
import { applyJobProgress } from './DownloadsMenu';
import { liveChatIdentity } from './LiveChat';
import { canSubmitLogin } from './LoginPage';
import { groupHits } from '../shell/SearchResults';

const job = (jobId: string, progress: number, state: JobProgress['state'], downloadUrl?: string): JobProgress => ({
  jobId,
  queue: 'reports',
  name: `Report ${jobId}`,
  progress,
  state,
  downloadUrl,
});

describe('download-progress menu', () => {
  it('lists a running job until it is done, then drops it unless it left a file', () => {
    let items = applyJobProgress([], job('a', 10, 'active'));
    items = applyJobProgress(items, job('b', 50, 'active'));
    items = applyJobProgress(items, job('a', 60, 'active'));
    expect(items.map((item) => [item.jobId, item.progress])).toEqual([
      ['b', 50],
      ['a', 60],
    ]);
    items = applyJobProgress(items, job('b', 100, 'completed'));
    expect(items.map((item) => item.jobId)).toEqual(['a']);
    items = applyJobProgress(items, job('a', 100, 'completed', '/quality/reports/download?ReportID=1'));
    expect(items).toEqual([job('a', 100, 'completed', '/quality/reports/download?ReportID=1')]);
  });
  it('keeps a failed job so its message can be read', () => {
    expect(applyJobProgress([], { ...job('c', 30, 'failed'), message: 'PDF failed' })[0].message).toBe('PDF failed');
  });
});

describe('top bar rules', () => {
  it('login submit needs both fields', () => {
    expect(canSubmitLogin('', 'x')).toBe(false);
    expect(canSubmitLogin('  ', 'x')).toBe(false);
    expect(canSubmitLogin('admin', '')).toBe(false);
    expect(canSubmitLogin('admin', 'x')).toBe(true);
  });
  it('identifies the user to the live chat with email, id, names, phone, login credential and customer', () => {
    const session = {
      user: { UserId: 3, Email: 'a@b.c', FirstName: 'Ada', LastName: 'L', PhoneNumber: '+43 1', LoginCredential: 'ada', Username: 'ada' },
      activeCustomer: { CustomerID: 1, Name: 'Alpine Assist GmbH' },
    } as unknown as LoginSession;
    expect(liveChatIdentity(session)).toEqual({
      email: 'a@b.c',
      id: 3,
      firstName: 'Ada',
      lastName: 'L',
      phone: '+43 1',
      loginCredential: 'ada',
      customerName: 'Alpine Assist GmbH',
    });
  });
  it('groups global search hits by kind in the order they came', () => {
    const hits: SearchHit[] = [
      { kind: 'user', id: 1, label: 'Quinn Berger', route: '/users/1' },
      { kind: 'partner', id: 9, label: 'Berger Towing', route: '/assistance/partners/9/details' },
      { kind: 'user', id: 2, label: 'Ann Berger', route: '/users/2' },
    ];
    expect(groupHits(hits).map(([kind, group]) => [kind, group.map((hit) => hit.id)])).toEqual([
      ['user', [1, 2]],
      ['partner', [9]],
    ]);
  });
});
