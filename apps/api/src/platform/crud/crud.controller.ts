import { Body, Controller, Inject, type Type } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CRUD_VERBS, crudCalls, crudVerbs, type CrudVerbName, type WireFilter } from '@backoffice/contracts';
import type { ObjectLiteral } from 'typeorm';
import { CurrentPrincipal } from '../auth/auth.decorators.js';
import type { Principal } from '../auth/principal.js';
import { Call } from '../rpc/call.decorator.js';
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

/**
 * The crud calls of a declared resource: the verbs its declaration serves (libs/contracts
 * `crudVerbs`: all seven unless it names some), each with its permissions, validation and
 * messages from `crudCalls`. A resource with more calls extends the returned class and adds them
 * with `@Call`; a verb it does not serve is no route at all.
 */
export function CrudController<E extends ObjectLiteral>(resource: CrudResource<E>): Type<CrudEndpoints & { readonly crud: CrudService }> {
  const calls = crudCalls(resource.wire);
  const served = crudVerbs(resource.wire);
  const listPipe = resource.dto.list ? validate(resource.dto.list) : listFilterPipe;
  const IdBody = idBody(resource.wire.idField);
  const LoadBody = resource.dto.load ?? IdBody;
  const bulkIdField = resource.wire.bulkIdField;
  if (served.bulkDelete && !bulkIdField) throw new Error(`Resource ${resource.wire.base} serves bulk_delete but declares no bulkIdField.`);
  const IdsBody = bulkIdField ? idsBody(bulkIdField) : IdBody;

  @ApiTags(resource.wire.base)
  @Controller()
  class ResourceCrudController implements CrudEndpoints {
    @Inject(CrudService) readonly crud: CrudService;

    count(@Body(listPipe) filter: WireFilter, @CurrentPrincipal() principal: Principal): Promise<number> {
      return this.crud.count(resource, filter, principal);
    }

    list(@Body(listPipe) filter: WireFilter, @CurrentPrincipal() principal: Principal): Promise<Row[]> {
      return this.crud.list(resource, filter, principal);
    }

    load(@Body(validate(LoadBody)) body: Row, @CurrentPrincipal() principal: Principal): Promise<Row> {
      return this.crud.load(resource, Number(body[resource.wire.idField]), principal);
    }

    create(@Body(validate(resource.dto.create)) body: Row, @CurrentPrincipal() principal: Principal): Promise<Row> {
      return this.crud.create(resource, body, principal);
    }

    save(@Body(validate(resource.dto.save)) body: Row, @CurrentPrincipal() principal: Principal): Promise<Row> {
      return this.crud.save(resource, body, principal);
    }

    delete(@Body(validate(IdBody)) body: Row, @CurrentPrincipal() principal: Principal): Promise<{ deleted: number }> {
      return this.crud.delete(resource, Number(body[resource.wire.idField]), principal);
    }

    bulkDelete(@Body(validate(IdsBody)) body: Row, @CurrentPrincipal() principal: Principal): Promise<{ deleted: number }> {
      return this.crud.bulkDelete(resource, (body[bulkIdField!] as unknown[]).map(Number), principal);
    }
  }

  const bodies: Record<CrudVerbName, Type<object>> = {
    count: resource.dto.list ?? ListFilterDto,
    list: resource.dto.list ?? ListFilterDto,
    load: LoadBody,
    create: resource.dto.create,
    save: resource.dto.save,
    delete: IdBody,
    bulkDelete: IdsBody,
  };
  // Only the served verbs become routes: the others stay plain methods nobody can call.
  for (const verb of CRUD_VERBS) {
    if (!served[verb]) continue;
    const descriptor = Object.getOwnPropertyDescriptor(ResourceCrudController.prototype, verb)!;
    Call(calls[verb], { body: bodies[verb] })(ResourceCrudController.prototype, verb, descriptor);
  }
  return ResourceCrudController;
}
