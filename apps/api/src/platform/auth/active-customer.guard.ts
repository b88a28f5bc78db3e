import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { activeCustomerFor } from './active-customer.js';
import { CUSTOMER_INDEPENDENT, IS_PUBLIC } from './auth.decorators.js';
import type { Principal } from './principal.js';

/**
 * Global, after the permission check: every signed-in call acts for the session's active customer,
 * so it answers only while the user still belongs to it (activeCustomerFor), before its body is
 * even read. Routes about the session itself opt out with @CustomerIndependent(); a route added
 * later is covered without a word.
 */
@Injectable()
export class ActiveCustomerGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    if (this.reflector.getAllAndOverride<boolean>(CUSTOMER_INDEPENDENT, targets)) return true;
    const principal = context.switchToHttp().getRequest<{ user?: Principal }>().user;
    if (principal) activeCustomerFor(principal);
    return true;
  }
}
