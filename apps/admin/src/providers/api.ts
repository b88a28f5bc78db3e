import {
  AssistanceCalls,
  CoreCalls,
  crudCalls,
  LunchBreakCalls,
  MonitorCalls,
  NewsCalls,
  PlaybackCalls,
  QualityCalls,
  ReportCalls,
  ReportScheduleCalls,
  TelephonyCalls,
  type CallDeclaration,
  type CallTable,
  type RequestOf,
  type ResponseOf,
  type ResourceDeclaration,
} from '@backoffice/contracts';
import { apiUrl, callApi, getApi, uploadApi, type CallOptions } from './http';
import { currentToken } from './session';

/** A declared call as the admin makes it: a download becomes its URL (with the token), any other call a request. */
type ClientCall<C> = C extends { kind: 'download' } ? (query: RequestOf<C>) => string : (body: RequestOf<C>, options?: CallOptions) => Promise<ResponseOf<C>>;

export type Client<T extends CallTable> = { [K in keyof T]: ClientCall<T[K]> };

/** The URL of a GET download: its query and the session token (an `<audio>` element or a link cannot send a header). */
export function downloadUrl(path: string, query: object): string {
  const token = currentToken();
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries({ ...query, ...(token ? { Token: token } : {}) })) {
    if (value !== undefined && value !== null) params.set(name, String(value));
  }
  return `${apiUrl(path)}?${params.toString()}`;
}

/**
 * Where a call goes with this request: its path with the `:name` segments filled from the
 * request's fields, the declaration's `query` fields in the URL; the other fields stay the body.
 */
export function addressOf(declaration: CallDeclaration, request: object): { path: string; body: Record<string, unknown> } {
  const body: Record<string, unknown> = { ...request };
  const path = declaration.path.replace(/:(\w+)/g, (_segment, name: string) => {
    const value = body[name];
    delete body[name];
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams();
  for (const name of declaration.query ?? []) {
    if (body[name] !== undefined && body[name] !== null) query.set(name, String(body[name]));
    delete body[name];
  }
  return { path: query.size > 0 ? `${path}?${query.toString()}` : path, body };
}

/** An upload's multipart form: each field of the request, a file as its file part (null as the text `null`). */
function formOf(fields: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value instanceof Blob) form.append(name, value, value instanceof File ? value.name : name);
    else if (value !== undefined) form.append(name, String(value));
  }
  return form;
}

/** A typed client of one area's call table (libs/contracts). */
export function clientOf<T extends CallTable>(table: T): Client<T> {
  const client: Record<string, unknown> = {};
  for (const [name, declaration] of Object.entries(table)) {
    client[name] =
      declaration.kind === 'download'
        ? (query: object) => downloadUrl(declaration.path, query)
        : declaration.kind === 'read'
          ? () => getApi(declaration.path)
          : declaration.kind === 'upload'
            ? (request: object, options?: CallOptions) => {
                const { path, body } = addressOf(declaration, request);
                return uploadApi(path, formOf(body), options);
              }
            : (request: object, options?: CallOptions) => {
                const { path, body } = addressOf(declaration, request);
                return callApi(path, body, { anonymous: declaration.public === true, ...options });
              };
  }
  return client as Client<T>;
}

/** Every area's calls, typed from their declarations: `api.lunchBreak.save(body)`. A call path is never written here. */
export const api = {
  core: clientOf(CoreCalls),
  lunchBreak: clientOf(LunchBreakCalls),
  reports: clientOf(ReportCalls),
  reportSchedules: clientOf(ReportScheduleCalls),
  news: clientOf(NewsCalls),
  assistance: clientOf(AssistanceCalls),
  telephony: clientOf(TelephonyCalls),
  quality: clientOf(QualityCalls),
  playback: clientOf(PlaybackCalls),
  monitor: clientOf(MonitorCalls),
};

/** A crud resource's calls (count, list, load, create, save, delete, bulk_delete), its rows typed `R`. */
export function crudApi<R extends object = Record<string, unknown>>(resource: ResourceDeclaration) {
  return clientOf(crudCalls<R>(resource));
}
