import { HttpError } from 'react-admin';
import { ErrorCode, type Envelope } from '@backoffice/contracts';
import { clearSession, currentToken, updateSession } from './session';

/** Where the API answers; the same origin unless the build says otherwise. */
export const API_BASE: string = (import.meta.env.VITE_API_BASE as string | undefined) ?? '';

export const CANCELLED_MESSAGE = 'Operation canceled by the user';
export const UNREACHABLE_MESSAGE = 'Server is unreachable';

/** `data`: the envelope's result data, the values of a coded refusal's message (a scorecard's `{ Problem, Question }`, a schedule's `{ Problems }`). */
type RefusalWording = (code: ErrorCode, serverMessage: string, data?: unknown) => string;
let refusalWording: RefusalWording = (_code, serverMessage) => serverMessage;

/**
 * Refusals with a code (Envelope.code: a deep offset, a query stopped for taking too long, the
 * export limits) are worded by the admin in the user's language; the i18n provider registers how.
 */
export function wordRefusalsWith(wording: RefusalWording): void {
  refusalWording = wording;
}

/** The message to show for a failed envelope: the admin's own words for a coded refusal, else the server's. */
export function failureText(envelope: Partial<Envelope> | null, fallback: string): string {
  const message = envelope?.message || fallback;
  return envelope?.code ? refusalWording(envelope.code, message, envelope.result?.data) : message;
}

export interface CallOptions {
  signal?: AbortSignal;
  /** Login calls carry no token. */
  anonymous?: boolean;
  /**
   * A token other than the stored session's (the wallboard kiosk). Its 401 does not clear the
   * stored session: the caller handles it.
   */
  token?: string;
}

export function apiUrl(path: string): string {
  const clean = path.replace(/^\/+|\/+$/g, '');
  return `${API_BASE}/${clean}`;
}

/**
 * One call of the wire contract: `POST {base}/{verb}` with a JSON body carrying the token,
 * answered by an envelope. Errors follow spec part 1 section 8: a cancelled request, no answer
 * (503 Server is unreachable), 401 (the stored session is cleared), 403 `password_expired` (the
 * stored session is marked, see PasswordExpiredGate), 5xx and the others reject with the server's
 * message and status.
 */
export async function callApi<T>(path: string, body: object = {}, options: CallOptions = {}): Promise<T> {
  const token = options.anonymous ? null : (options.token ?? currentToken());
  const payload = token ? { ...body, Token: token } : body;
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(payload),
      signal: options.signal,
    });
  } catch (error) {
    if (isAbort(error)) throw new HttpError(CANCELLED_MESSAGE, 499, {});
    throw new HttpError(UNREACHABLE_MESSAGE, 503, {});
  }
  return readEnvelope<T>(response, Boolean(token) && !options.token);
}

/** A multipart upload (`POST {path}` with the form, the session token in the header), answered by an envelope. */
export async function uploadApi<T>(path: string, form: FormData, options: CallOptions = {}): Promise<T> {
  const token = currentToken();
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method: 'POST',
      headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: form,
      signal: options.signal,
    });
  } catch (error) {
    if (isAbort(error)) throw new HttpError(CANCELLED_MESSAGE, 499, {});
    throw new HttpError(UNREACHABLE_MESSAGE, 503, {});
  }
  return readEnvelope<T>(response, Boolean(token));
}

export async function getApi<T>(path: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(apiUrl(path), { headers: { Accept: 'application/json' } });
  } catch {
    throw new HttpError(UNREACHABLE_MESSAGE, 503, {});
  }
  return readEnvelope<T>(response, false);
}

async function readEnvelope<T>(response: Response, hadToken: boolean): Promise<T> {
  let envelope: Partial<Envelope<T>> | null = null;
  try {
    envelope = (await response.json()) as Envelope<T>;
  } catch {
    envelope = null;
  }
  const status = envelope?.status ?? response.status;
  if (!response.ok || !envelope || envelope.succeeded === false) {
    const message = failureText(envelope, response.statusText || `HTTP ${status}`);
    if (response.status === 401 && hadToken) clearSession();
    // The session's password expired while it was open: the layout turns into the change-password page.
    if (envelope?.code === ErrorCode.PasswordExpired && hadToken)
      updateSession((session) => (session.passwordExpired ? session : { ...session, passwordExpired: true }));
    throw new HttpError(message, response.ok ? status : response.status, envelope ?? {});
  }
  return (envelope.result?.data ?? (envelope as unknown as { data?: T }).data) as T;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException ? error.name === 'AbortError' : (error as { name?: string })?.name === 'AbortError';
}
