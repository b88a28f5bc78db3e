import { Body, Controller, Inject, type Type } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { WireFilter } from '@backoffice/contracts';
import type { ObjectLiteral } from 'typeorm';
import { CurrentPrincipal, RequirePermissions } from '../auth/auth.decorators.js';
import type { Principal } from '../auth/principal.js';
import { Rpc } from '../rpc/rpc.decorator.js';
import { validate } from '../rpc/validation.js';
import type { CrudResource } from './crud-resource.js';
import { idBody, idsBody, ListFilterDto } from './crud.dto.js';
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

/**
 * The seven CRUD calls of a declared resource, with its permissions, validation and messages.
 * A resource with more calls extends the returned class and adds them.
 */
export function CrudController<E extends ObjectLiteral>(resource: CrudResource<E>): Type<CrudEndpoints & { readonly crud: CrudService }> {
  const { singular, plural } = resource.labels;
  const one = singular.toLowerCase();
  const many = plural.toLowerCase();
  const view = [...resource.permissions.view];
  const edit = [...resource.permissions.edit];
  const ListBody = resource.dto.list ?? ListFilterDto;
  const IdBody = idBody(resource.id.wire);
  const IdsBody = idsBody(resource.id.bulkWire);

  @ApiTags(resource.path)
  @Controller(resource.path)
  class ResourceCrudController implements CrudEndpoints {
    @Inject(CrudService) readonly crud: CrudService;

    @Rpc('count', { fail: `Cannot fetch ${many}` })
    @RequirePermissions(...view)
    count(@Body(validate(ListBody)) filter: WireFilter, @CurrentPrincipal() principal: Principal): Promise<number> {
      return this.crud.count(resource, filter, principal);
    }

    @Rpc('list', { fail: `Cannot fetch ${many}` })
    @RequirePermissions(...view)
    list(@Body(validate(ListBody)) filter: WireFilter, @CurrentPrincipal() principal: Principal): Promise<Row[]> {
      return this.crud.list(resource, filter, principal);
    }

    @Rpc('load', { ok: `${singular} loaded successfully`, fail: `Cannot load ${one}` })
    @RequirePermissions(...view)
    load(@Body(validate(IdBody)) body: Row, @CurrentPrincipal() principal: Principal): Promise<Row> {
      return this.crud.load(resource, Number(body[resource.id.wire]), principal);
    }

    @Rpc('create', { ok: `${singular} created successfully`, fail: `Cannot create ${one}` })
    @RequirePermissions(...edit)
    create(@Body(validate(resource.dto.create)) body: Row, @CurrentPrincipal() principal: Principal): Promise<Row> {
      return this.crud.create(resource, body, principal);
    }

    @Rpc('save', { ok: `${singular} edited successfully`, fail: `Cannot edit ${one}` })
    @RequirePermissions(...edit)
    save(@Body(validate(resource.dto.save)) body: Row, @CurrentPrincipal() principal: Principal): Promise<Row> {
      return this.crud.save(resource, body, principal);
    }

    @Rpc('delete', { ok: `${singular} deleted successfully`, fail: `Cannot delete ${one}` })
    @RequirePermissions(...edit)
    delete(@Body(validate(IdBody)) body: Row, @CurrentPrincipal() principal: Principal): Promise<{ deleted: number }> {
      return this.crud.delete(resource, Number(body[resource.id.wire]), principal);
    }

    @Rpc('bulk_delete', { ok: `${plural} deleted successfully`, fail: `Cannot bulk delete ${many}` })
    @RequirePermissions(...edit)
    bulkDelete(@Body(validate(IdsBody)) body: Row, @CurrentPrincipal() principal: Principal): Promise<{ deleted: number }> {
      return this.crud.bulkDelete(resource, (body[resource.id.bulkWire] as number[]).map(Number), principal);
    }
  }

  return ResourceCrudController;
}
