import { vi } from 'vitest';

export interface RecordedCall {
  path: string;
  body: Record<string, unknown>;
}

type Reply = { status?: number; data?: unknown; message?: string; code?: string };
type Answer = Reply | ((body: Record<string, unknown>) => Reply);

/**
 * A fake `fetch` answering the wire contract's envelopes by path, recording every call.
 * Unknown paths answer 404 so a test sees a call it did not expect.
 */
export function fakeApi(answers: Record<string, Answer>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://admin.test');
    const path = url.pathname.replace(/^\//, '');
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    calls.push({ path, body });
    const configured = answers[path];
    const answer = typeof configured === 'function' ? configured(body) : configured;
    if (!answer) return jsonResponse(404, { succeeded: false, message: `No fake for ${path}`, result: { data: null } });
    const status = answer.status ?? 200;
    const ok = status < 400;
    return jsonResponse(status, {
      succeeded: ok,
      message: answer.message,
      status,
      ...(answer.code ? { code: answer.code } : {}),
      result: { data: answer.data ?? null },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock, callsTo: (path: string) => calls.filter((call) => call.path === path) };
}

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
