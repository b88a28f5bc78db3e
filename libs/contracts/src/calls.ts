import type { PermissionName } from './permissions.js';

/**
 * One call of the wire contract, declared once in its area's contract and read by both sides:
 * the API's `@Call(...)` takes its path, permissions, summary and messages from it (and the
 * OpenAPI document with them), the admin's typed client (`api.<area>.<call>(body)`) its path and
 * types. Renaming a call, or changing its request or answer, fails to compile on both sides.
 */
export interface CallDeclaration<Request = unknown, Response = unknown> {
  /** `POST {path}` (calls, uploads) or `GET {path}?…&Token=` (reads, downloads). */
  path: string;
  /** Any one of these opens the call; empty: any signed-in user. */
  permissions: readonly PermissionName[];
  /** What the call does, for the API document. */
  summary: string;
  /** The success message the envelope carries (the spec's text); silent when absent. */
  ok?: string;
  /** The prefix of a failure message: "Cannot fetch users: <what went wrong>". */
  fail?: string;
  /**
   * `call` (default): POST, JSON in, envelope out. `read`: a GET answered with the envelope (the
   * shell's configuration). `download`: a GET answered with a file (or a bare answer). `upload`: a
   * multipart POST.
   */
  kind?: 'call' | 'read' | 'download' | 'upload';
  /** Needs no session (sign-in, the shell's configuration, health). */
  public?: true;
  /**
   * Request fields sent in the URL's query rather than the body (`autocomplete?input=`). A path's
   * `:name` segments are filled from the request's field of that name.
   */
  query?: readonly string[];
  /** Types only (never set): what the call takes and answers. */
  readonly __request?: Request;
  readonly __response?: Response;
}

export type RequestOf<C> = C extends CallDeclaration<infer Request, unknown> ? Request : never;
export type ResponseOf<C> = C extends CallDeclaration<unknown, infer Response> ? Response : never;

/** A file of an upload's request (a browser `File` is one): sent as the multipart part of its field. */
export interface UploadedFile {
  readonly name: string;
  readonly size: number;
  readonly type: string;
}

/** What a download answers: the file's bytes, not an envelope (the admin's client gives its URL). */
export type FileBytes = Uint8Array;

/** No fields besides the session token. */
export type NoBody = Record<string, never>;

/**
 * Declares a call with its request and answer types:
 * `list: call<LunchPlanQuery, LunchPlan>()({ path: 'lunch_breaks/list', permissions: [...], summary: '…' })`.
 */
export function call<Request, Response>() {
  return <const D extends Omit<CallDeclaration<Request, Response>, '__request' | '__response'>>(declaration: D): D & CallDeclaration<Request, Response> =>
    declaration as D & CallDeclaration<Request, Response>;
}

/** A table of one area's calls. */
export type CallTable = Record<string, CallDeclaration>;
