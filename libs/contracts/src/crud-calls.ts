import { call, type CallDeclaration } from './calls.js';
import type { WireFilter } from './filter.js';
import type { PermissionName } from './permissions.js';
import type { ResourceDeclaration } from './resources.js';

/** The crud kit's verbs, by their names in code (`bulkDelete` is `bulk_delete` on the wire). */
export const CRUD_VERBS = ['count', 'list', 'load', 'create', 'save', 'delete', 'bulkDelete'] as const;
export type CrudVerbName = (typeof CRUD_VERBS)[number];

const WIRE_VERB: Record<CrudVerbName, string> = {
  count: 'count',
  list: 'list',
  load: 'load',
  create: 'create',
  save: 'save',
  delete: 'delete',
  bulkDelete: 'bulk_delete',
};

type Row = Record<string, unknown>;

/** A label inside a message: lower case, but an acronym stays as it is ("Cannot fetch PCs", "Cannot fetch import runs"). */
const inSentence = (label: string) =>
  label
    .split(' ')
    .map((word) => (/[A-Z].*[A-Z]/.test(word) ? word : word.toLowerCase()))
    .join(' ');

/**
 * The verbs a resource serves and who may call each: its own `verbs`, else all seven, reads with
 * its view permissions and writes with its edit permissions (bulk_delete only with a bulkIdField).
 */
export function crudVerbs(resource: ResourceDeclaration): Partial<Record<CrudVerbName, readonly PermissionName[]>> {
  if (resource.verbs) return resource.verbs;
  const { view, edit } = resource.permissions;
  return {
    count: view,
    list: view,
    load: view,
    create: edit,
    save: edit,
    delete: edit,
    ...(resource.bulkIdField ? { bulkDelete: edit } : {}),
  };
}

/** The call declarations of a resource's crud verbs (rows typed `R`): paths, permissions, summaries and the messages both sides show. */
export function crudCalls<R extends object = Row>(resource: ResourceDeclaration) {
  const { singular, plural } = resource.labels;
  const one = inSentence(singular);
  const many = inSentence(plural);
  const id = resource.idField;
  const verbs = crudVerbs(resource);
  const path = (verb: CrudVerbName) => `${resource.base}/${WIRE_VERB[verb]}`;
  const permissions = (verb: CrudVerbName) => verbs[verb] ?? [];
  const all = {
    count: call<WireFilter, number>()({
      path: path('count'),
      permissions: permissions('count'),
      summary: `Counts the ${many} matching the filter q`,
      fail: `Cannot fetch ${many}`,
    }),
    list: call<WireFilter, R[]>()({
      path: path('list'),
      permissions: permissions('list'),
      summary: `Lists one page of the ${many}: filter q, order, limit, offset (or after/before a row)`,
      fail: `Cannot fetch ${many}`,
    }),
    load: call<Row, R>()({
      path: path('load'),
      permissions: permissions('load'),
      summary: `Loads one ${one} by ${id}`,
      ok: `${singular} loaded successfully`,
      fail: `Cannot load ${one}`,
    }),
    create: call<Row, R>()({
      path: path('create'),
      permissions: permissions('create'),
      summary: `Creates a ${one}; answers the new record`,
      ok: `${singular} created successfully`,
      fail: `Cannot create ${one}`,
    }),
    save: call<Row, R>()({
      path: path('save'),
      permissions: permissions('save'),
      summary: `Changes the given fields of the ${one} ${id}; answers the record`,
      ok: `${singular} edited successfully`,
      fail: `Cannot edit ${one}`,
    }),
    delete: call<Row, { deleted: number }>()({
      path: path('delete'),
      permissions: permissions('delete'),
      summary: `Deletes the ${one} ${id}`,
      ok: `${singular} deleted successfully`,
      fail: `Cannot delete ${one}`,
    }),
    bulkDelete: call<Row, { deleted: number }>()({
      path: path('bulkDelete'),
      permissions: permissions('bulkDelete'),
      summary: `Deletes the ${many} ${resource.bulkIdField ?? ''}, all or none`,
      ok: `${plural} deleted successfully`,
      fail: `Cannot bulk delete ${many}`,
    }),
  } satisfies Record<CrudVerbName, CallDeclaration>;
  for (const [verb, own] of Object.entries(resource.messages ?? {}) as [CrudVerbName, { ok?: string | null; fail?: string }][]) {
    const declaration: CallDeclaration = { ...all[verb], ...(own.fail ? { fail: own.fail } : {}) };
    if (own.ok === null) delete declaration.ok;
    else if (own.ok) declaration.ok = own.ok;
    (all as Record<CrudVerbName, CallDeclaration>)[verb] = declaration;
  }
  return all;
}

/** Whether a resource serves a verb at all. */
export function servesVerb(resource: ResourceDeclaration, verb: CrudVerbName): boolean {
  return crudVerbs(resource)[verb] !== undefined;
}
