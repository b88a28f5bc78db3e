import { CoreCalls, crudCalls, LunchBreakCalls, MonitorCalls, PlaybackCalls, QualityCalls, type CallTable, type RequestOf, type ResponseOf, type ResourceDeclaration } from '@backoffice/contracts';
import { apiUrl, callApi, getApi, type CallOptions } from './http';
import { currentToken } from './session';

/** A declared call as the admin makes it: a download becomes its URL (with the token), any other call a request. */
type ClientCall<C> = C extends { kind: 'download' }
  ? (query: RequestOf<C>) => string
  : (body: RequestOf<C>, options?: CallOptions) => Promise<ResponseOf<C>>;

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

/** A typed client of one area's call table (libs/contracts). */
export function clientOf<T extends CallTable>(table: T): Client<T> {
  const client: Record<string, unknown> = {};
  for (const [name, declaration] of Object.entries(table)) {
    client[name] =
      declaration.kind === 'download'
        ? (query: object) => downloadUrl(declaration.path, query)
        : declaration.kind === 'read'
          ? () => getApi(declaration.path)
          : (body: object, options?: CallOptions) => callApi(declaration.path, body, { anonymous: declaration.public === true, ...options });
  }
  return client as Client<T>;
}

/** Every area's calls, typed from their declarations: `api.lunchBreak.save(body)`. A call path is never written here. */
export const api = {
  core: clientOf(CoreCalls),
  lunchBreak: clientOf(LunchBreakCalls),
  quality: clientOf(QualityCalls),
  playback: clientOf(PlaybackCalls),
  monitor: clientOf(MonitorCalls),
};

/** A crud resource's calls (count, list, load, create, save, delete, bulk_delete), its rows typed `R`. */
export function crudApi<R extends object = Record<string, unknown>>(resource: ResourceDeclaration) {
  return clientOf(crudCalls<R>(resource));
}
