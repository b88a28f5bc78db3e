import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { Observable } from 'rxjs';
import type { Principal } from '../auth/principal.js';
import { actorOf, runAsActor } from './audit-context.js';

/**
 * Global: runs every HTTP call's handler as its caller (the session's principal, resolved by the
 * guards before this runs), so whatever the handler writes is attributed in the audit log. The
 * handler runs when the observable is subscribed, hence the subscription inside the context.
 */
@Injectable()
export class AuditContextInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<FastifyRequest & { user?: Principal }>();
    const route = request.routeOptions?.url ?? request.url.split('?')[0];
    const actor = actorOf(request.user, route.replace(/^\/+/, ''));
    return new Observable((subscriber) => runAsActor(actor, () => next.handle().subscribe(subscriber)));
  }
}
