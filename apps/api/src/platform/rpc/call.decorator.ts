import { applyDecorators, Get, HttpCode, Post, SetMetadata, type Type } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { CallDeclaration, ResponseOf } from '@backoffice/contracts';
import { Public, RequirePermissions } from '../auth/auth.decorators.js';
import { RAW_RESPONSE, Reply, RPC_MESSAGES } from './rpc.decorator.js';

/** The shape the document shows for a call without fields. */
const NO_FIELDS = { type: 'object', properties: {}, description: 'No fields (only the session Token, if not sent as a Bearer header).' };

/** What a handler of the call may answer: its declared answer, or that answer with a message chosen by what happened. */
type Answer<D> = ResponseOf<D> | Reply<ResponseOf<D>>;
type Handler<D> = D extends { kind: 'download' } ? (...args: never[]) => unknown : (...args: never[]) => Answer<D> | Promise<Answer<D>>;

/**
 * Serves a call declared in libs/contracts: its path (POST, or GET for a download), the
 * permissions it needs, its summary for the API document and its messages all come from the
 * declaration, and the handler's answer must be the declared type. `body` names the DTO the
 * document shows when the handler's parameter does not (`null`: the call takes no fields).
 */
export function Call<D extends CallDeclaration>(declaration: D, options: { body?: Type<object> | null } = {}) {
  const { path, permissions, summary, ok, fail, kind } = declaration;
  const decorators: (MethodDecorator | ClassDecorator)[] = [
    SetMetadata(RPC_MESSAGES, { ok, fail }),
    ApiOperation({ summary }),
    declaration.public ? Public() : RequirePermissions(...permissions),
  ];
  const envelope = ApiOkResponse({ description: 'Envelope { succeeded, message, status, result: { data } }' });
  if (kind === 'download') decorators.push(Get(path), SetMetadata(RAW_RESPONSE, true));
  else if (kind === 'read') decorators.push(Get(path), envelope);
  else decorators.push(Post(path), HttpCode(200), envelope);
  if (kind === 'upload') decorators.push(ApiConsumes('multipart/form-data'));
  if (options.body === null) decorators.push(ApiBody({ schema: NO_FIELDS }));
  else if (options.body) decorators.push(ApiBody({ type: options.body }));
  const apply = applyDecorators(...decorators);
  return <H extends Handler<D>>(target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<H>): void => {
    apply(target, key, descriptor);
  };
}
