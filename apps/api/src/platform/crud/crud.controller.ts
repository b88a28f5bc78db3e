import { Body, Controller, Inject, type Type } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { WireFilter } from '@backoffice/contracts';
import type { ObjectLiteral } from 'typeorm';
import { CurrentPrincipal, RequirePermissions } from '../auth/auth.decorators.js';
import type { Principal } from '../auth/principal.js';
import { Rpc } from '../rpc/rpc.decorator.js';
import { validate } from '../rpc/validation.js';
import type { CrudResource } from './crud-resource.js';
import { idBody, idsBody, ListFilterDto, listFilterPipe } from './crud.dto.js';
import { CrudService } from './crud.service.js';

type Row = Record<string, unknown>;

export interface CrudEndpoints {
  count(filter: WireFilter, principal: Principal): Promise<number>;
  list(filter: WireFilter, principal: Principal): Promise<Row[]>;
  load(body: Row, principal: Principal): Promise<Row>;
  create(body: Row, principal: Principal): Promise<Row>;
  save(body: Row, principal: Principal): Promise<Row>;
  delete(body: Row, principal: Principal): Promise<{ deleted: number }>;
  bulkDelete(body: Row, principal: Principal): Promise<{ deleted: number }>;
}

/** The field of bulk_delete; a resource without one is served by a controller of its own. */
function bulkIdFieldOf(resource: CrudResource<ObjectLiteral>): string {
  const field = resource.wire.bulkIdField;
  if (!field) throw new Error(`Resource ${resource.wire.base} declares no bulkIdField, which the crud controller's bulk_delete needs.`);
  return field;
}

/**
 * The seven CRUD calls of a declared resource, with its permissions, validation and messages.
 * A resource with more calls extends the returned class and adds them.
 */
export function CrudController<E extends ObjectLiteral>(resource: CrudResource<E>): Type<CrudEndpoints & { readonly crud: CrudService }> {
  const { singular, plural } = resource.wire.labels;
  const one = singular.toLowerCase();
  const many = plural.toLowerCase();
  const view = [...resource.wire.permissions.view];
  const edit = [...resource.wire.permissions.edit];
  const ListBody = resource.dto.list ?? ListFilterDto;
  const listPipe = resource.dto.list ? validate(resource.dto.list) : listFilterPipe;
  const IdBody = idBody(resource.wire.idField);
  const bulkIdField = bulkIdFieldOf(resource);
  const IdsBody = idsBody(bulkIdField);
  const scoped = resource.tenant ? ' of the active customer' : '';

  @ApiTags(resource.wire.base)
  @Controller(resource.wire.base)
  class ResourceCrudController implements CrudEndpoints {
    @Inject(CrudService) readonly crud: CrudService;

    @Rpc('count', { summary: `Counts the ${many}${scoped} matching the filter q`, body: ListBody, fail: `Cannot fetch ${many}` })
    @RequirePermissions(...view)
    count(@Body(listPipe) filter: WireFilter, @CurrentPrincipal() principal: Principal): Promise<number> {
      return this.crud.count(resource, filter, principal);
    }

    @Rpc('list', { summary: `Lists one page of the ${many}${scoped}: filter q, order, limit, offset`, body: ListBody, fail: `Cannot fetch ${many}` })
    @RequirePermissions(...view)
    list(@Body(listPipe) filter: WireFilter, @CurrentPrincipal() principal: Principal): Promise<Row[]> {
      return this.crud.list(resource, filter, principal);
    }

    @Rpc('load', { summary: `Loads one ${one} by ${resource.wire.idField}`, body: IdBody, ok: `${singular} loaded successfully`, fail: `Cannot load ${one}` })
    @RequirePermissions(...view)
    load(@Body(validate(IdBody)) body: Row, @CurrentPrincipal() principal: Principal): Promise<Row> {
      return this.crud.load(resource, Number(body[resource.wire.idField]), principal);
    }

    @Rpc('create', {
      summary: `Creates a ${one}${resource.tenant ? ' for the active customer' : ''}; answers the new record`,
      body: resource.dto.create,
      ok: `${singular} created successfully`,
      fail: `Cannot create ${one}`,
    })
    @RequirePermissions(...edit)
    create(@Body(validate(resource.dto.create)) body: Row, @CurrentPrincipal() principal: Principal): Promise<Row> {
      return this.crud.create(resource, body, principal);
    }

    @Rpc('save', {
      summary: `Changes the given fields of the ${one} ${resource.wire.idField}; answers the record`,
      body: resource.dto.save,
      ok: `${singular} edited successfully`,
      fail: `Cannot edit ${one}`,
    })
    @RequirePermissions(...edit)
    save(@Body(validate(resource.dto.save)) body: Row, @CurrentPrincipal() principal: Principal): Promise<Row> {
      return this.crud.save(resource, body, principal);
    }

    @Rpc('delete', {
      summary: `Deletes the ${one} ${resource.wire.idField}`,
      body: IdBody,
      ok: `${singular} deleted successfully`,
      fail: `Cannot delete ${one}`,
    })
    @RequirePermissions(...edit)
    delete(@Body(validate(IdBody)) body: Row, @CurrentPrincipal() principal: Principal): Promise<{ deleted: number }> {
      return this.crud.delete(resource, Number(body[resource.wire.idField]), principal);
    }

    @Rpc('bulk_delete', {
      summary: `Deletes the ${many} ${bulkIdField}, all or none`,
      body: IdsBody,
      ok: `${plural} deleted successfully`,
      fail: `Cannot bulk delete ${many}`,
    })
    @RequirePermissions(...edit)
    bulkDelete(@Body(validate(IdsBody)) body: Row, @CurrentPrincipal() principal: Principal): Promise<{ deleted: number }> {
      return this.crud.bulkDelete(resource, (body[bulkIdField] as number[]).map(Number), principal);
    }
  }

  return ResourceCrudController;
}
