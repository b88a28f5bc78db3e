import { TelephonyResources, type TelephonySource, type TelephonySourceInput } from '@backoffice/contracts';
import { maskConnectionUrl, telephonySourceProblem, unmaskConnectionUrl } from '@backoffice/domain';
import { AppError } from '../../platform/rpc/app-error.js';
import { customerColumnScope, fieldsOf, type CrudContext, type CrudResource } from '../../platform/crud/crud-resource.js';
import { TelephonySourceEntity } from '../telephony.entities.js';
import { SourceFolder, SourcePathError } from './source-folder.js';
import { CreateTelephonySourceDto, SaveTelephonySourceDto } from './sources.dto.js';

const SELECT = {
  SourceID: 's.source_id',
  Kind: 's.kind',
  Path: 's.path',
  ConnectionUrl: 's.connection_url',
  Table: 's.table_name',
  Active: 's.active',
  LinesRead: 's.lines_read::float8',
  LastLineAt: 's.last_line_at',
  // Seconds since the source was last read to its end: small while it keeps up, growing when it falls behind or stops answering.
  LagSeconds: 'floor(extract(epoch FROM now() - s.caught_up_at))::int',
  LastError: 's.last_error',
  LastErrorAt: 's.last_error_at',
};

type Settings = Pick<TelephonySourceEntity, 'kind' | 'path' | 'connectionUrl' | 'tableName' | 'active'>;

/**
 * Checks the settings a create or save leaves (the stored ones completed by the body) and
 * normalises them: the path resolved inside the sources folder, a masked password given back.
 * A changed place starts the reading anew (position and memory cleared).
 */
function checked(values: Partial<TelephonySourceEntity>, stored: Settings | null, context: CrudContext): Partial<TelephonySourceEntity> {
  const merged: Settings = {
    kind: values.kind ?? stored?.kind ?? '',
    path: values.path !== undefined ? values.path : (stored?.path ?? null),
    connectionUrl: values.connectionUrl !== undefined ? values.connectionUrl : (stored?.connectionUrl ?? null),
    tableName: values.tableName !== undefined ? values.tableName : (stored?.tableName ?? null),
    active: values.active ?? stored?.active ?? true,
  };
  if (merged.connectionUrl) merged.connectionUrl = unmaskConnectionUrl(merged.connectionUrl, stored?.connectionUrl ?? null);
  const input: TelephonySourceInput = {
    Kind: merged.kind as TelephonySourceInput['Kind'],
    Path: merged.path || null,
    ConnectionUrl: merged.connectionUrl || null,
    Table: merged.tableName || null,
    Active: merged.active,
  };
  const problem = telephonySourceProblem(input);
  if (problem) throw AppError.badRequest(problem);
  let path = input.Path;
  if (path !== null) {
    try {
      path = context.get(SourceFolder).resolve(path);
    } catch (error) {
      if (error instanceof SourcePathError) throw AppError.badRequest(error.message);
      throw error;
    }
  }
  const next: Partial<TelephonySourceEntity> = { kind: input.Kind, path, connectionUrl: input.ConnectionUrl, tableName: input.Table, active: input.Active };
  const moved =
    stored !== null &&
    (stored.kind !== next.kind || stored.path !== next.path || stored.connectionUrl !== next.connectionUrl || stored.tableName !== next.tableName);
  if (moved)
    Object.assign(next, { position: null, builderState: null, linesRead: '0', lastLineAt: null, caughtUpAt: null, lastError: null, lastErrorAt: null });
  return next;
}

/**
 * The customer's continuous telephony sources (issue 24), for administrators: the reader
 * (`ingestion/`) follows each active one; the read-only fields tell how far it is. The connection
 * URL's password is never answered (masked).
 */
export const sourcesResource: CrudResource<TelephonySourceEntity, TelephonySource> = {
  wire: TelephonyResources.sources,
  entity: TelephonySourceEntity,
  from: 'telephony.sources s',
  id: { sql: 's.source_id', property: 'sourceId' },
  fields: fieldsOf(SELECT, {
    SourceID: 'number',
    Kind: 'string',
    Path: 'string',
    Table: 'string',
    Active: 'boolean',
    LinesRead: 'number',
    LastLineAt: 'date',
    LastError: 'string',
  }),
  select: SELECT,
  tenant: customerColumnScope('s.customer_id'),
  dto: { create: CreateTelephonySourceDto, save: SaveTelephonySourceDto },
  writable: { Kind: 'kind', Path: 'path', ConnectionUrl: 'connectionUrl', Table: 'tableName', Active: 'active' },
  defaultOrder: [{ field: 'SourceID', direction: 'asc' }],
  hooks: {
    beforeCreate: (values, _body, context) => ({ ...values, ...checked(values, null, context) }),
    async beforeSave(values, _body, context) {
      const stored = await context.manager.findOneByOrFail(TelephonySourceEntity, { sourceId: context.id });
      return checked(values, stored, context);
    },
    toWire: (row) => ({ ...row, ConnectionUrl: typeof row.ConnectionUrl === 'string' ? maskConnectionUrl(row.ConnectionUrl) : null }),
  },
};
