import { applyDecorators, Get, HttpCode, Post, SetMetadata } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';

export const RPC_MESSAGES = 'rpc:messages';

export interface RpcMessages {
  /** Shown on success; silent when absent. */
  ok?: string;
  /** Prefix of the failure message: "Cannot fetch users: <what went wrong>". */
  fail?: string;
}

/** A wire call: `POST {base}/{verb}` answering 200 with the envelope. */
export function Rpc(verb: string, messages: RpcMessages = {}): MethodDecorator {
  return applyDecorators(
    Post(verb),
    HttpCode(200),
    SetMetadata(RPC_MESSAGES, messages),
    ApiOperation({ summary: `POST ${verb}` }),
    ApiOkResponse({ description: 'Envelope { succeeded, message, status, result: { data } }' }),
  );
}

/** A GET download or read (audio, PDF, health): answered as it is, not wrapped. */
export function Download(path: string, messages: RpcMessages = {}): MethodDecorator {
  return applyDecorators(Get(path), SetMetadata(RPC_MESSAGES, messages), SetMetadata(RAW_RESPONSE, true));
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
