/**
 * telephony/imports/runs/count, /list and /load: what happened to each import (crud-kit reads,
 * administrators only). `load` adds the run's full ImportReport (rows per table, created queues
 * and agents, every listed error and warning), null while it has not finished.
 */
import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Permission, type ImportReport, type WireFilter } from '@backoffice/contracts';
import { DataSource } from 'typeorm';
import { CurrentPrincipal, RequirePermissions } from '../../platform/auth/auth.decorators.js';
import type { Principal } from '../../platform/auth/principal.js';
import { ListFilterDto, idBody } from '../../platform/crud/crud.dto.js';
import { CrudService } from '../../platform/crud/crud.service.js';
import { Rpc } from '../../platform/rpc/rpc.decorator.js';
import { validate } from '../../platform/rpc/validation.js';
import { importRunsResource } from './import-runs.resource.js';

const DEFAULT_ORDER = [{ field: 'ImportID', direction: 'desc' as const }];

@ApiTags(importRunsResource.path)
@Controller(importRunsResource.path)
export class ImportRunsController {
  constructor(
    private readonly crud: CrudService,
    private readonly dataSource: DataSource,
  ) {}

  @Rpc('count', { fail: 'Cannot fetch import runs' })
  @RequirePermissions(Permission.All)
  count(@Body(validate(ListFilterDto)) filter: WireFilter, @CurrentPrincipal() principal: Principal): Promise<number> {
    return this.crud.count(importRunsResource, filter, principal);
  }

  @Rpc('list', { fail: 'Cannot fetch import runs' })
  @RequirePermissions(Permission.All)
  list(@Body(validate(ListFilterDto)) filter: WireFilter, @CurrentPrincipal() principal: Principal): Promise<Record<string, unknown>[]> {
    return this.crud.list(importRunsResource, { ...filter, order: filter.order?.length ? filter.order : DEFAULT_ORDER }, principal);
  }

  @Rpc('load', { ok: 'Import run loaded successfully', fail: 'Cannot load import run' })
  @RequirePermissions(Permission.All)
  async load(@Body(validate(idBody('ImportID'))) body: { ImportID: number }, @CurrentPrincipal() principal: Principal): Promise<Record<string, unknown>> {
    const run = await this.crud.load(importRunsResource, Number(body.ImportID), principal);
    const [row] = await this.dataSource.query<{ report: ImportReport | null }[]>(`SELECT report FROM telephony.import_runs WHERE import_id = $1`, [
      body.ImportID,
    ]);
    return { ...run, Report: row?.report ?? null };
  }
}
