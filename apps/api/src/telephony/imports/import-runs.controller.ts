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
import { ListFilterDto, idBody, listFilterPipe } from '../../platform/crud/crud.dto.js';
import { CrudService } from '../../platform/crud/crud.service.js';
import { Rpc } from '../../platform/rpc/rpc.decorator.js';
import { validate } from '../../platform/rpc/validation.js';
import { importRunsResource } from './import-runs.resource.js';

const DEFAULT_ORDER = [{ field: 'ImportID', direction: 'desc' as const }];

@ApiTags(importRunsResource.wire.base)
@Controller(importRunsResource.wire.base)
export class ImportRunsController {
  constructor(
    private readonly crud: CrudService,
    private readonly dataSource: DataSource,
  ) {}

  @Rpc('count', { summary: 'Counts the import runs of the active customer matching the filter q', body: ListFilterDto, fail: 'Cannot fetch import runs' })
  @RequirePermissions(Permission.All)
  count(@Body(listFilterPipe) filter: WireFilter, @CurrentPrincipal() principal: Principal): Promise<number> {
    return this.crud.count(importRunsResource, filter, principal);
  }

  @Rpc('list', {
    summary: 'Lists one page of the import runs of the active customer, newest first unless ordered',
    body: ListFilterDto,
    fail: 'Cannot fetch import runs',
  })
  @RequirePermissions(Permission.All)
  list(@Body(listFilterPipe) filter: WireFilter, @CurrentPrincipal() principal: Principal): Promise<Record<string, unknown>[]> {
    return this.crud.list(importRunsResource, { ...filter, order: filter.order?.length ? filter.order : DEFAULT_ORDER }, principal);
  }

  @Rpc('load', {
    summary: 'Loads one import run by ImportID with its report (rows per table, created queues and agents, errors, warnings)',
    body: idBody('ImportID'),
    ok: 'Import run loaded successfully',
    fail: 'Cannot load import run',
  })
  @RequirePermissions(Permission.All)
  async load(@Body(validate(idBody('ImportID'))) body: { ImportID: number }, @CurrentPrincipal() principal: Principal): Promise<Record<string, unknown>> {
    const run = await this.crud.load(importRunsResource, Number(body.ImportID), principal);
    const [row] = await this.dataSource.query<{ report: ImportReport | null }[]>(`SELECT report FROM telephony.import_runs WHERE import_id = $1`, [
      body.ImportID,
    ]);
    return { ...run, Report: row?.report ?? null };
  }
}
