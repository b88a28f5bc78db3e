import { Injectable, StreamableFile, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Envelope } from '@backoffice/contracts';
import { catchError, map, throwError, type Observable } from 'rxjs';
import { RpcFailure } from './app-error.js';
import { RAW_RESPONSE, Reply, RPC_MESSAGES, type RpcMessages } from './rpc.decorator.js';

/** Wraps every answer in the envelope and tags failures with the call's failure message. */
@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const targets = [context.getHandler(), context.getClass()];
    const messages = this.reflector.getAllAndOverride<RpcMessages | undefined>(RPC_MESSAGES, targets) ?? {};
    const raw = this.reflector.getAllAndOverride<boolean | undefined>(RAW_RESPONSE, targets) ?? false;
    return next.handle().pipe(
      map((value: unknown) => {
        if (raw || value instanceof StreamableFile) return value;
        const reply = value instanceof Reply ? value : new Reply(value, messages.ok);
        const envelope: Envelope = { succeeded: true, status: 200, result: { data: reply.data ?? null } };
        if (reply.message) envelope.message = reply.message;
        return envelope;
      }),
      catchError((error: unknown) => throwError(() => (messages.fail ? new RpcFailure(messages.fail, error) : error))),
    );
  }
}
