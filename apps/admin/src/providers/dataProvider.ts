import type {
  CreateParams,
  DataProvider,
  DeleteManyParams,
  DeleteParams,
  GetListParams,
  GetManyParams,
  GetManyReferenceParams,
  GetOneParams,
  Identifier,
  RaRecord,
  UpdateManyParams,
  UpdateParams,
} from 'react-admin';
import { crudCalls, MAX_LIMIT, type ResourceDeclaration, type RowKey, type WireFilter } from '@backoffice/contracts';
import { HttpError } from 'react-admin';
import { callApi } from './http';
import { SEARCH_FILTER, toWireFilter } from './wireFilter';
import { resourceLookup } from './resourceMap';

type WireRecord = Record<string, unknown>;

type Verb = 'fetch' | 'create' | 'delete' | 'load' | 'edit' | 'bulk delete';

/**
 * A failed call names what failed (spec part 1 section 8: "Cannot fetch users", …) followed by
 * the server's reason. Server messages that already say so pass unchanged, as do user create
 * and edit failures, which show the server message.
 */
export function failureMessage(verb: Verb, resource: ResourceDeclaration, serverMessage: string): string {
  const message = serverMessage.trim();
  // The spec's failure texts start so ("Cannot fetch partners", "Could not create partner", "Error while uploading …").
  if (/^(cannot|could not|error while) /i.test(message)) return message;
  if (resource.base === 'users' && (verb === 'create' || verb === 'edit') && message) return message;
  const entity = verb === 'fetch' || verb === 'bulk delete' ? resource.labels.plural : resource.labels.singular;
  const what = `Cannot ${verb} ${entity.toLowerCase()}`;
  return message ? `${what}: ${message}` : what;
}

const VERBS: Record<string, Verb> = {
  getList: 'fetch',
  getCount: 'fetch',
  getMany: 'fetch',
  getManyReference: 'fetch',
  getOne: 'load',
  create: 'create',
  update: 'edit',
  updateMany: 'edit',
  delete: 'delete',
  deleteMany: 'bulk delete',
};

/** react-admin's methods and ours: `getCount` answers the server's count of a resource. */
export type BackOfficeDataProvider = DataProvider & {
  getCount(resource: string, params?: { filter?: Record<string, unknown>; signal?: AbortSignal }): Promise<number>;
};

/** Wraps every method so its failures carry the spec's message; cancel and unreachable pass as they are. */
function withFailureMessages(provider: BackOfficeDataProvider, wireResource: (resource: string) => ResourceDeclaration): BackOfficeDataProvider {
  const wrapped: Record<string, unknown> = {};
  for (const [method, verb] of Object.entries(VERBS)) {
    const original = provider[method] as (resource: string, params: unknown) => Promise<unknown>;
    wrapped[method] = async (resourceName: string, params: unknown) => {
      try {
        return await original(resourceName, params);
      } catch (error) {
        // A coded refusal (a deep page, the export limits) is already worded for the user.
        const coded = error instanceof HttpError && Boolean((error.body as { code?: string } | undefined)?.code);
        if (error instanceof HttpError && error.status !== 499 && error.status !== 503 && !coded) {
          throw new HttpError(failureMessage(verb, wireResource(resourceName), error.message), error.status, error.body);
        }
        throw error;
      }
    };
  }
  return { ...provider, ...wrapped } as BackOfficeDataProvider;
}

function withId(resource: ResourceDeclaration, record: WireRecord): RaRecord {
  return { ...record, id: record[resource.idField] as Identifier };
}

/**
 * The id as the wire wants it: react-admin takes an edit page's id from the URL ("5"), the server
 * takes ids as numbers (it refuses "5"); text ids (declared textId) go as they are.
 */
export function wireId(resource: ResourceDeclaration, id: Identifier): Identifier {
  return !resource.textId && typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : id;
}

function withoutId(record: Partial<RaRecord>): WireRecord {
  const { id: _id, ...rest } = record as WireRecord;
  return rest;
}

/** A page a keyset-paged list showed last: its shape (everything but the page), number and first and last rows. */
export interface ShownPage {
  shape: string;
  page: number;
  firstId: RowKey;
  lastId: RowKey;
  anchor: Pick<WireFilter, 'after' | 'before'>;
}

/** The filter without its page: two requests of one shape list the same rows. */
export function pageShape(filter: WireFilter): string {
  const { offset: _offset, ...shape } = filter;
  return JSON.stringify(shape);
}

/**
 * Keyset paging (WireFilter after/before): one page on from the page shown is asked as the page
 * after its last row, one page back as the page before its first row, the page shown again with
 * the anchor it was asked with. The server then reads page 5,000 as cheaply as page 1. Page 1, a
 * jump, or another filter, sort or page size is asked by offset (the offset goes along anyway: the
 * server falls back to it when the anchor row is gone).
 */
export function keysetAnchor(shown: ShownPage | undefined, shape: string, page: number): Pick<WireFilter, 'after' | 'before'> {
  if (page <= 1 || !shown || shown.shape !== shape) return {};
  if (page === shown.page) return shown.anchor;
  if (page === shown.page + 1) return { after: shown.lastId };
  if (page === shown.page - 1) return { before: shown.firstId };
  return {};
}

/** Only the fields that changed go to `save`, with the id. */
export function changedFields(data: WireRecord, previous: WireRecord | undefined): WireRecord {
  if (!previous) return data;
  const changed: WireRecord = {};
  for (const [key, value] of Object.entries(data)) {
    if (JSON.stringify(value) !== JSON.stringify(previous[key])) changed[key] = value;
  }
  return changed;
}

/**
 * react-admin's data calls mapped to the wire contract: count then list, search as an or-list
 * of `like` clauses, getMany/getManyReference as `in`/`eq` filters, deleteMany as bulk_delete.
 * `resources`: the wire declarations of the registered areas' resources, by admin name.
 */
export function createDataProvider(resources: ReadonlyMap<string, ResourceDeclaration>): BackOfficeDataProvider {
  const wireResource = resourceLookup(resources);
  /** The last page each keyset-paged resource showed. */
  const shownPages = new Map<string, ShownPage>();
  const wireDataProvider = {
    async getList(resourceName: string, params: GetListParams) {
      const resource = wireResource(resourceName);
      if (resource.unpaged) {
        const rows = await callApi<WireRecord[]>(crudCalls(resource).list.path, {}, { signal: params.signal });
        const search = String(params.filter?.[SEARCH_FILTER] ?? '')
          .trim()
          .toLowerCase();
        const matching = search
          ? rows.filter((row) =>
              resource.searchFields.some((column) =>
                String(row[column] ?? '')
                  .toLowerCase()
                  .includes(search),
              ),
            )
          : rows;
        return { data: matching.map((row) => withId(resource, row)), total: matching.length };
      }
      const filter = toWireFilter(resource, params);
      const total = await callApi<number>(crudCalls(resource).count.path, filter, { signal: params.signal });
      if (total === 0) return { data: [], total };
      if (!resource.keysetPaging) {
        const rows = await callApi<WireRecord[]>(crudCalls(resource).list.path, filter, { signal: params.signal });
        return { data: rows.map((row) => withId(resource, row)), total };
      }
      const shape = pageShape(filter);
      const page = params.pagination?.page ?? 1;
      const anchor = keysetAnchor(shownPages.get(resourceName), shape, page);
      const rows = await callApi<WireRecord[]>(crudCalls(resource).list.path, { ...filter, ...anchor }, { signal: params.signal });
      if (rows.length > 0) {
        shownPages.set(resourceName, {
          shape,
          page,
          anchor,
          firstId: rows[0][resource.idField] as RowKey,
          lastId: rows[rows.length - 1][resource.idField] as RowKey,
        });
      } else shownPages.delete(resourceName);
      return { data: rows.map((row) => withId(resource, row)), total };
    },

    /** How many rows the list would show (the server's count, for the home page's figures). */
    async getCount(resourceName: string, params: { filter?: Record<string, unknown>; signal?: AbortSignal } = {}): Promise<number> {
      const resource = wireResource(resourceName);
      if (resource.unpaged) {
        const { total } = await wireDataProvider.getList(resourceName, { filter: params.filter ?? {}, signal: params.signal } as GetListParams);
        return total ?? 0;
      }
      return callApi<number>(crudCalls(resource).count.path, toWireFilter(resource, { filter: params.filter }), { signal: params.signal });
    },

    async getOne(resourceName: string, params: GetOneParams) {
      const resource = wireResource(resourceName);
      const record = await callApi<WireRecord>(crudCalls(resource).load.path, { [resource.idField]: wireId(resource, params.id) }, { signal: params.signal });
      return { data: withId(resource, record) };
    },

    async getMany(resourceName: string, params: GetManyParams) {
      const resource = wireResource(resourceName);
      if (params.ids.length === 0) return { data: [] };
      const filter: WireFilter = {
        limit: MAX_LIMIT,
        offset: 0,
        order: [],
        q: { field: resource.idField, op: 'in', value: params.ids.map((id) => wireId(resource, id)) },
      };
      const rows = await callApi<WireRecord[]>(crudCalls(resource).list.path, filter, { signal: params.signal });
      return { data: rows.map((row) => withId(resource, row)) };
    },

    async getManyReference(resourceName: string, params: GetManyReferenceParams) {
      const resource = wireResource(resourceName);
      const filter = toWireFilter(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } });
      const total = await callApi<number>(crudCalls(resource).count.path, filter, { signal: params.signal });
      const rows = total === 0 ? [] : await callApi<WireRecord[]>(crudCalls(resource).list.path, filter, { signal: params.signal });
      return { data: rows.map((row) => withId(resource, row)), total };
    },

    async create(resourceName: string, params: CreateParams) {
      const resource = wireResource(resourceName);
      const record = await callApi<WireRecord>(crudCalls(resource).create.path, withoutId(params.data));
      return { data: withId(resource, record) };
    },

    async update(resourceName: string, params: UpdateParams) {
      const resource = wireResource(resourceName);
      const changes = changedFields(withoutId(params.data), params.previousData ? withoutId(params.previousData) : undefined);
      const record = await callApi<WireRecord>(crudCalls(resource).save.path, { ...changes, [resource.idField]: wireId(resource, params.id) });
      return { data: withId(resource, { ...withoutId(params.previousData ?? {}), ...record }) };
    },

    async updateMany(resourceName: string, params: UpdateManyParams) {
      const resource = wireResource(resourceName);
      for (const id of params.ids) {
        await callApi(crudCalls(resource).save.path, { ...withoutId(params.data), [resource.idField]: wireId(resource, id) });
      }
      return { data: params.ids };
    },

    async delete(resourceName: string, params: DeleteParams) {
      const resource = wireResource(resourceName);
      await callApi(crudCalls(resource).delete.path, { [resource.idField]: wireId(resource, params.id) });
      return { data: (params.previousData ?? { id: params.id }) as RaRecord };
    },

    async deleteMany(resourceName: string, params: DeleteManyParams) {
      const resource = wireResource(resourceName);
      if (!resource.bulkIdField) throw new Error(`Resource '${resourceName}' has no bulk delete`);
      await callApi(crudCalls(resource).bulkDelete.path, { [resource.bulkIdField]: params.ids.map((id) => wireId(resource, id)) });
      return { data: params.ids };
    },
  } as unknown as BackOfficeDataProvider;
  return withFailureMessages(wireDataProvider, wireResource);
}
