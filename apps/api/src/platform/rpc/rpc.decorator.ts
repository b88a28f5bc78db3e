import { applyDecorators, Get, HttpCode, Post, SetMetadata, type Type } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiOperation } from '@nestjs/swagger';

export const RPC_MESSAGES = 'rpc:messages';

export interface RpcMessages {
  /** Shown on success; silent when absent. */
  ok?: string;
  /** Prefix of the failure message: "Cannot fetch users: <what went wrong>". */
  fail?: string;
}

export interface RpcOptions extends RpcMessages {
  /** What the call does, for the API document ("Lists the users of the active customer"). */
  summary: string;
  /**
   * The body's type for the API document when the handler's parameter does not name it (the crud
   * kit's handlers validate through a pipe, their parameter type is erased); `null`: the call
   * takes no fields besides the session token.
   */
  body?: Type<object> | null;
}

const NO_FIELDS = { type: 'object', properties: {}, description: 'No fields (only the session Token, if not sent as a Bearer header).' };

/** A wire call: `POST {base}/{verb}` answering 200 with the envelope. */
export function Rpc(verb: string, { summary, body, ...messages }: RpcOptions): MethodDecorator {
  const decorators = [
    Post(verb),
    HttpCode(200),
    SetMetadata(RPC_MESSAGES, messages),
    ApiOperation({ summary }),
    ApiOkResponse({ description: 'Envelope { succeeded, message, status, result: { data } }' }),
  ];
  if (body === null) decorators.push(ApiBody({ schema: NO_FIELDS }));
  else if (body) decorators.push(ApiBody({ type: body }));
  return applyDecorators(...decorators);
}

/** A GET download or read (audio, PDF, health): answered as it is, not wrapped. */
export function Download(path: string, { summary, ...messages }: RpcOptions): MethodDecorator {
  return applyDecorators(Get(path), SetMetadata(RPC_MESSAGES, messages), SetMetadata(RAW_RESPONSE, true), ApiOperation({ summary }));
}

export const RAW_RESPONSE = 'rpc:raw';

/** Answers of this route are sent as they are (health, files). */
export const RawResponse = (): MethodDecorator & ClassDecorator => SetMetadata(RAW_RESPONSE, true);

/** A handler's answer with a message that depends on what happened. */
export class Reply<T> {
  constructor(
    readonly data: T,
    readonly message?: string,
  ) {}
}
