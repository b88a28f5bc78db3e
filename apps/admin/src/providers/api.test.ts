import { afterEach, describe, expect, it, vi } from 'vitest';
import { AssistanceCalls, TelephonyCalls, type LoginSession } from '@backoffice/contracts';
import { addressOf, api } from './api';
import { writeSession } from './session';

afterEach(() => vi.unstubAllGlobals());

const answered = (data: unknown) => vi.fn(async () => new Response(JSON.stringify({ succeeded: true, status: 200, result: { data } }), { status: 200 }));

describe('typed client addresses', () => {
  it("fills a path's :name segment and the query fields from the request; the rest stays the body", () => {
    expect(addressOf(AssistanceCalls.coordinates, { placeId: 'a/b c' })).toEqual({ path: 'assistance/partners/coordinates/a%2Fb%20c', body: {} });
    expect(addressOf(AssistanceCalls.autocomplete, { input: 'Wien 1' })).toEqual({ path: 'assistance/partners/autocomplete?input=Wien+1', body: {} });
    expect(addressOf(TelephonyCalls.importFile, { kind: 'queue_log', file: null })).toEqual({ path: 'telephony/imports/queue_log', body: { file: null } });
    expect(addressOf(TelephonyCalls.importFile, { kind: 'cdr_csv', CustomerID: 7 })).toEqual({ path: 'telephony/imports/cdr_csv?CustomerID=7', body: {} });
  });

  it('posts the remaining fields as JSON with the token', async () => {
    writeSession({ token: 'tok-1', permissions: ['*'], userSettings: { Columns: {} } } as unknown as LoginSession);
    const fetchImpl = answered([{ description: 'Wien', place_id: 'w' }]);
    vi.stubGlobal('fetch', fetchImpl);
    expect(await api.assistance.autocomplete({ input: 'Wi' })).toEqual([{ description: 'Wien', place_id: 'w' }]);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/assistance/partners/autocomplete?input=Wi');
    expect(JSON.parse(init.body as string)).toEqual({ Token: 'tok-1' });
  });

  it('sends an upload as multipart: each field, a file as its file part and a removed one as the text null', async () => {
    writeSession({ token: 'tok-2', permissions: ['*'], userSettings: { Columns: {} } } as unknown as LoginSession);
    const fetchImpl = answered({ Logo: null });
    vi.stubGlobal('fetch', fetchImpl);
    expect(await api.assistance.uploadLogo({ PartnerID: 4, file: null })).toEqual({ Logo: null });
    await api.assistance.uploadCostsDocument({ PartnerID: 5, file: new File(['%PDF'], 'Prices.pdf') });
    const removed = (fetchImpl.mock.calls[0] as unknown as [string, RequestInit])[1].body as FormData;
    expect([removed.get('PartnerID'), removed.get('file')]).toEqual(['4', 'null']);
    const [url, init] = fetchImpl.mock.calls[1] as unknown as [string, RequestInit];
    expect(url).toBe('/assistance/partners/cost-document');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok-2');
    expect(((init.body as FormData).get('file') as File).name).toBe('Prices.pdf');
  });
});
